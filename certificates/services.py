"""Issuing a certificate when a painting's order ships (once per order), revoking it when
that order is refunded, and storing its PDF (a job after the commit: never in a request)."""

import logging
import secrets
from datetime import datetime
from decimal import Decimal

from django.db import transaction
from django.utils import timezone

from certificates import signing
from certificates.models import Certificate
from certificates.pdf import certificate_pdf
from paperwork.files import pdf_keep, pdf_lost
from paperwork.services import series_next
from shop.models import Painting

logger = logging.getLogger(__name__)

SERIES = "certificate"
PREFIX = "BC"


def _cm(value: Decimal) -> str:
    return f"{value.normalize():f}"


def painting_size(painting: Painting) -> str:
    """ "60 × 45 cm, framed": as it hangs on a wall."""
    size = f"{_cm(painting.width_cm)} × {_cm(painting.height_cm)} cm"
    return f"{size}, framed" if painting.framed else size


def certificate_content(
    painting: Painting, *, number: str, issued_at: datetime, buyer_name: str | None
) -> dict:
    """What the certificate says and the shop signs: a snapshot, fixed when issued."""
    return {
        "number": number,
        "title": painting.title,
        "artist": painting.artist,
        "medium": painting.get_medium_display(),
        "size": painting_size(painting),
        "year": painting.year,
        "image": painting.img,
        "issuedOn": timezone.localdate(issued_at).isoformat(),
        "buyerName": buyer_name,
    }


def certificate_issue(
    *,
    order_id: int,
    painting_id: int,
    customer_id: int,
    buyer_name: str | None = None,
    now: datetime | None = None,
) -> Certificate:
    """The order's certificate, issued in the caller's transaction (the one that ships the
    order); asked again, the one issued before. buyer_name: printed only when the buyer
    agreed (blank or None: no name)."""
    with transaction.atomic():
        found = Certificate.objects.filter(order_id=order_id).first()
        if found is not None:
            return found
        painting = Painting.objects.get(pk=painting_id)
        issued_at = now or timezone.now()
        year = timezone.localtime(issued_at).year
        sequence = series_next(SERIES, year)
        number = f"{PREFIX}-{year}-{sequence:04d}"
        code = secrets.token_urlsafe(24)
        name = (buyer_name or "").strip() or None
        content = certificate_content(painting, number=number, issued_at=issued_at, buyer_name=name)
        certificate = Certificate.objects.create(
            year=year,
            sequence=sequence,
            number=number,
            code=code,
            painting=painting,
            order_id=order_id,
            customer_id=customer_id,
            issued_at=issued_at,
            content=content,
            signature=signing.sign(code, content),
        )
        _render_after_commit(certificate.pk)
    return certificate


def certificate_revoke(*, order_id: int, reason: str) -> bool:
    """The order's certificate no longer vouches for anything (its order was refunded: the
    painting came back, or never went). Answers whether one was revoked now."""
    revoked = Certificate.objects.filter(order_id=order_id, revoked_at__isnull=True).update(
        revoked_at=timezone.now(), revoked_reason=reason[:200]
    )
    return bool(revoked)


def certificate_is_valid(certificate: Certificate) -> bool:
    """Not revoked, and its stored content is what the shop signed."""
    return certificate.revoked_at is None and signing.verifies(
        certificate.code, certificate.content, certificate.signature
    )


def _render_after_commit(certificate_id: int) -> None:
    from certificates import tasks  # the tasks call these services

    # A queue that is down must not fail the shipment: the periodic job renders it later.
    transaction.on_commit(lambda: tasks.certificate_render(certificate_id), robust=True)


def certificate_render(*, certificate_id: int) -> bool:
    """Draws the certificate's PDF from its stored content and keeps it in the documents
    storage. Answers whether it did (already rendered: nothing to do)."""
    certificate = Certificate.objects.filter(pk=certificate_id, rendered_at__isnull=True).first()
    if certificate is None:
        return False
    name = f"certificates/{certificate.year}/{certificate.number}.pdf"
    return pdf_keep(Certificate, certificate_id, name, certificate_pdf(certificate))


def certificate_file_lost(*, certificate_id: int) -> None:
    """Its PDF is gone from the storage: the periodic job draws it again."""
    logger.error("The PDF of certificate %s is missing from its storage.", certificate_id)
    pdf_lost(Certificate, certificate_id)


def certificates_render_missing() -> int:
    """Renders every certificate still without its PDF (a lost job loses nothing)."""
    missing = Certificate.objects.filter(rendered_at__isnull=True).order_by("pk")
    count = 0
    for certificate_id in missing.values_list("pk", flat=True)[:200]:
        try:
            count += certificate_render(certificate_id=certificate_id)
        except Exception:
            logger.exception("Certificate %s could not be rendered", certificate_id)
    return count
