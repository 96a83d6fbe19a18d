"""ResponseReplay in front of the real Django stack: what it replays must be what Django
would response, and never once the response's resource has changed."""

import time

import pytest

from apicache.services import version_bump
from apicache.tests.wsgi_calls import call, comparable, environ, headers
from reviews.tests.factories import ReviewFactory
from shop.models import Tool
from shop.selectors import TOOL_RESPONSES
from shop.tests.factories import PaintingFactory, ToolFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def catalogue():
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=10)
    ToolFactory.create_batch(2)
    ReviewFactory.create_batch(3)
    PaintingFactory()
    return tool


@pytest.mark.parametrize(
    "path",
    [
        "/api/tools",
        "/api/tools?limit=2&offset=1",
        "/api/tools?ordering=-price&limit=20",
        "/api/tools/{tool}",
        "/api/review?limit=2",
        "/api/review",
        "/api/paintings",
    ],
)
def test_a_replay_is_what_django_answers_without_asking_django(replay, django_app, catalogue, path):
    env = environ(path.format(tool=catalogue.id))

    first = call(replay, env)
    replayed = call(replay, environ(path.format(tool=catalogue.id)))
    django_now = call(django_app.django, environ(path.format(tool=catalogue.id)))

    assert django_app.calls == 1
    assert first[0] == "200 OK"
    assert comparable(replayed) == comparable(first) == comparable(django_now)
    # Each response has its own request id, the replayed one too.
    ids = {headers(response)["x-request-id"] for response in (first, replayed, django_now)}
    assert len(ids) == 3 and all(len(i) == 32 for i in ids)


def test_a_revalidation_is_replayed_as_django_answers_it(replay, django_app, catalogue):
    etag = headers(call(replay, environ("/api/tools")))["etag"]

    first = call(replay, environ("/api/tools", if_none_match=etag))
    replayed = call(replay, environ("/api/tools", if_none_match=etag))

    assert first[0] == replayed[0] == "304 Not Modified"
    assert comparable(replayed) == comparable(first)
    assert django_app.calls == 2  # the 200, then the 304 once


def test_a_changed_resource_is_never_replayed(replay, django_app, catalogue):
    before = call(replay, environ("/api/tools"))
    reviews_before = call(replay, environ("/api/review"))

    Tool.objects.filter(pk=catalogue.id).update(available_quantity=3)
    version_bump(resource=TOOL_RESPONSES)
    after = call(replay, environ("/api/tools"))
    reviews_after = call(replay, environ("/api/review"))

    assert b'"availableQuantity":3' in after[2]
    assert after[2] != before[2]
    assert comparable(reviews_after) == comparable(reviews_before)
    assert django_app.calls == 3  # tools twice, reviews once


@pytest.mark.parametrize(
    "credentials",
    [{"authorization": "Bearer not-even-a-token"}, {"cookie": "sessionid=abc"}],
)
def test_requests_with_credentials_always_reach_django(replay, django_app, catalogue, credentials):
    call(replay, environ("/api/tools"))

    responses = [call(replay, environ("/api/tools", **credentials)) for _ in range(2)]

    assert django_app.calls == 3
    if "authorization" in credentials:
        assert all(status.startswith("401") for status, _, _ in responses)


def test_an_answer_is_replayed_only_for_the_origin_it_was_given_to(
    replay, django_app, catalogue, settings
):
    settings.CORS_ALLOWED_ORIGINS = ["https://partner.example"]
    plain = call(replay, environ("/api/tools"))

    cross = call(replay, environ("/api/tools", origin="https://partner.example"))

    assert django_app.calls == 2
    assert "access-control-allow-origin" not in headers(plain)
    assert headers(cross)["access-control-allow-origin"] == "https://partner.example"


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/admin/login/"),
        ("GET", "/api/mypurchase"),
        ("POST", "/api/tools"),
        ("HEAD", "/api/tools"),
    ],
)
def test_other_requests_always_reach_django(replay, django_app, catalogue, method, path):
    for _ in range(2):
        call(replay, environ(path, method=method))

    assert django_app.calls == 2


def _front_expiry(response) -> int | None:
    """The second until which the front may answer it again, if the app allows it at all."""
    value = headers(response).get("x-accel-expires")
    return None if value is None else int(value.removeprefix("@"))


@pytest.mark.parametrize("path", ["/api/tools", "/api/paintings", "/paintings", "/"])
def test_a_public_answer_may_be_kept_by_the_front_until_the_end_of_its_second(
    replay, catalogue, path
):
    started = int(time.time())
    rendered = call(replay, environ(path))
    replayed = call(replay, environ(path))
    ended = int(time.time())

    assert rendered[0] == replayed[0] == "200 OK"
    for response in (rendered, replayed):
        assert headers(response)["x-accel-expires"].startswith("@")
        assert started <= _front_expiry(response) <= ended


@pytest.mark.parametrize(
    ("method", "path", "request_headers"),
    [
        ("GET", "/api/tools", {"authorization": "Bearer not-even-a-token"}),
        ("GET", "/api/tools", {"cookie": "sessionid=abc"}),
        ("GET", "/api/mypurchase", {}),
        ("GET", "/api/tools/999999", {}),
        ("GET", "/admin/login/", {}),
        ("POST", "/api/tools", {}),
    ],
)
def test_the_front_keeps_nothing_private_refused_or_unsafe(
    replay, catalogue, method, path, request_headers
):
    for _ in range(2):  # rendered, then (were it kept) replayed
        response = call(replay, environ(path, method=method, **request_headers))
        assert _front_expiry(response) is None, response[0]


def test_the_front_keeps_no_revalidation(replay, catalogue):
    etag = headers(call(replay, environ("/api/tools")))["etag"]

    for _ in range(2):
        response = call(replay, environ("/api/tools", if_none_match=etag))
        assert response[0] == "304 Not Modified"
        assert _front_expiry(response) is None
