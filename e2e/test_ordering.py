"""Customers order tools and cancel orders; admins add products with an image."""

import io
from decimal import Decimal

import pytest
from PIL import Image
from playwright.sync_api import Page, expect

from e2e.steps import open_signed_in
from orders.models import Order
from shop.models import Tool

pytestmark = pytest.mark.django_db(transaction=True)


def available(page: Page):
    return page.locator("dt", has_text="Available").locator("xpath=following-sibling::dd[1]")


def place(page: Page, quantity: int):
    page.get_by_label("Quantity").fill(str(quantity))
    address = page.get_by_role("group", name="Delivery address")
    address.get_by_label("Full name").fill("Casey Customer")
    address.get_by_label("Address line 1").fill("1 Easel Street")
    address.get_by_label("City").fill("Lyon")
    address.get_by_label("Postal code").fill("69002")
    address.get_by_label("Country").select_option("FR")
    page.get_by_role("button", name="Place order").click()


def test_a_customer_orders_within_the_limits_and_cancels_an_order(shop, page: Page, screenshot):
    tool = Tool.objects.create(
        name="Test Easel",
        description="Sturdy.",
        img="/static/favicon.svg",
        price=Decimal("10.00"),
        minimum_order_quantity=2,
        available_quantity=5,
    )
    page.set_viewport_size({"width": 1440, "height": 900})
    open_signed_in(page, f"{shop}/purchase/{tool.id}", "customer@example.com", "customerpass")

    expect(page).to_have_url(f"{shop}/purchase/{tool.id}")
    expect(page.get_by_label("Email")).to_have_value("customer@example.com")
    expect(page.get_by_label("Name", exact=True)).to_have_value("Casey Customer")
    expect(available(page)).to_have_text("5")

    place(page, 1)
    expect(page.get_by_text("Please order atleast Minimum Quantity")).to_be_visible()
    place(page, 6)
    expect(page.get_by_text("You cannot order more than available quantity")).to_be_visible()
    assert not Order.objects.filter(tool=tool).exists()

    place(page, 2)
    expect(page.get_by_text("Please checkout the product on My Item page")).to_be_visible()
    expect(available(page)).to_have_text("3")
    place(page, 2)
    expect(available(page)).to_have_text("1")
    assert Order.objects.filter(tool=tool).count() == 2

    page.goto(f"{shop}/dashboard")
    rows = page.get_by_role("row").filter(has_text="Test Easel")
    expect(rows).to_have_count(2)
    expect(rows.first).to_contain_text("$20.00")
    expect(rows.get_by_role("link", name="Pay", exact=True)).to_have_count(2)
    expect(rows.first.get_by_role("link", name="Pay", exact=True)).to_have_attribute(
        "href", f"/dashboard/payment/{Order.objects.latest('id').id}"
    )
    screenshot("my-orders-desktop")

    rows.first.get_by_role("button", name="Cancel").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    dialog.get_by_role("button", name="Cancel order").click()
    expect(page.get_by_text("Order cancelled")).to_be_visible()
    expect(rows.get_by_role("link", name="Pay", exact=True)).to_have_count(1)

    tool.refresh_from_db()
    assert tool.available_quantity == 3
    page.goto(f"{shop}/purchase/{tool.id}")
    expect(available(page)).to_have_text("3")

    page.set_viewport_size({"width": 375, "height": 800})
    page.goto(f"{shop}/dashboard")
    expect(page.get_by_text("Test Easel").first).to_be_visible()
    screenshot("my-orders-mobile")


def test_an_admin_adds_a_product_with_an_image_and_it_is_on_home(shop, page: Page, screenshot):
    buffer = io.BytesIO()
    Image.new("RGB", (120, 90), (40, 90, 160)).save(buffer, "PNG")
    page.set_viewport_size({"width": 1440, "height": 900})
    open_signed_in(page, f"{shop}/dashboard/addproduct", "admin@example.com", "adminpass")
    expect(page).to_have_url(f"{shop}/dashboard/addproduct")

    page.get_by_label("Name").fill("Cobalt Blue Pigment")
    page.get_by_label("Price").fill("18.50")
    page.get_by_label("Available quantity").fill("30")
    page.get_by_label("Minimum order quantity").fill("2")
    page.get_by_label("Description").fill("Pure cobalt aluminate for mixing your own paint.")
    page.get_by_label("Image").set_input_files(
        {"name": "cobalt.png", "mimeType": "image/png", "buffer": buffer.getvalue()}
    )
    screenshot("add-product-desktop")
    page.get_by_role("button", name="Add product").click()

    expect(page.get_by_text("You have successfully added a product")).to_be_visible()
    tool = Tool.objects.get(name="Cobalt Blue Pigment")
    assert (tool.price, tool.available_quantity, tool.minimum_order_quantity) == (
        Decimal("18.50"),
        30,
        2,
    )
    assert tool.img.startswith("/media/uploads/tools/")

    page.goto(f"{shop}/")
    first = (
        page.locator(
            "section", has=page.get_by_role("heading", name="Tools for your next painting")
        )
        .locator("article")
        .first
    )
    expect(first.locator("h3")).to_have_text("Cobalt Blue Pigment")
    image = first.get_by_role("img")
    image.scroll_into_view_if_needed()
    expect(image).to_have_attribute("src", tool.img)
    # The upload's WebP copy (as wide as the 120 px upload: never enlarged) is what shows.
    webp = tool.img.removesuffix(".png") + ".120w.webp"
    expect(image).to_have_attribute("srcset", f"{webp} 120w")
    page.wait_for_function(
        "([img, webp]) => img.complete && img.naturalWidth > 0 && img.currentSrc.endsWith(webp)",
        arg=[image.element_handle(), webp],
    )
