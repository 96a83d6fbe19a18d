"""Paying several orders at once (issue 36): one checkout, one PaymentIntent at localstripe
for the total the customer saw, each order paid, one receipt; a stale total, an order that
ended, a cancel during checkout; late money; one parcel shipped; one order refunded."""

import json
from decimal import Decimal

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from accounts.tests.factories import UserFactory
from core.money import to_minor_units
from notifications.models import OutgoingEmail
from notifications.services import email_render
from orders import actions, steps
from orders.models import Checkout, Order
from orders.tests.test_order_life_payments import assert_books_balance
from orders.tests.test_order_life_refunds import charge_of, refunded_event
from orders.tests.test_payments_api import event, post_webhook, signed
from paperwork.models import Document
from payments.models import Payment
from payments.tests.stripe_client import card, pay_behind_the_shops_back, stripe_client
from shipping.models import ShippingRate
from shop.models import Tool
from shop.tests.factories import DELIVERY_ADDRESS

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.usefixtures("stripe_server", "french_shop"),
]

GOOD = "4242424242424242"
GERMANY = DELIVERY_ADDRESS | {"country": "DE", "city": "Berlin", "postalCode": "10115"}


def exact(answer) -> dict:
    return json.loads(answer.content, parse_float=Decimal)


def quoted(client, ids, country="DE", method=None) -> dict:
    body = {"orders": ids, "country": country} | ({"method": method} if method else {})
    answer = client.post("/api/checkout/quote", body, format="json")
    assert answer.status_code == 200, answer.content
    return exact(answer)


def start(client, ids, *, address=GERMANY, method=None, total=None):
    quote = quoted(client, ids, address["country"], method)
    body = {
        "orders": ids,
        "address": address,
        "method": method or quote["method"],
        "total": str(quote["total"] if total is None else total),
    }
    return client.post("/api/checkouts", body, format="json")


def pay(client, checkout_id: int, number: str = GOOD):
    body = {"paymentMethod": card(number)}
    return client.post(f"/api/checkouts/{checkout_id}/pay", body, format="json")


def intent_of(checkout_id: int):
    payment = Payment.objects.get(checkout_id=checkout_id)
    return stripe_client().v1.payment_intents.retrieve(payment.payment_intent_id)


def refunded_at_stripe(checkout_id: int) -> int:
    payment = Payment.objects.get(checkout_id=checkout_id)
    refunds = stripe_client().v1.refunds.list({"payment_intent": payment.payment_intent_id})
    return sum(refund.amount for refund in refunds.data if refund.status == "succeeded")


def statuses(ids) -> list[str]:
    return [Order.objects.get(pk=pk).status for pk in ids]


def test_one_payment_pays_every_order_with_one_receipt(basket):
    client, ids = basket
    total = quoted(client, ids)["total"]

    started = start(client, ids)
    assert started.status_code == 201, started.content
    checkout_id = started.json()["checkout"]["_id"]
    assert started.json()["amount"] == to_minor_units(total, "eur")
    intent = intent_of(checkout_id)
    assert (intent.amount, intent.currency) == (to_minor_units(total, "eur"), "eur")
    assert intent.metadata["checkout_id"] == str(checkout_id)

    paid = pay(client, checkout_id)

    assert paid.status_code == 200, paid.content
    assert paid.json()["status"] == "succeeded"
    assert statuses(ids) == ["paid"] * 3
    assert {Order.objects.get(pk=pk).transaction_id for pk in ids} == {intent.id}
    # Each order goes where the checkout sends the parcel, not where it was first typed.
    assert {Order.objects.get(pk=pk).delivery_city for pk in ids} == {"Berlin"}
    checkout = exact(client.get(f"/api/checkouts/{checkout_id}"))
    assert (checkout["status"], checkout["total"]) == ("paid", total)
    assert [line["status"] for line in checkout["lines"]] == ["paid"] * 3
    receipts = OutgoingEmail.objects.filter(template="checkout_paid")
    assert receipts.count() == 1
    assert not OutgoingEmail.objects.filter(template="order_paid").exists()
    text = email_render(receipts.get()).text_body
    assert "Shipping (Standard)" in text and f"Total: {total:.2f} EUR" in text
    assert "Includes VAT 20.00%" in text
    assert_books_balance()


