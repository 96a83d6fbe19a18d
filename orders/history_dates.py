"""An order's history moved back in time: for demo data (ops.demo_orders) and for orders
imported from another shop, which live their steps through orders.actions today but
happened earlier. Nothing in the shop's own life calls this."""

from datetime import datetime, timedelta

from django.db import transaction

from orders.models import Checkout, Order, OrderEvent


def order_history_backdate(*, order_id: int, placed_at: datetime, step_hours: list[float]) -> None:
    """Dates the order as if placed at placed_at: its first step (placing) then, each later
    one step_hours[i] hours after it (one figure a step, oldest first), updated_at at its
    last step. A pending order's hold moves with it (placed long ago, it is past its hold
    and can be expired); a checkout that paid this order alone moves to its paid step.
    ValueError when the figures do not fit the order's steps."""
    hours = [0.0, *step_hours]
    with transaction.atomic():
        order = Order.objects.select_for_update().get(pk=order_id)
        events = list(order.events.order_by("id").values_list("id", "status"))
        if len(events) != len(hours):
            raise ValueError(
                f"Order {order_id} has {len(events)} steps, not {len(hours)}: {events}"
            )
        times = [placed_at + timedelta(hours=h) for h in hours]
        if times != sorted(times):
            raise ValueError(f"The steps' hours go back in time: {step_hours}")
        for (event_id, _), at in zip(events, times, strict=True):
            OrderEvent.objects.filter(pk=event_id).update(created_at=at)
        moved = {"created_at": placed_at, "updated_at": times[-1]}
        if order.status == Order.Status.PENDING and order.expires_at is not None:
            moved["expires_at"] = placed_at + (order.expires_at - order.created_at)
        Order.objects.filter(pk=order_id).update(**moved)
        statuses = [status for _, status in events]
        alone = order.checkout_id and not order.checkout.lines.exclude(order=order).exists()
        if alone and Order.Status.PAID in statuses:
            paid_at = times[statuses.index(Order.Status.PAID)]
            Checkout.objects.filter(pk=order.checkout_id).update(
                created_at=paid_at, updated_at=paid_at
            )
