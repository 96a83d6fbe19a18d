"""A system check (manage.py check, every start): CERTIFICATE_SIGNING_KEY must be an Ed25519
private key (32 bytes, base64). A wrong one would fail each shipment of a painting instead."""

import base64
import binascii

from django.conf import settings
from django.core import checks


@checks.register(checks.Tags.security)
def signing_key_is_usable(app_configs, **kwargs) -> list[checks.CheckMessage]:
    try:
        key = base64.b64decode(settings.CERTIFICATE_SIGNING_KEY or "", validate=True)
    except (binascii.Error, ValueError):
        key = b""
    if len(key) == 32:
        return []
    return [
        checks.Error(
            "CERTIFICATE_SIGNING_KEY is not 32 bytes in base64 (an Ed25519 private key).",
            hint="Make one: python3 -c 'import base64,os; "
            "print(base64.b64encode(os.urandom(32)).decode())'",
            id="certificates.E001",
        )
    ]
