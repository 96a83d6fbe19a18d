"""The app's pages are rendered once per change of what they show, kept compressed and
replayed before Django (apicache.wsgi), with strong ETags; one copy serves every visitor,
so nothing of one request or one person may be in it."""

import gzip
import json
import re

import brotli
import pytest
from django.contrib.auth import get_user_model

from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from apicache.services import version_bump
from apicache.tests.wsgi_calls import call, comparable, environ, headers
from orders.actions import order_place
from reviews.tests.factories import ReviewFactory
from shop.models import Tool
from shop.selectors import TOOL_RESPONSES
from shop.tests.factories import ADDRESS, PaintingFactory, ToolFactory
from web import views

pytestmark = pytest.mark.django_db

BROWSER = {"accept_encoding": "gzip, deflate, br, zstd"}
PUBLIC_PAGES = [
    "/",
    "/home",
    "/allproduct",
    "/purchase/{tool}",
    "/blog",
    "/myportfolio",
    "/paintings",
    "/paintings/{painting}",
    "/paintings/{painting}/buy",
]


@pytest.fixture
def catalogue(bundle):
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=10)
    ToolFactory.create_batch(3)
    ReviewFactory.create_batch(3)
    return {"tool": tool.id, "painting": PaintingFactory().id}


@pytest.fixture
def renders(monkeypatch):
    """How many times the page template was rendered."""
    count = {"n": 0}
    render = views.render_to_string

    def counting(*args, **kwargs):
        count["n"] += 1
        return render(*args, **kwargs)

    monkeypatch.setattr(views, "render_to_string", counting)
    return count


def decoded(response) -> str:
    coding = headers(response).get("content-encoding")
    body = response[2]
    if coding == "br":
        body = brotli.decompress(body)
    elif coding == "gzip":
        body = gzip.decompress(body)
    return body.decode()


def initial_data(html: str) -> dict:
    found = re.search(r'<script id="initial-data" type="application/json">(.*?)</script>', html)
    return json.loads(found.group(1)) if found else {}


@pytest.mark.parametrize("path", PUBLIC_PAGES)
def test_a_page_is_rendered_once_and_replayed_without_django(
    replay, django_app, catalogue, renders, path
):
    url = path.format(**catalogue)

    first = call(replay, environ(url, **BROWSER))
    replayed = [call(replay, environ(url, **BROWSER)) for _ in range(3)]

    assert first[0] == "200 OK"
    assert django_app.calls == 1
    assert renders["n"] == 1
    assert all(comparable(again) == comparable(first) for again in replayed)
    assert headers(first)["content-encoding"] == "br"
    assert "text/html" in headers(first)["content-type"]
    ids = {headers(response)["x-request-id"] for response in [first, *replayed]}
    assert len(ids) == 4


def test_django_renders_a_page_once_for_everyone_the_replay_does_not_serve(
    client, catalogue, renders
):
    # Requests with cookies always reach Django, which sends the page it kept.
    user = UserFactory()
    client.force_login(user)
    pages = [client.get("/", HTTP_ACCEPT_ENCODING="gzip").content for _ in range(3)]

    assert renders["n"] == 1
    assert len(set(pages)) == 1


def test_a_change_of_stock_gives_a_new_page_at_once(replay, django_app, catalogue):
    url = f"/purchase/{catalogue['tool']}"
    before = initial_data(decoded(call(replay, environ(url, **BROWSER))))

    order_place(
        customer=UserFactory(),
        tool_id=catalogue["tool"],
        quantity=3,
        address=ADDRESS,
    )
    after = initial_data(decoded(call(replay, environ(url, **BROWSER))))
    blog = [call(replay, environ("/blog", **BROWSER)) for _ in range(2)]

    assert before["tool"]["availableQuantity"] == 10
    assert after["tool"]["availableQuantity"] == 7
    assert django_app.calls == 3  # the product page twice, /blog (which shows no stock) once
    assert comparable(blog[0]) == comparable(blog[1])


def test_a_new_review_is_on_home_at_once(replay, django_app, catalogue):
    call(replay, environ("/", **BROWSER))

    ReviewFactory(name="Newest Reviewer", review="Just posted.")
    home = initial_data(decoded(call(replay, environ("/", **BROWSER))))

    assert home["reviews"][0]["name"] == "Newest Reviewer"
    assert django_app.calls == 2


def test_a_tool_changed_behind_the_signals_back_is_seen_once_bumped(replay, django_app, catalogue):
    call(replay, environ("/allproduct", **BROWSER))
    Tool.objects.filter(pk=catalogue["tool"]).update(name="Renamed Brush")
    version_bump(resource=TOOL_RESPONSES)

    html = decoded(call(replay, environ("/allproduct", **BROWSER)))

    assert "Renamed Brush" in html


