"""The pages Django renders itself: the single-page app's shell and JSON fallbacks."""

import json
import re
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.utils.cache import patch_cache_control
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.gzip import gzip_page
from django.views.static import serve

from config.errors import error_body, status_error_body
from config.pages import page_extras

# Every path the React router knows; anything else gets the React 404 page with HTTP 404.
SPA_ROUTES = re.compile(
    r"""^/(
        |home|blog|myportfolio|allproduct|login|signup
        |purchase(/[^/]+)?
        |dashboard(/(review|myprofile|addproduct|alluser|payment/[^/]+))?
    )/?$""",
    re.VERBOSE,
)


@lru_cache(maxsize=4)
def _read_manifest(path: Path, mtime: float) -> dict:
    return json.loads(path.read_text())


def bundle_manifest() -> dict:
    """assets/build/manifest.json: the files of each webpack entry and named chunk."""
    path = Path(settings.BUNDLE_MANIFEST)
    try:
        return _read_manifest(path, path.stat().st_mtime)
    except FileNotFoundError as exc:
        raise ImproperlyConfigured(
            f"{path} is missing: build the front end first (`make build` or `npm run build`)."
        ) from exc


def bundle_files(entry: str = "main") -> dict[str, list[str]]:
    """The static paths (JS, CSS) that the page must load for a webpack entry."""
    files = bundle_manifest()["entrypoints"][entry]
    return {"js": files.get("js", []), "css": files.get("css", [])}


def page_config() -> dict:
    """Public settings the React app reads from the page (never secrets)."""
    firebase = {
        "apiKey": settings.FIREBASE_API_KEY or "demo-api-key",
        "authDomain": settings.FIREBASE_AUTH_DOMAIN,
        "projectId": settings.FIREBASE_PROJECT_ID,
    }
    if settings.FIREBASE_AUTH_EMULATOR_HOST:
        firebase["emulatorUrl"] = f"http://{settings.FIREBASE_AUTH_EMULATOR_HOST}"
    stripe = {
        "publishableKey": settings.STRIPE_PUBLISHABLE_KEY,
        "jsUrl": "/stripe/v3.js" if settings.LOCALSTRIPE_URL else "https://js.stripe.com/v3/",
        "local": bool(settings.LOCALSTRIPE_URL),
    }
    return {"currency": settings.SHOP_CURRENCY, "firebase": firebase, "stripe": stripe}


# The shell holds no secret (public settings and public data only), so it may be compressed.
@gzip_page
def spa(request: HttpRequest) -> HttpResponse:
    known = SPA_ROUTES.match(request.path) is not None
    bundle = bundle_files()
    extras = page_extras(request, bundle_manifest(), static(bundle["js"][0])) if known else None
    context = {"bundle": bundle, "shop_config": page_config(), "extras": extras}
    response = render(request, "index.html", context, status=200 if known else 404)
    # The shell names the current bundle; always revalidate it.
    patch_cache_control(response, no_cache=True)
    return response


_serve_gzipped = gzip_page(serve)


def media(request: HttpRequest, path: str) -> HttpResponse:
    """Uploaded and demo images from local storage (object storage serves its own).

    SVG drawings are text: gzipped for browsers that take it (other formats are compressed
    already). An upload's name is never reused (shop/images.py): it may be cached for good.
    """
    view = _serve_gzipped if path.lower().endswith(".svg") else serve
    response = view(request, path, document_root=settings.MEDIA_ROOT)
    if path.startswith("uploads/") and response.status_code == 200:
        patch_cache_control(response, public=True, max_age=365 * 24 * 3600, immutable=True)
    return response


@csrf_exempt  # a POST to an unknown path is a JSON 404, not the CSRF failure page
def api_not_found(request: HttpRequest) -> JsonResponse:
    return JsonResponse(error_body("Not found.", "not_found"), status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    if request.path.startswith("/api/"):
        return JsonResponse(status_error_body(500), status=500)
    return HttpResponse(
        "<!doctype html><title>Server error</title>"
        "<h1>Something went wrong on our side.</h1><p>Please try again in a moment.</p>",
        status=500,
    )
