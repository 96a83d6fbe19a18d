"""Returns within RETURN_DAYS of delivery (issue 37): the deadline at the end of its last
day in the shop's time zone, the customer's request (timeline, e-mail with the model
withdrawal form), refusals, and the staff's received -> refund at localstripe (lines and
shipping back, stock and painting back on sale, credit notes)."""

from datetime import datetime, timedelta
from decimal import Decimal

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from accounts.tests.factories import UserFactory
from core.money import to_minor_units
from notifications.models import OutgoingEmail
from notifications.services import email_render
from orders.models import Checkout, Order, OrderEvent
from orders.tests.paying import checkout_of
from orders.tests.test_checkout_pay import intent_of, refunded_at_stripe
from orders.tests.test_order_life_payments import (
    assert_books_balance,
    paid_through_the_shop,
    place,
    stock,
)
from paperwork.formats import day_text
from paperwork.models import Document
from payments import stripe_gateway as gateway
from returns.models import Return
from returns.selectors import delivered_on
from returns.tests.conftest import PARIS
from shop.models import Painting, Tool

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("stripe_server")]

# Delivered on 28 November 2026 (Paris): the return period ends with 12 December 2026.
DELIVERED_AT = datetime(2026, 11, 28, 10, 0, tzinfo=PARIS)
ENDED = "The return period for this order ended on 12 December 2026."
LAST_MINUTE = datetime(2026, 12, 12, 23, 59, 59, tzinfo=PARIS)
DAY_AFTER = datetime(2026, 12, 13, 0, 0, 1, tzinfo=PARIS)


@pytest.fixture
def at(monkeypatch):
    """at(moment): the clock says `moment` from now on (timezone.now and localdate)."""

    def set_clock(moment: datetime) -> None:
        monkeypatch.setattr(timezone, "now", lambda: moment)

    return set_clock


def ask(client, order_id, orders, reason=""):
    body = {"orders": orders, "reason": reason}
    return client.post(f"/api/orders/{order_id}/returns", body, format="json")


def test_the_return_period_ends_with_its_last_day_in_the_shops_time_zone(delivered_parcel, at):
    client, _, _, ids = delivered_parcel
    OrderEvent.objects.filter(order_id__in=ids, status="delivered").update(created_at=DELIVERED_AT)

    at(LAST_MINUTE)
    last_day = client.get(f"/api/orders/{ids[1]}/return").json()
    at(DAY_AFTER)
    day_after = client.get(f"/api/orders/{ids[1]}/return").json()
    refused = ask(client, ids[1], [ids[1]])

    assert (last_day["returnable"], last_day["deadline"], last_day["endedText"]) == (
        True,
        "2026-12-12",
        None,
    )
    assert [item["returnable"] for item in last_day["items"]] == [True, True, True]
    assert (day_after["returnable"], day_after["endedText"]) == (False, ENDED)
    assert refused.status_code == 409
    assert (refused.json()["code"], refused.json()["detail"]) == ("return_period_ended", ENDED)
    assert not Return.objects.exists()
    at(LAST_MINUTE)
    assert ask(client, ids[1], [ids[1]]).status_code == 201


def test_a_return_is_noted_in_each_timeline_and_mailed_with_the_withdrawal_form(
    delivered_parcel, settings
):
    client, _, _, ids = delivered_parcel

    answer = ask(client, ids[0], [ids[0], ids[1]], reason="  Too big for my wall  ")

    assert answer.status_code == 201, answer.content
    body = answer.json()
    assert body["status"] == "requested" and body["number"].startswith("RET-")
    assert [item["order"] for item in body["items"]] == ids[:2]
    assert body["reason"] == "Too big for my wall" and body["refundAmount"] is None
    for order_id in ids[:2]:
        last = client.get(f"/api/mypurchase/{order_id}").json()["history"][-1]
        assert (last["status"], last["by"], last["note"]) == (
            "delivered",
            "customer",
            "Return requested: Too big for my wall",
        )
    assert Order.objects.get(pk=ids[0]).status == "delivered"
    email = email_render(OutgoingEmail.objects.get(template="return_requested"))
    for text in (
        body["number"],
        settings.SHOP_ADDRESS,
        settings.SHOP_LEGAL_NAME,
        "Model withdrawal form",
        "I/We hereby give notice that I/We withdraw from my/our contract of sale",
        f"Order #{ids[0]}",
        f"Order #{ids[1]}",
        f"received on {day_text(delivered_on(Order.objects.get(pk=ids[0])))}",
        "within 14 days",
    ):
        assert text in email.text_body, text
    view = client.get(f"/api/orders/{ids[2]}/return").json()
    assert [item["returnable"] for item in view["items"]] == [False, False, True]
    assert view["return"] is None
    assert client.get(f"/api/orders/{ids[1]}/return").json()["return"]["id"] == body["id"]


