"""core.db.postgresql: a kept connection that has just answered is used without a check, and
a connection the database dropped is still replaced (PostgreSQL only)."""

import time

import psycopg
import pytest
from django.db import OperationalError, connection, connections
from django.db.backends.postgresql import base as django_postgresql

from core.db.postgresql import base

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _postgresql_only():
    if connection.vendor != "postgresql":
        pytest.skip("the PostgreSQL backend")


def backend_pid() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        return cursor.fetchone()[0]


def dropped_by_the_database(pid: int) -> None:
    params = connection.get_connection_params()
    params.pop("cursor_factory", None)
    params.pop("context", None)
    with psycopg.connect(**params, autocommit=True) as other:
        other.execute("SELECT pg_terminate_backend(%s)", [pid])


def request_boundary() -> None:
    """What Django does as a request starts or ends (the request signals)."""
    connection.close_if_unusable_or_obsolete()


def count_checks(monkeypatch) -> list:
    checks = []
    real = django_postgresql.DatabaseWrapper.is_usable

    def is_usable(self):
        checks.append(1)
        return real(self)

    monkeypatch.setattr(django_postgresql.DatabaseWrapper, "is_usable", is_usable)
    return checks


def test_requests_right_after_one_that_used_the_connection_make_no_check(monkeypatch):
    assert isinstance(connections["default"], base.DatabaseWrapper)
    assert connection.settings_dict["CONN_HEALTH_CHECKS"]
    monkeypatch.setattr(base, "ANSWERED_WITHIN", 60.0)  # however slow this machine is
    request_boundary()
    pid = backend_pid()
    request_boundary()
    checks = count_checks(monkeypatch)

    for _ in range(5):
        request_boundary()
        assert backend_pid() == pid
        request_boundary()

    assert checks == []


def test_a_request_after_a_pause_checks_the_connection_first(monkeypatch):
    request_boundary()
    pid = backend_pid()
    request_boundary()
    checks = count_checks(monkeypatch)
    monkeypatch.setattr(base, "ANSWERED_WITHIN", 0.0)  # the moment has passed

    request_boundary()
    assert backend_pid() == pid
    request_boundary()

    assert checks == [1]


def test_a_connection_dropped_after_its_last_answer_is_replaced_before_use(monkeypatch):
    request_boundary()
    pid = backend_pid()
    request_boundary()
    checks = count_checks(monkeypatch)
    monkeypatch.setattr(base, "ANSWERED_WITHIN", 0.0)  # as after a restart: it took longer
    dropped_by_the_database(pid)

    request_boundary()
    replaced = backend_pid()  # checked first: a new connection, no error

    assert checks == [1] and replaced != pid


def test_a_connection_dropped_right_after_it_answered_fails_one_request_then_is_replaced(
    monkeypatch,
):
    monkeypatch.setattr(base, "ANSWERED_WITHIN", 60.0)
    request_boundary()
    pid = backend_pid()
    request_boundary()
    dropped_by_the_database(pid)

    request_boundary()
    with pytest.raises(OperationalError):  # the app answers it 503 with Retry-After
        backend_pid()
    request_boundary()  # the request's end: Django drops the broken connection

    assert backend_pid() != pid


def test_a_caller_that_marks_only_the_start_of_its_work_still_gets_a_checked_connection(
    monkeypatch,
):
    """A script or job that calls close_old_connections() only before each piece of work
    (the cluster test's books do): the time that counts is when the last piece began."""
    monkeypatch.setattr(base, "ANSWERED_WITHIN", 0.2)
    request_boundary()
    pid = backend_pid()  # the last piece of work, a while ago
    time.sleep(0.3)
    dropped_by_the_database(pid)

    request_boundary()  # the next piece begins
    assert backend_pid() != pid  # checked first: replaced, no error
