"""My Profile's API: GET/PATCH /api/me, the saved address in /api/delivery-address, and
"download my data" (GET /api/me/export)."""

import json

import pytest
from rest_framework.test import APIClient

from accounts.models import User
from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from orders.actions import order_place
from reviews.models import Review
from shop.tests.factories import ADDRESS, DELIVERY_ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db

SAVED = {
    "fullName": "Casey Painter",
    "line1": "9 Canvas Road",
    "line2": "Flat 2",
    "city": "Lyon",
    "region": "",
    "postalCode": "69001",
    "country": "FR",
    "phone": "+33 4 00 00 00 00",
}


def client_for(user: User) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(user)}")
    return client


@pytest.fixture
def casey() -> User:
    return UserFactory(email="casey@example.com", name="Casey")


def test_me_answers_the_account(casey):
    response = client_for(casey).get("/api/me")

    assert response.status_code == 200
    body = response.json()
    assert body == {
        "email": "casey@example.com",
        "name": "Casey",
        "role": "customer",
        "emailVerified": True,
        "deliveryAddress": None,
        "dateJoined": body["dateJoined"],
    }
    assert body["dateJoined"].startswith(str(casey.date_joined.year))


def test_an_unverified_account_says_so():
    body = client_for(UserFactory(unverified=True)).get("/api/me").json()

    assert body["emailVerified"] is False


@pytest.mark.parametrize(
    ("method", "path"),
    [("get", "/api/me"), ("patch", "/api/me"), ("delete", "/api/me"), ("get", "/api/me/export")],
)
def test_without_a_token_it_is_401(method, path):
    response = getattr(APIClient(), method)(path, {}, format="json")

    assert response.status_code == 401
    assert response.json()["code"] == "not_authenticated"


def test_patch_changes_the_name_and_saves_the_address(casey):
    client = client_for(casey)

    response = client.patch(
        "/api/me", {"name": "  Casey Brush  ", "deliveryAddress": SAVED}, format="json"
    )

    assert response.status_code == 200
    body = response.json()
    assert body["name"] == "Casey Brush"
    assert body["deliveryAddress"] == {**SAVED, "countryName": "France"}
    assert client.get("/api/me").json() == body
    casey.refresh_from_db()
    assert casey.name == "Casey Brush"


def test_patch_ignores_email_role_and_unknown_keys(casey):
    response = client_for(casey).patch(
        "/api/me",
        {"email": "other@example.com", "role": "admin", "emailVerified": False, "shoe": 42},
        format="json",
    )

    assert response.status_code == 200
    casey.refresh_from_db()
    assert (casey.email, casey.role, casey.email_verified) == (
        "casey@example.com",
        "customer",
        True,
    )


def test_patch_with_only_the_address_keeps_the_name_and_null_forgets_the_address(casey):
    client = client_for(casey)
    client.patch("/api/me", {"deliveryAddress": SAVED}, format="json")

    response = client.patch("/api/me", {"deliveryAddress": None}, format="json")

    assert response.status_code == 200
    assert response.json()["name"] == "Casey"
    assert response.json()["deliveryAddress"] is None


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"name": "   "}, "name"),
        ({"name": ""}, "name"),
        ({"name": None}, "name"),
        ({"name": "x" * 151}, "name"),
        ({"deliveryAddress": {**SAVED, "city": ""}}, "deliveryAddress.city"),
        ({"deliveryAddress": {**SAVED, "country": "XX"}}, "deliveryAddress.country"),
        ({"deliveryAddress": {**SAVED, "phone": "call me"}}, "deliveryAddress.phone"),
        ({"deliveryAddress": {**SAVED, "postalCode": "1" * 21}}, "deliveryAddress.postalCode"),
        ({"deliveryAddress": "Lyon"}, "deliveryAddress.__all__"),
    ],
)
def test_bad_input_is_a_400_on_the_field_that_changes_nothing(casey, body, field):
    client = client_for(casey)
    client.patch("/api/me", {"deliveryAddress": SAVED}, format="json")

    response = client.patch("/api/me", body, format="json")

    assert response.status_code == 400
    assert response.json()["code"] == "invalid"
    assert field in response.json()["fields"]
    me = client.get("/api/me").json()
    assert (me["name"], me["deliveryAddress"]["city"]) == ("Casey", "Lyon")


def test_the_saved_address_prefills_orders_before_the_last_orders(casey):
    client = client_for(casey)
    order_place(
        customer=casey,
        tool_id=ToolFactory(minimum_order_quantity=1).id,
        quantity=1,
        address=ADDRESS,
    )
    assert client.get("/api/delivery-address").json()["deliveryAddress"]["city"] == "Springfield"

    client.patch("/api/me", {"deliveryAddress": SAVED}, format="json")

    answer = client.get("/api/delivery-address").json()
    lines = ["Casey Painter", "9 Canvas Road", "Flat 2", "69001 Lyon", "France"]
    assert answer == {"deliveryAddress": {**SAVED, "countryName": "France", "lines": lines}}
    client.patch("/api/me", {"deliveryAddress": None}, format="json")
    assert client.get("/api/delivery-address").json()["deliveryAddress"]["city"] == "Springfield"


def test_the_export_has_my_account_orders_and_reviews_and_nobody_elses(casey):
    client = client_for(casey)
    client.patch("/api/me", {"deliveryAddress": SAVED}, format="json")
    tool = ToolFactory(name="Easel", minimum_order_quantity=1)
    mine = client.post(
        "/api/mypurchase",
        {"tool": tool.id, "toolsQuantity": 2, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    ).json()
    Review.objects.create(author=casey, name="Casey", review="Lovely brushes.")
    other = UserFactory(email="someone@example.com", name="Someone Else")
    order_place(customer=other, tool_id=tool.id, quantity=1, address=ADDRESS)
    Review.objects.create(author=other, name="Someone Else", review="Not Casey's words.")

    response = client.get("/api/me/export")

    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert response["Content-Disposition"] == 'attachment; filename="brush-and-canvas-my-data.json"'
    data = json.loads(response.content)
    assert set(data) == {"exportedAt", "account", "orders", "reviews"}
    assert data["account"]["email"] == "casey@example.com"
    assert data["account"]["deliveryAddress"]["city"] == "Lyon"
    assert set(data["account"]) == {
        "email",
        "name",
        "role",
        "emailVerified",
        "dateJoined",
        "deliveryAddress",
    }
    [order] = data["orders"]
    assert order["id"] == mine["_id"]
    assert (order["item"], order["kind"], order["quantity"], order["status"]) == (
        "Easel",
        "tool",
        2,
        "pending",
    )
    assert order["total"] == mine["toolsPrice"] and order["currency"] == "usd"
    assert order["deliveryAddress"]["fullName"] == "Casey Painter"
    assert [event["status"] for event in order["events"]] == ["pending"]
    assert [review["review"] for review in data["reviews"]] == ["Lovely brushes."]
    assert set(data["reviews"][0]) == {"id", "name", "review", "createdAt"}
    assert "someone" not in response.content.decode().lower()
