import { useOrders } from "../hooks/useOrders";
import { formatMoney } from "../lib/money";
import type { Order } from "../types";
import React, { useMemo, useState } from "react";

interface OrderTableProps {
  customerId: string;
  onSelect: (order: Order) => void;
}

export function OrderTable({ customerId, onSelect }: OrderTableProps) {
  const { orders, loading } = useOrders(customerId);
  const [sortBy, setSortBy] = useState<"date" | "total">("date");

  const sorted = useMemo(
    () =>
      [...orders].sort((a, b) =>
        sortBy === "date" ? b.createdAt - a.createdAt : b.totalCents - a.totalCents,
      ),
    [orders, sortBy],
  );

  if (loading) return <Spinner size="small" />;

  return (
    <table className="order-table">
      <thead>
        <tr>
          <th
            className="sortable"
            aria-sort={sortBy === "date" ? "descending" : "none"}
            onClick={() => setSortBy("date")}
          >
            Date
          </th>
          <th onClick={() => setSortBy("total")}>Total</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((order) => (
          <tr key={order.id} onClick={() => onSelect(order)}>
            <td>{new Date(order.createdAt).toLocaleDateString()}</td>
            <td>{formatMoney(order.totalCents, order.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
