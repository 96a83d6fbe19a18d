"""A return's steps: the customer asks (within RETURN_DAYS of delivery), the staff mark the
parcel received, then refund it through Stripe (its orders' lines, and the shipping when
nothing of the parcel is kept), the goods back on sale, a credit note per order. Each step
writes a line in the orders' history; the orders change status only when refunded, through
the orders' door (orders.actions)."""

from datetime import timedelta

from django.db import IntegrityError, transaction
from django.db.models import F, Q
from django.utils import timezone

from accounts.models import User
from core.errors import ApplicationError, Conflict, NotFound
from orders import actions
from orders.models import Order, OrderEvent
from orders.selectors import own_order
from paperwork.services import series_next
from returns.emails import return_email_queue
from returns.models import Return, ReturnItem
from returns.selectors import paid_checkout, parcel_orders, period_ended_text, return_deadline

# A refund claim older than this was lost (its process died): another may take it over.
STALE_CLAIM = timedelta(minutes=10)


def _refusal(order: Order, today) -> Conflict | None:
    """Why the order cannot be returned now (it is locked), or None."""
    if order.status != Order.Status.DELIVERED:
        return Conflict(
            f"Order #{order.pk} has not been delivered, so it cannot be returned.",
            code="not_returnable",
        )
    deadline = return_deadline(order)
    if deadline is None:
        return Conflict(f"Order #{order.pk} has no delivery recorded.", code="not_returnable")
    if today > deadline:
        return Conflict(period_ended_text(deadline), code="return_period_ended")
    return None


def _already_returned(order_ids) -> Conflict:
    names = ", ".join(f"#{pk}" for pk in sorted(order_ids))
    return Conflict(f"Already in a return: order {names}.", code="already_returned")


def return_request(
    *, customer: User, order_id: int, order_ids: list[int], reason: str = ""
) -> Return:
    """The customer returns these orders of the parcel `order_id` came in: each delivered,
    within its return period, and in no other return. Each order's history notes it; the
    customer gets the instructions and the model withdrawal form by e-mail."""
    order = own_order(customer=customer, order_id=order_id)
    parcel = {item.pk for item in parcel_orders(order)}
    strangers = sorted(set(order_ids) - parcel)
    if strangers:
        raise ApplicationError(
            "Choose orders of this parcel.",
            fields={"orders": [f"Order #{pk} is not in this parcel." for pk in strangers]},
        )
    now = timezone.now()
    today = timezone.localdate(now)
    with transaction.atomic():
        locked = list(
            Order.objects.select_for_update()
            .filter(pk__in=order_ids, customer=customer)
            .order_by("pk")
        )
        returned = ReturnItem.objects.filter(order_id__in=order_ids)
        if returned.exists():
            raise _already_returned(returned.values_list("order_id", flat=True))
        for item in locked:
            refusal = _refusal(item, today)
            if refusal is not None:
                raise refusal
        year = today.year
        ret = Return.objects.create(
            number=f"RET-{year}-{series_next('return', year):06d}",
            customer=customer,
            checkout=paid_checkout(order),
            reason=reason,
            requested_at=now,
        )
        try:
            with transaction.atomic():
                ReturnItem.objects.bulk_create(
                    ReturnItem(return_request=ret, order=item) for item in locked
                )
        except IntegrityError as exc:  # another request took them meanwhile
            raise _already_returned(order_ids) from exc
        note = f"Return requested: {reason}" if reason else "Return requested"
        for item in locked:
            actions.order_note(
                order_id=item.pk, by=OrderEvent.By.CUSTOMER, actor=customer, note=note
            )
        return_email_queue(ret=ret, kind="requested")
    return ret


def return_receive(*, admin: User, return_id: int) -> Return:
    """The parcel came back: each order's history says so."""
    with transaction.atomic():
        ret = Return.objects.select_for_update().filter(pk=return_id).first()
        if ret is None:
            raise NotFound("No such return.")
        if ret.status != Return.Status.REQUESTED:
            raise Conflict(
                f"This return is {ret.status}: only a requested return can be marked received.",
                code="invalid_transition",
            )
        ret.status, ret.received_at = Return.Status.RECEIVED, timezone.now()
        ret.save(update_fields=["status", "received_at"])
        for order_id in ret.items.order_by("order_id").values_list("order_id", flat=True):
            actions.order_note(
                order_id=order_id, by=OrderEvent.By.STAFF, actor=admin, note="Return received"
            )
    return ret


def _claimed(return_id: int) -> Return:
    """Claims a received return for its refund (a conditional UPDATE): of two refunds at
    once, one goes on and the other is refused."""
    now = timezone.now()
    free = Q(refund_started_at__isnull=True) | Q(refund_started_at__lt=now - STALE_CLAIM)
    if Return.objects.filter(free, pk=return_id, status=Return.Status.RECEIVED).update(
        refund_started_at=now
    ):
        return Return.objects.get(pk=return_id)
    ret = Return.objects.filter(pk=return_id).first()
    if ret is None:
        raise NotFound("No such return.")
    if ret.status == Return.Status.RECEIVED:
        raise Conflict("A refund of this return is under way.", code="refund_in_progress")
    raise Conflict(
        f"This return is {ret.status}: only a received return can be refunded.",
        code="invalid_transition",
    )


def return_refund(*, admin: User, return_id: int) -> Return:
    """Refunds a received return: each order's money back (Stripe asked with no lock held),
    then the order refunded with its goods back on sale; the customer is told once. A
    refund Stripe refuses lets the claim go: asked again, the orders refunded already are
    skipped (Stripe's idempotency key is the order's)."""
    ret = _claimed(return_id)
    try:
        for order_id in ret.items.order_by("order_id").values_list("order_id", flat=True):
            amount = actions.order_return_refund(admin=admin, order_id=order_id)
            Return.objects.filter(pk=ret.pk).update(refund_amount=F("refund_amount") + amount)
    except Exception:
        Return.objects.filter(pk=ret.pk).update(refund_started_at=None)
        raise
    with transaction.atomic():
        Return.objects.filter(pk=ret.pk).update(
            status=Return.Status.REFUNDED, refunded_at=timezone.now(), refund_started_at=None
        )
        ret.refresh_from_db()
        return_email_queue(ret=ret, kind="refunded")
    return ret
