"""Sign-up (issue 39): with the address's sign-in limit used up it still ends signed in, never
leaving a Firebase account the shop does not know; a visitor buying a painting signs up and
is one click from the painting again."""

import re

import pytest
import requests
from firebase_admin import auth
from playwright.sync_api import Page, expect

from accounts import firebase as firebase_identity
from accounts.models import User
from core.models import RateCount
from core.throttling import ActionRateThrottle
from e2e.steps import open_sent_on, sign_up
from shop.models import Painting

pytestmark = pytest.mark.django_db(transaction=True)

WAITING = re.compile(r"^Almost there: finishing your sign-up in \d+ seconds?\.$")


def test_sign_up_with_the_address_limit_used_up_ends_signed_in(shop, page: Page, monkeypatch):
    # The live server runs in this process: its limits are these.
    monkeypatch.setitem(ActionRateThrottle.THROTTLE_RATES, "sign_in_address", "2/minute")
    for _ in range(2):  # colleagues at the same address sign in (made-up tokens count too)
        answer = requests.put(
            f"{shop}/api/user/colleague@example.com",
            json={},
            headers={"Authorization": "Bearer not-a-firebase-token"},
            timeout=10,
        )
        assert answer.status_code == 401
    page.set_viewport_size({"width": 375, "height": 812})
    page.clock.install()  # the page's own clock, moved on below rather than waited out

    sign_up(page, shop, "Cafe Customer", "cafe@example.com", "brushes1")

    # One sentence, counting down, while the page waits as the shop said; no error, no doubling.
    status = page.locator("form").get_by_role("status")
    expect(status).to_have_text(WAITING, timeout=15_000)
    expect(page.get_by_role("alert")).to_have_count(0)
    expect(page.get_by_text("Expected available")).to_have_count(0)
    # The address's minute passes (the shop's counts, and the page's clock): the page tries
    # again by itself as it was told, and the account is made.
    RateCount.objects.all().delete()
    page.clock.run_for("01:05")
    expect(page).to_have_url(shop + "/home", timeout=15_000)
    expect(page.get_by_text("Welcome to Brush & Canvas! Your account is ready")).to_be_visible()
    assert page.evaluate("() => localStorage.getItem('accessToken')")

    # The Firebase account and the shop's are one: nothing orphaned.
    made = auth.get_user_by_email("cafe@example.com", app=firebase_identity.app())
    assert User.objects.get(email="cafe@example.com").firebase_uid == made.uid


def test_signing_up_again_with_a_taken_address_offers_to_sign_in(shop, firebase, page: Page):
    firebase.sign_up("taken@example.com", "brushes1", name="Taken")
    page.set_viewport_size({"width": 1440, "height": 900})

    sign_up(page, shop, "Taken Again", "taken@example.com", "brushes1")

    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("An account with this email already exists.")
    alert.get_by_role("link", name="Sign in instead").click()
    expect(page).to_have_url(shop + "/login")


def test_a_visitor_buying_a_painting_signs_up_and_is_one_click_from_it(shop, page: Page):
    painting = Painting.objects.get(title="Harbour at Dusk")
    buy = f"{shop}/paintings/{painting.pk}/buy"
    page.set_viewport_size({"width": 1440, "height": 900})

    open_sent_on(page, buy)
    expect(page).to_have_url(shop + "/login")
    expect(page.get_by_text("Sign in to buy this painting.")).to_be_visible()
    page.get_by_role("link", name="Create new account").click()
    expect(page).to_have_url(shop + "/signup")
    page.get_by_label("Name").fill("Gallery Visitor")
    page.get_by_label("Email").fill("visitor@example.com")
    page.get_by_label("Password").fill("brushes1")
    page.get_by_role("button", name="Sign Up", exact=True).click()

    # The spec's landing page, and the way back in the welcome, which stays until closed.
    expect(page).to_have_url(shop + "/home")
    back = page.get_by_role("link", name="Continue with Harbour at Dusk")
    expect(back).to_be_visible()
    page.wait_for_timeout(6000)  # longer than an ordinary toast stays
    expect(back).to_be_visible()
    # It leaves the verification banner's buttons uncovered.
    banner = page.get_by_role("region", name="Email verification")
    resend = banner.get_by_role("button", name="Resend")
    expect(resend).to_be_visible()
    resend_box, toast_box = resend.bounding_box(), back.bounding_box()
    assert resend_box and toast_box
    assert toast_box["y"] > resend_box["y"] + resend_box["height"]

    back.click()
    expect(page).to_have_url(buy)
    expect(page.get_by_role("heading", name="Buy this painting", level=1)).to_be_visible()


def test_a_signed_in_customer_opening_signup_is_sent_on_in_its_place(shop, page: Page):
    page.set_viewport_size({"width": 1440, "height": 900})
    sign_up(page, shop, "Back Button", "back@example.com", "brushes1")
    expect(page).to_have_url(shop + "/home")

    page.goto(shop + "/paintings")
    open_sent_on(page, shop + "/signup")

    expect(page).to_have_url(shop + "/")
    page.go_back()
    expect(page).to_have_url(shop + "/paintings")