def test_the_same_items_cannot_be_returned_twice(delivered_parcel):
    client, _, _, ids = delivered_parcel
    assert ask(client, ids[0], [ids[0]]).status_code == 201

    again = ask(client, ids[0], [ids[0], ids[2]])

    assert again.status_code == 409
    assert again.json()["code"] == "already_returned"
    assert Return.objects.count() == 1
    assert ask(client, ids[2], [ids[2]]).status_code == 201


def test_someone_elses_order_is_not_found_and_bad_input_changes_nothing(
    delivered_parcel, signed_in, api_client
):
    client, _, _, ids = delivered_parcel
    from rest_framework.test import APIClient

    stranger = signed_in(UserFactory(), client=APIClient())

    assert stranger.get(f"/api/orders/{ids[0]}/return").status_code == 404
    assert ask(stranger, ids[0], [ids[0]]).status_code == 404
    assert stranger.get("/api/manage/returns").status_code == 403
    other_parcel = place(stranger, Tool.objects.first(), quantity=1)
    assert ask(client, ids[0], [other_parcel.pk]).json()["fields"]["orders"] == [
        f"Order #{other_parcel.pk} is not in this parcel."
    ]
    assert ask(client, ids[0], []).status_code == 400
    assert ask(client, ids[0], [ids[0]], reason="x" * 1001).status_code == 400
    assert client.get("/api/orders/99999999999999999999/return").status_code == 404
    assert not Return.objects.exists()


def test_an_order_not_delivered_yet_cannot_be_returned(french_shop, basket):  # noqa: F811
    client, ids = basket

    answer = client.get(f"/api/orders/{ids[0]}/return").json()

    assert (answer["returnable"], answer["deadline"], answer["endedText"]) == (False, None, None)
    assert ask(client, ids[0], [ids[0]]).json()["code"] == "not_returnable"


def test_the_staff_receive_and_refund_a_whole_parcel_once(delivered_parcel):
    client, staff, checkout_id, ids = delivered_parcel
    checkout = Checkout.objects.get(pk=checkout_id)
    painting = Painting.objects.get(orders__pk=ids[0])
    brush, easel = (Tool.objects.get(orders__pk=pk) for pk in ids[1:])
    before = (stock(brush), stock(easel))
    ret = ask(client, ids[0], ids).json()

    assert staff.post(f"/api/manage/returns/{ret['id']}/refund").json()["code"] == (
        "invalid_transition"
    )
    open_returns = staff.get("/api/manage/returns?status=open").json()
    assert [(r["id"], r["refundDue"]) for r in open_returns] == [(ret["id"], f"{checkout.total}")]
    listed = staff.get("/api/manage/orders?return=open").json()["results"]
    assert sorted(order["_id"] for order in listed) == ids
    received = staff.post(f"/api/manage/returns/{ret['id']}/received")
    assert received.status_code == 200 and received.json()["status"] == "received"
    assert staff.post(f"/api/manage/returns/{ret['id']}/received").status_code == 409
    note = client.get(f"/api/mypurchase/{ids[0]}").json()["history"][-1]["note"]
    assert note == "Return received"

    refunded = staff.post(f"/api/manage/returns/{ret['id']}/refund")
    again = staff.post(f"/api/manage/returns/{ret['id']}/refund")

    assert refunded.status_code == 200, refunded.content
    assert refunded.json()["status"] == "refunded"
    assert Decimal(refunded.json()["refundAmount"]) == checkout.total
    assert again.status_code == 409
    assert refunded_at_stripe(checkout_id) == intent_of(checkout_id).amount
    assert [Order.objects.get(pk=pk).status for pk in ids] == ["refunded"] * 3
    assert (stock(brush), stock(easel)) == (before[0] + 2, before[1] + 1)
    painting.refresh_from_db()
    assert painting.sold_at is None
    assert client.get(f"/api/paintings/{painting.pk}").json()["state"] == "available"
    notes = Document.objects.filter(kind="credit_note").order_by("sequence")
    assert [note.order_id for note in notes] == ids
    assert [note.content["shipping"] is not None for note in notes] == [False, False, True]
    assert sum(Decimal(note.content["total"]) for note in notes) == checkout.total
    email = email_render(OutgoingEmail.objects.get(template="return_refunded"))
    assert f"{checkout.total} EUR" in email.text_body
    assert not OutgoingEmail.objects.filter(template="order_refunded").exists()
    assert staff.get("/api/manage/orders?return=open").json()["results"] == []
    assert_books_balance()


