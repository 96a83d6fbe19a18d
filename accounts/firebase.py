"""Every call to Firebase Authentication goes through here (firebase-admin)."""

import logging
import os
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache

import firebase_admin
from django.conf import settings
from firebase_admin import auth
from firebase_admin import exceptions as firebase_exceptions

from core.errors import ServiceUnavailable

logger = logging.getLogger(__name__)

# Emulator ID tokens are unsigned and firebase-admin does not check their expiry.
CLOCK_SKEW_SECONDS = 10


class InvalidIdToken(Exception):
    """The ID token is missing, malformed, forged, expired or revoked."""


class IdentityUnavailable(ServiceUnavailable):
    """Firebase could not be asked (unreachable, too slow, failing on its side)."""

    def __init__(
        self, message: str = "Sign-in is unavailable just now. Please try again in a minute."
    ) -> None:
        super().__init__(message, code="identity_unavailable")


# Errors that say nothing about the token, only that Firebase could not answer.
UNAVAILABLE = (
    firebase_exceptions.UnavailableError,
    firebase_exceptions.DeadlineExceededError,
    firebase_exceptions.InternalError,
    firebase_exceptions.UnknownError,  # CertificateFetchError and transport errors
)


@dataclass(frozen=True)
class FirebaseIdentity:
    uid: str
    email: str
    email_verified: bool
    name: str
    # Signs in with an e-mail and a password (may change them in My Profile), besides or
    # instead of Google.
    has_password: bool = False
    # Firebase refuses the account's tokens issued before this (a password changed or reset,
    # sessions revoked); the shop then refuses its own too.
    tokens_valid_after: datetime | None = None


# A gunicorn worker's threads can all ask for the app before any has made it.
_app_lock = threading.Lock()


@lru_cache(maxsize=4)
def _app(project_id: str, emulator_host: str | None, timeout: float) -> firebase_admin.App:
    # firebase-admin reads the emulator's address from the environment.
    if emulator_host:
        os.environ["FIREBASE_AUTH_EMULATOR_HOST"] = emulator_host
    else:
        os.environ.pop("FIREBASE_AUTH_EMULATOR_HOST", None)
    name = f"shop-{project_id}-{emulator_host}-{timeout}"
    with _app_lock:
        try:
            return firebase_admin.get_app(name)  # made by a thread that asked at the same time
        except ValueError:
            return firebase_admin.initialize_app(
                options={"projectId": project_id, "httpTimeout": timeout}, name=name
            )


def app() -> firebase_admin.App:
    emulator_host = settings.FIREBASE_AUTH_EMULATOR_HOST
    if emulator_host:
        os.environ["FIREBASE_AUTH_EMULATOR_HOST"] = emulator_host
    return _app(settings.FIREBASE_PROJECT_ID, emulator_host, settings.FIREBASE_TIMEOUT_SECONDS)


def verify_id_token(id_token: str) -> FirebaseIdentity:
    """Who the holder of this ID token is, according to Firebase itself.

    The email and name come from the account record, not from the token's claims.
    """
    try:
        claims = auth.verify_id_token(
            id_token, app=app(), check_revoked=True, clock_skew_seconds=CLOCK_SKEW_SECONDS
        )
        now = time.time()
        if not (
            claims.get("iat", 0) - CLOCK_SKEW_SECONDS
            <= now
            < claims.get("exp", 0) + CLOCK_SKEW_SECONDS
        ):
            raise InvalidIdToken("The sign-in token has expired.")
        record = auth.get_user(claims["uid"], app=app())
    except InvalidIdToken:
        raise
    except auth.ExpiredIdTokenError as exc:
        raise InvalidIdToken("The sign-in token has expired.") from exc
    except auth.RevokedIdTokenError as exc:
        raise InvalidIdToken("The sign-in token was revoked. Please sign in again.") from exc
    except auth.UserDisabledError as exc:
        raise InvalidIdToken("This account is disabled.") from exc
    except (auth.InvalidIdTokenError, auth.UserNotFoundError) as exc:
        raise InvalidIdToken("The sign-in token is not valid.") from exc
    except ValueError as exc:  # firebase-admin's answer to an empty token, or a fault here
        logger.warning("An ID token could not be checked: %s", exc, exc_info=True)
        raise InvalidIdToken("The sign-in token is not valid.") from exc
    except UNAVAILABLE as exc:
        logger.warning("Firebase could not be asked about a token: %s", exc)
        raise IdentityUnavailable() from exc
    except firebase_exceptions.FirebaseError as exc:
        logger.warning("Firebase refused a token: %s", exc)
        raise InvalidIdToken("The sign-in token is not valid.") from exc

    if not record.email or record.email.lower() != str(claims.get("email", "")).lower():
        raise InvalidIdToken("The sign-in token is not valid.")
    return FirebaseIdentity(
        uid=record.uid,
        email=record.email.lower(),
        email_verified=bool(record.email_verified),
        name=record.display_name or "",
        has_password=any(info.provider_id == "password" for info in record.provider_data),
        tokens_valid_after=_valid_after(record),
    )


