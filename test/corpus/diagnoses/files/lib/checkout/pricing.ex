defmodule Checkout.Pricing do
  @moduledoc """
  Prices a cart: line totals, discounts and tax.
  """

  alias Checkout.Cart
  alias Checkout.Coupon
  alias Checkout.Repo
  alias Checkout.TaxRate

  @spec total(Cart.t(), Coupon.t() | nil) :: {:ok, integer()} | {:error, atom()}
  def total(%Cart{items: items, region: region}, coupon \\ nil) do
    with {:ok, rate} <- TaxRate.for_region(region),
         subtotal <- Enum.reduce(items, 0, fn item, acc -> acc + item.price * item.qty end),
         discounted <- apply_coupon(subtotal, coupon) do
      {:ok, round(discounted * (1 + rate))}
    end
  end

  defp apply_coupon(subtotal, nil), do: subtotal

  defp apply_coupon(subtotal, %Coupon{percent: percent}) when percent in 1..100 do
    subtotal - div(subtotal * percent, 100)
  end

  def reprice_all(cart_ids) do
    cart_ids
    |> Enum.map(&Repo.get!(Cart, &1))
    |> Enum.map(fn cart -> {cart.id, total(cart)} end)
    |> Map.new()
  end
end