@pytest.mark.parametrize("accept_encoding", ["br", "gzip", "gzip;q=1, br;q=0", "identity", None])
def test_an_etag_revalidates_to_304_in_each_coding(replay, django_app, catalogue, accept_encoding):
    sent = {"accept_encoding": accept_encoding} if accept_encoding else {}
    first = call(replay, environ("/", **sent))
    etag = headers(first)["etag"]

    again = [call(replay, environ("/", if_none_match=etag, **sent)) for _ in range(2)]
    other = call(replay, environ("/", if_none_match='"something-else"', **sent))

    assert re.fullmatch(r'"[0-9a-f]{32}(-br|-gzip)?"', etag)
    assert [response[0] for response in again] == ["304 Not Modified"] * 2
    assert all(response[2] == b"" for response in again)
    assert other[0] == "200 OK"
    assert django_app.calls == 3  # the 200, the 304 once, the other ETag's 200


def test_each_coding_has_its_own_etag(replay, catalogue):
    tags = {
        coding: headers(call(replay, environ("/", accept_encoding=coding)))["etag"]
        for coding in ["br", "gzip", "identity"]
    }
    gzip_page = call(replay, environ("/", accept_encoding="br", if_none_match=tags["gzip"]))

    assert len(set(tags.values())) == 3
    assert gzip_page[0] == "200 OK"  # a gzip ETag does not name the Brotli bytes


@pytest.mark.parametrize("path", PUBLIC_PAGES)
def test_gzip_and_brotli_bodies_are_the_same_html(replay, catalogue, path):
    url = path.format(**catalogue)

    pages = {
        coding: call(replay, environ(url, accept_encoding=coding))
        for coding in ["br", "gzip", "identity"]
    }

    assert headers(pages["br"])["content-encoding"] == "br"
    assert headers(pages["gzip"])["content-encoding"] == "gzip"
    assert "content-encoding" not in headers(pages["identity"])
    assert decoded(pages["br"]) == decoded(pages["gzip"]) == decoded(pages["identity"])
    assert decoded(pages["identity"]).startswith("<!doctype html>")
    for page in pages.values():
        assert "Accept-Encoding" in headers(page)["vary"]
        assert headers(page)["cache-control"] == "no-cache"
        assert int(headers(page)["content-length"]) == len(page[2])


def test_nothing_of_one_visitor_reaches_another(replay, django_app, catalogue, client):
    customer = UserFactory(email="alice.private@example.com", name="Alice Private")
    admin = get_user_model().objects.create_superuser(
        email="staff.private@example.com", password="not-shared-123"
    )
    client.force_login(admin)
    session = client.cookies["sessionid"].value
    signed_in = [
        call(replay, environ("/allproduct", authorization=f"Bearer {access_token_for(customer)}")),
        call(replay, environ("/allproduct", cookie=f"sessionid={session}; csrftoken=abc")),
    ]
    visitor = call(replay, environ("/allproduct"))
    visitor_again = call(replay, environ("/allproduct"))

    assert django_app.calls == 3  # credentials always reach Django; the visitor once
    for response in [*signed_in, visitor, visitor_again]:
        html = decoded(response)
        assert "private" not in html.lower()
        assert "csrf" not in html.lower()
        assert headers(response)["x-request-id"] not in html
    # What Django says to a signed-in request (its session, its CSRF cookie) is its own.
    assert "set-cookie" not in headers(visitor) and "set-cookie" not in headers(visitor_again)
    assert "Cookie" not in headers(visitor)["vary"]
    assert {decoded(response) for response in [*signed_in, visitor, visitor_again]} == {
        decoded(visitor)
    }


def test_a_page_for_one_host_is_not_replayed_to_another(replay, django_app, catalogue, settings):
    settings.ALLOWED_HOSTS = ["shop.example", "other.example"]
    ToolFactory.create_batch(25)  # more than a page: the page names the next one
    one = decoded(call(replay, environ("/allproduct", host="shop.example")))
    other = decoded(call(replay, environ("/allproduct", host="other.example")))

    assert django_app.calls == 2
    # The first page's "next" link is absolute: each host gets its own.
    assert "http://other.example/api/tools?" in other and "other.example" not in one


def test_unknown_paths_share_one_404_page_and_are_not_replayed(
    replay, django_app, catalogue, renders
):
    responses = [call(replay, environ(f"/no/such/page/{n}", **BROWSER)) for n in range(3)]

    assert [response[0][:3] for response in responses] == ["404"] * 3
    assert django_app.calls == 3
    assert renders["n"] == 1
