"""Ending an account's sessions: the shop's own tokens follow Firebase's.

A shop token (accounts.tokens) lives up to JWT_LIFETIME_HOURS; Firebase ends an account's
sessions when its password is changed or reset, or when the holder asks to sign out
everywhere. Each account keeps a cut-off, `tokens_valid_after`; the API refuses the shop's
tokens issued before it (accounts.authentication). It moves:
- at once, on "sign out everywhere" (sessions_end_everywhere) and at every sign-in exchange
  (Firebase's cut-off comes with the identity: a password changed in My Profile, whose
  page exchanges a fresh token right after);
- within SESSIONS_CHECK_MINUTES for a password reset made outside the shop: the periodic
  job asks Firebase about every account that was issued a token within the token lifetime.
"""

import logging
from datetime import datetime, timedelta

from django.conf import settings
from django.utils import timezone

from accounts import firebase
from accounts.models import User

logger = logging.getLogger(__name__)

SESSIONS_CHECK_MINUTES = 5


def cut_off_moved(*, current: datetime | None, firebase_says: datetime | None) -> datetime | None:
    """The account's new cut-off when Firebase's is firebase_says, or None when it stays.
    Firebase keeps whole seconds, and the password may have changed at the end of that
    second: the shop's tokens issued in it are refused too, up to now (a Firebase clock
    ahead of ours counts as now, so that the token issued next lives). It never moves
    back, nor again for a cut-off it has already followed."""
    if firebase_says is None or (current is not None and current >= firebase_says):
        return None
    return min(firebase_says + timedelta(seconds=1), timezone.now())


def tokens_valid_after_set(*, user: User, firebase_says: datetime | None) -> bool:
    """Moves the account's cut-off to Firebase's (cut_off_moved); answers whether it moved.
    Only that column of the row is written."""
    moved = cut_off_moved(current=user.tokens_valid_after, firebase_says=firebase_says)
    if moved is None:
        return False
    user.tokens_valid_after = moved
    User.objects.filter(pk=user.pk).update(tokens_valid_after=moved)
    return True


def sessions_end_everywhere(*, user: User) -> None:
    """Signs the account out on every device: Firebase's sessions first (unreachable: 503,
    nothing changed), then every shop token issued until now, this one included."""
    if user.firebase_uid:
        firebase.revoke_sessions(uid=user.firebase_uid)
    now = timezone.now()
    user.tokens_valid_after = now
    User.objects.filter(pk=user.pk).update(tokens_valid_after=now)
    logger.info("User %s signed out everywhere.", user.pk)


def sessions_check_revoked() -> int:
    """Asks Firebase for the cut-off of every account issued a token within the token
    lifetime (their tokens may still be alive) and moves the shop's. Answers how many
    accounts' tokens it ended."""
    since = timezone.now() - settings.JWT_LIFETIME
    users = list(
        User.objects.filter(signed_in_at__gte=since, firebase_uid__isnull=False).only(
            "pk", "firebase_uid", "tokens_valid_after"
        )
    )
    if not users:
        return 0
    cut_offs = firebase.tokens_valid_after([user.firebase_uid for user in users])
    return sum(
        tokens_valid_after_set(user=user, firebase_says=cut_offs.get(user.firebase_uid))
        for user in users
    )