def _valid_after(record: auth.UserRecord) -> datetime | None:
    millis = record.tokens_valid_after_timestamp
    return datetime.fromtimestamp(millis / 1000, tz=UTC) if millis else None


# firebase-admin's get_users takes at most this many identifiers a call.
LOOKUP_BATCH = 100


def tokens_valid_after(uids: list[str]) -> dict[str, datetime]:
    """Firebase's cut-off for each of these accounts' tokens (accounts it does not know, or
    without one, are left out). Firebase unreachable: IdentityUnavailable."""
    found: dict[str, datetime] = {}
    try:
        for start in range(0, len(uids), LOOKUP_BATCH):
            batch = [auth.UidIdentifier(uid) for uid in uids[start : start + LOOKUP_BATCH]]
            for record in auth.get_users(batch, app=app()).users:
                valid_after = _valid_after(record)
                if valid_after is not None:
                    found[record.uid] = valid_after
    except firebase_exceptions.FirebaseError as exc:
        logger.warning("Firebase could not be asked about sessions: %s", exc)
        raise IdentityUnavailable() from exc
    return found


def revoke_sessions(*, uid: str) -> None:
    """Ends every Firebase session of the account (its refresh tokens stop working, its ID
    tokens fail a revocation check). An account already gone is fine."""
    try:
        auth.revoke_refresh_tokens(uid, app=app())
    except auth.UserNotFoundError:
        return
    except firebase_exceptions.FirebaseError as exc:
        logger.warning("Firebase could not revoke the sessions of %s: %s", uid, exc)
        raise IdentityUnavailable(
            "We couldn't sign you out everywhere just now. Please try again in a minute."
        ) from exc


def ensure_account(*, uid: str, email: str, password: str, name: str) -> str:
    """Creates (or resets) an email/password account with this uid; answers it. For demo
    data. An account with the e-mail under another uid is replaced."""
    try:
        existing = auth.get_user_by_email(email, app=app())
    except auth.UserNotFoundError:
        existing = None
    if existing is not None and existing.uid != uid:
        auth.delete_user(existing.uid, app=app())
        existing = None
    if existing is None:
        created = auth.create_user(
            uid=uid,
            email=email,
            password=password,
            display_name=name,
            email_verified=True,
            app=app(),
        )
        return created.uid
    auth.update_user(
        existing.uid,
        password=password,
        display_name=name,
        email_verified=True,
        disabled=False,
        app=app(),
    )
    return existing.uid


@contextmanager
def _account_deletion_guard(uid: str):
    """Firebase unreachable or refusing while an account is being deleted: 503, and the
    account is still there."""
    try:
        yield
    except auth.UserNotFoundError:
        return  # gone already: as good as deleted
    except firebase_exceptions.FirebaseError as exc:
        logger.warning("Firebase could not be asked about deleting account %s: %s", uid, exc)
        raise IdentityUnavailable(
            "Your account cannot be deleted just now. Please try again in a minute."
        ) from exc


def account_deletion_check(*, uid: str) -> None:
    """Asks Firebase about the account before anything is deleted, so that Firebase being
    unreachable stops a deletion before it has changed anything."""
    with _account_deletion_guard(uid):
        auth.get_user(uid, app=app())


def delete_account(*, uid: str) -> None:
    """Deletes the Firebase account with this uid (one already gone is fine)."""
    with _account_deletion_guard(uid):
        auth.delete_user(uid, app=app())
