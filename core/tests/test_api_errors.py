"""Every answer under /api/ is JSON in the one error shape, whatever went wrong."""

import logging

import pytest
from rest_framework.test import APIClient

from accounts.models import User
from accounts.tests.factories import UserFactory
from core.request_id import RequestIdFilter
from orders.models import Order
from reviews.models import Review
from shop.tests.factories import DELIVERY_ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db


def assert_error(response, status: int, code: str) -> dict:
    assert response.status_code == status
    assert response["Content-Type"] == "application/json"
    body = response.json()
    assert body["code"] == code
    assert isinstance(body["detail"], str) and body["detail"]
    assert body["requestId"] == response["X-Request-ID"]
    return body


def test_every_answer_carries_a_fresh_request_id(api_client):
    first = api_client.get("/api/tools")
    second = api_client.get("/api/tools")

    assert len(first["X-Request-ID"]) == 32
    assert first["X-Request-ID"] != second["X-Request-ID"]


def test_a_request_id_from_the_client_is_not_trusted_unless_configured(api_client, settings):
    assert api_client.get("/api/tools", HTTP_X_REQUEST_ID="from-client-123")["X-Request-ID"] != (
        "from-client-123"
    )

    settings.TRUST_INCOMING_REQUEST_ID = True
    assert api_client.get("/api/tools", HTTP_X_REQUEST_ID="from-proxy-123")["X-Request-ID"] == (
        "from-proxy-123"
    )
    # Not an id: a new one is made.
    assert api_client.get("/api/tools", HTTP_X_REQUEST_ID="<script>")["X-Request-ID"] != (
        "<script>"
    )


def test_unknown_paths_are_404(api_client):
    assert_error(api_client.get("/api/no/such/thing"), 404, "not_found")


def test_methods_a_view_does_not_have_are_405(signed_in):
    client = signed_in(UserFactory(role=User.Role.ADMIN), client=APIClient())

    body = assert_error(client.delete("/api/tools"), 405, "method_not_allowed")
    assert "DELETE" in body["detail"]


def test_the_webhook_answers_405_json_to_a_get(api_client):
    response = api_client.get("/api/stripe/webhook")

    assert_error(response, 405, "method_not_allowed")
    assert response["Allow"] == "POST"


def test_bodies_that_are_not_json_are_415_and_change_nothing(api_client, signed_in):
    tool = ToolFactory(available_quantity=10)
    client = signed_in(UserFactory(), client=APIClient())

    response = client.post(
        "/api/mypurchase", data="tool=1&toolsQuantity=2", content_type="text/plain"
    )

    assert_error(response, 415, "unsupported_media_type")
    assert not Order.objects.exists()
    tool.refresh_from_db()
    assert tool.available_quantity == 10


def test_bodies_over_the_limit_are_413_before_anything_reads_them(api_client, settings, signed_in):
    settings.API_MAX_BODY_BYTES = 10 * 1024
    client = signed_in(UserFactory(), client=APIClient())

    response = client.post(
        "/api/review", {"name": "Mei", "review": "x" * (11 * 1024)}, format="json"
    )

    body = assert_error(response, 413, "request_too_large")
    assert "10 KB" in body["detail"]
    assert not Review.objects.exists()


def test_uploads_over_their_limit_are_413(api_client, signed_in):
    client = signed_in(UserFactory(role=User.Role.ADMIN), client=APIClient())

    response = client.generic(
        "POST",
        "/api/images",
        data=b"0" * (6 * 1024 * 1024),
        content_type="multipart/form-data; boundary=x",
    )

    assert_error(response, 413, "request_too_large")


def test_a_content_length_that_is_not_a_number_is_400(api_client):
    response = api_client.generic(
        "POST", "/api/review", data=b"{}", content_type="application/json", CONTENT_LENGTH="ten"
    )

    assert_error(response, 400, "bad_request")


def test_a_host_the_shop_does_not_serve_is_a_json_400(api_client):
    response = api_client.get("/api/tools", HTTP_HOST="evil.example.com")

    assert_error(response, 400, "bad_request")


def test_an_unexpected_exception_is_a_json_500_logged_with_its_request_id(monkeypatch, signed_in):
    ToolFactory(available_quantity=10)
    lines: list[str] = []

    class Collect(logging.Handler):
        def emit(self, record):
            lines.append(self.format(record))

    handler = Collect()
    handler.addFilter(RequestIdFilter())
    handler.setFormatter(logging.Formatter("[%(request_id)s] %(message)s"))
    logging.getLogger("django.request").addHandler(handler)

    def broken(**kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setattr("orders.actions.order_place", broken)
    client = signed_in(UserFactory(), client=APIClient(raise_request_exception=False))
    try:
        response = client.post(
            "/api/mypurchase",
            {"tool": 1, "toolsQuantity": 2, "deliveryAddress": DELIVERY_ADDRESS},
            format="json",
        )
    finally:
        logging.getLogger("django.request").removeHandler(handler)

    body = assert_error(response, 500, "server_error")
    assert "a bug" not in response.content.decode()  # no internals leak
    assert any(
        line.startswith(f"[{body['requestId']}] Internal Server Error: /api/mypurchase")
        for line in lines
    )
