"""The pages Django renders itself: the single-page app's shell, and local media files."""

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.utils.cache import patch_cache_control
from django.views.decorators.gzip import gzip_page
from django.views.static import serve

from core.middleware import google_sign_in_page
from web.bundle import bundle_files, bundle_manifest
from web.initial_data import page_extras
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
        "firebase": firebase,
        "stripe": stripe,
        "googleSignIn": google_sign_in_page(path),
    }


# The shell holds no secret (public settings and public data only), so it may be compressed.
@gzip_page
def spa(request: HttpRequest) -> HttpResponse:
    page = page_for(request.path)
    bundle = bundle_files()
    extras = None
    if page is not None:
        extras = page_extras(request, *page, bundle_manifest(), static(bundle["js"][0]))
    context = {"bundle": bundle, "shop_config": page_config(request.path), "extras": extras}
    # The app shows its 404 page for unknown paths and for pages of unknown items.
    status = 200 if page is not None and extras.found else 404
    response = render(request, "web/index.html", context, status=status)
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
