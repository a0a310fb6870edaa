# helpers for the cart package
