"""Django's PostgreSQL backend, with the health check of a kept connection (CONN_HEALTH_CHECKS)
run at most once a second per connection instead of before every request.

Django checks a kept connection with a `SELECT 1` at the start of each request that uses
it: a round trip to the database per request, a fifth of the statements a refused order
makes. Here a connection checked (or opened) less than HEALTH_CHECK_EVERY seconds ago is
used as it is, as connection pools do (HikariCP's aliveBypassWindowMs). A database that
went away inside that second fails the one request that finds out (503 with Retry-After:
core.middleware.DatabaseOutageMiddleware); Django then drops that connection at the
request's end, as it does for any connection that failed.
"""

import time

from django.db.backends.postgresql import base

HEALTH_CHECK_EVERY = 1.0  # seconds


class DatabaseWrapper(base.DatabaseWrapper):
    _checked_at = float("-inf")

    def connect(self):
        super().connect()
        self._checked_at = time.monotonic()

    def close_if_health_check_failed(self):
        if (
            self.connection is not None
            and self.health_check_enabled
            and not self.health_check_done
            and time.monotonic() - self._checked_at < HEALTH_CHECK_EVERY
        ):
            self.health_check_done = True
            return
        checking = not self.health_check_done
        super().close_if_health_check_failed()
        if checking and self.connection is not None:
            self._checked_at = time.monotonic()
