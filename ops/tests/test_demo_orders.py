"""The demo's past orders: a month of history for Admin Orders on a fresh `make run`."""

from decimal import Decimal

import pytest
from django.core.management import CommandError, call_command

from accounts.models import User
from accounts.tests.test_sign_in_api import exchange
from accounts.tokens import access_token_for
from ops import demo_data, demo_orders
from orders.models import Order
from shop.models import Tool

# demo_pictures: the pictures already stored (encoding them takes 2 s a test).
pytestmark = [
    pytest.mark.django_db,
    pytest.mark.usefixtures("firebase", "stripe_server", "demo_pictures"),
]


def test_the_admin_sees_a_month_of_orders_and_their_revenue(api_client):
    call_command("seed_demo")
    admin = User.objects.get(email=demo_data.ADMIN_EMAIL)
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(admin)}")

    overview = api_client.get("/api/manage/overview").json()
    listed = api_client.get("/api/manage/orders").json()

    orders = Order.objects.all()
    assert orders.count() == len(demo_orders.ORDERS)
    # The sold ones (shipped or delivered: none is paid and waiting) spread over the month,
    # by the day each was placed; the cancelled and expired ones are not in the figures.
    shipped = orders.filter(status__in=[Order.Status.SHIPPED, Order.Status.DELIVERED])
    days_with_orders = [day for day in overview["days"] if day["orders"]]
    assert len(days_with_orders) == shipped.count() == 7
    assert sum(day["orders"] for day in overview["days"]) == shipped.count()
    revenue = sum(Decimal(str(day["revenue"])) for day in overview["days"])  # JSON numbers
    assert revenue == sum(order.total for order in shipped) > 0
    assert overview["awaitingShipment"] == 0  # each one paid has shipped
    assert listed["count"] == len(demo_orders.ORDERS)


def test_each_order_has_the_history_its_steps_would_have_written():
    call_command("seed_demo")

    for order in Order.objects.prefetch_related("events"):
        steps = [(event.status, event.by) for event in order.events.all()]
        times = [event.created_at for event in order.events.all()]
        assert steps[0] == (Order.Status.PENDING, "customer")
        assert steps[-1][0] == order.status
        assert times == sorted(times) and times[0] == order.created_at
        hours = [(at - order.created_at).total_seconds() / 3600 for at in times[1:]]
        assert hours == pytest.approx(demo_orders.STEP_HOURS[order.status])
        assert order.updated_at == times[-1]
        assert order.total == order.unit_price * order.quantity
        assert order.expires_at is None  # what every step past pending leaves
        if order.status in {Order.Status.SHIPPED, Order.Status.DELIVERED}:
            assert steps[1:3] == [(Order.Status.PAID, "payment"), (Order.Status.SHIPPED, "staff")]
            assert order.carrier and order.tracking_number
            # Paid at a checkout of its own, at Stripe (localstripe), as the paid step says.
            assert order.checkout.status == "paid"
            assert order.transaction_id == order.checkout.transaction_id != ""
            assert order.checkout.created_at == times[1]
        assert order.customer.email in demo_orders.SHOPPERS


def test_the_demo_accounts_are_left_alone_and_the_stock_ends_at_the_catalogues():
    call_command("seed_demo")

    for email, *_ in demo_data.DEMO_USERS:
        assert not Order.objects.filter(customer__email=email).exists()
    figures = {name: (minimum, stock) for _, name, _, _, minimum, stock in demo_data.TOOLS}
    for tool in Tool.objects.all():
        assert (tool.minimum_order_quantity, tool.available_quantity) == figures[tool.name]
    for email in demo_orders.SHOPPERS:  # the shoppers cannot sign in
        assert not User.objects.get(email=email).has_usable_password()


@pytest.mark.parametrize("verified", [False, True])
def test_no_one_can_claim_a_demo_shopper_by_signing_up_with_their_address(
    api_client, firebase, verified
):
    """Locally anyone can sign up in the Auth emulator with any address and have it
    "verified" (the outside testers' third round did, through a Google sign-in that the
    emulator takes unsigned): the shoppers' addresses are ones no one may sign in with."""
    call_command("seed_demo")
    address = next(iter(demo_orders.SHOPPERS))
    if verified:
        squatter = firebase.sign_in_with_google(address)
    else:
        squatter = firebase.sign_up(address)

    response = exchange(api_client, address, squatter.id_token)

    assert response.status_code == 403
    assert response.json()["code"] == "address_reserved"
    shopper = User.objects.get(email=address)
    assert shopper.firebase_uid != squatter.uid
    assert not Order.objects.filter(customer__firebase_uid=squatter.uid).exists()


def test_shoppers_seeded_under_their_earlier_addresses_move_to_the_reserved_ones():
    old, new = next(iter(demo_orders.EARLIER_ADDRESSES.items()))
    User.objects.create_user(old, name="Mara", firebase_uid="demo-shopper-abc")
    User.objects.create_user("someone@example.com", name="Not a shopper", firebase_uid="x")

    call_command("seed_demo")

    assert User.objects.get(firebase_uid="demo-shopper-abc").email == new
    assert not User.objects.filter(email=old).exists()
    assert User.objects.filter(email="someone@example.com").exists()


def test_a_shopper_seeded_before_they_had_a_sign_in_account_gets_one():
    User.objects.create_user("tomas@shoppers.invalid", name="Tomás Ortega", firebase_uid=None)

    call_command("seed_demo")

    assert User.objects.get(email="tomas@shoppers.invalid").firebase_uid.startswith("demo-shopper-")


def test_seeding_again_adds_no_orders():
    call_command("seed_demo")
    first = set(Order.objects.values_list("id", flat=True))

    call_command("seed_demo")

    assert set(Order.objects.values_list("id", flat=True)) == first


def test_a_shop_whose_demo_tools_were_there_already_gets_no_past_orders():
    call_command("seed_demo", "--no-past-orders")
    stock = dict(Tool.objects.values_list("name", "available_quantity"))

    call_command("seed_demo")

    assert not Order.objects.exists()
    assert dict(Tool.objects.values_list("name", "available_quantity")) == stock


def test_without_stripe_the_seed_says_what_to_do_and_the_tools_keep_their_minimum(
    settings, stopped_host
):
    settings.LOCALSTRIPE_URL = f"http://{stopped_host}"

    with pytest.raises(CommandError, match="--no-past-orders"):
        call_command("seed_demo")

    minimums = {name: minimum for _, name, _, _, minimum, _ in demo_data.TOOLS}
    for tool in Tool.objects.all():
        assert tool.minimum_order_quantity == minimums[tool.name]
