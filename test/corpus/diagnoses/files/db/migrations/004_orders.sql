-- Orders and their line items; amounts are stored in cents.
CREATE TABLE orders (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT NOT NULL REFERENCES customers (id),
    status        TEXT NOT NULL DEFAULT 'open'
                  CHECK (status IN ('open', 'paid', 'shipped', 'cancelled')),
    currency      CHAR(3) NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    paid_at       TIMESTAMPTZ
);

CREATE TABLE line_items (
    id               BIGSERIAL PRIMARY KEY,
    order_id         BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    sku              TEXT NOT NULL,
    quantity         INTEGER NOT NULL CHECK (quantity > 0),
    unit_price_cents BIGINT NOT NULL
);

CREATE INDEX line_items_order_id_idx ON line_items (order_id);
CREATE INDEX orders_open_idx ON orders (created_at) WHERE status = 'open';

CREATE VIEW order_totals AS
SELECT o.id,
       o.customer_id,
       SUM(li.quantity * li.unit_price_cents) AS total_cents
FROM orders o
JOIN line_items li ON li.order_id = o.id
GROUP BY o.id, o.customer_id;
