"""Accounts (issue 16) in Chromium against the Firebase Auth emulator: password reset through
the e-mailed link, e-mail verification before paying, claiming an account staff made, My
Profile, the data download and deleting an account."""

import json
import time
import urllib.request
from decimal import Decimal

import pytest
from firebase_admin import auth
from playwright.sync_api import Browser, Page, expect

from accounts import firebase as firebase_identity
from accounts.models import User
from e2e.steps import DELIVERY, log_in, open_sent_on, sign_up
from e2e.test_payment import enter_card, pay_button
from orders.models import Order
from shop.models import Tool

pytestmark = pytest.mark.django_db(transaction=True)

UNVERIFIED = "Please verify your email address before paying."


def oob_code(firebase, email: str, request_type: str) -> str:
    """The newest code the emulator 'e-mailed' for the account `email` (PASSWORD_RESET,
    VERIFY_EMAIL or VERIFY_AND_CHANGE_EMAIL)."""
    url = f"http://{firebase.host}/emulator/v1/projects/demo-shop/oobCodes"
    with urllib.request.urlopen(url, timeout=10) as response:
        codes = json.load(response)["oobCodes"]
    mine = [c for c in codes if c["email"] == email and c["requestType"] == request_type]
    assert mine, f"no {request_type} code for {email} in {codes}"
    return mine[-1]["oobCode"]


def order_for(email: str) -> Order:
    tool = Tool.objects.create(
        name="Account Easel",
        description="d",
        img="/static/favicon.svg",
        price=Decimal("18.00"),
        minimum_order_quantity=1,
        available_quantity=20,
    )
    return Order.objects.create(
        customer=User.objects.get(email=email),
        tool=tool,
        item_name=tool.name,
        unit_price=tool.price,
        quantity=1,
        total=tool.price,
        **DELIVERY,
    )


def test_password_reset_through_the_emailed_link(shop, firebase, page: Page, screenshot):
    firebase.sign_up("rita@example.com", "oldpass1", name="Rita")
    page.set_viewport_size({"width": 375, "height": 800})
    page.goto(shop + "/login")
    page.get_by_label("Email", exact=True).fill("rita@example.com")
    page.get_by_role("button", name="Forgot password?").click()
    expect(page.get_by_label("Email for the reset link")).to_have_value("rita@example.com")
    page.get_by_role("button", name="Send reset link").click()
    expect(page.get_by_text("If an account exists for rita@example.com")).to_be_visible()
    screenshot("login-reset-link-sent-phone")

    code = oob_code(firebase, "rita@example.com", "PASSWORD_RESET")
    page.goto(f"{shop}/auth/action?mode=resetPassword&oobCode={code}")
    expect(page.get_by_text("rita@example.com")).to_be_visible()
    page.get_by_label("New password", exact=True).fill("newpass1")
    page.get_by_label("Confirm new password").fill("newpass1")
    page.get_by_role("button", name="Save new password").click()

    expect(page).to_have_url(shop + "/login")
    expect(page.get_by_text("Your password has been changed.")).to_be_visible()
    log_in(page, "rita@example.com", "newpass1")
    expect(page).to_have_url(shop + "/")
    expect(page.get_by_text("You are signed in.")).to_be_visible()


def test_an_unverified_sign_up_cannot_pay_until_verified(
    shop, firebase, page: Page, browser: Browser
):
    page.set_viewport_size({"width": 1440, "height": 900})
    sign_up(page, shop, "Vera Verify", "vera@example.com", "brushes1")
    expect(page).to_have_url(shop + "/home")
    banner = page.get_by_role("region", name="Email verification")
    expect(banner).to_contain_text("Please verify your email address")

    order = order_for("vera@example.com")
    page.goto(f"{shop}/dashboard/payment/{order.id}")
    expect(pay_button(page)).to_be_enabled(timeout=15_000)
    enter_card(page, "4242424242424242")
    pay_button(page).click()
    expect(page.get_by_role("alert").filter(has_text=UNVERIFIED)).to_be_visible(timeout=15_000)
    order.refresh_from_db()
    assert order.status == "pending"

    # The link opened elsewhere (another browser, not signed in): the shop's action page.
    other = browser.new_context().new_page()
    code = oob_code(firebase, "vera@example.com", "VERIFY_EMAIL")
    other.goto(f"{shop}/auth/action?mode=verifyEmail&oobCode={code}")
    expect(other.get_by_text("Your email address is verified.")).to_be_visible()
    other.context.close()

    banner.get_by_role("button", name="I've verified it").click()
    expect(banner).to_have_count(0)
    assert User.objects.get(email="vera@example.com").email_verified
    enter_card(page, "4242424242424242")
    pay_button(page).click()
    expect(page.get_by_text("Congratulation! Your Payment is completed")).to_be_visible(
        timeout=15_000
    )

    # Verified now, and the token says so: the shop's pages no longer download Firebase (it
    # comes back when the token is due for renewal).
    firebase_code = []
    page.on("request", lambda asked: "/firebase." in asked.url and firebase_code.append(asked.url))
    page.goto(shop + "/dashboard")
    expect(page.get_by_role("heading", level=1, name="My Order")).to_be_visible()
    page.wait_for_load_state("networkidle")
    expect(page.get_by_role("region", name="Email verification")).to_have_count(0)
    assert firebase_code == []


