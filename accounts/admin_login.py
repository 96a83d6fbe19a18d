"""The Django admin's login lockout (django-axes): the page a locked-out login gets."""

import math

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


def lockout_response(
    request: HttpRequest, original_response: HttpResponse | None, credentials: dict | None
) -> HttpResponse:
    """429 with a page in the admin's look that says why and for how long
    (AXES_LOCKOUT_CALLABLE)."""
    minutes = math.ceil(settings.AXES_COOLOFF_TIME.total_seconds() / 60)
    response = render(
        request,
        "accounts/admin_lockout.html",
        {"title": "Too many failed sign-ins", "minutes": minutes},
        status=429,
    )
    response["Retry-After"] = str(minutes * 60)
    return response
