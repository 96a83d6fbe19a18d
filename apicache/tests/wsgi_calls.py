"""Calls to a WSGI application as a server makes them, and the Django stack behind
apicache.wsgi.ResponseReplay with a count of the requests that reach it."""

import pytest
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from django.test import RequestFactory

from apicache.wsgi import PER_REQUEST_HEADERS, ResponseReplay


class CountingDjango:
    def __init__(self) -> None:
        self.django = WSGIHandler()
        self.calls = 0

    def __call__(self, environ, start_response):
        self.calls += 1
        return self.django(environ, start_response)


@pytest.fixture
def django_app():
    # As Django's test client does: the test's transaction must outlive each request.
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield CountingDjango()
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


@pytest.fixture
def replay(django_app):
    return ResponseReplay(django_app)


def environ(path: str, method: str = "GET", **headers) -> dict:
    return RequestFactory().generic(method, path, headers=headers).environ


def call(application, env: dict) -> tuple[str, list[tuple[str, str]], bytes]:
    sent = {}

    def start_response(status, headers, exc_info=None):
        sent.update(status=status, headers=headers)

    result = application(env, start_response)
    try:
        body = b"".join(result)
    finally:
        if hasattr(result, "close"):
            result.close()
    return sent["status"], sent["headers"], body


def headers(response) -> dict[str, str]:
    return {name.lower(): value for name, value in response[1]}


def comparable(response):
    status, headers, body = response
    kept = sorted((n, v) for n, v in headers if n.lower() not in PER_REQUEST_HEADERS)
    return status, kept, body
