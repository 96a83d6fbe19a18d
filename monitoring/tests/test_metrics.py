"""The metrics, through the whole WSGI stack as gunicorn calls it (config/wsgi.py's
order): what is counted, under which labels, and who may read them."""

from decimal import Decimal

import pytest
from django.db import OperationalError
from django.test import Client, RequestFactory
from prometheus_client import REGISTRY
from prometheus_client.parser import text_string_to_metric_families

from accounts.tests.factories import UserFactory
from apicache.wsgi import ResponseReplay
from monitoring.wsgi import RequestMetrics
from orders.models import Order
from shop.tests.factories import ToolFactory

pytestmark = pytest.mark.django_db

TOKEN = "a-long-random-metrics-token"


@pytest.fixture
def application(django_app):
    return RequestMetrics(ResponseReplay(django_app))


def get(application, path: str) -> int:
    """GETs path through application as a server would; answers the status."""
    sent = {}

    def start_response(status, headers, exc_info=None):
        sent["status"] = int(status[:3])

    body = application(RequestFactory().get(path).environ, start_response)
    try:
        b"".join(body)
    finally:
        body.close()
    return sent["status"]


def requests(endpoint: str, method: str = "GET", status: str = "2xx") -> float:
    labels = {"endpoint": endpoint, "method": method, "status": status}
    return REGISTRY.get_sample_value("shop_http_requests_total", labels) or 0


def errors(endpoint: str, method: str = "GET") -> float:
    labels = {"endpoint": endpoint, "method": method, "status": "5xx"}
    return REGISTRY.get_sample_value("shop_http_request_errors_total", labels) or 0


def test_every_answer_is_counted_replayed_ones_too(application, django_app):
    ToolFactory.create_batch(2)
    before = requests("tool-list")
    latency_before = REGISTRY.get_sample_value(
        "shop_http_request_duration_seconds_count",
        {"endpoint": "tool-list", "method": "GET", "status": "2xx"},
    )

    assert [get(application, "/api/tools") for _ in range(3)] == [200, 200, 200]

    assert django_app.calls == 1  # two of the three were replayed without Django
    assert requests("tool-list") == before + 3
    latency_after = REGISTRY.get_sample_value(
        "shop_http_request_duration_seconds_count",
        {"endpoint": "tool-list", "method": "GET", "status": "2xx"},
    )
    assert latency_after == (latency_before or 0) + 3


def test_labels_are_routes_never_raw_paths(application):
    tool = ToolFactory()
    paths = [f"/api/tools/{tool.id}", "/api/tools/999999", "/api/nothing/1", "/api/nothing/2"]
    paths += ["/paintings/1", "/paintings/2", "/no/such/page", "/static/nothing.js"]
    for path in paths:
        get(application, path)

    endpoints = {
        sample.labels["endpoint"]
        for family in REGISTRY.collect()
        if family.name == "shop_http_requests"
        for sample in family.samples
    }
    assert {"tool-detail", "core.views.api_not_found", "web.views.spa", "static"} <= endpoints
    assert not [e for e in endpoints if any(c.isdigit() for c in e) or "nothing" in e]
    assert requests("tool-detail", status="4xx") >= 1
    assert requests("core.views.api_not_found", status="4xx") >= 2


def test_a_database_outage_answers_503_and_counts_as_an_error(application, monkeypatch):
    def database_down(**kwargs):
        raise OperationalError("connection refused")

    monkeypatch.setattr("shop.views.tool_list", database_down)
    before = errors("tool-list")

    assert get(application, "/api/tools?limit=3") == 503

    assert errors("tool-list") == before + 1


def metrics_client(settings, token: str | None = TOKEN) -> Client:
    settings.METRICS_TOKEN = token
    return Client(HTTP_HOST="10.0.0.9")


def test_no_token_configured_means_no_metrics(settings):
    metrics_client(settings, token=None)
    client = Client()  # the shop's own host: the shop's 404 page

    assert client.get("/metrics", HTTP_AUTHORIZATION=f"Bearer {TOKEN}").status_code == 404


def test_the_metrics_need_the_token(settings):
    client = metrics_client(settings)

    missing = client.get("/metrics")
    wrong = client.get("/metrics", HTTP_AUTHORIZATION="Bearer not-the-token")
    right = client.get("/metrics", HTTP_AUTHORIZATION=f"Bearer {TOKEN}")

    assert missing.status_code == 401 and missing["WWW-Authenticate"] == "Bearer"
    assert missing.json()["code"] == "not_authenticated"
    assert wrong.status_code == 403 and "shop_" not in wrong.content.decode()
    assert right.status_code == 200
    assert right["Content-Type"].startswith("text/plain")
    assert right["Cache-Control"] == "no-store"
    assert "# TYPE shop_http_requests_total counter" in right.content.decode()


def test_the_metrics_path_is_a_setting(settings):
    metrics_client(settings)
    client = Client()  # the shop's own host: the old path is the shop's 404 page
    settings.METRICS_PATH = "/internal/metrics"

    assert client.get("/internal/metrics", HTTP_AUTHORIZATION=f"Bearer {TOKEN}").status_code == 200
    assert client.get("/metrics", HTTP_AUTHORIZATION=f"Bearer {TOKEN}").status_code == 404


def scrape(settings) -> dict[str, dict[tuple, float]]:
    text = metrics_client(settings).get("/metrics", HTTP_AUTHORIZATION=f"Bearer {TOKEN}")
    return {
        family.name: {tuple(sorted(s.labels.items())): s.value for s in family.samples}
        for family in text_string_to_metric_families(text.content.decode())
    }


def test_orders_by_status_match_the_database(settings):
    tool = ToolFactory()
    customer = UserFactory()
    for status, count in [("pending", 2), ("paid", 3), ("refunded", 1)]:
        for _ in range(count):
            Order.objects.create(
                customer=customer,
                tool=tool,
                item_name=tool.name,
                unit_price=Decimal("5.00"),
                quantity=1,
                total=Decimal("5.00"),
                status=status,
            )

    orders = scrape(settings)["shop_orders"]

    assert orders[(("status", "pending"),)] == 2
    assert orders[(("status", "paid"),)] == 3
    assert orders[(("status", "refunded"),)] == 1
    assert orders[(("status", "shipped"),)] == 0
    assert set(dict(orders).keys()) == {(("status", s),) for s in Order.Status.values}


def test_the_job_queue_depth_is_read_at_scrape_time(settings):
    from huey.contrib.djhuey import HUEY

    from notifications import tasks

    HUEY.immediate = False
    HUEY.flush()
    tasks.email_send(1)
    tasks.email_send(2)

    assert scrape(settings)["shop_job_queue_depth"] == {(): 2}
    HUEY.flush()
