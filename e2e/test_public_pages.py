"""Visitors' pages in Chromium: Home, Blog, My Portfolio and the 404 page, at 375 and 1440 px."""

import re

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import WIDTHS
from e2e.steps import open_sent_on
from ops import demo_data

NEWEST_SIX_TOOLS = [name for _, name, *_ in reversed(demo_data.TOOLS)][:6]


def visit(page: Page, url: str, width: int):
    page.set_viewport_size({"width": width, "height": 900})
    return page.goto(url)


def section(page: Page, heading: str):
    return page.locator("section", has=page.get_by_role("heading", name=heading, exact=True))


@pytest.mark.parametrize("screen", WIDTHS)
def test_home_shows_every_section(shop, page: Page, screenshot, screen):
    response = visit(page, shop + "/", WIDTHS[screen])
    assert response.status == 200

    # Slider of paintings.
    slider = page.locator(".swiper")
    expect(slider).to_be_visible()
    expect(slider.locator("img").first).to_have_attribute("alt", re.compile(r".+ by .+"))

    # The six newest tools, newest first, each with its facts and a Purchase Now link.
    tools = section(page, "Tools for your next painting").locator("article")
    expect(tools).to_have_count(6)
    expect(tools.locator("h3")).to_have_text(NEWEST_SIX_TOOLS)
    first = tools.first
    expect(first.get_by_role("img")).to_have_attribute("alt", NEWEST_SIX_TOOLS[0])
    expect(first).to_contain_text("Minimum order quantity: 3")
    expect(first).to_contain_text("Available quantity: 160")
    expect(first).to_contain_text("$8.90")
    link = first.get_by_role("link", name="Purchase Now")
    expect(link).to_have_attribute("href", re.compile(r"^/purchase/\d+$"))

    # Business summary, reviews with initials, gallery teaser, article teaser.
    for figure in ["250+", "57k+", "20+"]:
        expect(page.get_by_text(figure, exact=True)).to_be_visible()
    reviews = page.locator("figure", has=page.get_by_test_id("review-avatar"))
    expect(reviews).to_have_count(6)
    newest_review = demo_data.REVIEWS[-1]
    expect(reviews.first).to_contain_text(newest_review[0])
    expect(reviews.first.get_by_test_id("review-avatar")).to_have_text(newest_review[0][0])
    expect(page.get_by_text("+ 23", exact=True)).to_be_visible()
    gallery_images = section(page, "Gallery").locator("img")
    expect(gallery_images).to_have_count(5)
    expect(page.get_by_role("link", name="Join our mailing list to read more")).to_be_visible()

    # Every image says what it shows (the shell's placeholder, hidden, is the app's now).
    expect(page.locator("#shell")).to_be_hidden()
    page.locator("#root img").last.scroll_into_view_if_needed()
    for alt in page.locator("#root img").evaluate_all("imgs => imgs.map(i => i.alt)"):
        assert alt.strip(), "an image has no alt text"

    screenshot(f"home-{screen}")


def test_home_paints_from_its_page_with_no_api_request(shop, page: Page):
    api_requests: list[str] = []
    page.on("request", lambda r: "/api/" in r.url and api_requests.append(r.url))

    visit(page, shop + "/", 375)
    expect(section(page, "Tools for your next painting").locator("article")).to_have_count(6)
    expect(page.get_by_test_id("review-avatar")).to_have_count(6)
    expect(page.locator(".swiper img").first).to_be_visible()
    # The placeholder's copy of the first painting stays in the page, hidden under the app's.
    expect(page.locator("#shell img")).to_be_hidden()
    expect(page.get_by_role("status").filter(has_text="Loading the shop")).to_have_count(0)
    page.wait_for_load_state("networkidle")

    home_queries = [url for url in api_requests if re.search(r"/api/(tools|review|paintings)", url)]
    assert home_queries == [], "Home asked the API for what its page already had"


def test_review_grid_has_three_columns_on_wide_screens_and_one_on_phones(shop, page: Page):
    def columns() -> int:
        avatars = page.get_by_test_id("review-avatar")
        expect(avatars).to_have_count(6)
        lefts = avatars.evaluate_all(
            "els => els.map(e => Math.round(e.getBoundingClientRect().left))"
        )
        return len(set(lefts))

    visit(page, shop + "/", 1440)
    assert columns() == 3
    visit(page, shop + "/", 375)
    assert columns() == 1


def test_navigation_for_visitors_and_its_dropdown_on_phones(shop, page: Page):
    visit(page, shop + "/blog", 1440)
    nav = page.get_by_role("navigation", name="Main")
    for label in ["Home", "Purchase", "Blog", "My Portfolio", "Login"]:
        expect(nav.get_by_role("link", name=label, exact=True)).to_be_visible()
    expect(nav.get_by_role("link", name="Dashboard")).to_have_count(0)
    expect(nav.get_by_role("button", name="Sign Out")).to_have_count(0)
    nav.get_by_role("link", name="Brush & Canvas").click()
    expect(page).to_have_url(shop + "/")

    visit(page, shop + "/", 375)
    menu = nav.get_by_role("button", name="Menu")
    expect(nav.get_by_role("link", name="Blog", exact=True)).to_be_hidden()
    menu.click()
    expect(menu).to_have_attribute("aria-expanded", "true")
    nav.get_by_role("link", name="Blog", exact=True).click()
    expect(page).to_have_url(shop + "/blog")
    expect(page.get_by_role("heading", name="Blog", level=1)).to_be_visible()
    expect(nav.get_by_role("link", name="Blog", exact=True)).to_be_hidden()


