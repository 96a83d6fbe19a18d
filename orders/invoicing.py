"""What a checkout's invoice and its credit notes say, as paperwork keeps them: a snapshot
of the seller (settings), the buyer, the lines, the shipping, tax per rate and the totals,
fixed when issued. Called in the transaction that records the money (orders.checkout.pay)."""

from dataclasses import dataclass
from decimal import Decimal

from django.conf import settings

from orders.models import Checkout, CheckoutLine, PartRefund
from orders.pricing import Line, rate_totals
from paperwork.models import Document
from paperwork.services import document_issue

ZERO = Decimal("0")


def _money(amount: Decimal) -> str:
    return str(amount.quantize(Decimal("0.01")))


def _seller() -> dict:
    return {
        "name": settings.SHOP_LEGAL_NAME,
        "address": settings.SHOP_ADDRESS,
        "vatId": settings.SHOP_VAT_ID,
        "country": settings.SHOP_COUNTRY,
    }


@dataclass(frozen=True)
class Left:
    """What of an order's line has not gone back as parts (PartRefund): net, tax, gross."""

    net: Decimal
    tax: Decimal
    gross: Decimal


def line_left(line: CheckoutLine, parts: list[PartRefund] | None = None) -> Left:
    """The line less the parts of it given back (or being given back) so far: what a refund
    of its order gives back. Exact to the cent: the parts keep their own net and tax.
    `parts`: the checkout's parts as read already (else they are read here)."""
    if parts is None:
        parts = PartRefund.objects.filter(checkout_id=line.checkout_id, order_id=line.order_id)
    mine = [part for part in parts if part.order_id == line.order_id]
    return Left(
        net=line.net - sum((part.net for part in mine), ZERO),
        tax=line.tax - sum((part.tax for part in mine), ZERO),
        gross=line.gross - sum((part.gross for part in mine), ZERO),
    )


def _line(line: CheckoutLine, amounts: Left | PartRefund | None = None) -> dict:
    """The line as documents show it; with `amounts`, for those amounts of it (what is left
    of it, or a part of it given back)."""
    order = line.order
    amounts = amounts or line
    return {
        "order": order.pk,
        "item": order.item_name,
        "quantity": order.quantity,
        "unitPrice": _money(order.unit_price),
        "net": _money(amounts.net),
        "tax": _money(amounts.tax),
        "rate": _money(line.rate),
        "gross": _money(amounts.gross),
    }


def _shipping(checkout: Checkout) -> dict:
    return {
        "method": checkout.method_name,
        "net": _money(checkout.shipping_net),
        "tax": _money(checkout.shipping_tax),
        "rate": _money(checkout.shipping_rate),
        "gross": _money(checkout.shipping_gross),
    }


def _taxes(parts: list[dict]) -> list[dict]:
    """Tax per rate over the parts (lines, shipping), as pricing groups them."""
    priced = [
        Line(
            net=Decimal(p["net"]),
            tax=Decimal(p["tax"]),
            gross=Decimal(p["gross"]),
            rate=Decimal(p["rate"]),
        )
        for p in parts
    ]
    return [
        {"rate": _money(t.rate), "net": _money(t.net), "tax": _money(t.tax)}
        for t in rate_totals(priced)
    ]


def _content(checkout: Checkout, lines: list[dict], shipping: dict | None) -> dict:
    parts = lines + ([shipping] if shipping else [])
    return {
        "seller": _seller(),
        "buyer": {"email": checkout.customer.email, "address": checkout.delivery_address},
        "currency": checkout.currency,
        "pricesIncludeTax": checkout.prices_include_tax,
        "taxedIn": checkout.taxed_in or None,
        "lines": lines,
        "shipping": shipping,
        "taxes": _taxes(parts),
        "net": _money(sum((Decimal(p["net"]) for p in parts), ZERO)),
        "tax": _money(sum((Decimal(p["tax"]) for p in parts), ZERO)),
        "total": _money(sum((Decimal(p["gross"]) for p in parts), ZERO)),
        "paymentReference": checkout.transaction_id,
    }


def invoice_issue(checkout: Checkout) -> Document:
    """The paid checkout's invoice: every line charged, the shipping (once)."""
    lines = [_line(line) for line in checkout.lines.select_related("order").order_by("order_id")]
    return document_issue(
        kind=Document.Kind.INVOICE,
        checkout_id=checkout.pk,
        customer_id=checkout.customer_id,
        content=_content(checkout, lines, _shipping(checkout)),
    )


def credit_note_issue(checkout: Checkout, *, order_id: int, with_shipping: bool) -> Document:
    """A refund's credit note: the refunded order's line (and the shipping, when it went back
    too), referring to the checkout's invoice (issued first if it was not)."""
    invoice = invoice_issue(checkout)
    line = checkout.lines.select_related("order").get(order_id=order_id)
    left = line_left(line)
    shown = _line(line, left)
    if left.gross != line.gross:  # parts of it went back before: the rest goes now
        shown["refundedBefore"] = _money(line.gross - left.gross)
    content = _content(checkout, [shown], _shipping(checkout) if with_shipping else None)
    content["invoice"] = invoice.number
    return document_issue(
        kind=Document.Kind.CREDIT_NOTE,
        checkout_id=checkout.pk,
        customer_id=checkout.customer_id,
        order_id=order_id,
        refers_to=invoice,
        content=content,
    )


def part_credit_note_issue(checkout: Checkout, part: PartRefund) -> Document:
    """The credit note of a part of the money an admin gave back, with its reason: the
    parcel's shipping, or an amount off one order's line (at that line's VAT rate)."""
    invoice = invoice_issue(checkout)
    if part.is_shipping:
        lines, shipping = [], _shipping(checkout)
    else:
        line = checkout.lines.select_related("order").get(order_id=part.order_id)
        lines, shipping = [{**_line(line, part), "part": True}], None
    content = _content(checkout, lines, shipping)
    content["invoice"] = invoice.number
    content["reason"] = part.reason
    return document_issue(
        kind=Document.Kind.CREDIT_NOTE,
        checkout_id=checkout.pk,
        customer_id=checkout.customer_id,
        order_id=part.order_id,
        part_id=part.pk,
        refers_to=invoice,
        content=content,
    )
