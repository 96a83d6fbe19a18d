"""Django's PostgreSQL backend, with the health check of a kept connection (CONN_HEALTH_CHECKS)
skipped while the connection has just answered.

Django checks a kept connection with a `SELECT 1` at the start of each request that uses
it: a round trip to the database per request, a fifth of the statements a refused order
makes. Here a request whose connection was last put to use less than ANSWERED_WITHIN
seconds before, by a request (or job) that ended without a database error, uses it as it
is, as connection pools do (HikariCP's aliveBypassWindowMs). A restart takes longer than
that, so a connection that outlived one is still checked (and replaced) before use; a
connection dropped inside that moment (a backend terminated) fails the one request that
finds out (503 with Retry-After: core.middleware.DatabaseOutageMiddleware), and Django
drops it at that request's end.
"""

import time

from django.db.backends.postgresql import base

ANSWERED_WITHIN = 0.1  # seconds


class DatabaseWrapper(base.DatabaseWrapper):
    _put_to_use_at = float("-inf")  # when the current request (or job) first used it
    _answered_at = float("-inf")  # the same for the last one that ended without an error

    def connect(self):
        super().connect()
        self._put_to_use_at = time.monotonic()

    def close_if_unusable_or_obsolete(self):
        # Django calls this between requests (and jobs): if the one before used the
        # connection (it was checked, trusted or opened then) without a database error,
        # the connection answered after it was put to use.
        if self.connection is not None and self.health_check_done and not self.errors_occurred:
            self._answered_at = self._put_to_use_at
        super().close_if_unusable_or_obsolete()

    def close_if_health_check_failed(self):
        if self.connection is None or not self.health_check_enabled or self.health_check_done:
            return
        now = time.monotonic()
        if now - self._answered_at < ANSWERED_WITHIN:
            self.health_check_done = True
        else:
            super().close_if_health_check_failed()
        self._put_to_use_at = now
