"""All Products' search (issue 18) in Chromium: a customer searches with typos, shares the
URL (a reload shows the same), narrows to nothing and clears the filters."""

import re

import pytest
from playwright.sync_api import Page, expect

from e2e.steps import open_signed_in
from ops import demo_data

pytestmark = pytest.mark.django_db(transaction=True)


def count(page: Page, text: str):
    return page.get_by_role("status").filter(has_text=re.compile(rf"^{text}$"))


def tool_headings(page: Page):
    return page.get_by_role("heading", level=2)


@pytest.mark.parametrize("width", [375, 1440])
def test_a_customer_searches_all_products(shop, page: Page, screenshot, width):
    page.set_viewport_size({"width": width, "height": 900})
    open_signed_in(page, f"{shop}/allproduct", "customer@example.com", "customerpass")
    expect(page).to_have_url(f"{shop}/allproduct")
    expect(count(page, f"{len(demo_data.TOOLS)} tools")).to_be_visible()

    search = page.get_by_role("searchbox", name="Search tools")
    search.fill("sabel brsh")

    expect(count(page, "1 tool")).to_be_visible()
    expect(tool_headings(page)).to_have_text(["Round Sable Brush Set"])
    expect(page).to_have_url(re.compile(r"/allproduct\?q=sabel\+brsh$"))
    # (click, not check: the box shows the URL's state, which follows a moment later)
    page.get_by_role("checkbox", name="In stock only").click()
    expect(page.get_by_role("checkbox", name="In stock only")).to_be_checked()
    expect(page).to_have_url(re.compile(r"\?q=sabel\+brsh&inStock=1$"))
    screenshot(f"all-products-search-{width}")

    # The URL holds the state: a reload (or a shared link) shows the same.
    page.reload()
    expect(page.get_by_role("searchbox", name="Search tools")).to_have_value("sabel brsh")
    expect(page.get_by_role("checkbox", name="In stock only")).to_be_checked()
    expect(count(page, "1 tool")).to_be_visible()
    expect(tool_headings(page)).to_have_text(["Round Sable Brush Set"])

    search = page.get_by_role("searchbox", name="Search tools")
    search.fill("sabel brsh zebra")
    search.press("Enter")
    expect(page.get_by_text("No tools match")).to_be_visible()
    expect(count(page, "0 tools")).to_be_visible()

    page.get_by_role("button", name="Clear filters").click()
    expect(count(page, f"{len(demo_data.TOOLS)} tools")).to_be_visible()
    expect(page).to_have_url(f"{shop}/allproduct")
    expect(page.get_by_role("searchbox", name="Search tools")).to_have_value("")


def test_a_customer_on_a_phone_narrows_all_products_by_category_and_brand(shop, page: Page):
    """Issue 51: a category takes its subcategories' tools; the URL can be shared."""
    page.set_viewport_size({"width": 375, "height": 812})
    open_signed_in(page, f"{shop}/allproduct", "customer@example.com", "customerpass")
    expect(count(page, f"{len(demo_data.TOOLS)} tools")).to_be_visible()

    page.get_by_label("Category").select_option(label="Brushes (2)")
    expect(count(page, "2 tools")).to_be_visible()
    for name in ("Round Sable Brush Set", "Flat Synthetic Brush"):  # Brushes' two subcategories
        expect(tool_headings(page).filter(has_text=name)).to_be_visible()
    expect(page).to_have_url(re.compile(r"category=brushes"))

    page.get_by_label("Brand").select_option(label="Studio Oak (3)")
    expect(page.get_by_text("No tools match")).to_be_visible()
    page.get_by_label("Category").select_option(label="All categories")
    expect(count(page, "3 tools")).to_be_visible()
    shared = page.url

    page.goto(shared)  # a shared link shows the same
    expect(count(page, "3 tools")).to_be_visible()
    expect(page.get_by_label("Brand")).to_have_value("studio-oak")
