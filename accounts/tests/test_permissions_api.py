"""Who may call what: every API endpoint as anonymous, customer and admin."""

from datetime import timedelta

import pytest
from django.conf import settings
from django.core.cache import cache
from django.core.management import CommandError, call_command
from rest_framework_simplejwt.tokens import AccessToken

from accounts.models import User
from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from orders.models import Order
from reviews.models import Review
from shop.tests.factories import ToolFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def people(db):
    return {
        "anonymous": None,
        "customer": UserFactory(email="customer@example.com"),
        "admin": UserFactory(email="admin@example.com", role=User.Role.ADMIN),
    }


def as_(api_client, user):
    if user is not None:
        api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(user)}")
    return api_client


# method, path, expected status for anonymous, customer, admin
ENDPOINTS = [
    ("get", "/api/tools", 200, 200, 200),
    ("get", "/api/tools/{tool}", 200, 200, 200),
    ("get", "/api/paintings", 200, 200, 200),
    ("get", "/api/review", 200, 200, 200),
    ("get", "/api/schema/", 200, 200, 200),
    ("get", "/api/docs/", 200, 200, 200),
    ("get", "/api/admin/customer@example.com", 401, 200, 200),
    ("get", "/api/admin/admin@example.com", 401, 403, 200),
    ("get", "/api/user", 401, 403, 200),
    ("put", "/api/user/admin/customer@example.com", 401, 403, 200),
    ("delete", "/api/user/admin/customer@example.com", 401, 403, 200),
    ("post", "/api/tools", 401, 403, 400),  # admins: allowed, but this body is empty
    ("patch", "/api/tools/{tool}", 401, 403, 200),
    ("post", "/api/images", 401, 403, 400),  # admins: allowed, but no file was sent
    ("get", "/api/mypurchase", 401, 200, 200),
    ("get", "/api/mypurchase?customer=customer@example.com", 401, 200, 403),
    ("post", "/api/mypurchase", 401, 400, 400),  # allowed, but this body is empty
    ("get", "/api/mypurchase/{order}", 401, 200, 404),  # the customer's order
    ("post", "/api/mypurchase/{order}/cancel", 401, 200, 404),
    ("post", "/api/review", 401, 400, 400),  # allowed, but this body is empty
    ("get", "/api/review/mine", 401, 200, 200),
    ("get", "/api/review/moderation", 401, 403, 200),
    ("post", "/api/review/{review}/hide", 401, 403, 200),
    ("post", "/api/review/{review}/unhide", 401, 403, 200),
    ("delete", "/api/review/{review}", 401, 204, 404),  # the customer's own review
    ("post", "/api/create-payment-intent", 401, 400, 400),  # allowed, but no order named
    ("post", "/api/payments/confirm", 401, 400, 400),
    ("post", "/api/payments/refresh", 401, 400, 400),
    ("post", "/api/stripe/webhook", 400, 400, 400),  # Stripe's signature, not a user, decides
    # Sign-in takes a Firebase ID token, never our JWT.
    ("put", "/api/user/customer@example.com", 401, 401, 401),
]


@pytest.mark.parametrize(("method", "path", *["anonymous", "customer", "admin"]), ENDPOINTS)
@pytest.mark.parametrize("who", ["anonymous", "customer", "admin"])
def test_endpoint_access(api_client, people, method, path, anonymous, customer, admin, who):
    expected = {"anonymous": anonymous, "customer": customer, "admin": admin}[who]
    tool = ToolFactory(available_quantity=5)
    order = Order.objects.create(
        customer=people["customer"],
        tool=tool,
        item_name=tool.name,
        unit_price=1,
        quantity=1,
        total=1,
    )
    review = Review.objects.create(author=people["customer"], name="C", review="Good.")
    path = path.format(tool=tool.id, order=order.id, review=review.id)

    response = getattr(as_(api_client, people[who]), method)(path, format="json")

    assert response.status_code == expected, response.content
    if expected >= 400:
        assert set(response.json()) >= {"detail", "code"}
    cache.clear()  # rate limits


def test_admin_status_answers_the_truth(api_client, people):
    admin_client = as_(api_client, people["admin"])

    assert admin_client.get("/api/admin/admin@example.com").json() == {"admin": True}
    assert admin_client.get("/api/admin/customer@example.com").json() == {"admin": False}
    assert admin_client.get("/api/admin/nobody@example.com").json() == {"admin": False}


