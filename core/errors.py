"""One error shape for the whole API: {"detail": ..., "code": ..., "fields": {...},
"requestId": ...}, and the request id that ties an answer to the server's log lines."""

from typing import Any

from django.core.exceptions import PermissionDenied, RequestDataTooBig, TooManyFieldsSent
from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import set_rollback

from core.request_id import request_id_var


class ApplicationError(Exception):
    """A business rule said no. Services raise it (or one of its kinds below) and know
    nothing of HTTP; the exception handler answers it as JSON, with the status
    ERROR_STATUSES gives its class."""

    def __init__(
        self,
        message: str,
        *,
        code: str = "invalid",
        fields: dict[str, list[str]] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.fields = fields or {}


class NotFound(ApplicationError):
    """No such thing, or not one the caller may see."""

    def __init__(self, message: str = "Not found.", *, code: str = "not_found") -> None:
        super().__init__(message, code=code)


class Conflict(ApplicationError):
    """The thing is not in a state that allows this (an order already paid, say)."""


class Forbidden(ApplicationError):
    """The caller may not do this."""


class Unauthenticated(ApplicationError):
    """The caller did not prove who they are (no or an invalid sign-in token)."""


class PaymentDeclined(ApplicationError):
    """The customer's bank or card said no."""


class ServiceUnavailable(ApplicationError):
    """A service the shop depends on (Stripe, Firebase) is unreachable or too slow."""

    retry_after = 30

    def __init__(self, message: str, *, code: str = "service_unavailable") -> None:
        super().__init__(message, code=code)


# The HTTP status of each kind of ApplicationError (the nearest class in its MRO wins).
ERROR_STATUSES: dict[type[ApplicationError], int] = {
    ApplicationError: status.HTTP_400_BAD_REQUEST,
    Unauthenticated: status.HTTP_401_UNAUTHORIZED,
    PaymentDeclined: status.HTTP_402_PAYMENT_REQUIRED,
    Forbidden: status.HTTP_403_FORBIDDEN,
    NotFound: status.HTTP_404_NOT_FOUND,
    Conflict: status.HTTP_409_CONFLICT,
    ServiceUnavailable: status.HTTP_503_SERVICE_UNAVAILABLE,
}


def error_status(error: ApplicationError) -> int:
    for kind in type(error).__mro__:
        if kind in ERROR_STATUSES:
            return ERROR_STATUSES[kind]
    raise TypeError(f"{type(error).__name__} is not an ApplicationError")


# What an error answer says when nothing more specific is known, by HTTP status.
STATUS_ERRORS = {
    400: ("Bad request.", "bad_request"),
    401: ("Authentication credentials were not provided.", "not_authenticated"),
    403: ("You do not have permission to perform this action.", "permission_denied"),
    404: ("Not found.", "not_found"),
    405: ("Method not allowed.", "method_not_allowed"),
    406: ("Not acceptable: this API answers JSON.", "not_acceptable"),
    413: ("The request is too large.", "request_too_large"),
    415: ("Unsupported media type.", "unsupported_media_type"),
    429: ("Too many requests. Please try again later.", "throttled"),
    500: ("Something went wrong on our side. Please try again.", "server_error"),
    503: ("The service is unavailable just now. Please try again in a minute.", "unavailable"),
}


def status_error_body(status_code: int) -> dict:
    default = ("Something went wrong.", "error") if status_code >= 500 else STATUS_ERRORS[400]
    detail, code = STATUS_ERRORS.get(status_code, default)
    return error_body(detail, code)


def error_body(detail: str, code: str, fields: dict[str, list[str]] | None = None) -> dict:
    body: dict[str, Any] = {"detail": detail, "code": code}
    if fields:
        body["fields"] = fields
    request_id = request_id_var.get()
    if request_id != "-":
        body["requestId"] = request_id
    return body


def _flatten(errors: Any, prefix: str = "") -> dict[str, list[str]]:
    """Serializer errors, however nested, as {"field" or "a.b": [messages]}."""
    if isinstance(errors, dict):
        flat: dict[str, list[str]] = {}
        for key, value in errors.items():
            name = key if key != "non_field_errors" else "__all__"
            flat.update(_flatten(value, f"{prefix}.{name}" if prefix else name))
        return flat
    if isinstance(errors, list) and errors and all(not isinstance(e, dict | list) for e in errors):
        return {prefix or "__all__": [str(e) for e in errors]}
    if isinstance(errors, list):
        flat = {}
        for index, value in enumerate(errors):
            flat.update(_flatten(value, f"{prefix}.{index}" if prefix else str(index)))
        return flat
    return {prefix or "__all__": [str(errors)]}


def exception_handler(exc: Exception, context: dict) -> Response | None:
    if isinstance(exc, ApplicationError):
        set_rollback()
        body = error_body(exc.message, exc.code, exc.fields)
        headers = {}
        if isinstance(exc, ServiceUnavailable):
            headers["Retry-After"] = str(exc.retry_after)
            body["retryAfter"] = exc.retry_after
        return Response(body, status=error_status(exc), headers=headers)
    if isinstance(exc, RequestDataTooBig | TooManyFieldsSent):
        set_rollback()
        return Response(status_error_body(413), status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE)
    if isinstance(exc, DjangoValidationError):
        exc = exceptions.ValidationError(
            exc.message_dict if hasattr(exc, "error_dict") else {"__all__": exc.messages}
        )
    elif isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()

    if not isinstance(exc, exceptions.APIException):
        return None  # a real bug: let Django log it and answer 500

    set_rollback()
    headers = {}
    if getattr(exc, "auth_header", None):
        headers["WWW-Authenticate"] = exc.auth_header
    if getattr(exc, "wait", None):
        headers["Retry-After"] = str(int(exc.wait))

    if isinstance(exc, exceptions.ValidationError):
        fields = _flatten(exc.detail)
        first = next(iter(fields.values()))[0] if fields else "Invalid input."
        detail = first if list(fields) == ["__all__"] else "Please correct the highlighted fields."
        body = error_body(detail, "invalid", fields)
    elif isinstance(exc.detail, dict):  # e.g. simplejwt: {"detail", "code", "messages"}
        body = error_body(
            str(exc.detail.get("detail", exc.default_detail)),
            str(exc.detail.get("code", exc.default_code)),
        )
    else:
        codes = exc.get_codes()
        code = codes if isinstance(codes, str) else exc.default_code
        body = error_body(str(exc.detail), code)
    if "Retry-After" in headers:  # the page that retries by itself reads it here
        body["retryAfter"] = int(headers["Retry-After"])
    return Response(body, status=exc.status_code, headers=headers)
