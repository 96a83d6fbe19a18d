"""A paid checkout's parcel leaving: its paid orders ship together with one tracking
number. Private to the orders app: orders.actions is the door."""

from django.db import transaction

from accounts.models import User
from core.errors import Conflict, NotFound
from orders import steps
from orders.emails import checkout_email_queue
from orders.models import Checkout, Order


def ship(
    *, admin: User, checkout_id: int, carrier: str, tracking_number: str, tracking_url: str = ""
) -> Checkout:
    """The checkout's paid orders leave as one parcel with one tracking number: all of them
    or, when one cannot (a refund under way), none."""
    checkout = Checkout.objects.filter(pk=checkout_id).first()
    if checkout is None:
        raise NotFound("No such checkout.")
    waiting = Order.objects.filter(checkout_lines__checkout=checkout, status=Order.Status.PAID)
    paid = list(waiting.order_by("pk").values_list("pk", flat=True))
    if not paid:
        raise Conflict(
            "Nothing in this checkout is paid and waiting to ship.", code="invalid_transition"
        )
    with transaction.atomic():
        for order_id in paid:
            steps.ship(
                admin=admin,
                order_id=order_id,
                carrier=carrier,
                tracking_number=tracking_number,
                tracking_url=tracking_url,
                quiet=True,
            )
        checkout_email_queue(checkout=checkout, kind="shipped")
    return checkout
