"""Each worker's memory of the JSON answers it rendered, valid while their resource's
version token is current (apicache.models.AnswerVersion), with strong ETags."""

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.utils.cache import get_conditional_response
from rest_framework.renderers import JSONRenderer

from apicache.selectors import version_current
from apicache.store import MemoryStore


@dataclass(frozen=True)
class Answer:
    token: str
    body: bytes
    etag: str


store: MemoryStore[Answer] = MemoryStore()


def _rendered(data: Any, token: str) -> Answer:
    # DRF's own renderer, so the bytes are those the API has always answered.
    body = JSONRenderer().render(data)
    etag = f'"{hashlib.blake2b(body, digest_size=16).hexdigest()}"'
    return Answer(token=token, body=body, etag=etag)


def json_answer(request: HttpRequest, *, resource: str, data: Callable[[], Any]) -> HttpResponse:
    """The JSON of data(), computed once per state of resource in each worker.

    Answers carry a strong ETag; a request whose If-None-Match names it gets 304. The key
    is the whole URL, host included: pages name their neighbours with absolute links.
    Never call it inside a transaction that writes: it could keep uncommitted data.
    """
    token = version_current(resource=resource)
    key = (resource, request.build_absolute_uri())
    answer = store.get(key)
    if answer is None or answer.token != token:
        answer = _rendered(data(), token)
        store.put(key, answer)
    response = HttpResponse(answer.body, content_type="application/json")
    response["ETag"] = answer.etag
    # Browsers may keep the answer but must ask again (If-None-Match) before using it.
    response["Cache-Control"] = "no-cache"
    response = get_conditional_response(request, etag=answer.etag, response=response)
    # For apicache.wsgi.AnswerReplay, once the whole stack has answered.
    response.apicache_answer = (resource, token)
    return response