def test_a_stale_total_is_refused_with_the_new_quote_and_nothing_is_made(basket):
    client, ids = basket
    total = quoted(client, ids)["total"]

    answer = start(client, ids, total=total - Decimal("1.00"))

    assert answer.status_code == 409
    assert answer.json()["code"] == "total_changed"
    assert exact(answer)["quote"]["total"] == total
    assert not Checkout.objects.exists() and not Payment.objects.exists()


def test_a_rate_changed_since_the_start_charges_nothing_and_answers_the_new_total(basket):
    client, ids = basket
    quote = quoted(client, ids)
    courier = next(m["id"] for m in quote["methods"] if m["name"] == "Insured art courier")
    checkout_id = start(client, ids, method=courier).json()["checkout"]["_id"]
    ShippingRate.objects.filter(method_id=courier).update(price=Decimal("999.00"))

    answer = pay(client, checkout_id)

    assert answer.status_code == 409
    assert answer.json()["code"] == "total_changed"
    assert exact(answer)["quote"]["total"] != quote["total"]
    assert intent_of(checkout_id).status == "canceled"
    assert Checkout.objects.get(pk=checkout_id).status == "void"
    assert statuses(ids) == ["pending"] * 3
    assert not Order.objects.filter(checkout__isnull=False).exists()


def test_an_order_whose_hold_ended_is_named_and_nothing_is_charged(basket):
    client, ids = basket
    checkout_id = start(client, ids).json()["checkout"]["_id"]
    Order.objects.filter(pk=ids[1]).update(expires_at=timezone.now())

    answer = pay(client, checkout_id)

    assert answer.status_code == 409
    assert answer.json()["code"] == "order_expired"
    assert list(answer.json()["fields"]) == [f"orders.{ids[1]}"]
    assert intent_of(checkout_id).status == "canceled"
    assert not Order.objects.filter(status="paid").exists()


def test_cancelling_an_order_of_an_open_checkout_cancels_its_payment_intent_first(basket):
    client, ids = basket
    checkout_id = start(client, ids).json()["checkout"]["_id"]

    cancelled = client.post(f"/api/mypurchase/{ids[2]}/cancel")

    assert cancelled.status_code == 200, cancelled.content
    assert intent_of(checkout_id).status == "canceled"
    assert Checkout.objects.get(pk=checkout_id).status == "void"
    answer = pay(client, checkout_id)
    assert (answer.status_code, answer.json()["code"]) == (409, "checkout_closed")
    assert statuses(ids) == ["pending", "pending", "cancelled"]


def test_a_new_checkout_of_the_same_orders_voids_the_older_one(basket):
    client, ids = basket
    first = start(client, ids).json()["checkout"]["_id"]

    second = start(client, ids[:2])

    assert second.status_code == 201
    assert intent_of(first).status == "canceled"
    assert Checkout.objects.get(pk=first).status == "void"
    assert Order.objects.get(pk=ids[2]).checkout_id is None


def charged_after_the_easel_sold_out(basket) -> tuple[int, Order]:
    """The basket's checkout, whose easel order ended without the shop's usual care (its
    PaymentIntent left alone) and whose last units sold to someone else; then the card was
    charged from a closed tab. Answers the checkout's id and the easel order."""
    client, ids = basket
    checkout_id = start(client, ids).json()["checkout"]["_id"]
    easel = Order.objects.get(pk=ids[2])
    steps.cancel(customer=easel.customer, order_id=easel.pk)
    Tool.objects.filter(pk=easel.tool_id).update(available_quantity=0)
    pay_behind_the_shops_back(intent_of(checkout_id).id, GOOD)
    return checkout_id, easel


