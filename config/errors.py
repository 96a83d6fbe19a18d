"""One error shape for the whole API: {"detail": ..., "code": ..., "fields": {...}}."""

from typing import Any

from django.core.exceptions import PermissionDenied
from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import set_rollback


class ApplicationError(Exception):
    """A business rule said no. Services raise it; the API answers it as JSON."""

    def __init__(
        self,
        message: str,
        *,
        code: str = "invalid",
        status_code: int = status.HTTP_400_BAD_REQUEST,
        fields: dict[str, list[str]] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.status_code = status_code
        self.fields = fields or {}


def error_body(detail: str, code: str, fields: dict[str, list[str]] | None = None) -> dict:
    body: dict[str, Any] = {"detail": detail, "code": code}
    if fields:
        body["fields"] = fields
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
        return Response(error_body(exc.message, exc.code, exc.fields), status=exc.status_code)
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
    return Response(body, status=exc.status_code, headers=headers)
