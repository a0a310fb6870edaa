"""A shopping cart with line items, discounts and tax."""
from dataclasses import dataclass, field
from decimal import Decimal


@dataclass
class LineItem:
    sku: str
    name: str
    price: Decimal
    quantity: int = 1

    def subtotal(self) -> Decimal:
        return self.price * self.quantity


@dataclass
class Cart:
    items: list[LineItem] = field(default_factory=list)
    discount_code: str | None = None

    def add(self, item: LineItem) -> None:
        for existing in self.items:
            if existing.sku == item.sku:
                existing.quantity += item.quantity
                return
        self.items.append(item)

    def remove(self, sku: str) -> bool:
        before = len(self.items)
        self.items = [it for it in self.items if it.sku != sku]
        return len(self.items) != before

    def total(self) -> Decimal:
        s = Decimal("0")
        for it in self.items:
            s += it.subtotal()
        if self.discount_code == "WELCOME10":
            s = s * Decimal("0.9")
        return s.quantize(Decimal("0.01"))

    def describe(self) -> str:
        lines = [f"{it.quantity} x {it.name}: {it.subtotal()}" for it in self.items]
        lines.append(f"Total: {self.total()}")
        return "\n".join(lines)
