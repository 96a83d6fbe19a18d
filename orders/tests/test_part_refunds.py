"""An admin gives back part of a paid checkout's money with a reason (issue 50): an amount off
one order's line, or the parcel's shipping that a race or a refund made outside the shop
left. Against a real localstripe: what Stripe gave back, the credit notes and the books
agree to the cent."""

from decimal import Decimal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from notifications.models import OutgoingEmail
from notifications.services import email_render
from orders import actions
from orders.models import Checkout, Order, PartRefund
from orders.tests.test_checkout_races import ADDRESS, GOOD, started_checkout
from orders.tests.test_order_life_payments import assert_books_balance
from paperwork.models import Document
from paperwork.pdf import document_pdf
from paperwork.tests.test_pdf import text_of
from payments import stripe_gateway as gateway
from payments.tests.stripe_client import card, stripe_client
from shop.tests.factories import ToolFactory

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.usefixtures("stripe_server", "french_shop"),
]

REASON = "The frame arrived chipped"


@pytest.fixture
def parcel():
    """A paid checkout of three tools at 12.00 to Germany (VAT at 19%, shipping charged)."""
    tools = [
        ToolFactory(price=Decimal("12.00"), minimum_order_quantity=1, available_quantity=5)
        for _ in range(3)
    ]
    checkout, ids = started_checkout(tools)
    report = actions.checkout_pay(
        customer=checkout.customer, checkout_id=checkout.pk, payment_method=card(GOOD)
    )
    assert report.succeeded
    checkout.refresh_from_db()
    assert checkout.shipping_gross > 0
    return checkout, ids, report.intent


def given_back(intent) -> int:
    """Cents Stripe gave back of the PaymentIntent."""
    return sum(r.amount for r in gateway.refunds_of(intent.id) if r.status == "succeeded")


def credit_notes(checkout: Checkout) -> list[Document]:
    notes = Document.objects.filter(kind=Document.Kind.CREDIT_NOTE, checkout_id=checkout.pk)
    return list(notes.order_by("id"))


def total_of(notes: list[Document]) -> Decimal:
    return sum((Decimal(note.content["total"]) for note in notes), Decimal("0"))


def refund_part(client, order_id: int, **body):
    return client.post(f"/api/manage/orders/{order_id}/refund-part", body, format="json")


def test_part_of_an_order_goes_back_with_its_reason_and_the_rest_with_its_refund(
    parcel, signed_in, admin
):
    checkout, ids, intent = parcel
    staff = signed_in(admin)
    line = checkout.lines.get(order_id=ids[0])

    response = refund_part(staff, ids[0], part="amount", amount="2.00", reason=REASON)

    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["status"] == "paid"  # the order is kept: only money went back
    assert Decimal(str(body["partRefundable"])) == line.gross - Decimal("2.00")
    [part] = body["parcel"]["refundParts"]
    assert (part["order"], part["shipping"], part["reason"]) == (ids[0], False, REASON)
    assert Decimal(str(part["amount"])) == Decimal("2.00")
    assert given_back(intent) == 200
    [note] = credit_notes(checkout)
    assert part["creditNote"] == note.number
    assert note.content["reason"] == REASON and note.content["shipping"] is None
    [shown] = note.content["lines"]
    assert shown["gross"] == "2.00" and shown["rate"] == str(line.rate)
    assert Decimal(shown["net"]) + Decimal(shown["tax"]) == Decimal("2.00")
    assert Decimal(shown["tax"]) > 0  # its VAT at the line's rate, not zero
    printed = text_of(document_pdf(note))
    assert f"Reason: {REASON}" in printed and "Part of: " in printed
    history = Order.objects.get(pk=ids[0]).events.order_by("id").last()
    assert history.note == f"Refunded 2.00 (part of the order): {REASON}"
    email = email_render(OutgoingEmail.objects.get(template="order_part_refunded"))
    assert email.subject == f"2.00 EUR of order #{ids[0]} has been refunded"
    assert REASON in email.text_body
    assert_books_balance()

    # Refunding the order later gives back what is left of its line, no more.
    refunded = staff.post(f"/api/manage/orders/{ids[0]}/refund")

    assert refunded.status_code == 200 and refunded.json()["status"] == "refunded"
    assert given_back(intent) == int(line.gross * 100)
    rest = credit_notes(checkout)[-1]
    assert rest.content["lines"][0]["refundedBefore"] == "2.00"
    assert "refunded before" in text_of(document_pdf(rest))
    assert Decimal(rest.content["total"]) == line.gross - Decimal("2.00")
    assert_books_balance()


def test_the_shipping_goes_back_once_and_the_last_order_then_takes_none(parcel, signed_in, admin):
    checkout, ids, intent = parcel
    staff = signed_in(admin)
    shipping = {"part": "shipping", "reason": "The parcel arrived a week late"}

    first = refund_part(staff, ids[1], **shipping)
    again = refund_part(staff, ids[2], **shipping)

    assert first.status_code == 200, first.json()
    assert first.json()["parcel"]["shippingRefundable"] is False
    assert first.json()["parcel"]["shippingRefunded"] is True
    assert again.status_code == 409 and again.json()["code"] == "nothing_to_refund"
    assert given_back(intent) == int(checkout.shipping_gross * 100)
    [note] = credit_notes(checkout)
    assert note.content["lines"] == [] and note.order_id is None
    assert Decimal(note.content["total"]) == checkout.shipping_gross
    # The parcel's shipping credit note is listed with each of its orders.
    for order_id in ids:
        numbers = [d["number"] for d in staff.get(f"/api/orders/{order_id}/documents").json()]
        assert note.number in numbers

    for order_id in ids:
        assert staff.post(f"/api/manage/orders/{order_id}/refund").status_code == 200

    assert given_back(intent) == intent.amount  # all of it, the shipping once
    assert total_of(credit_notes(checkout)) == checkout.total
    assert_books_balance()


