"""Replays the kept responses (the API's public JSON, the app's pages) to anonymous GETs
before Django: in front of the whole stack, as a caching proxy would, but asking the
responses' version rows first.

Django answers each request once: encoded_response marks its response with the resources
and version tokens it was rendered at, and the whole response (status, every header the
middleware added, body in its coding) is kept, keyed by everything in the request it can
depend on (the content coding as the request's Accept-Encoding chooses it). The same
request again, while every token is current, gets those bytes without Django. Requests
with credentials (Authorization, cookies) always go to Django, and so does anything the
response says it varies on (Vary) unless it matches.

The answers it keeps are the public ones, the same for every visitor: each one sent as 200
also tells the front (nginx, ops/nginx/shop.conf) that it may answer it again until the end
of the second the request began in (X-Accel-Expires), without asking the app at all.
"""

import time
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from django.db import DatabaseError

from apicache.encoding import preferred_coding
from apicache.selectors import versions_current
from apicache.store import MemoryStore

# Tells the front (ops/nginx/shop.conf) it may keep the answer until the end of the second
# the request began in: "@" and a Unix time in seconds. Never replayed from a kept response.
FRONT_EXPIRES = "X-Accel-Expires"
# Request headers a cached response must never be replayed for, Vary or not.
CREDENTIALS = ("HTTP_AUTHORIZATION", "HTTP_COOKIE")
# Response headers that belong to one request and are not replayed.
PER_REQUEST_HEADERS = frozenset({"date", "server", "x-request-id", FRONT_EXPIRES.lower()})
ENCODING = "HTTP_ACCEPT_ENCODING"


@dataclass(frozen=True)
class Replay:
    versions: tuple[tuple[str, str], ...]  # (resource, token) it was rendered at
    status: str
    headers: list[tuple[str, str]]
    body: bytes
    vary: tuple[tuple[str, str | None], ...]  # (environ key, the value it was sent for)


def _request_key(environ: dict) -> tuple | None:
    """What identifies a replayable request, or None when Django must response it."""
    if environ.get("REQUEST_METHOD") != "GET":
        return None
    if any(environ.get(name) for name in CREDENTIALS):
        return None
    return (
        environ.get("wsgi.url_scheme"),
        environ.get("HTTP_HOST"),
        environ.get("HTTP_X_FORWARDED_PROTO"),
        environ.get("HTTP_X_FORWARDED_HOST"),
        environ.get("SCRIPT_NAME"),
        environ.get("PATH_INFO"),
        environ.get("QUERY_STRING"),
        environ.get("HTTP_ACCEPT"),
        environ.get("HTTP_IF_NONE_MATCH"),
        preferred_coding(environ.get("HTTP_ACCEPT_ENCODING")),
    )


def _vary(headers: list[tuple[str, str]], environ: dict) -> tuple | None:
    """The request headers the response varies on, with this request's values; None for *."""
    names = [
        name.strip().lower()
        for header, value in headers
        if header.lower() == "vary"
        for name in value.split(",")
        if name.strip()
    ]
    if "*" in names:
        return None
    # The key holds the coding Accept-Encoding chooses: any header choosing it will do.
    keys = sorted({"HTTP_" + name.upper().replace("-", "_") for name in names} - {ENCODING})
    return tuple((key, environ.get(key)) for key in keys)


class ResponseReplay:
    def __init__(self, application: Callable) -> None:
        self.application = application
        self.replays: MemoryStore[Replay] = MemoryStore()

    def __call__(self, environ: dict, start_response: Callable) -> Iterable[bytes]:
        key = _request_key(environ)
        if key is None:
            return self.application(environ, start_response)
        # Read before the data is: what the front keeps is at most 1 s older than the data.
        front_expires = (FRONT_EXPIRES, f"@{int(time.time())}")
        replay = self._current(key, environ)
        if replay is not None:
            # A replay is a request of its own: it gets its own id, as Django would give.
            headers = [*replay.headers, ("X-Request-ID", uuid.uuid4().hex)]
            start_response(
                replay.status, [*headers, front_expires] if replay.status[:3] == "200" else headers
            )
            return [replay.body]

        sent: list = []

        def remember_start(status, headers, exc_info=None):
            # Sent once the answer is known to be public or not (below): Django writes
            # nothing before it returns its response.
            sent[:] = [status, headers, exc_info]

        response = self.application(environ, remember_start)
        status, headers, exc_info = sent
        marker = getattr(response, "apicache_versions", None)
        if marker is None or status[:3] not in {"200", "304"}:
            start_response(status, headers, exc_info)
            return response
        try:
            body = b"".join(response)
        finally:
            response.close()
        kept = self._keep(key, environ, marker, status, headers, body)
        public = kept and status[:3] == "200"
        start_response(status, [*headers, front_expires] if public else headers, exc_info)
        return [body]

    def _current(self, key: tuple, environ: dict) -> Replay | None:
        replay = self.replays.get(key)
        if replay is None or any(environ.get(name) != value for name, value in replay.vary):
            return None
        try:
            current = versions_current(tuple(resource for resource, _ in replay.versions))
        except DatabaseError:
            return None  # Django answers, and deals with the connection
        return replay if current == replay.versions else None

    def _keep(self, key, environ, marker, status, headers, body) -> bool:
        """Keeps the response for the same request again; False when it must not be."""
        vary = _vary(headers, environ)
        if vary is None or any(name.lower() == "set-cookie" for name, _ in headers):
            return False
        kept = [(name, value) for name, value in headers if name.lower() not in PER_REQUEST_HEADERS]
        self.replays.put(key, Replay(marker, status, kept, body, vary))
        return True
