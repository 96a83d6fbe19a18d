"""A button given another size shows that size (issue 35), measured in Chromium: Jest cannot
compute Tailwind's CSS, where the stylesheet's order (.px-5 after .px-4), not the class list's,
decided which of two padding classes won, so the smaller and larger buttons had the default's."""

import pytest
from playwright.sync_api import Locator, Page, expect

from e2e.test_order_life import ADMIN, signed_in
from shop.models import Painting

pytestmark = pytest.mark.django_db(transaction=True)

BOX = ["paddingLeft", "paddingRight", "paddingTop", "paddingBottom", "fontSize"]


def computed(locator: Locator, names: list[str]) -> list[str]:
    return locator.evaluate("(el, names) => names.map((name) => getComputedStyle(el)[name])", names)


@pytest.mark.usefixtures("past_orders")  # the demo's month of orders: a list with its pager
def test_the_pager_has_small_buttons(shop, page: Page):
    page.set_viewport_size({"width": 1440, "height": 900})
    signed_in(page, f"{shop}/dashboard/orders", ADMIN)

    pager = page.get_by_role("navigation", name="Pages of orders")
    expect(pager).to_be_visible()
    # px-4 py-2 text-sm; the default button is px-5 py-2.5 (20px, 10px).
    for name in ["Previous", "Next"]:
        button = pager.get_by_role("button", name=name)
        assert computed(button, BOX) == ["16px", "16px", "8px", "8px", "14px"]


def test_a_paintings_buy_link_is_a_large_button(shop, page: Page):
    page.set_viewport_size({"width": 1440, "height": 900})
    painting = Painting.objects.get(title="Lavender Field")
    page.goto(f"{shop}/paintings/{painting.pk}")

    buy = page.get_by_role("link", name="Buy this painting")
    expect(buy).to_be_visible()
    # px-8 py-3 text-base; with the default's text-sm as well, the text was 14px.
    assert computed(buy, BOX) == ["32px", "32px", "12px", "12px", "16px"]
