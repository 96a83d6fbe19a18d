"""The front's micro-cache (ops/nginx/shop.conf, apicache/wsgi.py), through nginx as
`make run` serves the shop: a visitor's unchanged page or list is answered by nginx, at most
1 s behind a change; a signed-in request, one with cookies, or a write always reaches
Django and never sees stale data."""

import json
import time
import urllib.request

import pytest

pytestmark = pytest.mark.one_database

BOUND_S = 1.0
# A few tools and a painting to show (the shop fixture has no demo data), and an admin's token.
ADMIN_TOKEN = """
from shop.tests.factories import PaintingFactory, ToolFactory
ToolFactory.create_batch(3)
PaintingFactory()
from accounts.models import User
from accounts.tokens import access_token_for
user, _ = User.objects.get_or_create(email="front-admin@example.com")
User.objects.filter(pk=user.pk).update(role=User.Role.ADMIN)
print(access_token_for(User.objects.get(pk=user.pk)))
"""


@pytest.fixture(scope="module")
def admin_token(shop) -> str:
    return shop.manage("shell", "-v", "0", "-c", ADMIN_TOKEN).strip()


def _get(url: str, **headers: str) -> tuple[dict[str, str], bytes]:
    request = urllib.request.Request(url, headers=headers)
    with urllib.request.urlopen(request, timeout=10) as response:
        return {k.lower(): v for k, v in response.headers.items()}, response.read()


def _patch_tool(shop, token: str, tool_id: int, quantity: int) -> None:
    request = urllib.request.Request(
        f"{shop.url}/api/tools/{tool_id}",
        data=json.dumps({"availableQuantity": quantity}).encode(),
        method="PATCH",
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 200
        assert response.headers.get("X-Front-Cache") in (None, "BYPASS")


def _first_tool(shop) -> int:
    return json.loads(_get(f"{shop.url}/api/tools?limit=1")[1])["results"][0]["_id"]


@pytest.mark.parametrize("path", ["/", "/allproduct", "/paintings", "/api/tools", "/api/paintings"])
def test_a_visitors_page_or_list_is_answered_by_the_front_the_second_time(shop, admin_token, path):
    # Within one second of the clock, so that the first answer is still kept.
    while time.time() % 1 > 0.5:
        time.sleep(0.05)
    first, first_body = _get(shop.url + path, **{"Accept-Encoding": "gzip"})
    again, again_body = _get(shop.url + path, **{"Accept-Encoding": "gzip"})

    assert first["x-front-cache"] in ("MISS", "EXPIRED", "HIT")
    assert again["x-front-cache"] == "HIT"
    assert again_body == first_body
    assert again["content-encoding"] == first["content-encoding"] == "gzip"
    # Each answer has an id of its own, a kept one too; the app's marks stay at the front.
    assert again["x-request-id"] != first["x-request-id"]
    assert "x-accel-expires" not in again


@pytest.mark.parametrize(
    "credentials",
    [
        lambda token: {"Authorization": f"Bearer {token}"},
        lambda token: {"Cookie": "sessionid=abc"},
    ],
)
def test_requests_with_a_token_or_cookies_always_reach_the_app(shop, admin_token, credentials):
    for _ in range(2):
        answer, _ = _get(f"{shop.url}/api/tools?limit=5", **credentials(admin_token))
        assert answer["x-front-cache"] == "BYPASS"


def test_a_signed_in_reader_sees_a_change_at_once_and_a_visitor_within_a_second(shop, admin_token):
    tool_id = _first_tool(shop)
    path = f"{shop.url}/api/tools/{tool_id}"
    _patch_tool(shop, admin_token, tool_id, 11)
    _get(path)  # kept by the front with 11

    _patch_tool(shop, admin_token, tool_id, 12)
    changed_at = time.monotonic()
    signed_in = json.loads(_get(path, Authorization=f"Bearer {admin_token}")[1])
    assert signed_in["availableQuantity"] == 12

    seen = []  # (seconds after the change the request was sent, quantity, front's status)
    while not seen or seen[-1][0] < BOUND_S + 0.3:
        sent = time.monotonic() - changed_at
        answer, body = _get(path)
        seen.append((sent, json.loads(body)["availableQuantity"], answer["x-front-cache"]))
        time.sleep(0.02)
    stale_late = [row for row in seen if row[1] != 12 and row[0] >= BOUND_S]
    assert not stale_late, seen
    assert seen[-1][1] == 12
