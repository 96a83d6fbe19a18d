"""localstripe's Stripe.js, served by the shop in local runs (mounted by config/urls.py only
outside production)."""

import json
from functools import lru_cache
from importlib import resources
from pathlib import Path

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse

COMPAT = Path(__file__).resolve().parent / "localstripe_compat.js"


@lru_cache(maxsize=2)
def _local_stripe_js(api_base: str) -> str:
    source = resources.files("localstripe").joinpath("localstripe-v3.js").read_text()
    marker = "const src = document.currentScript.src;"
    if marker not in source:
        raise RuntimeError("localstripe's Stripe.js changed: update devtools/stripe_js.py")
    source = source.replace(marker, f"const src = {json.dumps(api_base + '/js.stripe.com/v3/')};")
    compat = COMPAT.read_text() if COMPAT.exists() else ""
    # A function scope keeps its `class Element` from hiding the DOM's Element.
    return f"(function () {{\n{source}\n{compat}\n}})();\n"


def local_stripe_js(request: HttpRequest) -> HttpResponse:
    """localstripe's Stripe.js, made usable by @stripe/react-stripe-js (local runs only)."""
    if not settings.LOCALSTRIPE_URL:
        raise Http404
    response = HttpResponse(
        _local_stripe_js(settings.LOCALSTRIPE_URL), content_type="application/javascript"
    )
    response["Cache-Control"] = "no-cache"
    return response