def test_addresses_no_user_can_have_are_nobodys(api_client, people):
    """A NUL byte cannot even be stored in PostgreSQL: no error, just nobody."""
    admin_client = as_(api_client, people["admin"])

    status = admin_client.get("/api/admin/admin%00@example.com")
    promotion = admin_client.put("/api/user/admin/customer%00@example.com")

    assert status.status_code == 200 and status.json() == {"admin": False}
    assert promotion.status_code == 404 and promotion.json()["code"] == "not_found"


def test_admins_list_users_without_secrets(api_client, people):
    body = as_(api_client, people["admin"]).get("/api/user").json()

    assert [(u["email"], u["role"]) for u in body] == [
        ("admin@example.com", "admin"),
        ("customer@example.com", "customer"),
    ]
    assert set(body[0]) == {"_id", "email", "name", "role"}


def test_an_admin_makes_another_user_an_admin_once(api_client, people):
    client = as_(api_client, people["admin"])

    first = client.put("/api/user/admin/customer@example.com")
    second = client.put("/api/user/admin/customer@example.com")

    assert first.json() == {"modifiedCount": 1}
    assert second.json() == {"modifiedCount": 0}
    assert User.objects.get(email="customer@example.com").role == User.Role.ADMIN
    assert client.put("/api/user/admin/nobody@example.com").status_code == 404


def test_a_customer_cannot_make_anyone_an_admin(api_client, people):
    other = UserFactory(email="other@example.com")

    response = as_(api_client, people["customer"]).put("/api/user/admin/other@example.com")

    assert response.status_code == 403
    assert response.json()["detail"] == "Only admins can do that."
    other.refresh_from_db()
    assert other.role == User.Role.CUSTOMER


def test_a_role_change_takes_effect_at_once(api_client, people):
    client = as_(api_client, people["customer"])
    assert client.get("/api/user").status_code == 403

    people["customer"].role = User.Role.ADMIN
    people["customer"].save()

    assert client.get("/api/user").status_code == 200


def _token(user, **changes) -> str:
    token = AccessToken.for_user(user)
    for key, value in changes.items():
        token[key] = value
    return str(token)


def test_an_expired_jwt_is_401(api_client, people):
    token = AccessToken.for_user(people["customer"])
    token.set_exp(lifetime=-timedelta(seconds=1))

    response = api_client.get(
        "/api/admin/customer@example.com", HTTP_AUTHORIZATION=f"Bearer {token}"
    )

    assert response.status_code == 401
    assert response.json()["code"] == "token_not_valid"


def test_a_tampered_jwt_is_401(api_client, people):
    header, payload, signature = _token(people["customer"]).split(".")
    admin_payload = _token(people["admin"]).split(".")[1]

    for tampered in [
        f"{header}.{admin_payload}.{signature}",
        f"{header}.{payload}.{signature[::-1]}",
    ]:
        response = api_client.get("/api/user", HTTP_AUTHORIZATION=f"Bearer {tampered}")
        assert response.status_code == 401


def test_a_jwt_signed_with_another_key_is_401(api_client, people):
    import jwt

    payload = AccessToken.for_user(people["admin"]).payload
    other_key = "not-the-project-secret-but-long-enough-for-hs256"
    forged = jwt.encode(payload, other_key, algorithm="HS256")

    assert api_client.get("/api/user", HTTP_AUTHORIZATION=f"Bearer {forged}").status_code == 401
    genuine = jwt.encode(payload, settings.SECRET_KEY, algorithm="HS256")
    assert api_client.get("/api/user", HTTP_AUTHORIZATION=f"Bearer {genuine}").status_code == 200


def test_a_disabled_users_jwt_stops_working(api_client, people):
    client = as_(api_client, people["customer"])
    people["customer"].is_active = False
    people["customer"].save()

    assert client.get("/api/admin/customer@example.com").status_code == 401


def test_make_admin_command_promotes_a_signed_up_user(people, capsys):
    call_command("make_admin", "Customer@Example.com")

    assert User.objects.get(email="customer@example.com").is_admin
    assert "is now an admin" in capsys.readouterr().out


def test_make_admin_command_needs_the_user_to_have_signed_up(db):
    with pytest.raises(CommandError, match="sign up in the shop"):
        call_command("make_admin", "stranger@example.com")
    assert not User.objects.exists()