def test_slider_moves_on_by_itself(shop, page: Page):
    visit(page, shop + "/", 1440)
    active = page.locator(".swiper-slide-active img")
    expect(active).to_be_visible()
    first = active.get_attribute("alt")

    expect(active).not_to_have_attribute("alt", first, timeout=4000)


def test_keyboard_users_see_where_focus_is(shop, page: Page):
    visit(page, shop + "/", 1440)
    expect(page.locator(".swiper")).to_be_visible()

    page.keyboard.press("Tab")
    focused = page.locator(":focus")
    expect(focused).to_have_text(re.compile("skip", re.I))
    for _ in range(3):
        page.keyboard.press("Tab")
        outline = page.evaluate(
            "() => { const s = getComputedStyle(document.activeElement);"
            " return [s.outlineStyle, s.outlineWidth, s.boxShadow]; }"
        )
        assert outline[0] != "none" and outline[1] != "0px" or outline[2] != "none", outline


@pytest.mark.parametrize("screen", WIDTHS)
def test_blog_answers_open_and_close(shop, page: Page, screenshot, screen):
    visit(page, shop + "/blog", WIDTHS[screen])

    questions = page.locator("button[aria-controls^='faq-']")
    expect(questions).to_have_count(5)
    second = questions.nth(1)
    answer = page.locator(f"#{second.get_attribute('aria-controls')}")
    expect(answer).to_be_hidden()
    second.click()
    expect(answer).to_be_visible()
    expect(second).to_have_attribute("aria-expanded", "true")
    assert len(answer.inner_text().split(".")) >= 3, "an answer is a few sentences"
    screenshot(f"blog-{screen}")

    second.focus()
    page.keyboard.press("Enter")
    expect(answer).to_be_hidden()


@pytest.mark.parametrize("screen", WIDTHS)
def test_portfolio(shop, page: Page, screenshot, screen):
    response = visit(page, shop + "/myportfolio", WIDTHS[screen])

    assert response.status == 200
    for heading in ["Education", "Skills"]:
        expect(page.get_by_role("heading", name=heading)).to_be_visible()
    expect(page.get_by_text(re.compile("location", re.I)).first).to_be_visible()
    projects = section(page, "Projects").get_by_role("link")
    expect(projects).to_have_count(2)
    screenshot(f"portfolio-{screen}")


@pytest.mark.parametrize("screen", WIDTHS)
def test_unknown_pages_are_a_404(shop, page: Page, screenshot, screen):
    response = visit(page, shop + "/no/such/page", WIDTHS[screen])

    assert response.status == 404
    expect(page.get_by_text("Sorry the page you're looking for dosen't exist.")).to_be_visible()
    screenshot(f"not-found-{screen}")
    page.get_by_role("link", name="Back to home").click()
    expect(page.locator(".swiper")).to_be_visible()


def test_signed_out_visitors_are_sent_to_login_from_protected_pages(shop, page: Page):
    page.set_viewport_size({"width": 1440, "height": 900})
    for path in ["/dashboard", "/allproduct", "/purchase/1"]:
        open_sent_on(page, shop + path)
        expect(page).to_have_url(shop + "/login")
        expect(page.get_by_role("heading", name="Login")).to_be_visible()


def test_home_does_not_load_other_pages_code(shop, page: Page):
    scripts: list[str] = []
    page.on("request", lambda r: r.resource_type == "script" and scripts.append(r.url))
    visit(page, shop + "/", 1440)
    expect(page.locator(".swiper")).to_be_visible()
    page.wait_for_load_state("networkidle")
    home_scripts = set(scripts)

    page.get_by_role("navigation", name="Main").get_by_role("link", name="Blog").click()
    expect(page.get_by_role("heading", name="Blog", level=1)).to_be_visible()
    page.wait_for_load_state("networkidle")

    assert set(scripts) - home_scripts, "the blog's code was already loaded by the home page"


def test_home_asks_for_the_apps_code_after_its_first_painting_has_painted(shop, page: Page):
    # On a slow link the app's scripts would share the picture's bandwidth: the page's one
    # script (assets/src/after-first-picture.js) adds them once Chrome has painted it.
    requested = []
    page.on("request", lambda request: "/bundle/vendor." in request.url and requested.append(1))
    visit(page, shop + "/", 375)
    expect(page.locator(".swiper")).to_be_visible()

    first_picture = page.locator("#shell img").evaluate("img => img.currentSrc")
    largest = page.evaluate(
        """() => new Promise(done => new PerformanceObserver(list => {
            const entry = list.getEntries().at(-1);
            done({url: entry.url, time: entry.startTime});
        }).observe({type: "largest-contentful-paint", buffered: true}))"""
    )
    assert largest["url"] == first_picture
    vendor = page.evaluate(
        "() => performance.getEntriesByType('resource')"
        ".find(entry => entry.name.includes('/bundle/vendor.')).startTime"
    )
    assert len(requested) == 1
    assert vendor > largest["time"], (vendor, largest)


def test_home_starts_the_app_when_its_first_painting_fails_to_load(shop, page: Page):
    page.route(re.compile(r".*/media/.*"), lambda route: route.abort())
    visit(page, shop + "/", 375)

    expect(page.get_by_role("heading", name="Tools for your next painting")).to_be_visible()
    # At once, not after the 3 s a picture is waited for at most: the app's scripts were
    # asked for right after the page's own script arrived.
    loader, vendor = page.evaluate(
        """() => ['/bundle/after-first-picture.', '/bundle/vendor.'].map(part =>
            performance.getEntriesByType('resource').find(entry => entry.name.includes(part)))
            .map(entry => [entry.responseEnd, entry.startTime])"""
    )
    assert vendor[1] - loader[0] < 1500, (loader, vendor)
