# An order placed by a customer, with its line items and payment state.
class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy
  has_one :payment

  STATUSES = %w[open paid shipped cancelled].freeze

  validates :status, inclusion: { in: STATUSES }
  validates :currency, presence: true, length: { is: 3 }

  scope :open, -> { where(status: "open") }
  scope :recent, ->(days = 30) { where("created_at > ?", days.days.ago) }

  def total_cents
    line_items.sum { |item| item.unit_price_cents * item.quantity }
  end

  def mark_paid!(payment_id)
    transaction do
      update!(status: "paid", paid_at: Time.current)
      create_payment!(external_id: payment_id, amount_cents: total_cents)
    end
  end

  def cancel!(reason:)
    raise ArgumentError, "cannot cancel a shipped order" if status == "shipped"

    update!(status: "cancelled", cancel_reason: reason)
    OrderMailer.with(order: self).cancelled.deliver_later
  end

  def to_s
    "Order ##{id} (#{status}, #{total_cents / 100.0} #{currency})"
  end
end
