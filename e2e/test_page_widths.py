"""No page scrolls sideways (issue 39): every page of the route table, as a visitor, a
customer and an admin would open it, on a shop holding hostile data (e2e/hostile.py), at 320,
375 and 1440 px. A page wider than the screen fails with the elements that stick out; so do
a box that cuts its content off at the side and a short word (a name, a price, "incl.")
broken inside itself across two lines."""

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

# The page's width once two frames have drawn it, what sticks out past the screen, what a
# box cuts off at its side (not text ending in an ellipsis, nor what is hidden for screen
# readers only, nor the slider's other slides), and the short words drawn on two lines. A
# long word (an 80-character name, an e-mail address) may break anywhere to fit (the body's
# overflow-wrap); one of at most 12 characters never needs to. A break after a hyphen, a
# dash or a slash is ordinary typesetting, not counted.
MEASURE = """() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
  const width = window.innerWidth;
  const named = (element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120);
  const out = [...document.querySelectorAll("body *")]
    .filter((element) => element.getBoundingClientRect().right > width + 1)
    .slice(0, 3)
    .map(named);
  const clipped = [...document.querySelectorAll("#root *")]
    .filter((element) => {
      const style = getComputedStyle(element);
      return ["hidden", "clip"].includes(style.overflowX)
        && element.scrollWidth > element.clientWidth + 1
        && style.textOverflow !== "ellipsis" && style.clipPath === "none"
        && !element.matches("input, textarea, select, img, svg, video, canvas, iframe")
        && !element.closest("[aria-roledescription=carousel]");
    })
    .slice(0, 3)
    .map(named);
  const split = [];
  const word = /(?<![^\\s/\u2010-\u2014-])[^\\s/\u2010-\u2014-]{2,12}(?![^\\s/\u2010-\u2014-])/g;
  const range = document.createRange();
  const texts = document.createTreeWalker(document.querySelector("#root"), NodeFilter.SHOW_TEXT);
  while (texts.nextNode() && split.length < 3) {
    const text = texts.currentNode;
    for (const found of text.data.matchAll(word)) {
      range.setStart(text, found.index);
      range.setEnd(text, found.index + found[0].length);
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
      if (new Set(boxes.map((box) => Math.round(box.bottom))).size > 1) {
        split.push(`"${found[0]}" in ${named(text.parentElement)}`);
      }
    }
  }
  done({ over: document.documentElement.scrollWidth - width, out, clipped, split });
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
            if seen["clipped"]:
                wide.append(f"{path} at {width} px: cut off at the side {seen['clipped']}")
            if seen["split"]:
                wide.append(f"{path} at {width} px: words broken inside {seen['split']}")
    context.close()
    assert wide == [], "\n".join(wide)
