"""The pages Django renders itself: the single-page app's shell, and local media files."""

import json

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string
from django.templatetags.static import static
from django.utils.cache import patch_cache_control
from django.views.decorators.gzip import gzip_page
from django.views.static import serve

from apicache.responses import RenderedResponse, encoded_response, store
from apicache.selectors import versions_current
from core.middleware import google_sign_in_page
from web.bundle import bundle_files, bundle_manifest, bundle_version
from web.initial_data import page_extras, page_resources
from web.routes import page_for


def page_config(path: str) -> dict:
    """Public settings the React app reads from the page (never secrets). googleSignIn:
    whether this page's Content-Security-Policy lets Google sign-in run (core.middleware)."""
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
    return {
        "currency": settings.SHOP_CURRENCY,
        "pricesIncludeTax": settings.PRICES_INCLUDE_TAX,
        "returnDays": settings.RETURN_DAYS,
        "firebase": firebase,
        "stripe": stripe,
        "googleSignIn": google_sign_in_page(path),
    }


def spa(request: HttpRequest) -> HttpResponse:
    """The app's shell for a page, rendered once per change of what it shows and kept
    compressed (apicache.responses): its key is everything the HTML depends on, and its
    versions those of the data it carries. The shell holds no secret and nothing of the
    request but its URL (public settings and public data only), so one copy serves every
    visitor; apicache.wsgi replays it before Django."""
    found = page_for(request.path)
    config = page_config(request.path)
    # Every unknown path gets the same 404 page: one copy, whatever the path.
    url = (request.scheme, request.get_host(), request.get_full_path()) if found else None
    key = ("page", url, json.dumps(config, sort_keys=True), bundle_version())
    versions = versions_current(page_resources(found[0]) if found else ())
    entry = store.get(key)
    if entry is None or entry.versions != versions:
        entry = _page_rendered(request, found, config, versions)
        store.put(key, entry)
    # The shell names the current bundle; encoded_response makes browsers revalidate it.
    return encoded_response(request, entry, content_type="text/html; charset=utf-8")


def _page_rendered(request, found, config, versions) -> RenderedResponse:
    bundle = bundle_files()
    extras = None
    if found is not None:
        extras = page_extras(request, *found, bundle_manifest(), static(bundle["js"][0]))
    # Without the request: no context processor (the user, a CSRF token) reaches the HTML.
    html = render_to_string(
        "web/index.html",
        {
            "bundle": bundle,
            "shop_config": config,
            "extras": extras,
            "after_picture": _after_picture(bundle, extras),
        },
    )
    # The app shows its 404 page for unknown paths and for pages of unknown items.
    status = 200 if found is not None and extras.found else 404
    return RenderedResponse.of(html.encode(), versions, status)


def _after_picture(bundle: dict, extras) -> dict | None:
    """When the placeholder draws the page's main picture (Home): the script that adds the
    app's scripts once that picture has painted (assets/src/after-first-picture.js), and
    those scripts in their order: the runtime and the libraries, the route's chunk, the
    entry. Fetched beside the picture, they would share its bandwidth on a slow link."""
    if extras is None or extras.shell_image is None:
        return None
    *first, entry = [static(js) for js in bundle["js"]]
    return {
        "loader": static(bundle_files("after-first-picture")["js"][0]),
        "scripts": " ".join([*first, *extras.preload_js, entry]),
    }


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
