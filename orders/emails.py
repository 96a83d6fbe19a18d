"""The e-mails an order sends its customer, one per step of its life. The services queue
them inside their transaction; the job worker sends them (notifications)."""

from datetime import timedelta
from decimal import Decimal

from django.utils import timezone

from core.links import order_page_url, shop_url
from notifications.models import OutgoingEmail
from notifications.services import email_queue
from orders.models import Checkout, Order
from paperwork.selectors import invoice_for_checkout

# An address its owner has not verified gets at most one e-mail in this time: the shop's mail
# server must not write to anyone's address as often as a stranger places orders with it.
UNVERIFIED_EMAIL_INTERVAL = timedelta(hours=1)

# kind -> templates emails/order_<kind>.txt, .html and _subject.txt (the top-level templates/).
ORDER_EMAIL_KINDS = frozenset(
    {"placed", "paid", "shipped", "delivered", "refunded", "expired", "late_refunded"}
    | {"part_refunded"}
)
CHECKOUT_EMAIL_KINDS = frozenset({"paid", "shipped"})


def order_email_queue(
    *, order: Order, kind: str, extra: dict | None = None
) -> OutgoingEmail | None:
    """Records the order's e-mail of this kind in the outbox, in the caller's transaction;
    it is sent after the commit. The e-mail shows the order as it is now (and `extra`, what
    its template needs besides). None when there is
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
        "order_url": order_page_url(order.pk),
        # Only while it can be paid: an e-mail read later says when the hold ends.
        "pay_url": shop_url(f"/dashboard/payment/{order.pk}") if order.is_payable else None,
        **(extra or {}),
    }
    return email_queue(
        to=customer.email,
        template=f"order_{kind}",
        context=context,
        time_zone=customer.time_zone,
    )


def checkout_email_queue(*, checkout: Checkout, kind: str) -> OutgoingEmail | None:
    """The one e-mail for a checkout's orders ("paid": the receipt with its lines, shipping
    and tax per rate; "shipped": the parcel's tracking), as order_email_queue does for one."""
    if kind not in CHECKOUT_EMAIL_KINDS:
        raise ValueError(f"no checkout e-mail {kind!r}; one of {sorted(CHECKOUT_EMAIL_KINDS)}")
    customer = checkout.customer
    if customer.is_deleted:
        return None
    lines = list(checkout.lines.select_related("order").order_by("order_id"))
    shipped = next((line.order for line in lines if line.order.tracking_number), None)
    context = {
        "checkout": checkout,
        "lines": [
            {
                "order_id": line.order_id,
                "order": line.order,
                "gross": line.gross,
                "url": order_page_url(line.order_id),
            }
            for line in lines
        ],
        "taxes": [tax for tax in checkout.taxes if Decimal(tax["tax"])],
        "customer_name": customer.name or customer.email,
        "currency": checkout.currency.upper(),
        "address": checkout.delivery_address,
        "tracking": shipped,
        # Where the receipt says its invoice can be downloaded: the first order's page.
        "invoice": invoice_for_checkout(checkout_id=checkout.pk) if kind == "paid" else None,
        "order_url": order_page_url(lines[0].order_id) if lines else None,
    }
    return email_queue(
        to=customer.email,
        template=f"checkout_{kind}",
        context=context,
        time_zone=customer.time_zone,
    )
