"""Django's PostgreSQL backend, with the health check of a kept connection (CONN_HEALTH_CHECKS)
skipped while the connection has just answered.

Django checks a kept connection with a `SELECT 1` at the start of each request that uses
it: a round trip to the database per request, a fifth of the statements a refused order
makes. Here a request that comes less than ANSWERED_WITHIN seconds after the connection's
last request ended without a database error uses it as it is, as connection pools do
(HikariCP's aliveBypassWindowMs). A restart takes longer than that, so a connection that
outlived one is still checked (and replaced) before use; a connection dropped inside that
moment (a backend terminated) fails the one request that finds out (503 with Retry-After:
core.middleware.DatabaseOutageMiddleware), and Django drops it at that request's end.
"""

import time

from django.db.backends.postgresql import base

ANSWERED_WITHIN = 0.1  # seconds


class DatabaseWrapper(base.DatabaseWrapper):
    _answered_at = float("-inf")

    def close_if_unusable_or_obsolete(self):
        # Called as each request starts and ends. At the end of one that used the
        # connection (it was checked or trusted as it began) without a database error, the
        # connection has just answered.
        if self.connection is not None and self.health_check_done and not self.errors_occurred:
            self._answered_at = time.monotonic()
        super().close_if_unusable_or_obsolete()

    def close_if_health_check_failed(self):
        if (
            self.connection is not None
            and self.health_check_enabled
            and not self.health_check_done
            and time.monotonic() - self._answered_at < ANSWERED_WITHIN
        ):
            self.health_check_done = True
            return
        super().close_if_health_check_failed()
