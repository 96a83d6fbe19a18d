"""Posting a review in Chromium: the toast, the card on Home, and HTML kept as text."""

import pytest
from playwright.sync_api import Page, expect

from e2e.steps import open_signed_in
from reviews.models import Review

pytestmark = pytest.mark.django_db(transaction=True)

XSS = "<img src=x onerror=alert(1)>"


def test_post_a_review_and_see_it_on_home_as_text(shop, page: Page, screenshot):
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.set_viewport_size({"width": 1440, "height": 900})
    open_signed_in(page, f"{shop}/dashboard/review", "customer@example.com", "customerpass")
    expect(page.get_by_role("heading", name="Add Your Valuable Review")).to_be_visible()
    expect(page.get_by_label("Name")).to_have_value("Casey Customer")

    page.get_by_label("Name").fill("")
    page.get_by_role("button", name="Add a Review").click()
    expect(page.get_by_text("name is required")).to_be_visible()
    expect(page.get_by_text("Review is required")).to_be_visible()
    assert not Review.objects.filter(author__email="customer@example.com").exists()

    page.get_by_label("Name").fill("Casey")
    page.get_by_label("Review", exact=True).fill(f"Great brushes {XSS}")
    page.get_by_role("button", name="Add a Review").click()

    toast = page.get_by_text("Your review added")
    expect(toast).to_be_visible()
    box = toast.bounding_box()
    assert box["x"] > 1440 / 2 and box["y"] > 900 / 2, "the toast is at the bottom right"
    expect(page.get_by_label("Review", exact=True)).to_have_value("")
    screenshot("review-posted-desktop")

    page.goto(f"{shop}/")
    card = page.locator("figure", has=page.get_by_test_id("review-avatar")).first
    expect(card).to_contain_text(f"Great brushes {XSS}")
    expect(card.get_by_test_id("review-avatar")).to_have_text("C")
    expect(card.locator("img")).to_have_count(0)
    page.wait_for_timeout(300)
    assert dialogs == []
