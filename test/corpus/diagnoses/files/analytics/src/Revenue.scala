package com.acme.analytics

import java.time.LocalDate
import scala.collection.mutable
import scala.concurrent.{ExecutionContext, Future}
import com.acme.analytics.model.{Order, Refund}

final case class DailyRevenue(day: LocalDate, grossCents: Long, refundedCents: Long) {
  def netCents: Long = grossCents - refundedCents
}

class RevenueReport(
    orders: Seq[Order],
    refunds: Seq[Refund],
    currency: String = "EUR"
)(implicit ec: ExecutionContext) {

  def daily(from: LocalDate, to: LocalDate): Future[Seq[DailyRevenue]] = Future {
    val byDay = mutable.Map.empty[LocalDate, (Long, Long)]
    for (order <- orders if !order.day.isBefore(from) && !order.day.isAfter(to)) {
      val (gross, refunded) = byDay.getOrElse(order.day, (0L, 0L))
      byDay(order.day) = (gross + order.totalCents, refunded)
    }
    byDay.toSeq
      .sortBy(_._1.toEpochDay)
      .map { case (day, (gross, refunded)) => DailyRevenue(day, gross, refunded) }
  }
}
