"""What the page benchmarks (bench/bundle-size, bench/web) do in the shop's pages: count
what a page loads, sign the demo customer (or admin) in, order a tool for its payment
page, find the newest row of a resource to open."""

import gzip
import json
import urllib.request

from playwright.sync_api import BrowserContext

from e2e.steps import log_in
from ops.demo_data import DEMO_USERS


def assets_loaded(
    context: BrowserContext, url: str, viewport: dict[str, int]
) -> dict[str, dict[str, int]]:
    """Opens url with an empty HTTP cache and waits until it has settled (its h1 drawn, no
    request for 0.5 s); answers the gzipped (level 9) size of every script and stylesheet
    it loaded: {"script": {url: bytes}, "stylesheet": {url: bytes}}."""
    loaded: dict[str, dict[str, int]] = {"script": {}, "stylesheet": {}}
    tab = context.new_page()
    tab.set_viewport_size(viewport)
    context.new_cdp_session(tab).send("Network.clearBrowserCache")

    def record(response):
        kind = response.request.resource_type
        if kind in loaded and response.ok:
            loaded[kind][response.url] = len(gzip.compress(response.body(), 9))

    tab.on("response", record)
    tab.goto(url, wait_until="networkidle")
    tab.wait_for_selector("main h1")
    tab.close()
    return loaded


def sign_in(context: BrowserContext, shop_url: str, admin: bool = False) -> None:
    """The demo customer (or admin) signs in through the login page, after whoever was."""
    email, password, *_ = next(user for user in DEMO_USERS if user[3] == admin)
    tab = context.new_page()
    tab.set_viewport_size({"width": 1440, "height": 900})  # Sign Out shows in the bar
    tab.goto(shop_url + "/")
    if tab.evaluate("() => Boolean(localStorage.getItem('accessToken'))"):
        main = tab.get_by_role("navigation", name="Main")
        main.get_by_role("button", name="Sign Out").click()
        tab.wait_for_function("() => !localStorage.getItem('accessToken')")
    tab.goto(shop_url + "/login")
    log_in(tab, email, password)
    tab.wait_for_url(shop_url + "/")
    tab.wait_for_function("() => Boolean(localStorage.getItem('accessToken'))")
    tab.close()


def place_order(context: BrowserContext, shop_url: str, tool_id: int) -> int:
    """The signed-in customer orders the tool's minimum through the API (as the purchase
    page does); answers the order's id, for its payment page."""
    tab = context.new_page()
    tab.goto(shop_url + "/blog")
    order = tab.evaluate(
        """async (tool) => {
            const { minimumOrderQuantity } = await (await fetch(`/api/tools/${tool}`)).json();
            const answer = await fetch("/api/mypurchase", {
                method: "POST",
                headers: {
                    "Content-Type": "application/json",
                    Authorization: `Bearer ${localStorage.getItem("accessToken")}`,
                },
                body: JSON.stringify({
                    tool, toolsQuantity: minimumOrderQuantity,
                    deliveryAddress: {
                        fullName: "Casey Customer", line1: "12 Rue des Peintres", line2: "",
                        city: "Lyon", region: "", postalCode: "69002", country: "FR", phone: "",
                    },
                }),
            });
            if (!answer.ok) throw new Error(`order: ${answer.status} ${await answer.text()}`);
            return answer.json();
        }""",
        tool_id,
    )
    tab.close()
    return order["_id"]


def newest_id(shop_url: str, resource: str) -> int:
    with urllib.request.urlopen(f"{shop_url}/api/{resource}?ordering=-_id&limit=1") as answer:
        return json.load(answer)["results"][0]["_id"]
