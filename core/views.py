"""The API's JSON fallbacks: unknown paths under /api/, the server error page, and the
answer while the database is unreachable."""

import logging
import sys

from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt

from core.errors import error_body, status_error_body

logger = logging.getLogger(__name__)

# What the database raises while it is down, restarting or cut off (and for a deadlock or
# a lock wait that timed out): worth trying again in a moment, not a bug.
DATABASE_UNAVAILABLE_ERRORS = (OperationalError, InterfaceError)
DATABASE_RETRY_AFTER_SECONDS = 5


@csrf_exempt  # a POST to an unknown path is a JSON 404, not the CSRF failure page
def api_not_found(request: HttpRequest) -> JsonResponse:
    return JsonResponse(error_body("Not found.", "not_found"), status=404)


def database_unavailable(request: HttpRequest, error: Exception) -> HttpResponse:
    """503 with Retry-After: JSON under /api/, a short page elsewhere. The transaction the
    request was in has been rolled back (transaction.atomic), so nothing is half-written."""
    logger.warning("The database is unavailable: %s", str(error).strip() or type(error).__name__)
    if request.path.startswith("/api/"):
        response = JsonResponse(
            error_body(
                "The shop is unavailable for a moment. Please try again in a few seconds.",
                "service_unavailable",
            ),
            status=503,
        )
    else:
        response = HttpResponse(
            "<!doctype html><title>Back in a moment</title>"
            "<h1>The shop is unavailable for a moment.</h1>"
            "<p>Please try again in a few seconds.</p>",
            status=503,
        )
    response["Retry-After"] = str(DATABASE_RETRY_AFTER_SECONDS)
    response["Cache-Control"] = "no-store"
    response._has_been_logged = True  # logged above, as a warning: not a server error
    return response


def server_error(request: HttpRequest) -> HttpResponse:
    error = sys.exc_info()[1]  # the uncaught exception, raised in a middleware
    if isinstance(error, DATABASE_UNAVAILABLE_ERRORS):
        return database_unavailable(request, error)
    if request.path.startswith("/api/"):
        return JsonResponse(status_error_body(500), status=500)
    return HttpResponse(
        "<!doctype html><title>Server error</title>"
        "<h1>Something went wrong on our side.</h1><p>Please try again in a moment.</p>",
        status=500,
    )
