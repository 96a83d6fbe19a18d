"""The shop on Redis (REDIS_URL): the cache and the rate limits live in Redis, so every
app server shares them; the job queue runs through it; a Redis that is down or hangs
turns nothing into a 500."""

import os
import time

import pytest
import redis
from django.core.cache import caches
from rest_framework.test import APIClient

from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from core.throttling import ActionRateThrottle
from devtools.runners import job_worker
from notifications.models import OutgoingEmail
from orders.models import Order
from shop.tests.factories import DELIVERY_ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db


def redis_cache(settings, url: str) -> None:
    """CACHES as settings.py makes it when REDIS_URL is set."""
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": url,
            "KEY_PREFIX": "shop",
            "OPTIONS": {"socket_connect_timeout": 1.0, "socket_timeout": 1.0},
        }
    }


def test_settings_choose_redis_when_redis_url_is_set(monkeypatch):
    import runpy
    from pathlib import Path

    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:6390/0")
    monkeypatch.delenv("JOBS_URL", raising=False)
    module = runpy.run_path(str(Path(__file__).resolve().parents[2] / "config" / "settings.py"))

    cache = module["CACHES"]["default"]
    assert cache["BACKEND"] == "django.core.cache.backends.redis.RedisCache"
    assert cache["LOCATION"] == "redis://127.0.0.1:6390/0"
    assert cache["OPTIONS"]["socket_timeout"] <= 2
    assert module["HUEY"]["huey_class"] == "huey.RedisHuey"


def order_body(tool) -> dict:
    return {"tool": tool.id, "toolsQuantity": 1, "deliveryAddress": DELIVERY_ADDRESS}


def test_rate_limits_are_counted_in_redis_for_every_server(settings, redis_url, monkeypatch):
    redis_cache(settings, redis_url)
    monkeypatch.setitem(ActionRateThrottle.THROTTLE_RATES, "sign_in_address", "2/minute")
    client = APIClient()

    answers = [client.put("/api/user/a@example.com", {}, format="json") for _ in range(3)]

    assert [a.status_code for a in answers] == [401, 401, 429]
    with redis.Redis.from_url(redis_url) as server:
        assert any(b"throttle_sign_in" in key for key in server.keys("shop:*"))
        # Another app server reads the same count: a new connection is refused as well.
        caches["default"].close()
        assert client.put("/api/user/a@example.com", {}, format="json").status_code == 429
        server.flushall()
    assert client.put("/api/user/a@example.com", {}, format="json").status_code == 401


@pytest.mark.parametrize("where", ["stopped_host", "unresponsive_host"])
def test_a_redis_down_or_hung_lets_requests_through_without_limits(
    settings, request, where, monkeypatch
):
    redis_cache(settings, f"redis://{request.getfixturevalue(where)}/0")
    monkeypatch.setitem(ActionRateThrottle.THROTTLE_RATES, "order_create", "1/minute")
    tool = ToolFactory(available_quantity=10, minimum_order_quantity=1)
    customer = APIClient()
    customer.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(UserFactory())}")

    started = time.monotonic()
    placed = [customer.post("/api/mypurchase", order_body(tool), format="json") for _ in range(2)]
    signing_in = APIClient().put("/api/user/a@example.com", {}, format="json")
    reading = APIClient().get("/api/tools")

    assert [a.status_code for a in placed] == [201, 201]  # the limit is not checked meanwhile
    assert Order.objects.count() == 2
    assert signing_in.status_code == 401  # the token exchange itself, not a 500 or a 429
    assert reading.status_code == 200
    assert time.monotonic() - started < 10  # a hung Redis costs a socket timeout, no more


@pytest.mark.django_db(transaction=True)
def test_the_job_queue_runs_through_redis(redis_url, tmp_path):
    from huey import RedisHuey
    from huey.contrib.djhuey import HUEY

    from notifications import tasks
    from notifications.tests.test_worker import database_url, wait_for

    queue = RedisHuey("brush-and-canvas", url=redis_url)
    HUEY.immediate = False
    previous = HUEY.storage
    HUEY.storage = queue.storage
    try:
        email = OutgoingEmail.objects.create(
            to="casey@example.com", subject="Hello", text_body="Hi", template="test"
        )
        tasks.email_send(email.id)
        assert queue.pending_count() == 1  # waiting in Redis for a worker

        env = {
            **os.environ,
            "DATABASE_URL": database_url(),
            "JOBS_URL": redis_url,
            "EMAIL_FILE_PATH": str(tmp_path / "mail"),
        }
        env.pop("EMAIL_HOST", None)
        with job_worker(env=env, log=tmp_path / "worker.log", periodic=False):
            wait_for(
                lambda: OutgoingEmail.objects.get().status == OutgoingEmail.Status.SENT,
                timeout=20,
                what="the e-mail, sent by the worker from the Redis queue",
            )
        assert queue.pending_count() == 0
        assert len(list((tmp_path / "mail").iterdir())) == 1
    finally:
        HUEY.storage = previous


@pytest.mark.django_db(transaction=True)
def test_an_order_placed_while_the_redis_queue_is_down_is_placed_and_its_email_waits(stopped_host):
    from huey import RedisHuey
    from huey.contrib.djhuey import HUEY

    HUEY.immediate = False
    previous = HUEY.storage
    HUEY.storage = RedisHuey("brush-and-canvas", url=f"redis://{stopped_host}/0").storage
    try:
        tool = ToolFactory(available_quantity=10, minimum_order_quantity=1)
        customer = APIClient()
        customer.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(UserFactory())}")

        placed = customer.post("/api/mypurchase", order_body(tool), format="json")
    finally:
        HUEY.storage = previous

    assert placed.status_code == 201
    assert Order.objects.count() == 1
    assert OutgoingEmail.objects.get().status == OutgoingEmail.Status.PENDING  # for the sweep