def test_late_money_pays_what_can_be_held_and_refunds_the_rest_of_it(basket):
    _, ids = basket
    checkout_id, easel = charged_after_the_easel_sold_out(basket)

    actions.payments_reconcile()

    checkout = Checkout.objects.get(pk=checkout_id)
    assert statuses(ids) == ["paid", "paid", "refunded"]
    easel_line = checkout.lines.get(order_id=easel.pk).gross
    assert refunded_at_stripe(checkout_id) == to_minor_units(easel_line, "eur")
    kept = sum(line.gross for line in checkout.lines.exclude(order_id=easel.pk))
    assert intent_of(checkout_id).amount - refunded_at_stripe(checkout_id) == to_minor_units(
        kept + checkout.shipping_gross, "eur"
    )
    assert_books_balance()


def test_late_money_heard_of_again_goes_back_once(basket):
    """The webhook, the payment page and the reconcile job may each tell the shop the same
    payment took money: the line of an order that could not keep it goes back once."""
    client, ids = basket
    checkout_id, easel = charged_after_the_easel_sold_out(basket)

    for _ in range(3):
        answer = client.post(f"/api/checkouts/{checkout_id}/refresh", format="json")
        assert answer.status_code == 200, answer.content
    actions.payments_reconcile()

    easel_line = Checkout.objects.get(pk=checkout_id).lines.get(order_id=easel.pk).gross
    assert refunded_at_stripe(checkout_id) == to_minor_units(easel_line, "eur")
    assert statuses(ids) == ["paid", "paid", "refunded"]
    assert Document.objects.filter(kind="credit_note").count() == 1
    assert_books_balance()


@pytest.fixture
def paid_checkout(basket):
    client, ids = basket
    checkout_id = start(client, ids).json()["checkout"]["_id"]
    assert pay(client, checkout_id).json()["status"] == "succeeded"
    admin = UserFactory(role="admin")
    staff = APIClient()
    staff.force_authenticate(admin)
    return staff, checkout_id, ids


def test_the_admin_ships_a_checkout_as_one_parcel(paid_checkout):
    staff, checkout_id, ids = paid_checkout

    answer = staff.post(
        f"/api/manage/checkouts/{checkout_id}/ship",
        {"carrier": "La Poste", "trackingNumber": "LP123"},
        format="json",
    )

    assert answer.status_code == 200, answer.content
    orders = Order.objects.filter(pk__in=ids)
    assert {(o.status, o.tracking_number) for o in orders} == {("shipped", "LP123")}
    assert OutgoingEmail.objects.filter(template="checkout_shipped").count() == 1
    assert not OutgoingEmail.objects.filter(template="order_shipped").exists()


def test_refunding_one_order_gives_back_its_line_then_the_last_one_the_shipping(paid_checkout):
    staff, checkout_id, ids = paid_checkout
    checkout = Checkout.objects.get(pk=checkout_id)
    line = checkout.lines.get(order_id=ids[1]).gross

    answer = staff.post(f"/api/manage/orders/{ids[1]}/refund")

    assert answer.status_code == 200, answer.content
    assert refunded_at_stripe(checkout_id) == to_minor_units(line, "eur")
    assert statuses(ids) == ["paid", "refunded", "paid"]
    assert_books_balance()
    for order_id in (ids[0], ids[2]):
        assert staff.post(f"/api/manage/orders/{order_id}/refund").status_code == 200
    assert refunded_at_stripe(checkout_id) == intent_of(checkout_id).amount
    assert Checkout.objects.get(pk=checkout_id).shipping_refunded
    assert_books_balance()


def test_someone_elses_checkout_is_not_found(paid_checkout):
    _, checkout_id, _ = paid_checkout
    stranger = APIClient()
    stranger.force_authenticate(UserFactory())

    assert stranger.get(f"/api/checkouts/{checkout_id}").status_code == 404
    body = {"paymentMethod": "pm_x"}
    answer = stranger.post(f"/api/checkouts/{checkout_id}/pay", body, format="json")
    assert answer.status_code == 404


