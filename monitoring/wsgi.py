"""Counts every answer in the metrics, in front of the whole stack (apicache's replays,
which never reach Django, included): by endpoint (the route's name, so a bounded set of
values), method and status class, with the time until its last byte was handed over."""

import time
from collections.abc import Callable, Iterable
from functools import lru_cache

from django.conf import settings
from django.urls import Resolver404, resolve

from monitoring.metrics import count_request

METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})


@lru_cache(maxsize=2048)
def endpoint_label(path: str) -> str:
    """The route's name (its view's when it has none): "tool-detail", "web.views.spa"."""
    if path in (settings.HEALTH_PATH, settings.READY_PATH, settings.METRICS_PATH):
        return path
    if path.startswith(settings.STATIC_URL):
        return "static"
    try:
        return resolve(path).view_name or "unnamed"
    except Resolver404:
        return "unmatched"


class _Counted:
    """The answer's body, counted when the server closes it (after the last byte)."""

    def __init__(self, body: Iterable[bytes], done: Callable[[], None]) -> None:
        self._body = body
        self._done = done

    def __iter__(self):
        return iter(self._body)

    def close(self) -> None:
        try:
            close = getattr(self._body, "close", None)
            if close is not None:
                close()
        finally:
            self._done()


class RequestMetrics:
    def __init__(self, application: Callable) -> None:
        self.application = application

    def __call__(self, environ: dict, start_response: Callable) -> Iterable[bytes]:
        started = time.perf_counter()
        status: list[int] = [500]

        def remember_status(line, headers, exc_info=None):
            status[0] = int(line[:3])
            return start_response(line, headers, exc_info)

        def done() -> None:
            method = environ.get("REQUEST_METHOD", "")
            count_request(
                endpoint=endpoint_label(environ.get("PATH_INFO", "")),
                method=method if method in METHODS else "other",
                status=status[0],
                seconds=time.perf_counter() - started,
            )

        try:
            body = self.application(environ, remember_status)
        except BaseException:
            done()
            raise
        file_wrapper = environ.get("wsgi.file_wrapper")
        if file_wrapper is not None and isinstance(body, file_wrapper):
            done()  # the server sends the file itself (sendfile): left unwrapped
            return body
        return _Counted(body, done)
