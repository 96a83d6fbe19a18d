"""Reading certificates: the public check by code, an order's certificate for its customer
(or an admin), a painting's provenance."""

import re

from accounts.models import User
from certificates.models import Certificate
from certificates.services import certificate_is_valid
from core.errors import NotFound

# What secrets.token_urlsafe(24) makes (32 characters), with room: anything else is unknown
# without asking the database.
CODE = re.compile(r"[A-Za-z0-9_-]{16,64}")


def certificate_valid_by_code(code: str) -> Certificate | None:
    """The certificate with this code if it is valid (signed content intact, not revoked);
    None for any other reason, which the caller must not tell apart."""
    if not CODE.fullmatch(code or ""):
        return None
    certificate = Certificate.objects.filter(code=code).first()
    if certificate is None or not certificate_is_valid(certificate):
        return None
    return certificate


def certificate_of_order(*, order_id: int, user: User) -> Certificate:
    """The order's certificate, for the order's customer or an admin; NotFound for anyone
    else, as when there is none."""
    found = Certificate.objects.filter(order_id=order_id)
    if not user.is_admin:
        found = found.filter(customer_id=user.pk)
    certificate = found.first()
    if certificate is None:
        raise NotFound("This order has no certificate of authenticity.")
    return certificate


def painting_provenance(painting_id: int) -> list[Certificate]:
    """The painting's valid certificates, oldest first."""
    found = Certificate.objects.filter(painting_id=painting_id, revoked_at__isnull=True)
    return [c for c in found.order_by("issued_at", "pk") if certificate_is_valid(c)]