@pytest.mark.parametrize(
    "change, status, code",
    [
        ({"address": GERMANY | {"country": "PE"}}, 400, "not_shipped"),
        ({"address": GERMANY | {"country": "XX"}}, 400, "invalid"),
        ({"method": 10**9}, 400, "unknown_method"),
        ({"orders": []}, 400, "invalid"),
        ({"orders": list(range(1, 30))}, 400, "orders_count"),
        ({"total": "abc"}, 400, "invalid"),
    ],
)
def test_bad_input_is_refused_and_changes_nothing(basket, change, status, code):
    client, ids = basket
    quote = quoted(client, ids)
    body = {"orders": ids, "address": GERMANY, "method": quote["method"]}
    body |= {"total": str(quote["total"])} | change

    answer = client.post("/api/checkouts", body, format="json")

    assert answer.status_code == status, answer.content
    assert answer.json()["code"] == code
    assert not Checkout.objects.exists() and not Payment.objects.exists()


def test_a_method_of_another_zone_is_refused(basket):
    client, ids = basket
    us_method = quoted(client, ids, "US")["method"]

    body = {
        "orders": ids,
        "address": GERMANY,
        "method": us_method,
        "total": str(quoted(client, ids)["total"]),
    }
    answer = client.post("/api/checkouts", body, format="json")

    assert (answer.status_code, answer.json()["code"]) == (400, "unknown_method")


def test_someone_elses_order_or_a_paid_one_in_the_group_is_refused(paid_checkout, signed_in):
    _, _, ids = paid_checkout
    owner = Order.objects.get(pk=ids[0]).customer
    other = signed_in(UserFactory(), client=APIClient())

    assert start_raw(other, ids).status_code == 404
    mine = APIClient()
    mine.force_authenticate(owner)
    answer = start_raw(mine, ids)
    assert (answer.status_code, answer.json()["code"]) == (409, "not_payable")
    assert Checkout.objects.count() == 1


def start_raw(client, ids):
    body = {"orders": ids, "address": GERMANY, "method": 1, "total": "1.00"}
    return client.post("/api/checkouts", body, format="json")


def test_the_payment_pages_call_starts_a_checkout_of_that_order_by_the_cheapest_method(basket):
    """POST /api/create-payment-intent, once refused (409 use_checkout) as soon as shipping
    was priced: now a checkout of that order alone, to its own address, by the cheapest
    method that carries it, with the shipping and the tax in the amount charged."""
    client, ids = basket
    brush = Order.objects.get(pk=ids[1]).tool
    placed = client.post(
        "/api/mypurchase",
        {"tool": brush.pk, "toolsQuantity": 2, "deliveryAddress": GERMANY},
        format="json",
    )
    assert placed.status_code == 201, placed.content
    order_id = placed.json()["_id"]
    quote = quoted(client, [order_id], "DE")
    carrying = [method for method in quote["methods"] if method["price"] is not None]
    cheapest = min(carrying, key=lambda method: (method["price"], method["id"]))

    answer = client.post("/api/create-payment-intent", {"order": order_id}, format="json")

    assert answer.status_code == 200, answer.content
    body = exact(answer)
    checkout = Checkout.objects.get(pk=body["checkout"])
    assert list(checkout.lines.values_list("order_id", flat=True)) == [order_id]
    assert Order.objects.get(pk=order_id).checkout_id == checkout.pk
    assert (checkout.status, checkout.delivery_country) == ("open", "DE")
    assert (checkout.method_id, checkout.shipping_gross) == (cheapest["id"], cheapest["price"])
    assert checkout.shipping_gross > 0 and checkout.tax > 0
    assert quote["taxes"] and all(rate["tax"] > 0 for rate in quote["taxes"])
    assert checkout.total == quote["total"] == quote["lines"][0]["gross"] + cheapest["price"]
    assert (body["amount"], body["currency"]) == (to_minor_units(quote["total"], "eur"), "eur")
    intent = intent_of(checkout.pk)
    assert (intent.amount, intent.currency) == (body["amount"], "eur")
    assert intent.metadata["checkout_id"] == str(checkout.pk)
    assert body["clientSecret"].startswith(f"{intent.id}_secret_")
    assert list(Payment.objects.values_list("checkout_id", flat=True)) == [checkout.pk]


