"""The e-mails an order sends its customer, one per step of its life. The services queue
them inside their transaction; the job worker sends them (notifications)."""

from datetime import timedelta

from django.utils import timezone

from notifications.models import OutgoingEmail
from notifications.services import email_queue
from orders.models import Order

# An address its owner has not verified gets at most one e-mail in this time: the shop's mail
# server must not write to anyone's address as often as a stranger places orders with it.
UNVERIFIED_EMAIL_INTERVAL = timedelta(hours=1)

# kind -> templates emails/order_<kind>.txt, .html and _subject.txt (the top-level templates/).
ORDER_EMAIL_KINDS = frozenset(
    {"placed", "paid", "shipped", "delivered", "refunded", "expired", "late_refunded"}
)


def order_email_queue(*, order: Order, kind: str) -> OutgoingEmail | None:
    """Records the order's e-mail of this kind in the outbox, in the caller's transaction;
    it is sent after the commit. The e-mail shows the order as it is now. None when there is
    no address to write to (the account was deleted) or it is not verified and had its one
    e-mail in the last UNVERIFIED_EMAIL_INTERVAL."""
    if kind not in ORDER_EMAIL_KINDS:
        raise ValueError(f"no order e-mail {kind!r}; one of {sorted(ORDER_EMAIL_KINDS)}")
    customer = order.customer
    if customer.is_deleted:
        return None
    if (
        not customer.email_verified
        and OutgoingEmail.objects.filter(
            to=customer.email, created_at__gt=timezone.now() - UNVERIFIED_EMAIL_INTERVAL
        ).exists()
    ):
        return None
    context = {
        "order": order,
        "customer_name": customer.name or customer.email,
        "currency": order.currency.upper(),
        "address": order.delivery_address,
    }
    return email_queue(to=customer.email, template=f"order_{kind}", context=context)
