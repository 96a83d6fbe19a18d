"""End-to-end tests: Debian's Chromium, driven by Playwright, against Django's live server."""

import contextlib
import io
from pathlib import Path

import pytest
from django.core.management import call_command
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

from e2e.browser import CHROMIUM, CHROMIUM_ARGS

ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots"
WIDTHS = {"mobile": 375, "desktop": 1440}


def pytest_collection_modifyitems(items):
    for item in items:
        if "/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(autouse=True)
def _no_content_security_policy_violations(request):
    """Every page a test opens keeps to the shop's Content-Security-Policy."""
    if "page" not in request.fixturenames:
        yield
        return
    page = request.getfixturevalue("page")
    violations: list[str] = []
    page.on(
        "console",
        lambda message: (
            violations.append(message.text) if "Content Security Policy" in message.text else None
        ),
    )
    yield
    assert violations == []


@pytest.fixture(autouse=True)
def _pages_left_before_their_context_closes(request):
    """Each page goes to about:blank before pytest-playwright closes its context: the app
    unloads, and with it Firebase's open IndexedDB connection. Chromium's disposal of an
    incognito context waits on such a connection now and then (a test that had passed hung
    in context.close() for 300 s in a full run)."""
    if "page" not in request.fixturenames:
        yield
        return
    page = request.getfixturevalue("page")
    yield
    leave_pages(page.context.pages)


def leave_pages(pages: list[Page]) -> None:
    """Sends each page to about:blank (see above), for a context or browser about to close."""
    for open_page in pages:
        with contextlib.suppress(PlaywrightError):
            open_page.goto("about:blank", timeout=5000)


@pytest.fixture
def past_orders() -> None:
    """Asks `shop` for the demo's month of past orders too (the admin's orders list and
    overview as `make run` shows them). They are placed and paid at localstripe through the
    orders' door, which takes 1 to 2 s more than the rest of the seed (0.2 s): the tests
    that need no order history go without."""


@pytest.fixture
def shop(request, live_server, transactional_db, firebase, stripe_server, demo_pictures) -> str:
    """The live shop with the demo data (and demo Firebase accounts) loaded; its base URL.
    Without the past orders unless the test asks for them (past_orders)."""
    without = [] if "past_orders" in request.fixturenames else ["--no-past-orders"]
    call_command("seed_demo", *without, stdout=io.StringIO())
    return live_server.url


@pytest.fixture
def screenshot(page):
    """Saves a full-page screenshot as a test artifact."""

    def take(name: str, of: Page | None = None) -> Path:
        """Of the test's `page`, or of another page the test opened (`of`)."""
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        (of or page).screenshot(path=path, full_page=True)
        return path

    return take
