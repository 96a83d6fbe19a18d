"""Rate limits on the calls worth abusing (sign-in, orders, uploads, reviews).

Counts live in the database, which every gunicorn worker shares, or in Redis when
REDIS_URL is set (core.rate_counts). Rates are settings
(`REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]`, from the environment).

When Redis cannot be reached, the limits are not checked (they fail open) rather than turn
sign-in and ordering into errors: what they guard is bounded elsewhere meanwhile (the
database caps unpaid orders per customer, Firebase limits password guesses, uploads are
for admins), and a cache outage must not become an outage of the shop.
"""

import ipaddress
import logging
import math

from redis.exceptions import RedisError
from rest_framework import exceptions
from rest_framework.throttling import BaseThrottle, ScopedRateThrottle

from core.rate_counts import rate_hit

logger = logging.getLogger(__name__)


def client_address(request) -> str | None:
    """The client's IP address as the rate limits see it: the one the nearest of
    TRUSTED_PROXY_COUNT proxies saw (REST_FRAMEWORK["NUM_PROXIES"]), never one the client
    wrote itself; the connection's own address when that is no IP address. Also the
    address the Django admin's login lockout counts by (AXES_CLIENT_IP_CALLABLE)."""
    address = BaseThrottle().get_ident(request)
    try:
        return str(ipaddress.ip_address(address))
    except ValueError:
        return request.META.get("REMOTE_ADDR")


class ActionRateThrottle(ScopedRateThrottle):
    """Limits only what the view names in `throttle_scopes`: {action or method: scope}.

    Signed-in users are counted by user, everyone else by address (see NUM_PROXIES). Each
    request is counted in one atomic step (core.rate_counts), so a burst of requests at
    once gets no more through than the rate allows.
    """

    def allow_request(self, request, view) -> bool:
        name = getattr(view, "action", None) or request.method.lower()
        scope = getattr(view, "throttle_scopes", {}).get(name)
        if scope is None or not self._use_scope(scope):
            return True
        return self._hit(self.get_cache_key(request, view))

    def allow_identity(self, scope: str, identity: str) -> bool:
        """Counts one hit of scope for an identity the view has proved itself (the account
        a sign-in's verified token names), whoever sends the request."""
        if not self._use_scope(scope):
            return True
        return self._hit(self.cache_format % {"scope": scope, "ident": identity})

    def _use_scope(self, scope: str) -> bool:
        self.scope = scope
        self.rate = self.get_rate()
        self.num_requests, self.duration = self.parse_rate(self.rate)
        return self.rate is not None

    def _hit(self, key: str | None) -> bool:
        if key is None:
            return True
        try:
            hits, self.seconds_left = rate_hit(key, self.duration)
        except RedisError as error:
            logger.warning(
                "Rate limit %s not checked, the cache is unreachable: %s", self.scope, error
            )
            return True
        return hits <= self.num_requests

    def wait(self) -> float:
        return self.seconds_left


class ThrottledMessageMixin:
    """A 429 that says in words when to try again (and sends Retry-After)."""

    throttle_classes = [ActionRateThrottle]
    throttle_message = "Too many requests. Please try again in {seconds} seconds."

    def throttled(self, request, wait):
        seconds = max(1, math.ceil(wait or 1))
        # Given `wait`, DRF's Throttled appends "Expected available in N seconds." to the
        # detail, which already says when: the wait is set apart (the Retry-After header).
        error = exceptions.Throttled(detail=self.throttle_message.format(seconds=seconds))
        error.wait = seconds
        raise error

    def throttle_identity(self, scope: str, identity: str) -> None:
        """A 429 once `identity` (proved by the view itself) has used up scope's rate."""
        throttle = ActionRateThrottle()
        if not throttle.allow_identity(scope, identity):
            self.throttled(self.request, throttle.wait())