def test_returning_part_of_a_parcel_gives_back_its_lines_and_keeps_the_shipping(
    delivered_parcel,
):
    client, staff, checkout_id, ids = delivered_parcel
    checkout = Checkout.objects.get(pk=checkout_id)
    line = checkout.lines.get(order_id=ids[1]).gross
    ret = ask(client, ids[1], [ids[1]]).json()
    staff.post(f"/api/manage/returns/{ret['id']}/received")

    due = staff.get(f"/api/manage/returns?order={ids[1]}").json()[0]["refundDue"]
    answer = staff.post(f"/api/manage/returns/{ret['id']}/refund").json()

    assert Decimal(due) == line == Decimal(answer["refundAmount"])
    assert refunded_at_stripe(checkout_id) == to_minor_units(line, "eur")
    assert not Checkout.objects.get(pk=checkout_id).shipping_refunded
    assert [Order.objects.get(pk=pk).status for pk in ids] == ["delivered", "refunded", "delivered"]
    assert Document.objects.get(kind="credit_note").content["shipping"] is None
    assert_books_balance()


def test_a_refund_under_way_is_not_made_twice(delivered_parcel):
    client, staff, checkout_id, ids = delivered_parcel
    ret = ask(client, ids[0], ids).json()
    staff.post(f"/api/manage/returns/{ret['id']}/received")
    Return.objects.filter(pk=ret["id"]).update(refund_started_at=timezone.now())

    answer = staff.post(f"/api/manage/returns/{ret['id']}/refund")

    assert answer.status_code == 409 and answer.json()["code"] == "refund_in_progress"
    assert refunded_at_stripe(checkout_id) == 0
    # A claim whose process died is taken over after a while.
    stale = timezone.now() - timedelta(minutes=11)
    Return.objects.filter(pk=ret["id"]).update(refund_started_at=stale)
    assert staff.post(f"/api/manage/returns/{ret['id']}/refund").status_code == 200
    assert refunded_at_stripe(checkout_id) == intent_of(checkout_id).amount


def test_an_order_paid_through_its_own_checkout_is_returned_and_refunded_in_full(signed_in):
    """An order paid on its own (the payment page's calls: a checkout of that order alone;
    the shop has no shipping zones, so no shipping) is returned and refunded in full, with
    its checkout's invoice and a credit note for the refund."""
    customer = UserFactory()
    tool = Tool.objects.create(
        name="Easel", price=Decimal("12.35"), minimum_order_quantity=1, available_quantity=10
    )
    client = signed_in(customer)
    order = place(client, tool, quantity=3)
    payment = paid_through_the_shop(client, order)
    checkout = checkout_of(order)
    assert list(checkout.lines.values_list("order_id", flat=True)) == [order.pk]
    assert payment.checkout_id == checkout.pk
    staff = APIClient()
    staff.force_authenticate(UserFactory(role="admin"))
    staff.post(
        f"/api/manage/orders/{order.pk}/ship",
        {"carrier": "UPS", "trackingNumber": "1Z"},
        format="json",
    )
    assert staff.post(f"/api/manage/orders/{order.pk}/deliver").status_code == 200
    assert stock(tool) == 7

    ret = ask(client, order.pk, [order.pk]).json()
    staff.post(f"/api/manage/returns/{ret['id']}/received")
    answer = staff.post(f"/api/manage/returns/{ret['id']}/refund").json()

    assert answer["refundAmount"] == "37.05"
    refunds = gateway.refunds_of(payment.payment_intent_id)
    assert [(r.amount, r.status) for r in refunds] == [(3705, "succeeded")]
    assert stock(tool) == 10
    invoice = Document.objects.get(kind="invoice")
    note = Document.objects.get(kind="credit_note")
    assert (invoice.checkout_id, note.checkout_id, note.order_id) == (
        checkout.pk,
        checkout.pk,
        order.pk,
    )
    assert (note.refers_to_id, Decimal(note.content["total"])) == (invoice.pk, Decimal("37.05"))
    assert OrderEvent.objects.filter(order=order, status="refunded").exists()
    assert_books_balance()
