"""/healthz and /readyz as a load balancer sees them."""

import logging
import time

import pytest
from django.core.files.storage import FileSystemStorage
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.fixture
def balancer():
    """A probe that names the server by IP address, which is no allowed host."""
    return Client(HTTP_HOST="10.0.0.7")


def test_healthz_answers_whatever_the_host_and_touches_nothing(
    balancer, settings, django_assert_num_queries
):
    settings.SECURE_SSL_REDIRECT = True  # a plain-HTTP probe is not sent to HTTPS

    with django_assert_num_queries(0):
        response = balancer.get("/healthz")

    assert response.status_code == 200
    assert response.json() == {"status": "ok"}
    assert response["Cache-Control"] == "no-store"


def test_readyz_answers_200_with_each_check_when_all_answer(balancer):
    response = balancer.get("/readyz")

    assert response.status_code == 200
    assert response.json() == {
        "status": "ok",
        "checks": {"database": "ok", "cache": "ok", "storage": "ok", "queue": "ok"},
    }
    assert response["Cache-Control"] == "no-store"


def redis_cache_at(settings, host: str, socket_timeout: float = 1.0) -> None:
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": f"redis://{host}/0",
            "OPTIONS": {"socket_connect_timeout": 1.0, "socket_timeout": socket_timeout},
        }
    }


def test_readyz_answers_503_naming_what_failed_and_logs_no_error(
    balancer, settings, stopped_host, caplog
):
    redis_cache_at(settings, stopped_host)

    with caplog.at_level(logging.INFO):
        response = balancer.get("/readyz")

    assert response.status_code == 503
    assert response["Retry-After"] == "5"
    body = response.json()
    assert body["code"] == "service_unavailable" and body["detail"] == "Not ready: cache."
    assert body["checks"] == {"database": "ok", "cache": "failed", "storage": "ok", "queue": "ok"}
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert any("cache failed" in r.getMessage() for r in caplog.records)


def test_a_storage_that_fails_makes_the_server_not_ready(balancer, monkeypatch):
    def unreachable(storage, name):
        raise OSError("the folder is unreachable")

    monkeypatch.setattr(FileSystemStorage, "exists", unreachable)

    response = balancer.get("/readyz")

    assert response.status_code == 503
    assert response.json()["checks"]["storage"] == "failed"


def test_a_check_that_hangs_answers_timeout_within_the_limit(balancer, settings, unresponsive_host):
    settings.READY_TIMEOUT_SECONDS = 1.0
    # It takes the connection and never answers; the client would wait a minute.
    redis_cache_at(settings, unresponsive_host, socket_timeout=60)

    started = time.monotonic()
    response = balancer.get("/readyz")

    assert time.monotonic() - started < 5
    assert response.status_code == 503
    assert response.json()["checks"]["cache"] == "timeout"


def test_only_get_and_head(balancer):
    assert balancer.head("/healthz").status_code == 200
    response = balancer.post("/healthz")
    assert response.status_code == 405 and response["Allow"] == "GET, HEAD"


def test_health_answers_carry_the_security_headers_every_other_answer_does(client, settings):
    """The outside testers' third round: /healthz and /readyz came without nosniff or a CSP."""
    settings.METRICS_TOKEN = "metrics-secret"
    headers = ["X-Content-Type-Options", "X-Frame-Options", "Referrer-Policy"]
    api = client.get("/api/tools")
    for path in ["/healthz", "/readyz", "/metrics"]:
        response = client.get(path, HTTP_AUTHORIZATION="Bearer metrics-secret")
        assert response.status_code == 200, path
        assert {h: response.get(h) for h in headers} == {h: api[h] for h in headers}, path
        assert response["X-Content-Type-Options"] == "nosniff"
        assert "default-src 'self'" in response["Content-Security-Policy"], path
