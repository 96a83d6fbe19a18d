"""The e-mails of a return: the instructions with the model withdrawal form when it is
asked for, and the refund. Queued in the transaction that records the step."""

from decimal import Decimal

from django.conf import settings
from django.utils import timezone

from core.addresses import wire_address_lines
from core.links import order_page_url
from core.time_zones import zone_or_shops
from notifications.models import OutgoingEmail
from notifications.services import email_queue
from paperwork.formats import day_text
from returns.models import Return
from returns.selectors import currency_of, delivered_on, order_gross

# The law's 14 days to send the goods back after telling the shop (Directive 2011/83/EU,
# Article 14), whatever RETURN_DAYS gives to ask.
SEND_BACK_DAYS = 14
RETURN_EMAIL_KINDS = frozenset({"requested", "refunded"})


def return_email_queue(*, ret: Return, kind: str) -> OutgoingEmail | None:
    """templates/emails/return_<kind>.*; None when the account was deleted."""
    if kind not in RETURN_EMAIL_KINDS:
        raise ValueError(f"no return e-mail {kind!r}; one of {sorted(RETURN_EMAIL_KINDS)}")
    customer = ret.customer
    if customer.is_deleted:
        return None
    orders = [item.order for item in ret.items.select_related("order").order_by("order_id")]
    first = orders[0]
    address = (ret.checkout or first).delivery_address
    currency = currency_of(first).upper()
    # The days in the customer's time zone, as the e-mail's times (notifications.email_queue).
    zone = zone_or_shops(customer.time_zone)
    with timezone.override(zone):
        context = {
            "ret": ret,
            "customer_name": customer.name or customer.email,
            "currency": currency,
            "lines": [
                {
                    "order": order,
                    "gross": order_gross(order),
                    "url": order_page_url(order.pk),
                    "ordered": day_text(timezone.localdate(order.created_at)),
                    "received": day_text(day) if (day := delivered_on(order)) else "",
                }
                for order in orders
            ],
            "shop_name": settings.SHOP_LEGAL_NAME,
            "shop_address": settings.SHOP_ADDRESS,
            "send_back_days": SEND_BACK_DAYS,
            "buyer_name": address["fullName"] if address else customer.name,
            # One line, the name apart (buyer_name): the lines as its country writes them.
            "buyer_address": ", ".join(wire_address_lines({**address, "fullName": ""}))
            if address
            else "",
            "requested": day_text(timezone.localdate(ret.requested_at)),
            "refund": Decimal(ret.refund_amount).quantize(Decimal("0.01")),
        }
    return email_queue(
        to=customer.email, template=f"return_{kind}", context=context, time_zone=zone.key
    )
