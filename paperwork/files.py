"""The shop's PDFs as files (invoices, credit notes, certificates): kept once in the private
documents storage, and answered as a download (private, never cached; 409
document_not_ready while rendering, or after the file was lost: then it is drawn again)."""

from collections.abc import Callable

from django.core.files.base import ContentFile
from django.db import models
from django.http import HttpResponse
from django.utils import timezone

from core.errors import Conflict
from paperwork.models import documents_storage

NOT_READY = "This document is being prepared. Try again in a minute."


def attachment(body: bytes | str, *, content_type: str, filename: str) -> HttpResponse:
    response = HttpResponse(body, content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    response["Cache-Control"] = "private, no-store"
    return response


def stored_pdf(name: str, *, filename: str, lost: Callable[[], None]) -> HttpResponse:
    """The PDF stored under `name` in the documents storage ("" while not rendered)."""
    if not name:
        raise Conflict(NOT_READY, code="document_not_ready")
    try:
        with documents_storage().open(name, "rb") as pdf:
            body = pdf.read()
    except FileNotFoundError:
        lost()
        raise Conflict(NOT_READY, code="document_not_ready") from None
    return attachment(body, content_type="application/pdf", filename=filename)


def pdf_keep(model: type[models.Model], pk: int, name: str, data: bytes) -> bool:
    """Stores `data` as `name` and records it on the row (its `pdf`, `rendered_at`), once:
    of two jobs at once, the first to record its file wins and the other removes its own
    (unless the storage wrote both under the one name, as a bucket does). Answers whether
    this call recorded it."""
    storage = documents_storage()
    stored = storage.save(name, ContentFile(data))
    rows = model.objects.filter(pk=pk, rendered_at__isnull=True)
    if rows.update(pdf=stored, rendered_at=timezone.now()):
        return True
    if stored != model.objects.filter(pk=pk).values_list("pdf", flat=True).first():
        storage.delete(stored)
    return False


def pdf_lost(model: type[models.Model], pk: int) -> None:
    """The row's PDF is gone from the storage: it is drawn again (by the sweep)."""
    model.objects.filter(pk=pk).update(pdf="", rendered_at=None)
