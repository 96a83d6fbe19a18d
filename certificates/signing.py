"""The shop's signature on a certificate: Ed25519 over the canonical JSON of its code and
content, with the private key only the shop holds (settings.CERTIFICATE_SIGNING_KEY). A
changed byte in either, or another key, and the signature no longer verifies."""

import base64
import binascii
import json

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import (
    Ed25519PrivateKey,
    Ed25519PublicKey,
)
from django.conf import settings


def _private_key() -> Ed25519PrivateKey:
    return Ed25519PrivateKey.from_private_bytes(base64.b64decode(settings.CERTIFICATE_SIGNING_KEY))


def public_key() -> Ed25519PublicKey:
    return _private_key().public_key()


def signed_bytes(code: str, content: dict) -> bytes:
    """What is signed: {code, content} as canonical JSON (sorted keys, no spaces)."""
    return json.dumps(
        {"code": code, "content": content}, sort_keys=True, separators=(",", ":")
    ).encode()


def sign(code: str, content: dict) -> str:
    return base64.b64encode(_private_key().sign(signed_bytes(code, content))).decode()


def verifies(code: str, content: dict, signature: str) -> bool:
    """Whether signature is the shop's over this code and content."""
    try:
        public_key().verify(base64.b64decode(signature, validate=True), signed_bytes(code, content))
    except (InvalidSignature, binascii.Error, ValueError, TypeError):
        return False
    return True
