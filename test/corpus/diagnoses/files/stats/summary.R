library(dplyr)
library(readr)

orders <- read_csv("exports/orders.csv", show_col_types = FALSE)

weekly_summary <- function(orders, currency = "EUR") {
  orders %>%
    filter(status != "cancelled", currency == !!currency) %>%
    mutate(week = lubridate::floor_date(created_at, "week")) %>%
    group_by(week) %>%
    summarise(
      orders = n(),
      revenue = sum(total_cents) / 100,
      average = mean(total_cents) / 100
    )
}

top_customers <- function(orders, n = 10) {
  orders %>%
    count(customer_id, wt = total_cents, name = "spent_cents") %>%
    arrange(desc(spent_cents)) %>%
    head(n)
}
