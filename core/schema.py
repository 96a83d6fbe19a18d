"""The OpenAPI schema: its error answers, and the views that serve it.

Every error is one `Error` component (core/errors.py's shape). `add_error_responses` (a
drf-spectacular postprocessing hook) gives every operation the errors its shape implies: 400
for query parameters or a body, 401 where a JWT is accepted, 404 for path parameters, 413
and 415 for a body. Errors particular to one operation (roles, business rules, rate limits,
Stripe or Firebase unavailable) are declared beside its code with `error_responses(...)` in
`extend_schema`.
"""

from http import HTTPStatus

from drf_spectacular.utils import OpenApiResponse
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView
from rest_framework.renderers import JSONRenderer

ERROR_SCHEMA = {
    "type": "object",
    "description": "Every API error. `fields` maps field names to their messages.",
    "properties": {
        "detail": {"type": "string"},
        "code": {"type": "string"},
        "fields": {
            "type": "object",
            "additionalProperties": {"type": "array", "items": {"type": "string"}},
        },
        "requestId": {"type": "string", "description": "Also in the X-Request-ID header."},
        "retryAfter": {
            "type": "integer",
            "description": "429 and 503: seconds to wait, as in the Retry-After header.",
        },
    },
    "required": ["detail", "code"],
}
ERROR_REF = {"$ref": "#/components/schemas/Error"}


def error_response(description: str) -> OpenApiResponse:
    return OpenApiResponse(ERROR_REF, description=description)


def error_responses(*statuses: int) -> dict[int, OpenApiResponse]:
    """For `extend_schema(responses={200: ..., **error_responses(403, 409)})`."""
    return {status: error_response(HTTPStatus(status).phrase) for status in statuses}


def _common_errors(operation: dict) -> set[HTTPStatus]:
    locations = {parameter["in"] for parameter in operation.get("parameters", [])}
    has_body = "requestBody" in operation
    statuses = set()
    if has_body or "query" in locations:
        statuses.add(HTTPStatus.BAD_REQUEST)
    if any(requirement for requirement in operation.get("security", [])):
        statuses.add(HTTPStatus.UNAUTHORIZED)  # an expired or forged token, or none if needed
    if "path" in locations:
        statuses.add(HTTPStatus.NOT_FOUND)
    if has_body:
        statuses.add(HTTPStatus.UNSUPPORTED_MEDIA_TYPE)
        statuses.add(HTTPStatus.REQUEST_ENTITY_TOO_LARGE)
    return statuses


def add_error_responses(result: dict, generator, request, public) -> dict:
    result.setdefault("components", {}).setdefault("schemas", {})["Error"] = ERROR_SCHEMA
    for operations in result["paths"].values():
        for operation in operations.values():
            responses = operation["responses"]
            for status in _common_errors(operation):
                responses.setdefault(
                    str(status.value),
                    {
                        "description": status.phrase,
                        "content": {"application/json": {"schema": ERROR_REF}},
                    },
                )
            operation["responses"] = dict(sorted(responses.items()))
    return result


class _JsonErrors:
    """Errors in JSON like the rest of the API, not in the view's own format (YAML, HTML)."""

    def handle_exception(self, exc):
        response = super().handle_exception(exc)
        self.request.accepted_renderer = JSONRenderer()
        self.request.accepted_media_type = JSONRenderer.media_type
        return response


class SchemaView(_JsonErrors, SpectacularAPIView):
    pass


class SchemaDocsView(_JsonErrors, SpectacularSwaggerSplitView):
    pass