def test_a_closed_tab_loses_nothing_the_webhook_pays_the_checkout(basket):
    client, ids = basket
    checkout_id = start(client, ids).json()["checkout"]["_id"]
    intent_id = intent_of(checkout_id).id
    pay_behind_the_shops_back(intent_id, GOOD)

    answers = [
        post_webhook(APIClient(), *signed(event(intent_id, event_id)))
        for event_id in ("evt_checkout_paid", "evt_checkout_paid_again")
    ]

    assert [answer.json()["outcome"] for answer in answers] == ["handled", "handled"]
    assert statuses(ids) == ["paid"] * 3
    assert OutgoingEmail.objects.filter(template="checkout_paid").count() == 1


def test_a_whole_refund_made_at_stripe_refunds_every_order_of_the_checkout(paid_checkout):
    _, checkout_id, ids = paid_checkout
    intent_id = intent_of(checkout_id).id
    stripe_client().v1.refunds.create({"payment_intent": intent_id})

    answer = post_webhook(APIClient(), *signed(refunded_event(charge_of(intent_id), "evt_r")))

    assert answer.json()["outcome"] == "handled"
    assert statuses(ids) == ["refunded"] * 3
    assert_books_balance()


def test_the_admins_order_shows_its_parcel_and_the_checkouts_payment(paid_checkout):
    staff, checkout_id, ids = paid_checkout
    checkout = Checkout.objects.get(pk=checkout_id)

    answer = exact(staff.get(f"/api/manage/orders/{ids[1]}"))

    parcel = answer["parcel"]
    assert (parcel["_id"], parcel["method"], parcel["orders"]) == (checkout_id, "Standard", ids)
    assert (parcel["shipping"], parcel["total"]) == (checkout.shipping_gross, checkout.total)
    assert answer["payment"]["amount"] == to_minor_units(checkout.total, "eur")
    assert answer["refundAmount"] == checkout.lines.get(order_id=ids[1]).gross
    for order_id in (ids[0], ids[2]):
        assert staff.post(f"/api/manage/orders/{order_id}/refund").status_code == 200
    last = exact(staff.get(f"/api/manage/orders/{ids[1]}"))["refundAmount"]
    assert last == checkout.lines.get(order_id=ids[1]).gross + checkout.shipping_gross


def test_staff_see_a_checkout_in_the_django_admin_and_cannot_change_it(paid_checkout, client):
    _, checkout_id, _ = paid_checkout
    client.force_login(UserFactory(is_staff=True, is_superuser=True))

    page = client.get(f"/admin/orders/checkout/{checkout_id}/change/")

    assert page.status_code == 200
    assert b"Standard" in page.content
    assert client.get("/admin/orders/checkout/add/").status_code == 403


def test_a_list_of_thousands_of_ids_is_refused_before_anything_is_read(basket):
    client, ids = basket
    body = {"orders": ids * 2000, "address": GERMANY, "method": 1, "total": "1.00"}

    answer = client.post("/api/checkouts", body, format="json")

    assert answer.status_code == 400
    assert "orders" in answer.json()["fields"]
    assert not Checkout.objects.exists()


def test_a_paid_checkout_has_its_invoice_and_each_refund_a_credit_note_adding_up(paid_checkout):
    staff, checkout_id, ids = paid_checkout
    checkout = Checkout.objects.get(pk=checkout_id)
    invoice = Document.objects.get(kind="invoice")
    assert invoice.checkout_id == checkout_id and invoice.number.endswith("-000001")
    assert Decimal(invoice.content["total"]) == checkout.total
    assert [line["order"] for line in invoice.content["lines"]] == ids
    assert invoice.content["paymentReference"] == checkout.transaction_id

    for order_id in ids:
        assert staff.post(f"/api/manage/orders/{order_id}/refund").status_code == 200

    notes = Document.objects.filter(kind="credit_note").order_by("sequence")
    assert [note.order_id for note in notes] == ids
    assert {note.refers_to_id for note in notes} == {invoice.pk}
    assert [note.content["shipping"] is not None for note in notes] == [False, False, True]
    assert sum(Decimal(note.content["total"]) for note in notes) == checkout.total
