using System;
using System.Collections.Generic;
using System.Linq;

namespace Billing
{
    public sealed class Invoice
    {
        private readonly List<InvoiceLine> _lines = new();

        public Invoice(string customerId, DateTime issuedAt)
        {
            CustomerId = customerId ?? throw new ArgumentNullException(nameof(customerId));
            IssuedAt = issuedAt;
        }

        public string CustomerId { get; }
        public DateTime IssuedAt { get; }
        public IReadOnlyList<InvoiceLine> Lines => _lines;

        public void AddLine(string description, decimal amount)
        {
            if (amount <= 0)
            {
                throw new ArgumentOutOfRangeException(nameof(amount), "Amount must be positive.");
            }
            _lines.Add(new InvoiceLine(description, amount));
        }

        public decimal Total() => _lines.Sum(line => line.Amount);
    }

    public sealed record InvoiceLine(string Description, decimal Amount);
}
