"""The rate limits count each request in one atomic step: a burst of requests at once gets
exactly as many through as the rate allows, in the database and in Redis; a window ends
and the count starts again; old counts are pruned."""

import threading
import time

import pytest
from django.db import connection
from rest_framework.test import APIClient

from core import rate_counts
from core.models import RateCount
from core.rate_counts import rate_counts_prune, rate_hit
from core.tests.test_redis import redis_cache
from core.throttling import ActionRateThrottle


def at_once(count: int, job) -> list:
    """Runs job in count threads released together; answers their results."""
    start = threading.Barrier(count)
    results = []

    def run() -> None:
        try:
            start.wait()
            results.append(job())
        finally:
            connection.close()

    threads = [threading.Thread(target=run) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return results


@pytest.fixture(params=["database", "redis"])
def counts_in(request, settings):
    if request.param == "redis":
        redis_cache(settings, request.getfixturevalue("redis_url"))
    return request.param


@pytest.mark.django_db(transaction=True)
def test_a_burst_of_sign_ins_at_once_gets_exactly_the_rate_through(counts_in, monkeypatch):
    monkeypatch.setitem(ActionRateThrottle.THROTTLE_RATES, "sign_in_address", "3/minute")

    statuses = at_once(12, lambda: APIClient().put("/api/user/a@example.com", {}).status_code)

    assert sorted(statuses) == [401] * 3 + [429] * 9


@pytest.mark.django_db(transaction=True)
def test_each_hit_at_once_gets_its_own_count(counts_in):
    hits = at_once(10, lambda: rate_hit("burst", 60)[0])

    assert sorted(hits) == list(range(1, 11))


@pytest.mark.django_db
def test_the_count_starts_again_when_its_window_ends(monkeypatch):
    now = [1_000_000.0]
    monkeypatch.setattr(rate_counts.time, "time", lambda: now[0])

    assert rate_hit("k", 60) == (1, 60)
    now[0] += 45
    assert rate_hit("k", 60) == (2, 15)
    now[0] += 15
    assert rate_hit("k", 60) == (1, 60)
    assert rate_hit("other", 60) == (1, 60)


@pytest.mark.django_db
def test_in_redis_the_count_expires_with_its_window(settings, redis_url):
    redis_cache(settings, redis_url)

    hits, left = rate_hit("k", 0.3)
    assert hits == 1 and 0 < left <= 0.3
    assert rate_hit("k", 0.3)[0] == 2
    deadline = time.monotonic() + 5
    while rate_hit("k", 0.3)[0] != 1:
        assert time.monotonic() < deadline, "the window never ended"
        time.sleep(0.05)


@pytest.mark.django_db
def test_pruning_deletes_only_counts_whose_window_ended_a_day_ago():
    now = time.time()
    RateCount.objects.create(key="old", window_ends=now - 25 * 3600, hits=3)
    RateCount.objects.create(key="recent", window_ends=now - 3600, hits=3)
    RateCount.objects.create(key="open", window_ends=now + 60, hits=1)

    assert rate_counts_prune() == 1
    assert set(RateCount.objects.values_list("key", flat=True)) == {"recent", "open"}
