"""Sign-up, sign-in (email and Google, through the Firebase Auth emulator), sign-out, admins."""

import re

import pytest
from playwright.sync_api import Page, expect

from accounts.models import User
from e2e.google import complete_google_popup, route_google_api
from e2e.steps import log_in, open_sent_on, open_signed_in, rendered_colour, sign_up

pytestmark = pytest.mark.django_db(transaction=True)


def nav(page: Page):
    return page.get_by_role("navigation", name="Main")


# Presence, not visibility: on phones these live in the collapsed menu.
def expect_signed_in(page: Page):
    expect(nav(page).get_by_role("button", name="Sign Out", include_hidden=True)).to_have_count(1)
    expect(nav(page).get_by_role("link", name="Dashboard", include_hidden=True)).to_have_count(1)
    expect(nav(page).get_by_role("link", name="Login")).to_have_count(0)


def expect_signed_out(page: Page):
    expect(nav(page).get_by_role("link", name="Login", include_hidden=True)).to_have_count(1)
    expect(nav(page).get_by_role("link", name="Dashboard")).to_have_count(0)
    expect(nav(page).get_by_role("button", name="Sign Out")).to_have_count(0)


def access_token(page: Page) -> str | None:
    page.wait_for_load_state()  # never read in the middle of a navigation
    return page.evaluate("() => localStorage.getItem('accessToken')")


def test_sign_up_sign_out_and_sign_in_again_to_the_page_asked_for(shop, page: Page, screenshot):
    page.set_viewport_size({"width": 1440, "height": 900})
    sign_up(page, shop, "Ada Palette", "ada@example.com", "brushes1")

    expect(page).to_have_url(shop + "/home")
    expect_signed_in(page)
    assert access_token(page)
    user = User.objects.get(email="ada@example.com")
    assert (user.name, user.role) == ("Ada Palette", User.Role.CUSTOMER)

    nav(page).get_by_role("button", name="Sign Out").click()
    expect_signed_out(page)
    assert access_token(page) is None

    open_sent_on(page, shop + "/dashboard/myprofile")
    expect(page).to_have_url(shop + "/login")
    log_in(page, "ada@example.com", "brushes1")

    expect(page).to_have_url(shop + "/dashboard/myprofile")
    expect(page.get_by_text("ada@example.com").first).to_be_visible()
    expect(page.get_by_text("Ada Palette").first).to_be_visible()
    sidebar = page.get_by_role("navigation", name=re.compile("dashboard", re.I))
    expect(sidebar.get_by_role("link", name="My Order")).to_be_visible()
    expect(sidebar.get_by_role("link", name="My Review")).to_be_visible()
    expect(sidebar.get_by_role("link", name="Make Admin")).to_have_count(0)
    screenshot("dashboard-customer-desktop")

    page.reload()  # the session survives a reload
    expect(page.get_by_text("ada@example.com").first).to_be_visible()
    expect_signed_in(page)


def test_login_form_checks_and_provider_errors(shop, page: Page, screenshot):
    page.set_viewport_size({"width": 375, "height": 800})
    page.goto(shop + "/login")
    page.get_by_role("button", name="Login", exact=True).click()
    expect(page.get_by_text("Email is required")).to_be_visible()
    expect(page.get_by_text("Password is required")).to_be_visible()

    page.get_by_label("Email").fill("not-an-email")
    page.get_by_label("Password").fill("123")
    page.get_by_role("button", name="Login", exact=True).click()
    expect(page.get_by_text("Provide a valid email")).to_be_visible()
    expect(page.get_by_text("Must be 6 characters or longer")).to_be_visible()
    expect(page.get_by_role("button", name="CONTINUE WITH GOOGLE")).to_be_visible()
    screenshot("login-errors-mobile")

    log_in(page, "customer@example.com", "wrong-password")
    alert = page.get_by_role("alert").filter(has_text="Wrong email or password.")
    expect(alert).to_be_visible()
    red, green, blue = rendered_colour(alert)
    assert red > 150 and green < 80 and blue < 80, "the provider's message is red"
    expect_signed_out(page)


def test_sign_in_with_google_through_the_emulator(shop, page: Page, context):
    route_google_api(context)
    open_sent_on(page, shop + "/allproduct")
    expect(page).to_have_url(shop + "/login")

    with page.expect_popup() as popup:
        page.get_by_role("button", name="CONTINUE WITH GOOGLE").click()
    complete_google_popup(popup.value, email="gus@example.com", name="Gus Gouache")

    expect(page).to_have_url(shop + "/allproduct")
    expect_signed_in(page)
    user = User.objects.get(email="gus@example.com")
    assert user.name == "Gus Gouache"
    assert user.firebase_uid


def test_an_admin_makes_a_customer_an_admin(shop, page: Page, screenshot):
    page.set_viewport_size({"width": 1440, "height": 900})
    open_signed_in(page, shop + "/dashboard", "admin@example.com", "adminpass")
    sidebar = page.get_by_role("navigation", name=re.compile("dashboard", re.I))
    expect(sidebar.get_by_role("link", name="Add Product")).to_be_visible()
    sidebar.get_by_role("link", name="Make Admin").click()
    expect(page).to_have_url(shop + "/dashboard/alluser")

    customer_row = page.get_by_role("row").filter(has_text="customer@example.com")
    admin_row = (
        page.get_by_role("row")
        .filter(has_text="admin@example.com")
        .filter(has_not_text="customer@")
    )
    expect(admin_row.get_by_role("button")).to_have_count(0)
    screenshot("make-admin-desktop")
    customer_row.get_by_role("button", name=re.compile("make admin", re.I)).click()
    dialog = page.get_by_role("dialog", name="Make this user an admin?")
    expect(dialog).to_contain_text("customer@example.com")
    dialog.get_by_role("button", name="Make admin").click()

    expect(page.get_by_text("Yay Successfully made an admin")).to_be_visible()
    # An admin now: the row offers to take the role back, no longer to give it.
    expect(customer_row.get_by_role("button", name=re.compile("make admin", re.I))).to_have_count(0)
    expect(customer_row.get_by_role("button", name="Remove admin")).to_be_visible()
    assert User.objects.get(email="customer@example.com").role == User.Role.ADMIN


def test_customers_are_kept_out_of_admin_pages(shop, page: Page):
    open_signed_in(page, shop + "/", "customer@example.com", "customerpass")
    expect_signed_in(page)

    open_sent_on(page, shop + "/dashboard/alluser")

    expect(page).to_have_url(shop + "/login")


def test_a_tampered_token_signs_the_user_out(shop, page: Page):
    open_signed_in(page, shop + "/", "customer@example.com", "customerpass")
    expect_signed_in(page)
    token = access_token(page)
    header, payload, signature = token.split(".")
    page.evaluate(
        "t => localStorage.setItem('accessToken', t)", f"{header}.{payload}.{signature[::-1]}"
    )

    open_sent_on(page, shop + "/dashboard")

    expect(page).to_have_url(re.compile(r"/(login)?$"))
    expect_signed_out(page)
    assert access_token(page) is None
