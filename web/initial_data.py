"""What the app's shell carries for the page it is rendered for, so that the page's first
screen paints without waiting on the API or on a second round of downloads:

- its initial data: what the API answers to the queries of that screen (public data only),
  made from the same selectors and kept in the same per-worker response cache (apicache),
  rendered with `json_script`;
- the code-split chunks of its route modules (named in assets/src/app/routes.json), as
  preload hints;
- the first screen's main image (its largest paint), as a preload hint.
"""

import json
import posixpath
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.http import HttpRequest
from django.utils.html import json_script
from django.utils.safestring import SafeString
from rest_framework.utils.urls import replace_query_param

from apicache.responses import rendered
from apicache.rows import serializer_rows
from core.pagination import count_ahead, plain_list
from reviews.selectors import REVIEW_RESPONSES, review_list_public
from reviews.serializers import ReviewSerializer
from shop.selectors import PAINTING_RESPONSES, TOOL_RESPONSES, painting_list, tool_list
from shop.serializers import PaintingSerializer, ToolSerializer
from web.routes import Page

# The numbers the app asks for (assets/src/features/catalogue/api/tool-lists.ts and
# features/reviews/api/review-lists.ts; a test compares them).
HOME_TOOLS = 6
HOME_REVIEWS = 6
# Reviews are anyone's text (up to 2,000 characters, and json_script writes each <, > and &
# as six bytes): Home carries each cut to this many characters, so what it carries is
# bounded whatever people write. Home's review card shows at most 8 lines (line-clamp-8 in
# features/reviews' review-card.tsx), fewer characters than this at any width, so a
# review looks the same from the page as from the API.
HOME_REVIEW_PREVIEW_CHARS = 1000
TOOLS_PAGE_SIZE = 24
PAINTINGS_PAGE_SIZE = 24

# The `sizes` of the main images, as their components give them (checked by a test).
SLIDE_SIZES = "(min-width: 1280px) 1216px, 100vw"
TOOL_CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, 47vw"
PRODUCT_IMAGE_SIZES = "(min-width: 1152px) 536px, (min-width: 768px) 46vw, 100vw"
PAINTING_CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, 47vw"
PAINTING_IMAGE_SIZES = "(min-width: 1280px) 704px, (min-width: 768px) 58vw, 100vw"


def _rows(serializer_class, queryset) -> list[dict]:
    """What the API's serializer gives for each row of queryset (apicache.rows)."""
    rows = serializer_rows(serializer_class)
    return rows.data(rows.queryset(queryset))


def _cached(resource: str, key: tuple, data: Callable[[], Any]) -> Any:
    """data(), computed once per state of resource in each worker (as the API's responses)."""
    return json.loads(rendered(resource=resource, key=("page", *key), data=data).body)


def _tool_page(request: HttpRequest) -> dict:
    """The first page of /api/tools?ordering=-_id&limit=TOOLS_PAGE_SIZE, envelope and all."""
    tools = tool_list(ordering="-id")
    count, exact = count_ahead(tools, end=TOOLS_PAGE_SIZE)
    url = request.build_absolute_uri("/api/tools?ordering=-_id")
    following = None
    if TOOLS_PAGE_SIZE < count:
        following = replace_query_param(url, "limit", TOOLS_PAGE_SIZE)
        following = replace_query_param(following, "offset", TOOLS_PAGE_SIZE)
    return {
        "count": count,
        "countExact": exact,
        "next": following,
        "previous": None,
        "results": _rows(ToolSerializer, tools[:TOOLS_PAGE_SIZE]),
    }


def _painting_page(request: HttpRequest) -> dict:
    """The first page of /api/paintings?ordering=-_id&limit=PAINTINGS_PAGE_SIZE (the gallery)."""
    paintings = painting_list(ordering="-id")
    count = paintings.count()
    url = request.build_absolute_uri("/api/paintings?ordering=-_id")
    following = None
    if PAINTINGS_PAGE_SIZE < count:
        following = replace_query_param(url, "limit", PAINTINGS_PAGE_SIZE)
        following = replace_query_param(following, "offset", PAINTINGS_PAGE_SIZE)
    return {
        "count": count,
        "next": following,
        "previous": None,
        "results": PaintingSerializer(paintings[:PAINTINGS_PAGE_SIZE], many=True).data,
    }


def _home_reviews() -> list[dict]:
    """The newest reviews as the API answers them, each text cut to its preview."""
    reviews = _rows(ReviewSerializer, review_list_public()[:HOME_REVIEWS])
    for review in reviews:
        review["review"] = review["review"][:HOME_REVIEW_PREVIEW_CHARS]
    return reviews


def home_data(request: HttpRequest, match: re.Match) -> dict:
    return {
        "tools": _cached(
            TOOL_RESPONSES,
            ("newest", HOME_TOOLS),
            lambda: _rows(ToolSerializer, tool_list(ordering="-id")[:HOME_TOOLS]),
        ),
        "reviews": _cached(REVIEW_RESPONSES, ("home-reviews", HOME_REVIEWS), _home_reviews),
        "paintings": _cached(
            # What GET /api/paintings answers: a plain list, bounded (core.pagination).
            PAINTING_RESPONSES,
            ("plain",),
            lambda: PaintingSerializer(plain_list(painting_list()), many=True).data,
        ),
    }


