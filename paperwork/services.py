"""Issuing a document: the next number of its series, taken under the series row's lock in
the transaction that records it (gapless: a failed transaction gives the number back), and
its content stored as given. Its PDF is rendered by a job after the commit
(document_render), never inside the payment's transaction or a request."""

import logging
from datetime import datetime, timedelta

from django.db import IntegrityError, transaction
from django.utils import timezone

from paperwork.files import pdf_keep, pdf_lost
from paperwork.models import Document, Series
from paperwork.pdf import document_pdf

logger = logging.getLogger(__name__)

RENDER_GRACE = timedelta(minutes=1)

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
    part_id: int | None = None,
    refers_to: Document | None = None,
    now: datetime | None = None,
) -> Document:
    """Issues the document, once: an invoice per checkout, a credit note per refunded order
    and per part of the money given back (asked again, the one issued before is answered)."""
    issued_at = now or timezone.now()
    existing = Document.objects.filter(
        kind=kind, checkout_id=checkout_id, order_id=order_id, part_id=part_id
    )
    with transaction.atomic():
        found = existing.first()
        if found is not None:
            return found
        year = timezone.localtime(issued_at).year
        sequence = series_next(kind, year)
        try:
            with transaction.atomic():
                document = Document.objects.create(
                    kind=kind,
                    year=year,
                    sequence=sequence,
                    number=f"{PREFIXES[kind]}-{year}-{sequence:06d}",
                    issued_at=issued_at,
                    checkout_id=checkout_id,
                    order_id=order_id,
                    part_id=part_id,
                    refers_to=refers_to,
                    customer_id=customer_id,
                    content=content,
                )
                _render_after_commit(document.pk)
                return document
        except IntegrityError:  # issued meanwhile by another transaction: the number goes back
            transaction.set_rollback(True)
    return existing.get()


def _render_after_commit(document_id: int) -> None:
    from paperwork import tasks  # the tasks call these services

    # A queue that is down must not fail the payment: the sweep renders it later.
    transaction.on_commit(lambda: tasks.document_render(document_id), robust=True)


def document_render(*, document_id: int) -> bool:
    """Draws the document's PDF and stores it as <year>/<number>.pdf in the documents
    storage. Once: a document already rendered is left as it is (False). Two jobs at once
    both draw it; the first to record its file wins and the other removes its own."""
    document = Document.objects.filter(pk=document_id, rendered_at__isnull=True).first()
    if document is None:
        return False
    name = f"{document.year}/{document.number}.pdf"
    return pdf_keep(Document, document_id, name, document_pdf(document))


def document_file_lost(*, document_id: int) -> None:
    """Its PDF is gone from the storage: the sweep renders it again."""
    logger.error("The PDF of document %s is missing from its storage.", document_id)
    pdf_lost(Document, document_id)


def documents_render_missing(*, limit: int = 200) -> int:
    """Renders the documents whose job was lost (a worker stopped, a queue emptied);
    answers how many it rendered. A failure is logged and the next sweep tries again."""
    rendered = 0
    # Not those issued in the last minute: their own job is at it.
    pending = Document.objects.filter(
        rendered_at__isnull=True, issued_at__lt=timezone.now() - RENDER_GRACE
    ).order_by("id")
    for document_id in pending.values_list("id", flat=True)[:limit]:
        try:
            rendered += document_render(document_id=document_id)
        except Exception:
            logger.exception("Could not render the PDF of document %s.", document_id)
    return rendered
