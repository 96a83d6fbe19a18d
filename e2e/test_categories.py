"""Categories and brands in Chromium (issue 51): an admin on a phone adds a category inside
another, is told why a category with tools stays, adds a brand, and puts a tool in the new
category with that brand from Edit Product; All Products then finds it there."""

import re

import pytest
from playwright.sync_api import Page, expect

from e2e.steps import open_signed_in
from shop.models import Tool

pytestmark = pytest.mark.django_db(transaction=True)


def notice(page: Page, text: str):
    return page.get_by_role("status").filter(has_text=text)


def test_an_admin_sorts_the_catalogue_into_categories_and_brands(shop, page: Page):
    page.set_viewport_size({"width": 375, "height": 812})
    open_signed_in(page, f"{shop}/dashboard/categories", "admin@example.com", "adminpass")

    add = page.get_by_role("form", name="Add category")
    add.get_by_label("Name").fill("Palette cups")
    add.get_by_label("Inside").select_option(label="Studio")
    add.get_by_role("button", name="Add category").click()
    expect(notice(page, "Added the category “Palette cups”.")).to_be_visible()
    categories = page.get_by_role("list", name="Categories")
    expect(categories).to_contain_text("Palette cups")

    page.get_by_role("button", name="Delete Brushes").click()
    page.get_by_role("dialog").get_by_role("button", name="Delete category").click()
    expect(page.get_by_text(re.compile(r"“Brushes” was not deleted\. Move"))).to_be_visible()

    brand = page.get_by_role("form", name="Add brand")
    brand.get_by_label("Name").fill("Cupworks")
    brand.get_by_role("button", name="Add brand").click()
    expect(notice(page, "Added the brand “Cupworks”.")).to_be_visible()

    tool = Tool.objects.get(name="Wooden Mixing Palette")
    page.goto(f"{shop}/dashboard/editproduct/{tool.pk}")
    page.get_by_label("Category").select_option(label="Studio > Palette cups")
    page.get_by_label("Brand").select_option(label="Cupworks")
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_text("Changes saved")).to_be_visible()

    page.goto(f"{shop}/allproduct?category=palette-cups&brand=cupworks")
    expect(page.get_by_role("heading", level=2)).to_have_text(["Wooden Mixing Palette"])
    tool.refresh_from_db()
    assert (tool.category.name, tool.brand.name) == ("Palette cups", "Cupworks")
