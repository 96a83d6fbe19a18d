"""Readiness for a load balancer: can this app server reach what every request needs?

Each check runs in a thread of its own, all at once, and /readyz waits for them no
longer than READY_TIMEOUT_SECONDS in all: a dependency that hangs makes the server "not
ready", never a probe that hangs. A check passes when it returns; any exception fails it.
"""

import logging
import time
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import wait as wait_for

from django.conf import settings
from django.core.cache import caches
from django.core.files.storage import default_storage
from django.db import connection, connections

from monitoring.selectors import job_queue_depth

logger = logging.getLogger(__name__)

# A name nobody uploads: asking whether it exists reaches the storage (a folder, a bucket).
STORAGE_PROBE_NAME = "readyz-probe"


def check_database() -> None:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    finally:
        connections.close_all()  # this thread's own connections, opened for the check


def check_cache() -> None:
    cache = caches["default"]
    key = f"readyz:{uuid.uuid4().hex}"
    try:
        cache.set(key, "ok", timeout=10)
        if cache.get(key) != "ok":
            raise RuntimeError("the cache did not keep a value")
        cache.delete(key)
    finally:
        connections.close_all()  # the database cache's connection, if it is that one


def check_storage() -> None:
    default_storage.exists(STORAGE_PROBE_NAME)


def check_job_queue() -> None:
    job_queue_depth()


CHECKS: dict[str, Callable[[], None]] = {
    "database": check_database,
    "cache": check_cache,
    "storage": check_storage,
    "queue": check_job_queue,
}

# Threads for the checks, shared by the probes; a check that hangs holds one of them.
_pool = ThreadPoolExecutor(max_workers=2 * len(CHECKS), thread_name_prefix="readyz")


def readiness(checks: dict[str, Callable[[], None]] | None = None) -> dict[str, str]:
    """Each check's result: "ok", "failed" or "timeout" (the reasons go to the log)."""
    checks = CHECKS if checks is None else checks
    started = time.monotonic()
    futures = {name: _pool.submit(check) for name, check in checks.items()}
    wait_for(futures.values(), timeout=settings.READY_TIMEOUT_SECONDS)
    results = {}
    for name, future in futures.items():
        if not future.done():
            future.cancel()
            results[name] = "timeout"
            logger.warning(
                "Readiness: %s did not answer within %.1f s", name, time.monotonic() - started
            )
        elif future.exception() is not None:
            results[name] = "failed"
            logger.warning("Readiness: %s failed: %r", name, future.exception())
        else:
            results[name] = "ok"
    return results
