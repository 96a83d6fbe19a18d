"""Each worker's memory of the JSON responses it rendered, valid while their resource's
version token is current (apicache.models.ResponseVersion), with strong ETags."""

import hashlib
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.utils.cache import get_conditional_response
from rest_framework.renderers import JSONRenderer

from apicache.selectors import version_current
from apicache.store import MemoryStore


@dataclass(frozen=True)
class RenderedResponse:
    token: str
    body: bytes
    etag: str


store: MemoryStore[RenderedResponse] = MemoryStore()


def _rendered(data: Any, token: str) -> RenderedResponse:
    # DRF's own renderer, so the bytes are those the API has always sent.
    body = JSONRenderer().render(data)
    etag = f'"{hashlib.blake2b(body, digest_size=16).hexdigest()}"'
    return RenderedResponse(token=token, body=body, etag=etag)


def rendered(*, resource: str, key: Hashable, data: Callable[[], Any]) -> RenderedResponse:
    """The JSON of data(), rendered once per state of resource in each worker under key.

    Never call it inside a transaction that writes: it could keep uncommitted data.
    """
    token = version_current(resource=resource)
    entry = store.get((resource, key))
    if entry is None or entry.token != token:
        entry = _rendered(data(), token)
        store.put((resource, key), entry)
    return entry


def json_response(request: HttpRequest, *, resource: str, data: Callable[[], Any]) -> HttpResponse:
    """The API's response with the JSON of data(), computed once per state of resource.

    Responses carry a strong ETag; a request whose If-None-Match names it gets 304. The key
    is the whole URL, host included: pages name their neighbours with absolute links.
    """
    entry = rendered(resource=resource, key=request.build_absolute_uri(), data=data)
    response = HttpResponse(entry.body, content_type="application/json")
    response["ETag"] = entry.etag
    # Browsers may keep the response but must ask again (If-None-Match) before using it.
    response["Cache-Control"] = "no-cache"
    response = get_conditional_response(request, etag=entry.etag, response=response)
    # For apicache.wsgi.ResponseReplay, once the whole stack has answered.
    response.apicache_entry = (resource, entry.token)
    return response