def test_profile_edit_data_download_and_account_deletion(
    shop, firebase, page: Page, browser: Browser, screenshot
):
    account = firebase.sign_up("pat@example.com", "secret123", name="Pat")
    # Verified: nothing but My Profile itself could ask for Firebase's SDK.
    auth.update_user(account.uid, email_verified=True, app=firebase_identity.app())
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(shop + "/dashboard/myprofile")
    expect(page.get_by_text("Sign in to see your dashboard")).to_be_visible()
    log_in(page, "pat@example.com", "secret123")
    expect(page).to_have_url(shop + "/dashboard/myprofile")

    page.get_by_label("Name", exact=True).fill("Pat Painter")
    page.get_by_role("button", name="Save name").click()
    expect(page.get_by_text("Your name is saved.")).to_be_visible()
    address = page.get_by_role("group", name="Delivery address")
    address.get_by_label("Full name").fill("Pat Painter")
    address.get_by_label("Address line 1").fill("1 Rue des Arts")
    address.get_by_label("City").fill("Lyon")
    address.get_by_label("Postal code").fill("69001")
    address.get_by_label("Country").select_option("FR")
    page.get_by_role("button", name="Save address").click()
    expect(page.get_by_role("button", name="Remove saved address")).to_be_visible()
    screenshot("my-profile-desktop")

    # The token says the account has a password: its forms are offered without Firebase,
    # whose code loads only when one of them is sent.
    firebase_code = []
    page.on("request", lambda asked: "/firebase." in asked.url and firebase_code.append(asked.url))
    page.reload()
    expect(page.get_by_label("Name", exact=True)).to_have_value("Pat Painter")
    expect(address.get_by_label("City")).to_have_value("Lyon")
    expect(address.get_by_label("Country")).to_have_value("FR")
    expect(page.get_by_role("region", name="Change password")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert firebase_code == []

    order = order_for("pat@example.com")
    with page.expect_download() as download:
        page.get_by_role("button", name="Download my data").click()
    assert download.value.suggested_filename == "brush-and-canvas-my-data.json"
    data = json.loads(open(download.value.path()).read())
    assert data["account"]["email"] == "pat@example.com"
    assert [o["id"] for o in data["orders"]] == [order.id]

    page.get_by_role("button", name="Delete my account").click()
    dialog = page.get_by_role("dialog", name="Delete your account?")
    dialog.get_by_label("Type pat@example.com to confirm").fill("pat@example.com")
    dialog.get_by_role("button", name="Delete my account").click()
    expect(page).to_have_url(shop + "/")
    expect(page.get_by_text("Your account has been deleted.")).to_be_visible()

    page.goto(shop + "/login")
    log_in(page, "pat@example.com", "secret123")
    expect(page.get_by_role("alert").filter(has_text="Wrong")).to_have_text(
        "Wrong email or password."
    )

    admin = browser.new_context(viewport={"width": 1440, "height": 900}).new_page()
    admin.goto(f"{shop}/dashboard/orders/{order.id}")
    log_in(admin, "admin@example.com", "adminpass")
    expect(admin.get_by_text("deleted customer").first).to_be_visible()
    admin.context.close()


def test_changing_the_email_through_the_link_sent_to_the_new_address(shop, firebase, page: Page):
    firebase.sign_up("eli@example.com", "secret123", name="Eli")
    page.set_viewport_size({"width": 375, "height": 800})
    page.goto(shop + "/login")
    log_in(page, "eli@example.com", "secret123")
    expect(page).to_have_url(shop + "/")
    page.goto(shop + "/dashboard/myprofile")
    email = page.get_by_role("region", name="Email")
    expect(email.get_by_text("eli@example.com")).to_be_visible()

    email.get_by_label("New email").fill("eli.new@example.com")
    email.get_by_label("Your password").fill("wrong-one")
    email.get_by_role("button", name="Change email").click()
    expect(email.get_by_text("Your current password is not right.")).to_be_visible()
    email.get_by_label("Your password").fill("secret123")
    email.get_by_role("button", name="Change email").click()
    expect(email.get_by_role("status")).to_contain_text("We sent a link to eli.new@example.com")
    assert User.objects.get(name="Eli").email == "eli@example.com"  # not before the link

    # Filed under the account's address; Firebase e-mails it to the new one.
    code = oob_code(firebase, "eli@example.com", "VERIFY_AND_CHANGE_EMAIL")
    page.goto(f"{shop}/auth/action?mode=verifyAndChangeEmail&oobCode={code}")
    expect(page).to_have_url(shop + "/login")
    expect(page.get_by_text("Your email address has been changed.")).to_be_visible()
    expect(page.get_by_role("button", name="Login", exact=True)).to_be_visible()  # signed out

    log_in(page, "eli.new@example.com", "secret123")
    expect(page).to_have_url(shop + "/")
    page.goto(shop + "/dashboard/myprofile")
    expect(
        page.get_by_role("region", name="Email").get_by_text("eli.new@example.com")
    ).to_be_visible()
    assert User.objects.filter(email="eli.new@example.com", name="Eli").count() == 1
    assert not User.objects.filter(email="eli@example.com").exists()


def test_an_account_staff_made_is_claimed_after_verifying_the_address(
    shop, firebase, page: Page, browser: Browser
):
    # Made in the Django admin for a phone order: no sign-in account yet.
    User.objects.create_user("walter@example.com", name="Walter Walkin")
    order = order_for("walter@example.com")
    page.set_viewport_size({"width": 375, "height": 800})
    sign_up(page, shop, "Walter Walkin", "walter@example.com", "brushes1")

    # Anyone can sign up with any address: the shop's account waits for proof.
    expect(page.get_by_role("alert")).to_contain_text(
        "open the link we have just sent to walter@example.com, then sign in again"
    )
    assert User.objects.get(email="walter@example.com").firebase_uid is None

    other = browser.new_context().new_page()
    code = oob_code(firebase, "walter@example.com", "VERIFY_EMAIL")
    other.goto(f"{shop}/auth/action?mode=verifyEmail&oobCode={code}")
    expect(other.get_by_text("Your email address is verified.")).to_be_visible()
    other.context.close()

    open_sent_on(page, shop + "/dashboard")  # sent to /login, and back after it
    log_in(page, "walter@example.com", "brushes1")
    expect(page).to_have_url(shop + "/dashboard")
    expect(page.get_by_role("heading", level=1, name="My Order")).to_be_visible()
    expect(page.get_by_text("Account Easel").first).to_be_visible()  # the order staff made
    assert User.objects.get(email="walter@example.com").firebase_uid
    assert Order.objects.get(pk=order.pk).customer.email == "walter@example.com"


def test_sign_out_everywhere_ends_the_session_on_another_device(
    shop, firebase, page: Page, browser: Browser
):
    account = firebase.sign_up("sam@example.com", "secret123", name="Sam")
    auth.update_user(account.uid, email_verified=True, app=firebase_identity.app())
    other = browser.new_context(viewport={"width": 375, "height": 812}).new_page()
    for device in (page, other):
        device.goto(shop + "/dashboard/myprofile")
        log_in(device, "sam@example.com", "secret123")
        expect(device.get_by_role("region", name="Sign out everywhere")).to_be_visible()

    page.get_by_role("button", name="Sign out everywhere").click()
    dialog = page.get_by_role("dialog", name="Sign out everywhere?")
    dialog.get_by_role("button", name="Sign out everywhere").click()
    expect(page).to_have_url(shop + "/login")
    expect(page.get_by_text("You have been signed out on every device.")).to_be_visible()

    # The other device's next request is refused, and it is signed out.
    other.reload()
    expect(other).to_have_url(shop + "/")
    # Polled from here: a page in the background draws no frames to wait on, and a function
    # the page would have to compile is refused by its Content-Security-Policy.
    deadline = time.monotonic() + 10
    while other.evaluate("localStorage.getItem('accessToken')") is not None:
        assert time.monotonic() < deadline, "the other device is still signed in"
        other.wait_for_timeout(100)
    other.goto(shop + "/dashboard/myprofile")
    expect(other.get_by_text("Sign in to see your dashboard")).to_be_visible()
    other.context.close()
