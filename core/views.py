"""The API's JSON fallbacks: unknown paths under /api/, and the server error page."""

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt

from core.errors import error_body, status_error_body


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
