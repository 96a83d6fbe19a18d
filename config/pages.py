"""What the app's shell carries for the route it is rendered for, so that the route's first
screen paints without waiting on the API or on a second round of downloads:

- its initial data: the API's own answers to the queries of that screen, made in-process
  (public data only: no credentials are passed on), rendered with `json_script`;
- its code-split chunk (named in assets/src/app/router.tsx), as a preload hint;
- the first screen's main image (its largest paint), as a preload hint.
"""

import json
import posixpath
import re
from collections.abc import Callable
from dataclasses import dataclass

from django.http import HttpRequest
from django.test import RequestFactory
from django.utils.html import json_script
from django.utils.safestring import SafeString
from rest_framework.utils.encoders import JSONEncoder as ApiJSONEncoder

from reviews.views import ReviewViewSet
from shop.views import PaintingViewSet, ToolViewSet

# The numbers the app asks for (assets/src/features/*/api/*-keys.ts; a test compares them).
HOME_TOOLS = 6
HOME_REVIEWS = 6
TOOLS_PAGE_SIZE = 24

# The `sizes` of the main images, as their components give them (checked by a test).
SLIDE_SIZES = "(min-width: 1280px) 1216px, 100vw"
TOOL_CARD_SIZES = (
    "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw"
)
PRODUCT_IMAGE_SIZES = "(min-width: 1152px) 536px, (min-width: 768px) 46vw, 100vw"

_tools = ToolViewSet.as_view({"get": "list"})
_tool = ToolViewSet.as_view({"get": "retrieve"})
_reviews = ReviewViewSet.as_view({"get": "list"})
_paintings = PaintingViewSet.as_view({"get": "list"})
_factory = RequestFactory()


def api_answer(request: HttpRequest, view, path: str, query: dict | None = None, **kwargs):
    """The API's answer to an anonymous GET path?query, or None unless it is a 200."""
    api_request = _factory.get(
        path, query or {}, HTTP_HOST=request.get_host(), secure=request.is_secure()
    )
    response = view(api_request, **kwargs)
    if response.status_code != 200:
        return None
    # The cached answers (apicache) are rendered bytes; the others still hold their data.
    data = getattr(response, "data", None)
    return json.loads(response.content) if data is None else data


def home_data(request: HttpRequest, match: re.Match) -> dict:
    tools = api_answer(request, _tools, "/api/tools", {"ordering": "-_id", "limit": HOME_TOOLS})
    reviews = api_answer(request, _reviews, "/api/review", {"limit": HOME_REVIEWS})
    return {
        "tools": tools and tools["results"],
        "reviews": reviews and reviews["results"],
        "paintings": api_answer(request, _paintings, "/api/paintings"),
    }


def all_products_data(request: HttpRequest, match: re.Match) -> dict:
    query = {"ordering": "-_id", "limit": TOOLS_PAGE_SIZE, "offset": 0}
    return {"toolPage": api_answer(request, _tools, "/api/tools", query)}


def product_data(request: HttpRequest, match: re.Match) -> dict:
    tool_id = match["id"]
    return {"tool": api_answer(request, _tool, f"/api/tools/{tool_id}", pk=tool_id)}


def _first(items: list | None) -> dict | None:
    return items[0] if items else None


@dataclass(frozen=True)
class Route:
    path: re.Pattern
    chunks: tuple[str, ...]
    data: Callable[[HttpRequest, re.Match], dict] | None = None
    # The first screen's main image (a tool or painting in the data) and its `sizes`.
    main_image: Callable[[dict], dict | None] | None = None
    main_image_sizes: str = ""


ROUTES = [
    Route(
        re.compile(r"^/(home/?)?$"),
        ("home",),
        home_data,
        lambda data: _first(data.get("paintings")),
        SLIDE_SIZES,
    ),
    Route(
        re.compile(r"^/allproduct/?$"),
        ("all-products",),
        all_products_data,
        lambda data: _first(data.get("toolPage", {}).get("results")),
        TOOL_CARD_SIZES,
    ),
    Route(
        re.compile(r"^/purchase/(?P<id>[0-9]{1,18})/?$"),
        ("purchase",),
        product_data,
        lambda data: data.get("tool"),
        PRODUCT_IMAGE_SIZES,
    ),
    Route(re.compile(r"^/purchase(/[^/]+)?/?$"), ("purchase",)),
    Route(re.compile(r"^/blog/?$"), ("blog",)),
    Route(re.compile(r"^/myportfolio/?$"), ("portfolio",)),
    Route(re.compile(r"^/login/?$"), ("login",)),
    Route(re.compile(r"^/signup/?$"), ("signup",)),
    Route(re.compile(r"^/dashboard/payment/[^/]+/?$"), ("dashboard", "payment")),
    Route(re.compile(r"^/dashboard(/[a-z]+)?/?$"), ("dashboard",)),
]


@dataclass
class PreloadImage:
    href: str
    srcset: str | None
    sizes: str


@dataclass
class PageExtras:
    initial_data: SafeString | None = None
    preload_js: tuple[str, ...] = ()
    preload_css: tuple[str, ...] = ()
    preload_image: PreloadImage | None = None


def page_extras(request: HttpRequest, manifest: dict, bundle_url: str) -> PageExtras:
    """What the shell of request.path carries besides the app: see the module's doc.

    bundle_url is the URL of the entry's first script: webpack fetches chunks from its folder.
    """
    for route in ROUTES:
        match = route.path.match(request.path)
        if match is not None:
            break
    else:
        return PageExtras()
    extras = PageExtras()
    if route.data is not None:
        data = {k: v for k, v in route.data(request, match).items() if v is not None}
        if data:
            # DRF's encoder, so that prices are numbers as in the API's answers.
            extras.initial_data = json_script(data, "initial-data", encoder=ApiJSONEncoder)
        image = route.main_image(data) if route.main_image else None
        if image:
            extras.preload_image = PreloadImage(
                image["img"], image.get("imgSrcset"), route.main_image_sizes
            )
    folder = posixpath.dirname(bundle_url)
    chunks = [manifest.get("chunks", {}).get(name, {}) for name in route.chunks]
    extras.preload_js = tuple(
        f"{folder}/{posixpath.basename(f)}" for c in chunks for f in c.get("js", [])
    )
    extras.preload_css = tuple(
        f"{folder}/{posixpath.basename(f)}" for c in chunks for f in c.get("css", [])
    )
    return extras
