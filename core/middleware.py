"""Middleware of our own: request ids, the API's guards, the Content-Security-Policy and
the answer while the database is unreachable."""

import re
import uuid
from collections.abc import Callable
from functools import lru_cache
from urllib.parse import urlsplit

from django.conf import settings
from django.core.files.storage import default_storage
from django.core.signals import request_finished
from django.dispatch import receiver
from django.http import HttpRequest, HttpResponse, JsonResponse

from core.errors import status_error_body
from core.request_id import request_id_var
from core.views import DATABASE_UNAVAILABLE_ERRORS, database_unavailable

# An id a trusted proxy may have given the request already (letters, digits, - and _).
INCOMING_ID = re.compile(r"^[A-Za-z0-9_-]{8,64}$")


@receiver(request_finished)
def _forget_request_id(**kwargs) -> None:
    request_id_var.set("-")


class RequestIdMiddleware:
    """Gives every request an id: in the logs (`core.request_id.RequestIdFilter`), in the
    `X-Request-ID` answer header and in every API error's `requestId`."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        incoming = request.headers.get("X-Request-ID", "")
        trusted = settings.TRUST_INCOMING_REQUEST_ID and INCOMING_ID.match(incoming)
        request.id = incoming if trusted else uuid.uuid4().hex
        # Kept until the response is closed, so Django's own log lines about it
        # ("Not Found: ...", written after the middleware) carry the id too.
        request_id_var.set(request.id)
        response = self.get_response(request)
        response["X-Request-ID"] = request.id
        return response


def _is_json(response: HttpResponse) -> bool:
    return response.get("Content-Type", "").split(";")[0].strip() == "application/json"


class ApiGuardMiddleware:
    """Under /api/: refuses bodies over the size limit before anything reads them, and
    turns every error answer that is not JSON (Django's own 400/403/405/500 pages, an
    empty 405 from a plain view) into the API's one error shape."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if not request.path.startswith("/api/"):
            return self.get_response(request)
        too_big = self._body_error(request)
        if too_big is not None:
            return too_big
        response = self.get_response(request)
        if response.status_code >= 400 and not _is_json(response):
            allow = response.get("Allow")
            body = status_error_body(response.status_code)
            if response.status_code == 405:  # worded as DRF words it
                body["detail"] = f'Method "{request.method}" not allowed.'
            response = JsonResponse(body, status=response.status_code)
            if allow:
                response["Allow"] = allow
        return response

    @staticmethod
    def _body_error(request: HttpRequest) -> JsonResponse | None:
        declared = request.META.get("CONTENT_LENGTH") or "0"
        try:
            length = int(declared)
        except ValueError:
            return JsonResponse(status_error_body(400), status=400)
        limit = next(
            (
                size
                for prefix, size in settings.API_BODY_LIMITS.items()
                if request.path.startswith(prefix)
            ),
            settings.API_MAX_BODY_BYTES,
        )
        if length > limit:
            body = status_error_body(413)
            body["detail"] = f"The request is too large (at most {limit // 1024} KB here)."
            return JsonResponse(body, status=413)
        return None


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def media_origin() -> str | None:
    """Where media files are served from when not from this site (an S3 bucket, a CDN)."""
    url = default_storage.url("image.png")
    return _origin(url) if urlsplit(url).scheme in {"http", "https"} else None


# The app's pages where Google sign-in runs: Firebase's popup loads Google's api.js there.
# The app reloads these pages when it reaches them from another page of the app (the one
# document keeps the policy it was loaded with): features/auth, useGoogleSignInDocument.
GOOGLE_SIGN_IN_PATHS = frozenset({"/login", "/signup"})
# Pages of packages that write <style> elements into their HTML: the Django admin's change
# lists and the API docs (Swagger UI). The app's pages allow no inline style.
_INLINE_STYLE_PREFIXES = ("/admin/", "/api/docs/")


def google_sign_in_page(path: str) -> bool:
    return (path.rstrip("/") or "/") in GOOGLE_SIGN_IN_PATHS


def content_security_policy(path: str = "/") -> str:
    """Only the shop itself, plus the Stripe and Firebase origins the pages need; Google's
    script only on the sign-in pages, inline styles only in the admin and the API docs;
    images also from object storage when media files are kept there."""
    media = media_origin()
    return _policy(
        settings.LOCALSTRIPE_URL,
        settings.FIREBASE_AUTH_EMULATOR_HOST,
        settings.FIREBASE_AUTH_DOMAIN,
        (*settings.CSP_EXTRA_IMG_SOURCES, *([media] if media else [])),
        google_sign_in=google_sign_in_page(path),
        inline_styles=path.startswith(_INLINE_STYLE_PREFIXES),
    )


@lru_cache(maxsize=32)
def _policy(
    localstripe_url: str | None,
    emulator_host: str | None,
    auth_domain: str,
    extra_img_sources: tuple[str, ...],
    *,
    google_sign_in: bool,
    inline_styles: bool,
) -> str:
    script = ["'self'"]
    connect = ["'self'"]
    frame = []
    if localstripe_url:  # its Stripe.js is served by the shop; it calls localstripe
        connect.append(_origin(localstripe_url))
        frame.append(_origin(localstripe_url))
    else:
        script.append("https://js.stripe.com")
        connect.append("https://api.stripe.com")
        frame += ["https://js.stripe.com", "https://hooks.stripe.com"]
    if emulator_host:
        emulator = f"http://{emulator_host}"
        connect.append(emulator)
        frame.append(emulator)
    else:
        connect += [
            "https://identitytoolkit.googleapis.com",
            "https://securetoken.googleapis.com",
        ]
    if google_sign_in:  # the SDK's popup loads Google's API script
        script.append("https://apis.google.com")
    # Firebase frames its auth domain (the popup's helper) wherever a session is kept.
    frame.append(f"https://{auth_domain}")
    # React and Stripe.js set styles through the DOM (el.style), which the policy allows.
    style = ["'self'", "'unsafe-inline'"] if inline_styles else ["'self'"]
    directives = {
        "default-src": ["'self'"],
        "script-src": script,
        "style-src": style,
        "img-src": ["'self'", "data:", "blob:", *extra_img_sources],
        "font-src": ["'self'", "data:"],
        "connect-src": connect,
        "frame-src": frame,
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
    return "; ".join(f"{name} {' '.join(sources)}" for name, sources in directives.items())


class ContentSecurityPolicyMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        response.setdefault("Content-Security-Policy", content_security_policy(request.path))
        return response


class DatabaseOutageMiddleware:
    """While the database is down or restarting, a view that needs it answers 503 with
    Retry-After (core.views.database_unavailable), not a 500. Django drops the broken
    connection at the request's end (CONN_HEALTH_CHECKS checks a kept one before use), so
    the shop recovers by itself once the database is back."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if isinstance(exception, DATABASE_UNAVAILABLE_ERRORS):
            return database_unavailable(request, exception)
        return None
