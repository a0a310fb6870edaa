import Foundation

/// Formats prices in the shopper's currency, caching one formatter per currency code.
final class PriceFormatter {
    static let shared = PriceFormatter()

    private var formatters: [String: NumberFormatter] = [:]
    private let lock = NSLock()

    func format(cents: Int, currency: String, locale: Locale = .current) -> String {
        let formatter = formatter(for: currency, locale: locale)
        let amount = NSDecimalNumber(value: cents).dividing(by: 100)
        return formatter.string(from: amount) ?? "\(currency) \(amount)"
    }

    private func formatter(for currency: String, locale: Locale) -> NumberFormatter {
        lock.lock()
        defer { lock.unlock() }
        let key = "\(locale.identifier)-\(currency)"
        if let cached = formatters[key] {
            return cached
        }
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currency
        formatter.locale = locale
        formatters[key] = formatter
        return formatter
    }
}

extension PriceFormatter {
    func formatDiscount(percent: Double) -> String {
        guard percent > 0 else { return "" }
        return String(format: "-%.0f%%", percent)
    }
}
