"""Local mode's own secrets and its rule of listening on loopback only.

Local mode (no `SHOP_ENV=production`) runs with stand-ins that trust whoever can reach
them: the Firebase Auth emulator's tokens are unsigned, localstripe and the demo accounts
have well-known passwords. So the secrets that local mode does need (Django's secret key,
which signs our JWTs, and the local webhook secret) are random per installation, kept in
a file only its owner can read (`.local/secrets.json`, mode 0600), and the shop listens on
loopback only unless LOCAL_MODE_ALLOW_PUBLIC=yes-i-understand says otherwise; and
production refuses the stand-ins (stand_ins_refused).

Only the standard library here, and Django's ImproperlyConfigured (no settings needed):
config/settings.py and config/gunicorn.conf.py read it.
"""

import base64
import contextlib
import fcntl
import ipaddress
import json
import os
import secrets
import sys
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

ALLOW_PUBLIC_VARIABLE = "LOCAL_MODE_ALLOW_PUBLIC"
ALLOW_PUBLIC_VALUE = "yes-i-understand"

# Each secret the file holds and how a new one is made.
_MAKERS = {
    "django_secret_key": lambda: secrets.token_urlsafe(50),
    "stripe_webhook_secret": lambda: "whsec_" + secrets.token_urlsafe(32),
    # An Ed25519 private key is any 32 random bytes (certificates of authenticity).
    "certificate_signing_key": lambda: base64.b64encode(secrets.token_bytes(32)).decode(),
}


def load_local_secrets(path: Path) -> dict[str, str]:
    """The installation's local secrets, read from path; made on first use (and any that a
    newer version added), written with mode 0600 from the start."""
    path.parent.mkdir(parents=True, exist_ok=True)
    # One process at a time: gunicorn's workers, the job worker and manage.py start together.
    with open(path.with_name(path.name + ".lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            stored = json.loads(path.read_text())
        except FileNotFoundError:
            stored = {}
        except ValueError:
            stored = None
        if not isinstance(stored, dict):
            raise ValueError(f"{path} is not a JSON object: delete it to make new secrets")
        if stored and os.stat(path).st_mode & 0o077:
            os.chmod(path, 0o600)  # copied in with laxer permissions: others must not read it
        missing = {name: make() for name, make in _MAKERS.items() if not stored.get(name)}
        if missing:
            stored = {**stored, **missing}
            _write_private(path, json.dumps(stored, indent=2) + "\n")
    return stored


def _write_private(path: Path, text: str) -> None:
    """Writes path whole or not at all (a temporary file renamed), readable by its owner
    only from the first byte."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with contextlib.suppress(FileNotFoundError):
        temporary.unlink()
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w") as file:
        file.write(text)
        file.flush()
        os.fsync(file.fileno())
    os.replace(temporary, path)


def is_local_mode() -> bool:
    """What config/settings.py decides from SHOP_ENV, for code that runs before Django."""
    return os.environ.get("SHOP_ENV", "").strip() != "production"


def _host_of(address: str) -> str | None:
    """The host part of a listening address ("127.0.0.1:8000", "[::1]:8000", "0.0.0.0",
    ":8000"); None for a unix socket, which only this machine can reach."""
    address = address.strip()
    if address.startswith("unix:"):
        return None
    if address.startswith("["):
        return address[1:].split("]", 1)[0]
    if address.count(":") == 1:
        return address.split(":", 1)[0]
    return address  # a bare host, or a bare IPv6 address


def is_loopback(address: str) -> bool:
    host = _host_of(address)
    if host is None:
        return True
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:  # "" (every interface), "0.0.0.0" aside, or a name: not loopback
        return False


def public_listen_refusal(addresses: list[str]) -> str | None:
    """Why local mode must not listen on these addresses, or None if it may."""
    public = [address for address in addresses if not is_loopback(address)]
    if not public or not is_local_mode():
        return None
    if os.environ.get(ALLOW_PUBLIC_VARIABLE, "").strip() == ALLOW_PUBLIC_VALUE:
        return None
    return (
        f"Refusing to listen on {', '.join(public)}: this is local mode (SHOP_ENV is not "
        "'production'), where the Firebase Auth emulator's unsigned tokens are accepted and "
        "the demo accounts have published passwords, so anyone who can reach the shop can "
        "become its admin. Use 127.0.0.1 (or ::1, localhost), or set "
        f"{ALLOW_PUBLIC_VARIABLE}={ALLOW_PUBLIC_VALUE} if every machine that can reach "
        "this address is yours."
    )


def refuse_public_listening(addresses: list[str]) -> None:
    """Exits (status 2) with the reason if local mode would listen beyond loopback."""
    refusal = public_listen_refusal(addresses)
    if refusal:
        print(refusal, file=sys.stderr)
        sys.exit(2)


# Production requires the real identity and payment services, never local mode's stand-ins
# (the Auth emulator takes unsigned tokens; localstripe is a fake).
def stand_ins_refused(
    *,
    firebase_api_key: str | None,
    firebase_project_id: str | None,
    firebase_emulator_host: str | None,
    localstripe_url: str | None,
    stripe_keys: list[str | None],
) -> None:
    if not (firebase_api_key and firebase_project_id):
        raise ImproperlyConfigured("FIREBASE_API_KEY and FIREBASE_PROJECT_ID are required.")
    if firebase_emulator_host:
        raise ImproperlyConfigured(
            "The Firebase Auth emulator accepts unsigned tokens: not in production."
        )
    if localstripe_url:
        raise ImproperlyConfigured("localstripe is a fake Stripe: not in production.")
    if not all(stripe_keys):
        raise ImproperlyConfigured(
            "STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required."
        )
