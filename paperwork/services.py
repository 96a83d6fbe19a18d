"""Issuing a document: the next number of its series, taken under the series row's lock in
the transaction that records it (gapless: a failed transaction gives the number back), and
its content stored as given. Nothing here renders a PDF: that is a job after the commit."""

from datetime import datetime

from django.db import IntegrityError, transaction
from django.utils import timezone

from paperwork.models import Document, Series

PREFIXES = {Document.Kind.INVOICE: "INV", Document.Kind.CREDIT_NOTE: "CN"}


def series_next(kind: str, year: int) -> int:
    """The series' next number (invoices, credit notes, certificates: any kind), its row
    locked until the caller's transaction ends. Call it inside that transaction."""
    try:
        with transaction.atomic():
            Series.objects.get_or_create(kind=kind, year=year)
    except IntegrityError:  # another transaction made the row first
        pass
    series = Series.objects.select_for_update().get(kind=kind, year=year)
    series.last_number += 1
    series.save(update_fields=["last_number"])
    return series.last_number


def document_issue(
    *,
    kind: str,
    checkout_id: int,
    customer_id: int,
    content: dict,
    order_id: int | None = None,
    refers_to: Document | None = None,
    now: datetime | None = None,
) -> Document:
    """Issues the document, once: an invoice per checkout, a credit note per refunded order
    (asked again, the one issued before is answered)."""
    issued_at = now or timezone.now()
    existing = Document.objects.filter(kind=kind, checkout_id=checkout_id, order_id=order_id)
    with transaction.atomic():
        found = existing.first()
        if found is not None:
            return found
        year = timezone.localtime(issued_at).year
        sequence = series_next(kind, year)
        try:
            with transaction.atomic():
                return Document.objects.create(
                    kind=kind,
                    year=year,
                    sequence=sequence,
                    number=f"{PREFIXES[kind]}-{year}-{sequence:06d}",
                    issued_at=issued_at,
                    checkout_id=checkout_id,
                    order_id=order_id,
                    refers_to=refers_to,
                    customer_id=customer_id,
                    content=content,
                )
        except IntegrityError:  # issued meanwhile by another transaction: the number goes back
            transaction.set_rollback(True)
    return existing.get()
