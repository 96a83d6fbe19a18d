"""Each worker's memory of the responses it rendered (the API's JSON, the app's pages),
valid while the version tokens of what they show are current
(apicache.models.ResponseVersion), kept compressed, with strong ETags."""

import hashlib
import threading
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.utils.cache import get_conditional_response, patch_vary_headers
from rest_framework.renderers import JSONRenderer

from apicache.encoding import MIN_COMPRESSED_BYTES, compressed, preferred_coding
from apicache.selectors import version_current
from apicache.store import MemoryStore

# (resource, token) of each resource a response shows, as they were when it was rendered.
Versions = tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class RenderedResponse:
    versions: Versions
    body: bytes
    etag: str
    status: int = 200
    # The body in each content coding, compressed the first time a request takes it.
    _encoded: dict[str, bytes] = field(default_factory=dict, compare=False, repr=False)
    # Threads that ask for a coding at once wait for one compression (a 4 MB list's takes
    # a third of a second) rather than each doing it.
    _lock: threading.Lock = field(default_factory=threading.Lock, compare=False, repr=False)

    @classmethod
    def of(cls, body: bytes, versions: Versions, status: int = 200) -> "RenderedResponse":
        etag = f'"{hashlib.blake2b(body, digest_size=16).hexdigest()}"'
        return cls(versions=versions, body=body, etag=etag, status=status)

    def encoded(self, coding: str | None) -> tuple[bytes, str, str | None]:
        """(body, strong ETag, coding) for a request that takes coding (None: as it is).
        Each coding has its own ETag: the bytes differ."""
        if coding is None or len(self.body) < MIN_COMPRESSED_BYTES:
            return self.body, self.etag, None
        body = self._encoded.get(coding)
        if body is None:
            with self._lock:
                body = self._encoded.get(coding)
                if body is None:
                    body = self._encoded[coding] = compressed(self.body, coding)
        return body, f'{self.etag[:-1]}-{coding}"', coding


store: MemoryStore[RenderedResponse] = MemoryStore()


def rendered(*, resource: str, key: Hashable, data: Callable[[], Any]) -> RenderedResponse:
    """The JSON of data(), rendered once per state of resource in each worker under key.

    Never call it inside a transaction that writes: it could keep uncommitted data.
    """
    versions = ((resource, version_current(resource=resource)),)
    entry = store.get((resource, key))
    if entry is None or entry.versions != versions:
        # DRF's own renderer, so the bytes are those the API has always sent.
        entry = RenderedResponse.of(JSONRenderer().render(data()), versions)
        store.put((resource, key), entry)
    return entry


def encoded_response(
    request: HttpRequest, entry: RenderedResponse, *, content_type: str
) -> HttpResponse:
    """The response for entry, in the coding the request prefers (Vary: Accept-Encoding),
    with its strong ETag: a request whose If-None-Match names it gets 304."""
    body, etag, coding = entry.encoded(preferred_coding(request.META.get("HTTP_ACCEPT_ENCODING")))
    response = HttpResponse(body, content_type=content_type, status=entry.status)
    if coding:
        response["Content-Encoding"] = coding
    patch_vary_headers(response, ["Accept-Encoding"])
    response["ETag"] = etag
    # Browsers may keep the response but must ask again (If-None-Match) before using it.
    response["Cache-Control"] = "no-cache"
    if entry.status == 200:
        response = get_conditional_response(request, etag=etag, response=response)
    # For apicache.wsgi.ResponseReplay, once the whole stack has answered.
    response.apicache_versions = entry.versions
    return response


def json_response(request: HttpRequest, *, resource: str, data: Callable[[], Any]) -> HttpResponse:
    """The API's response with the JSON of data(), computed once per state of resource.

    The key is the whole URL, host included: pages name their neighbours with absolute links.
    """
    entry = rendered(resource=resource, key=request.build_absolute_uri(), data=data)
    return encoded_response(request, entry, content_type="application/json")
