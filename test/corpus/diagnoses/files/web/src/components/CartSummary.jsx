import { useMemo } from 'react';
import PropTypes from 'prop-types';
import { formatPrice } from '../lib/format';

export default function CartSummary({ items, currency, onCheckout }) {
  const total = useMemo(
    () => items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    [items],
  );

  if (items.length === 0) {
    return <p className="cart-empty">Your cart is empty.</p>;
  }

  return (
    <section className="cart-summary" aria-label="Cart summary">
      <ul>
        {items.map((item) => (
          <li key={item.sku}>
            {item.name} &times; {item.quantity}
            <span className="price">{formatPrice(item.price * item.quantity, currency)}</span>
          </li>
        ))}
      </ul>
      <p className="total">
        Total: <strong>{formatPrice(total, currency)}</strong>
      </p>
      <button type="button" onClick={onCheckout} disabled={total <= 0}>
        Checkout
      </button>
    </section>
  );
}

CartSummary.propTypes = {
  items: PropTypes.arrayOf(PropTypes.object).isRequired,
  currency: PropTypes.string.isRequired,
  onCheckout: PropTypes.func.isRequired,
};
