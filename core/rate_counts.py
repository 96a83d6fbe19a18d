"""The rate limits' counts: one hit of a key counted in one atomic step.

A key's window opens at its first hit and lasts the limit's duration; every hit in it adds
one, and the first hit after it opens the next. Counting is one statement (the database:
an upsert with RETURNING) or one transaction (Redis: MULTI/EXEC), so requests that arrive
together each get their own count and never more pass than the limit allows (a read, then
a write of the whole history, as DRF's throttles do, lets a burst through: every request
of the burst reads the count before any has written it).

The counts are in Redis when the default cache is Redis (REDIS_URL: every app server
shares them, under the cache's key prefix), else in the database's core_rate_count table.
"""

import math
import time

from django.core.cache import caches
from django.core.cache.backends.redis import RedisCache
from django.db import connection

from core.models import RateCount

# The rows of windows that ended this long ago are deleted by rate_counts_prune.
PRUNE_AFTER_SECONDS = 24 * 3600

_TABLE = RateCount._meta.db_table
# One statement on PostgreSQL and on SQLite (3.35+). SET's expressions read the row as it
# was, so the window's end is still the old one while the count is decided.
_HIT = f"""
    INSERT INTO {_TABLE} ("key", window_ends, hits) VALUES (%s, %s, 1)
    ON CONFLICT ("key") DO UPDATE SET
        hits = CASE WHEN {_TABLE}.window_ends > %s THEN {_TABLE}.hits + 1 ELSE 1 END,
        window_ends = CASE WHEN {_TABLE}.window_ends > %s
            THEN {_TABLE}.window_ends ELSE excluded.window_ends END
    RETURNING hits, window_ends
"""


def rate_hit(key: str, duration: float) -> tuple[int, float]:
    """Counts one hit of key; answers the hits in its window so far (this one included)
    and the seconds left until the window ends. Redis errors are the caller's to handle."""
    cache = caches["default"]
    if isinstance(cache, RedisCache):
        return _redis_hit(cache, key, duration)
    now = time.time()
    with connection.cursor() as cursor:
        cursor.execute(_HIT, [key, now + duration, now, now])
        hits, window_ends = cursor.fetchone()
    return hits, max(window_ends - now, 0.0)


def _redis_hit(cache: RedisCache, key: str, duration: float) -> tuple[int, float]:
    name = cache.make_and_validate_key(key)
    # Django's cache API has no atomic "add, increment and tell the expiry": its client
    # (the redis-py connection it keeps) does it in one round trip.
    client = cache._cache.get_client(name, write=True)
    with client.pipeline(transaction=True) as pipe:
        pipe.set(name, 0, nx=True, px=max(1, math.ceil(duration * 1000)))
        pipe.incr(name)
        pipe.pttl(name)
        _, hits, left_ms = pipe.execute()
    return int(hits), max(left_ms, 0) / 1000


def rate_counts_prune() -> int:
    """Deletes the database's counts of windows that ended a day ago or more; answers how
    many. (Redis expires its own.)"""
    deleted, _ = RateCount.objects.filter(
        window_ends__lt=time.time() - PRUNE_AFTER_SECONDS
    ).delete()
    return deleted
