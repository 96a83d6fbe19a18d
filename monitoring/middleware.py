"""/healthz, /readyz and the metrics, answered before the rest of the middleware: whatever
the Host header (a balancer's probe may send an IP address), over plain HTTP even where
the shop redirects to HTTPS, never cached, and never logged as errors; with the security
headers every other answer carries (nosniff, framing, referrer policy, CSP), given by the
very middleware that gives them to the rest."""

import hmac
from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.middleware.clickjacking import XFrameOptionsMiddleware
from django.middleware.security import SecurityMiddleware

from core.errors import error_body
from core.middleware import content_security_policy
from monitoring.health import readiness
from monitoring.metrics import CONTENT_TYPE, exposition

# Seconds a balancer is told to wait before it asks a server that is not ready again.
NOT_READY_RETRY_AFTER = 5


def _health(request: HttpRequest) -> HttpResponse:
    return JsonResponse({"status": "ok"})


def _ready(request: HttpRequest) -> HttpResponse:
    checks = readiness()
    failed = [name for name, result in checks.items() if result != "ok"]
    if not failed:
        return JsonResponse({"status": "ok", "checks": checks})
    body = error_body(f"Not ready: {', '.join(failed)}.", "service_unavailable")
    response = JsonResponse({"status": "unavailable", **body, "checks": checks}, status=503)
    response["Retry-After"] = str(NOT_READY_RETRY_AFTER)
    return response


def _metrics(request: HttpRequest) -> HttpResponse:
    given = request.headers.get("Authorization", "")
    if not given:
        response = JsonResponse(
            error_body("Send the metrics token.", "not_authenticated"), status=401
        )
        response["WWW-Authenticate"] = "Bearer"
        return response
    expected = f"Bearer {settings.METRICS_TOKEN}"
    if not hmac.compare_digest(given.encode(), expected.encode()):
        return JsonResponse(
            error_body("This is not the metrics token.", "permission_denied"), status=403
        )
    return HttpResponse(exposition(), content_type=CONTENT_TYPE)


class OperationsEndpointsMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        # Their response halves only: SecurityMiddleware's request half would redirect a
        # balancer's plain-HTTP probe to HTTPS.
        self._security = SecurityMiddleware(get_response)
        self._framing = XFrameOptionsMiddleware(get_response)

    def _view(self, path: str) -> Callable[[HttpRequest], HttpResponse] | None:
        if path == settings.HEALTH_PATH:
            return _health
        if path == settings.READY_PATH:
            return _ready
        if path == settings.METRICS_PATH and settings.METRICS_TOKEN:
            return _metrics  # without a token there is nothing there: the shop's 404
        return None

    def __call__(self, request: HttpRequest) -> HttpResponse:
        view = self._view(request.path_info)
        if view is None:
            return self.get_response(request)
        if request.method not in ("GET", "HEAD"):
            response = JsonResponse(
                error_body("Method not allowed.", "method_not_allowed"), status=405
            )
            response["Allow"] = "GET, HEAD"
        else:
            response = view(request)
        response["Cache-Control"] = "no-store"
        response = self._framing.process_response(
            request, self._security.process_response(request, response)
        )
        response.setdefault("Content-Security-Policy", content_security_policy(request.path))
        # A 503 here is an answer about the server, not a failure of it: not an error log.
        response._has_been_logged = True
        return response
