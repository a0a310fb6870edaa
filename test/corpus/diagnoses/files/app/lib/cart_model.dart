import 'package:flutter/foundation.dart';
import 'package:intl/intl.dart';

import 'line_item.dart';
import 'money.dart';

class CartModel extends ChangeNotifier {
  CartModel({
    required this.currency,
    this.maxItems = 50,
  });

  final String currency;
  final int maxItems;
  final List<LineItem> _items = [];

  List<LineItem> get items => List.unmodifiable(_items);

  void add(LineItem item) {
    if (_items.length >= maxItems) {
      throw StateError('cart is full');
    }
    _items.add(item);
    notifyListeners();
  }

  Money get total => _items.fold(
        Money.zero(currency),
        (sum, item) => sum + item.price * item.quantity,
      );

  String formattedTotal(String locale) =>
      NumberFormat.simpleCurrency(locale: locale, name: currency)
          .format(total.amount);
}
