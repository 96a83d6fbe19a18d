"""Steps several end-to-end tests share."""

import json
import time
import urllib.parse
import urllib.request

import pytest
from django.conf import settings
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

# Where the tests' orders go (a French address: the demo zones serve it).
ADDRESS = {
    "full_name": "Casey Customer",
    "line1": "12 Rue des Peintres",
    "line2": "",
    "city": "Lyon",
    "region": "",
    "postal_code": "69002",
    "country": "FR",
    "phone": "",
}
# The same address on an order made directly (Order.objects.create).
DELIVERY = {f"delivery_{name}": value for name, value in ADDRESS.items()}


# The page has its main heading (not the last page's: test_accessibility.py marks it when it
# leaves) and nothing is loading: no spinner, no status saying it is busy ("Loading orders…",
# "Preparing the card form…", "Checking the certificate…"), no finite animation running. The
# shell's placeholder, hidden once the app has drawn, stays in the page with its own status.
PAGE_READY = """() => Boolean(document.querySelector("main h1:not([data-page-left])"))
    && !document.querySelector(".animate-spin:not(#shell *)")
    && ![...document.querySelectorAll("[role=status]:not(#shell *)")].some(
        (status) => /^(Loading|Preparing)|…$/.test(status.textContent.trim()))
    && document.getAnimations().every(
        (animation) => animation.playState !== "running"
            || animation.effect.getTiming().iterations === Infinity)"""


def wait_until_ready(page: Page, timeout: float = 15_000) -> None:
    """Until the page is ready (PAGE_READY); fails naming the page and its h1 otherwise."""
    try:
        page.wait_for_function(PAGE_READY, timeout=timeout)
    except PlaywrightTimeoutError:
        headings = page.locator("h1").all_inner_texts()
        pytest.fail(f"{page.url} was not ready in {timeout / 1000:g} s (its h1: {headings})")


class RequestsInFlight:
    """The page's requests (any frame's: scripts, API calls, images) not answered yet."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.pending: set = set()
        page.on("request", lambda request: self.pending.add(request))
        page.on("requestfinished", lambda request: self.pending.discard(request))
        page.on("requestfailed", lambda request: self.pending.discard(request))

    def wait_until_none(self, timeout: float = 15) -> None:
        deadline = time.monotonic() + timeout
        while self.pending:
            urls = sorted(request.url for request in self.pending)
            assert time.monotonic() < deadline, f"{self.page.url}: still loading {urls}"
            self.page.wait_for_timeout(20)  # lets Playwright deliver the events meanwhile


def rendered_colour(locator) -> tuple[int, int, int]:
    """The text colour as sRGB, whatever CSS colour space the stylesheet uses."""
    return tuple(
        locator.evaluate(
            """el => {
                const ctx = document.createElement("canvas").getContext("2d");
                ctx.fillStyle = getComputedStyle(el).color;
                ctx.fillRect(0, 0, 1, 1);
                return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
            }"""
        )
    )


def sign_up(page: Page, shop: str, name: str, email: str, password: str) -> None:
    """Fills in and sends the Sign Up form at /signup."""
    page.goto(shop + "/signup")
    page.get_by_label("Name").fill(name)
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign Up", exact=True).click()


def log_in(page: Page, email: str, password: str):
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Login", exact=True).click()


def open_signed_in(page: Page, url: str, email: str, password: str) -> None:
    """Opens url signed in, for tests about something else than signing in (the form's own
    tests: e2e/test_sign_in.py, test_accounts.py): the emulator's password sign-in and the
    shop's token exchange through the API, and the token stored where the app keeps it, a
    second or two less than the form, which loads the Firebase SDK."""
    from conftest import FirebaseEmulator

    account = FirebaseEmulator(settings.FIREBASE_AUTH_EMULATOR_HOST).sign_in(email, password)
    shop = "{0.scheme}://{0.netloc}".format(urllib.parse.urlsplit(url))
    exchange = urllib.request.Request(
        f"{shop}/api/user/{email}",
        data=json.dumps({"email": email}).encode(),
        headers={"Authorization": f"Bearer {account.id_token}", "Content-Type": "application/json"},
        method="PUT",
    )
    with urllib.request.urlopen(exchange, timeout=10) as response:
        token = json.load(response)["token"]
    page.goto(f"{shop}/static/favicon.svg")  # the shop's origin, without starting the app
    page.evaluate("(token) => localStorage.setItem('accessToken', token)", token)
    page.goto(url)


def open_sent_on(page: Page, url: str) -> None:
    """Opens a page the app sends the visitor away from at once (a protected page, to
    /login). The app's redirect may come before Playwright has seen the page commit or load,
    and Playwright then calls the visit an interrupted navigation: that is the redirect the
    caller asserts next (with `expect(page).to_have_url(...)`), not a failure."""
    try:
        page.goto(url)
    except PlaywrightError as error:
        if "is interrupted by another navigation" not in str(error):
            raise


def downloaded_pdf_text(page: Page, button_name: str) -> str:
    """Clicks the download button and reads the PDF it saves back as text (pypdf)."""
    from pypdf import PdfReader

    with page.expect_download() as download:
        page.get_by_role("button", name=button_name).click()
    reader = PdfReader(download.value.path())
    return "\n".join(page_.extract_text() for page_ in reader.pages)
