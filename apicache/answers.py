"""Each worker's memory of the JSON answers it rendered, valid while their resource's
version token is current (apicache.models.AnswerVersion), with strong ETags."""

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.utils.cache import get_conditional_response
from rest_framework.renderers import JSONRenderer

from apicache.selectors import version_current

MAX_ANSWERS = 2_000
MAX_BYTES = 48 * 1024 * 1024


@dataclass(frozen=True)
class Answer:
    token: str
    body: bytes
    etag: str


class AnswerStore:
    """Rendered answers, least recently used out first; shared by a worker's threads."""

    def __init__(self, *, max_answers: int = MAX_ANSWERS, max_bytes: int = MAX_BYTES) -> None:
        self.max_answers = max_answers
        self.max_bytes = max_bytes
        self._answers: OrderedDict[tuple[str, str], Answer] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: tuple[str, str], token: str) -> Answer | None:
        with self._lock:
            answer = self._answers.get(key)
            if answer is None or answer.token != token:
                return None
            self._answers.move_to_end(key)
            return answer

    def put(self, key: tuple[str, str], answer: Answer) -> None:
        if len(answer.body) > self.max_bytes // 4:
            return
        with self._lock:
            old = self._answers.pop(key, None)
            if old is not None:
                self._bytes -= len(old.body)
            self._answers[key] = answer
            self._bytes += len(answer.body)
            while len(self._answers) > self.max_answers or self._bytes > self.max_bytes:
                _, evicted = self._answers.popitem(last=False)
                self._bytes -= len(evicted.body)

    def clear(self) -> None:
        with self._lock:
            self._answers.clear()
            self._bytes = 0


store = AnswerStore()


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
    answer = store.get(key, token)
    if answer is None:
        answer = _rendered(data(), token)
        store.put(key, answer)
    response = HttpResponse(answer.body, content_type="application/json")
    response["ETag"] = answer.etag
    # Browsers may keep the answer but must ask again (If-None-Match) before using it.
    response["Cache-Control"] = "no-cache"
    return get_conditional_response(request, etag=answer.etag, response=response)