def test_the_shipping_a_race_left_can_be_given_back_after_every_order_is_refunded(
    parcel, signed_in, admin
):
    """What the fourth round's race left (every order refunded, the shipping kept) is
    mended from any of the parcel's orders."""
    checkout, ids, intent = parcel
    staff = signed_in(admin)
    Checkout.objects.filter(pk=checkout.pk).update(shipping_refunded=True)  # held by the race
    for order_id in ids:
        assert staff.post(f"/api/manage/orders/{order_id}/refund").status_code == 200
    Checkout.objects.filter(pk=checkout.pk).update(shipping_refunded=False)
    assert given_back(intent) == intent.amount - int(checkout.shipping_gross * 100)
    page = staff.get(f"/api/manage/orders/{ids[0]}").json()
    assert page["partRefundable"] is None and page["parcel"]["shippingRefundable"] is True

    response = refund_part(staff, ids[0], part="shipping", reason="Lost in a race")

    assert response.status_code == 200, response.json()
    assert given_back(intent) == intent.amount
    assert total_of(credit_notes(checkout)) == checkout.total
    assert_books_balance()


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"part": "amount", "amount": "99.00", "reason": REASON}, "amount"),
        ({"part": "amount", "amount": "0", "reason": REASON}, "amount"),
        ({"part": "amount", "amount": "1.234", "reason": REASON}, "amount"),
        ({"part": "amount", "reason": REASON}, "amount"),
        ({"part": "amount", "amount": "1.00"}, "reason"),
        ({"part": "amount", "amount": "1.00", "reason": "  "}, "reason"),
        ({"part": "everything", "reason": REASON}, "part"),
    ],
)
def test_bad_input_is_refused_and_changes_nothing(parcel, signed_in, admin, body, field):
    checkout, ids, intent = parcel

    response = refund_part(signed_in(admin), ids[0], **body)

    assert response.status_code == 400
    assert field in response.json()["fields"], response.json()
    assert given_back(intent) == 0 and not PartRefund.objects.exists()
    assert credit_notes(checkout) == []


def test_only_an_admin_may_and_only_of_what_is_kept(parcel, signed_in, admin, tool):
    checkout, ids, intent = parcel
    body = {"part": "amount", "amount": "1.00", "reason": REASON}

    as_customer = refund_part(signed_in(checkout.customer), ids[0], **body)
    staff = signed_in(admin)
    assert staff.post(f"/api/manage/orders/{ids[0]}/refund").status_code == 200
    of_refunded = refund_part(staff, ids[0], **body)
    unpaid = actions.order_place(
        customer=checkout.customer, tool_id=tool.pk, quantity=1, address=ADDRESS
    )
    of_unpaid = refund_part(staff, unpaid.pk, **body)

    assert as_customer.status_code == 403
    assert of_refunded.status_code == 409 and of_refunded.json()["code"] == "invalid_transition"
    assert of_unpaid.status_code == 409 and of_unpaid.json()["code"] == "no_payment"
    assert refund_part(staff, 999999, **body).status_code == 404


def test_what_stripe_refuses_is_not_recorded(parcel, signed_in, admin):
    """All of it went back in Stripe's dashboard, the shop not told yet: Stripe refuses the
    part, and the shop keeps no part, no credit note and the shipping as it was."""
    checkout, ids, intent = parcel
    stripe_client().v1.refunds.create({"payment_intent": intent.id})

    part = refund_part(signed_in(admin), ids[0], part="amount", amount="1.00", reason=REASON)
    shipping = refund_part(signed_in(admin), ids[0], part="shipping", reason=REASON)

    assert part.status_code == 409 and part.json()["code"] == "refund_refused"
    assert shipping.status_code == 409 and shipping.json()["code"] == "refund_refused"
    assert not PartRefund.objects.exists() and credit_notes(checkout) == []
    checkout.refresh_from_db()
    assert checkout.shipping_refunded is False


def test_the_admins_order_list_reads_the_parts_in_the_same_queries_for_any_number(signed_in, admin):
    """Each row's refundAmount counts its parcel's parts: read with the page, not per row."""
    staff = signed_in(admin)
    counts = []
    for _ in range(2):
        tools = [ToolFactory(price=Decimal("12.00"), minimum_order_quantity=1) for _ in range(2)]
        checkout, ids = started_checkout(tools)
        actions.checkout_pay(
            customer=checkout.customer, checkout_id=checkout.pk, payment_method=card(GOOD)
        )
        assert (
            refund_part(staff, ids[0], part="amount", amount="1.00", reason=REASON).status_code
            == 200
        )
        with CaptureQueriesContext(connection) as queries:
            rows = staff.get("/api/manage/orders").json()["results"]
        counts.append(len(queries))
        row = next(row for row in rows if row["_id"] == ids[0])
        assert Decimal(str(row["refundAmount"])) == Decimal("11.00")
    assert counts[0] == counts[1]