def all_products_data(request: HttpRequest, match: re.Match) -> dict:
    origin = (request.scheme, request.get_host())  # the envelope's links are absolute
    page = _cached(TOOL_RESPONSES, ("first-page", *origin), lambda: _tool_page(request))
    return {"toolPage": page}


def product_data(request: HttpRequest, match: re.Match) -> dict | None:
    tool_id = match["purchaseId"]
    if not re.fullmatch(r"[0-9]{1,18}", tool_id):
        return None
    found = _cached(
        TOOL_RESPONSES,
        ("one", tool_id),
        lambda: _rows(ToolSerializer, tool_list().filter(id=int(tool_id))[:1]),
    )
    return {"tool": found[0]} if found else None


def paintings_data(request: HttpRequest, match: re.Match) -> dict:
    origin = (request.scheme, request.get_host())  # the envelope's links are absolute
    page = _cached(PAINTING_RESPONSES, ("first-page", *origin), lambda: _painting_page(request))
    return {"paintingPage": page}


def painting_data(request: HttpRequest, match: re.Match) -> dict | None:
    painting_id = match["paintingId"]
    if not re.fullmatch(r"[0-9]{1,18}", painting_id):
        return None
    found = _cached(
        PAINTING_RESPONSES,
        ("one", painting_id),
        lambda: PaintingSerializer(painting_list().filter(id=int(painting_id))[:1], many=True).data,
    )
    return {"painting": found[0]} if found else None


def _first(items: list | None) -> dict | None:
    return items[0] if items else None


@dataclass(frozen=True)
class Preload:
    # The first screen's data; None when the page's item does not exist (HTTP 404).
    data: Callable[[HttpRequest, re.Match], dict | None]
    # The first screen's main image (a tool or painting in the data) and its `sizes`.
    main_image: Callable[[dict], dict | None]
    main_image_sizes: str
    # The apicache resources the data shows: a new token of any renders the page again.
    resources: tuple[str, ...]
    # Whether the shell's placeholder draws the main image where the page shows it (Home's
    # slider, at the top), so that the largest paint does not wait for the app's code.
    drawn_by_shell: bool = False


# What a page's `preload` in the route table names.
PRELOADS = {
    "home": Preload(
        home_data,
        lambda data: _first(data.get("paintings")),
        SLIDE_SIZES,
        (TOOL_RESPONSES, REVIEW_RESPONSES, PAINTING_RESPONSES),
        drawn_by_shell=True,
    ),
    "all-products": Preload(
        all_products_data,
        lambda data: _first(data.get("toolPage", {}).get("results")),
        TOOL_CARD_SIZES,
        (TOOL_RESPONSES,),
    ),
    "product": Preload(
        product_data, lambda data: data.get("tool"), PRODUCT_IMAGE_SIZES, (TOOL_RESPONSES,)
    ),
    "paintings": Preload(
        paintings_data,
        lambda data: _first(data.get("paintingPage", {}).get("results")),
        PAINTING_CARD_SIZES,
        (PAINTING_RESPONSES,),
    ),
    "painting": Preload(
        painting_data,
        lambda data: data.get("painting"),
        PAINTING_IMAGE_SIZES,
        (PAINTING_RESPONSES,),
    ),
}


def page_resources(page: Page) -> tuple[str, ...]:
    """The apicache resources a page's HTML shows (none for a page without initial data)."""
    preload = PRELOADS.get(page.preload) if page.preload else None
    return preload.resources if preload is not None else ()


@dataclass
class PreloadImage:
    href: str
    srcset: str | None
    sizes: str


@dataclass
class PageExtras:
    # False when the page names an item that does not exist (/purchase/999): HTTP 404.
    found: bool = True
    initial_data: SafeString | None = None
    preload_js: tuple[str, ...] = ()
    preload_css: tuple[str, ...] = ()
    preload_image: PreloadImage | None = None
    # Whether the placeholder draws the main image (Preload.drawn_by_shell).
    shell_draws_image: bool = False

    @property
    def shell_image(self) -> PreloadImage | None:
        """The main image, when the placeholder draws it."""
        return self.preload_image if self.shell_draws_image else None


def page_extras(
    request: HttpRequest, page: Page, match: re.Match, manifest: dict, bundle_url: str
) -> PageExtras:
    """What the shell of a page carries besides the app: see the module's doc.

    bundle_url is the URL of the entry's first script: webpack fetches chunks from its folder.
    """
    extras = PageExtras()
    preload = PRELOADS.get(page.preload) if page.preload else None
    if preload is not None:
        data = preload.data(request, match)
        if data is None:
            extras.found = False
            data = {}
        data = {k: v for k, v in data.items() if v is not None}
        if data:
            extras.initial_data = json_script(data, "initial-data")
        image = preload.main_image(data)
        if image:
            extras.preload_image = PreloadImage(
                image["img"], image.get("imgSrcset"), preload.main_image_sizes
            )
            extras.shell_draws_image = preload.drawn_by_shell
    folder = posixpath.dirname(bundle_url)
    chunks = [manifest.get("chunks", {}).get(name, {}) for name in page.chunks]
    extras.preload_js = tuple(
        f"{folder}/{posixpath.basename(f)}" for c in chunks for f in c.get("js", [])
    )
    extras.preload_css = tuple(
        f"{folder}/{posixpath.basename(f)}" for c in chunks for f in c.get("css", [])
    )
    return extras
