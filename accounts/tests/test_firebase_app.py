"""The Firebase app a worker's threads share: created once, even by threads that ask at once."""

import threading
import time

import firebase_admin
import pytest

from accounts import firebase


@pytest.fixture
def fresh_app(settings):
    """A Firebase app name no test has created yet, and the cache that holds it emptied."""
    settings.FIREBASE_PROJECT_ID = f"demo-threads-{time.monotonic_ns()}"
    firebase._app.cache_clear()
    yield
    firebase._app.cache_clear()


def test_threads_that_ask_at_once_share_one_app(fresh_app, monkeypatch):
    # The race CI met: two sign-ins reach a fresh gunicorn worker's threads together, both
    # miss the cache, and the second initialize_app raised "already exists" (a ValueError,
    # answered as "The sign-in token is not valid.").
    initialize = firebase_admin.initialize_app

    def slow_initialize(*args, **kwargs):
        time.sleep(0.05)  # widens the window that two threads can meet in
        return initialize(*args, **kwargs)

    monkeypatch.setattr(firebase_admin, "initialize_app", slow_initialize)
    barrier = threading.Barrier(6)
    apps, errors = [], []

    def ask():
        barrier.wait()
        try:
            apps.append(firebase.app())
        except Exception as exc:  # noqa: BLE001 - the test reports what any thread met
            errors.append(exc)

    threads = [threading.Thread(target=ask) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(apps) == 6 and len({id(app) for app in apps}) == 1


def test_an_app_already_made_under_the_name_is_reused(fresh_app):
    made = firebase.app()
    firebase._app.cache_clear()  # as after the cache forgot it (it holds four)
    assert firebase.app() is made
