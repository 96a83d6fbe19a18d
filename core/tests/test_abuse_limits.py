"""Rate limits on sign-in, orders, uploads and reviews; each says when to try again."""

import io

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image
from rest_framework.test import APIClient

from accounts.models import User
from accounts.tests.factories import UserFactory
from core.throttling import ActionRateThrottle
from orders.models import Order
from shop.tests.factories import DELIVERY_ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def rate(monkeypatch):
    def set_rate(scope: str, value: str) -> None:
        monkeypatch.setitem(ActionRateThrottle.THROTTLE_RATES, scope, value)

    return set_rate


def assert_throttled(response, message_start: str) -> None:
    assert response.status_code == 429
    assert response.json()["code"] == "throttled"
    assert response.json()["detail"].startswith(message_start)
    assert 1 <= int(response["Retry-After"]) <= 60
    # Said once: the sentence ends with when, nothing appended.
    assert response.json()["detail"].endswith(f"again in {response['Retry-After']} seconds.")
    assert "Expected available" not in response.json()["detail"]


def test_token_exchanges_are_limited_per_address(rate):
    rate("sign_in_address", "3/minute")
    here, elsewhere = APIClient(), APIClient(REMOTE_ADDR="10.0.0.9")

    answers = [here.put("/api/user/a@example.com", {}, format="json") for _ in range(4)]

    assert [a.status_code for a in answers] == [401, 401, 401, 429]
    assert_throttled(answers[-1], "Too many sign-in attempts. Please try again in")
    assert elsewhere.put("/api/user/a@example.com", {}, format="json").status_code == 401


def test_a_forwarded_for_header_does_not_dodge_the_limit(rate):
    rate("sign_in_address", "2/minute")
    client = APIClient()

    answers = [
        client.put("/api/user/a@example.com", {}, HTTP_X_FORWARDED_FOR=f"10.1.1.{n}")
        for n in range(3)
    ]

    assert answers[-1].status_code == 429


def test_orders_are_limited_per_customer_and_a_refused_one_changes_nothing(rate, signed_in):
    rate("order_create", "2/minute")
    tool = ToolFactory(available_quantity=50, minimum_order_quantity=1)
    customer, other = (
        signed_in(UserFactory(), client=APIClient()),
        signed_in(UserFactory(), client=APIClient()),
    )

    answers = [
        customer.post(
            "/api/mypurchase",
            {"tool": tool.id, "toolsQuantity": 1, "deliveryAddress": DELIVERY_ADDRESS},
            format="json",
        )
        for _ in range(3)
    ]

    assert [a.status_code for a in answers] == [201, 201, 429]
    assert_throttled(answers[-1], "You are placing orders too fast. Please try again in")
    assert Order.objects.count() == 2
    tool.refresh_from_db()
    assert tool.available_quantity == 48
    # Reading is not limited, and other customers have their own count.
    assert customer.get("/api/mypurchase").status_code == 200
    assert (
        other.post(
            "/api/mypurchase",
            {"tool": tool.id, "toolsQuantity": 1, "deliveryAddress": DELIVERY_ADDRESS},
            format="json",
        ).status_code
        == 201
    )


def png() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (8, 8), (10, 20, 30)).save(buffer, "PNG")
    return buffer.getvalue()


def test_image_uploads_are_limited_per_admin(rate, signed_in):
    rate("image_upload", "2/minute")
    admin = signed_in(UserFactory(role=User.Role.ADMIN), client=APIClient())

    answers = [
        admin.post(
            "/api/images",
            {"image": SimpleUploadedFile("a.png", png(), content_type="image/png")},
            format="multipart",
        )
        for _ in range(3)
    ]

    assert [a.status_code for a in answers] == [201, 201, 429]
    assert_throttled(answers[-1], "Too many requests. Please try again in")


def test_review_posts_are_limited_per_author(rate, signed_in):
    rate("review_post", "1/minute")
    author = signed_in(UserFactory(), client=APIClient())

    answers = [
        author.post("/api/review", {"name": "Mei", "review": f"Nice {n}"}, format="json")
        for n in range(2)
    ]

    assert [a.status_code for a in answers] == [201, 429]
    assert_throttled(answers[-1], "You are posting reviews too fast. Please try again in")
