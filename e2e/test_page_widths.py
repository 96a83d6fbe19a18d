"""No page scrolls sideways (issue 39): every page of the route table, as a visitor, a
customer and an admin would open it, on a shop holding hostile data (e2e/hostile.py), at 320,
375 and 1440 px. A page wider than the screen fails with the elements that stick out."""

import json
import re

import pytest
from django.conf import settings
from playwright.sync_api import Browser

from accounts.models import User
from e2e.hostile import hostile_data_load
from e2e.steps import RequestsInFlight, open_signed_in, wait_until_ready
from e2e.test_order_life import ADMIN, CUSTOMER

pytestmark = pytest.mark.django_db(transaction=True)

WIDTHS = (320, 375, 1440)
ROLES = {"visitor": None, "customer": CUSTOMER, "admin": ADMIN}
MAY_OPEN = {
    "visitor": {"public"},
    "customer": {"public", "signed-in"},
    "admin": {"public", "signed-in", "admin"},
}
# A route's parameters, by route: which hostile row it opens.
PARAMETERS = {
    "paintings/:paintingId": "paintingId",
    "paintings/:paintingId/buy": "paintingId",
    "purchase/:purchaseId": "purchaseId",
    "certificates/:code": "code",
    "dashboard/payment/:id": "id",
    "dashboard/order/:id": "id",
    "dashboard/orders/:id": "sold",
    "dashboard/editproduct/:id": "purchaseId",
    "dashboard/editpainting/:id": "paintingId",
}

# The page's width once two frames have drawn it, and what sticks out past the screen.
MEASURE = """() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
  const width = window.innerWidth;
  const out = [...document.querySelectorAll("body *")]
    .filter((element) => element.getBoundingClientRect().right > width + 1)
    .slice(0, 3)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
  done({ over: document.documentElement.scrollWidth - width, out });
})))"""


def route_table() -> list[tuple[str, str]]:
    """Every page of routes.json: (path pattern, who may open it)."""
    found = []

    def walk(routes, prefix: str, access: str) -> None:
        for route in routes:
            path = "/".join(part for part in (prefix, route.get("path", "")) if part)
            here = route.get("access", access)
            if route.get("module"):
                found.append((path, here))
            walk(route.get("children", []), path, here)

    walk(json.loads(settings.ROUTE_TABLE.read_text())["routes"], "", "public")
    return list(dict.fromkeys(found))


def pages_for(role: str, ids: dict) -> list[str]:
    paths = []
    for pattern, access in route_table():
        if access in MAY_OPEN[role]:
            key = PARAMETERS.get(pattern)
            path = re.sub(r":\w+", str(ids[key]), pattern) if key else pattern
            paths.append(f"/{path}")
    return paths


@pytest.mark.parametrize("role", ROLES)
def test_no_page_is_wider_than_the_screen(shop, browser: Browser, role):
    ids = hostile_data_load(User.objects.get(email=CUSTOMER[0]))
    context = browser.new_context(viewport={"width": WIDTHS[0], "height": 800})
    page = context.new_page()
    in_flight = RequestsInFlight(page)
    if ROLES[role]:
        open_signed_in(page, f"{shop}/", *ROLES[role])
    wide = []
    for path in pages_for(role, ids):
        page.set_viewport_size({"width": WIDTHS[0], "height": 800})
        page.goto(f"{shop}{path}")
        # Drawn with its data: ready as the user sees it, and nothing more on its way.
        wait_until_ready(page)
        in_flight.wait_until_none()
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 800})
            seen = page.evaluate(MEASURE)
            if seen["over"] > 0:
                wide.append(f"{path} at {width} px: {seen['over']} px too wide {seen['out']}")
    context.close()
    assert wide == [], "\n".join(wide)
