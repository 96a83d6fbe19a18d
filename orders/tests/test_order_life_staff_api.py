"""The admins' side of an order's life through /api/manage/: the list, shipping,
delivering and the owner's overview (issue 13). Refunds move money: payments/tests."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from accounts.tests.factories import UserFactory
from orders import steps
from orders.actions import order_place
from orders.models import Order, OrderEvent
from shop.tests.factories import ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db

TRACKING = {
    "carrier": "UPS",
    "trackingNumber": "1Z999AA10123456784",
    "trackingUrl": "https://www.ups.com/track?tracknum=1Z999AA10123456784",
}


@pytest.fixture
def customer():
    return UserFactory(email="Casey.Painter@Example.com", name="Casey")


@pytest.fixture
def tool():
    return ToolFactory(price=Decimal("10.00"), minimum_order_quantity=1, available_quantity=100)


def new_order(customer, tool, quantity=1, paid=False) -> Order:
    order = order_place(customer=customer, tool_id=tool.id, quantity=quantity, address=ADDRESS)
    if paid:
        assert steps.record_payment(order_id=order.id, transaction_id=f"pi_{order.id}") == "paid"
    return Order.objects.get(pk=order.id)


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("get", "/api/manage/orders"),
        ("get", "/api/manage/orders/{id}"),
        ("post", "/api/manage/orders/{id}/ship"),
        ("post", "/api/manage/orders/{id}/deliver"),
        ("post", "/api/manage/orders/{id}/refund"),
        ("get", "/api/manage/overview"),
    ],
)
def test_only_admins_manage_orders(api_client, customer, tool, method, path, signed_in):
    order = new_order(customer, tool, paid=True)
    url = path.format(id=order.id)

    anonymous = getattr(api_client, method)(url, TRACKING, format="json")
    as_customer = getattr(signed_in(customer), method)(url, TRACKING, format="json")

    assert (anonymous.status_code, as_customer.status_code) == (401, 403)
    order.refresh_from_db()
    assert (order.status, order.tracking_number) == ("paid", "")


def test_the_list_filters_by_status_as_the_customer_sees_it(api_client, admin, tool, signed_in):
    customers = [UserFactory() for _ in range(3)]
    live = new_order(customers[0], tool)
    overdue = new_order(customers[1], tool)
    Order.objects.filter(pk=overdue.pk).update(expires_at=timezone.now() - timedelta(minutes=1))
    expired = new_order(customers[2], tool)
    Order.objects.filter(pk=expired.pk).update(status="expired", expires_at=None)
    paid = new_order(customers[0], tool, paid=True)
    client = signed_in(admin)

    def ids(status):
        body = client.get("/api/manage/orders", {"status": status}).json()
        return [row["_id"] for row in body["results"]]

    assert ids("pending") == [live.id]
    assert ids("expired") == [expired.id, overdue.id]
    assert ids("paid") == [paid.id]
    assert ids("shipped") == []
    assert ids("") == [paid.id, expired.id, overdue.id, live.id]
    bad = client.get("/api/manage/orders", {"status": "lost"})
    assert bad.status_code == 400 and "status" in bad.json()["fields"]


def test_the_list_searches_by_email_part_or_order_number(
    api_client, admin, customer, tool, signed_in
):
    mine = new_order(customer, tool)
    other = new_order(UserFactory(email="robin@example.org"), tool)
    client = signed_in(admin)

    def ids(search):
        body = client.get("/api/manage/orders", {"search": search}).json()
        return [row["_id"] for row in body["results"]]

    assert ids("casey.PAINTER") == [mine.id]
    assert ids("example.org") == [other.id]
    assert ids(f"#{other.id}") == [other.id]
    assert ids(str(mine.id)) == [mine.id]
    assert ids("nobody@") == []


def test_the_list_is_a_page_of_twenty_unless_asked(api_client, admin, tool, signed_in):
    for _ in range(23):
        new_order(UserFactory(), tool)
    client = signed_in(admin)

    first = client.get("/api/manage/orders").json()
    last = client.get("/api/manage/orders", {"limit": 5, "offset": 20}).json()

    assert set(first) == {"count", "next", "previous", "results"}
    assert (first["count"], len(first["results"]), first["previous"]) == (23, 20, None)
    assert "offset=20" in first["next"]
    assert (len(last["results"]), last["next"]) == (3, None)
    newest = Order.objects.order_by("-id").values_list("id", flat=True)
    assert [row["_id"] for row in first["results"]] == list(newest[:20])


def test_an_admin_sees_the_order_with_its_payment(api_client, admin, customer, tool, signed_in):
    order = new_order(customer, tool)

    body = signed_in(admin).get(f"/api/manage/orders/{order.id}").json()

    assert body["payment"] is None
    assert body["deliveryAddress"]["countryName"] == "United States"
    assert body["customer"] == {"email": customer.email}


@pytest.mark.parametrize(
    ("sent", "field"),
    [
        ({"trackingNumber": "1Z"}, "carrier"),
        ({"carrier": "UPS"}, "trackingNumber"),
        ({"carrier": "UPS", "trackingNumber": ""}, "trackingNumber"),
        ({**TRACKING, "trackingUrl": "javascript:alert(document.cookie)"}, "trackingUrl"),
        ({**TRACKING, "trackingUrl": "ftp://ups.com/x"}, "trackingUrl"),
        ({**TRACKING, "carrier": "U" * 101}, "carrier"),
    ],
)
def test_shipping_without_good_tracking_is_refused_and_changes_nothing(
    api_client, admin, customer, tool, sent, field, signed_in
):
    order = new_order(customer, tool, paid=True)

    response = signed_in(admin).post(f"/api/manage/orders/{order.id}/ship", sent, format="json")

    assert response.status_code == 400
    assert list(response.json()["fields"]) == [field]
    order.refresh_from_db()
    assert (order.status, order.carrier, order.tracking_number) == ("paid", "", "")
    assert order.events.count() == 2


def test_an_unpaid_order_cannot_ship(api_client, admin, customer, tool, signed_in):
    order = new_order(customer, tool)

    response = signed_in(admin).post(f"/api/manage/orders/{order.id}/ship", TRACKING, format="json")

    assert response.status_code == 409 and response.json()["code"] == "invalid_transition"
    order.refresh_from_db()
    assert (order.status, order.carrier, order.tracking_number) == ("pending", "", "")
    assert order.events.count() == 1


def test_shipped_then_delivered_with_tracking_and_a_timeline_for_the_customer(
    api_client, admin, customer, tool, signed_in
):
    order = new_order(customer, tool, paid=True)
    staff = signed_in(admin)
    early = staff.post(f"/api/manage/orders/{order.id}/deliver")
    assert early.status_code == 409 and early.json()["code"] == "invalid_transition"

    shipped = staff.post(f"/api/manage/orders/{order.id}/ship", TRACKING, format="json")
    twice = staff.post(f"/api/manage/orders/{order.id}/ship", TRACKING, format="json")
    delivered = staff.post(f"/api/manage/orders/{order.id}/deliver")

    assert shipped.status_code == 200 and shipped.json()["status"] == "shipped"
    assert twice.status_code == 409
    assert delivered.status_code == 200 and delivered.json()["status"] == "delivered"
    seen = signed_in(customer).get(f"/api/mypurchase/{order.id}").json()
    assert seen["status"] == "delivered"
    assert seen["tracking"] == {
        "carrier": "UPS",
        "number": "1Z999AA10123456784",
        "url": TRACKING["trackingUrl"],
    }
    assert [(row["status"], row["by"]) for row in seen["history"]] == [
        ("pending", "customer"),
        ("paid", "payment"),
        ("shipped", "staff"),
        ("delivered", "staff"),
    ]
    assert OrderEvent.objects.filter(order=order, status="shipped").get().actor == admin


def test_the_overview_counts_the_last_30_days_and_what_needs_doing(
    api_client, admin, tool, signed_in
):
    buyer = UserFactory()
    statuses = ["pending", "cancelled", "refunded", "paid", "shipped", "delivered", "paid"]
    for quantity, status in enumerate(statuses, start=1):
        order = new_order(buyer, tool, quantity)  # $10.00 a unit
        Order.objects.filter(pk=order.pk).update(status=status, expires_at=None)
    old = new_order(buyer, tool, 50)
    Order.objects.filter(pk=old.pk).update(
        status="delivered", created_at=timezone.now() - timedelta(days=30)
    )
    month_ago = new_order(buyer, tool, 2)
    Order.objects.filter(pk=month_ago.pk).update(
        status="paid", created_at=timezone.now() - timedelta(days=29)
    )
    tool.available_quantity = 6
    tool.save()
    low = [ToolFactory(available_quantity=n, name=f"Low {n}") for n in (5, 0, 3)]

    body = signed_in(admin).get("/api/manage/overview").json()

    assert body["currency"] == "usd"
    days = body["days"]
    today = timezone.localdate()
    assert len(days) == 30
    assert days[-1]["date"] == today.isoformat()
    assert days[0]["date"] == (today - timedelta(days=29)).isoformat()
    # paid 4 + shipped 5 + delivered 6 + paid 7 units; not pending, cancelled, refunded.
    assert (days[-1]["orders"], Decimal(days[-1]["revenue"])) == (4, Decimal("220.00"))
    assert (days[0]["orders"], Decimal(days[0]["revenue"])) == (1, Decimal("20.00"))
    assert sum(day["orders"] for day in days) == 5
    assert body["awaitingShipment"] == 3  # the two paid today and the one 29 days ago
    assert body["lowStock"] == [
        {"_id": low[1].id, "name": "Low 0", "availableQuantity": 0},
        {"_id": low[2].id, "name": "Low 3", "availableQuantity": 3},
        {"_id": low[0].id, "name": "Low 5", "availableQuantity": 5},
    ]


def test_the_overview_figures_match_a_hand_count_of_orders_in_every_status(
    api_client, admin, tool, signed_in
):
    """The caption says "N orders, $X in revenue (paid, shipped or delivered orders)": both
    figures count those orders only, whatever else was placed on the same days."""
    buyer = UserFactory()
    now = timezone.now()
    placed = [  # (days ago, status, units at $10.00)
        (0, "pending", 1),
        (0, "paid", 2),
        (0, "cancelled", 3),
        (0, "shipped", 4),
        (3, "expired", 5),
        (3, "refunded", 6),
        (3, "delivered", 7),
        (3, "overdue", 8),  # pending past its hold: expired as the customer sees it
        (10, "paid", 9),
        (10, "cancelled", 10),
        (31, "delivered", 11),  # before the 30 days
    ]
    for days_ago, status, units in placed:
        order = new_order(buyer, tool, units)
        update = {"created_at": now - timedelta(days=days_ago), "status": status}
        if status == "overdue":
            update.update(status="pending", expires_at=now - timedelta(minutes=1))
        Order.objects.filter(pk=order.pk).update(**update)

    body = signed_in(admin).get("/api/manage/overview").json()

    by_day = {day["date"]: (day["orders"], Decimal(day["revenue"])) for day in body["days"]}
    today = timezone.localdate(now)
    # By hand: today paid 2 + shipped 4; 3 days ago delivered 7; 10 days ago paid 9.
    assert by_day[today.isoformat()] == (2, Decimal("60.00"))
    assert by_day[(today - timedelta(days=3)).isoformat()] == (1, Decimal("70.00"))
    assert by_day[(today - timedelta(days=10)).isoformat()] == (1, Decimal("90.00"))
    assert sum(orders for orders, _ in by_day.values()) == 4
    assert sum(revenue for _, revenue in by_day.values()) == Decimal("220.00")
    assert body["awaitingShipment"] == 2  # the two paid ones
