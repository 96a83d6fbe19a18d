"""The PDF is rendered by a job after the commit that issued the document, stored in the
private documents storage as <year>/<number>.pdf, once; a lost job is made good by the
periodic sweep."""

from datetime import UTC, datetime, timedelta

import pytest
from django.conf import settings
from django.db import transaction
from django.utils import timezone

from paperwork import services
from paperwork.models import Document
from paperwork.services import document_render, documents_render_missing
from paperwork.tasks import document_render as document_render_job
from paperwork.tests.factories import invoice_issue

pytestmark = pytest.mark.django_db

ISSUED = datetime(2026, 11, 30, 10, tzinfo=UTC)


def stored_files() -> list[str]:
    root = settings.DOCUMENTS_DIR
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


def test_rendering_stores_the_pdf_in_the_private_documents_storage_once():
    invoice = invoice_issue(now=ISSUED)

    assert document_render(document_id=invoice.pk) is True
    invoice.refresh_from_db()
    assert invoice.rendered_at is not None and invoice.pdf.name == "2026/INV-2026-000001.pdf"
    assert stored_files() == ["2026/INV-2026-000001.pdf"]
    assert (settings.DOCUMENTS_DIR / invoice.pdf.name).read_bytes().startswith(b"%PDF-")
    assert not list(settings.MEDIA_ROOT.rglob("*.pdf"))  # never the public media storage

    first = invoice.rendered_at
    assert document_render(document_id=invoice.pk) is False  # already rendered: nothing
    document_render_job(invoice.pk)  # the job too
    invoice.refresh_from_db()
    assert invoice.rendered_at == first and stored_files() == ["2026/INV-2026-000001.pdf"]


def test_of_two_jobs_at_once_one_records_its_file_and_the_other_removes_its_own(monkeypatch):
    invoice = invoice_issue(now=ISSUED)
    draw = services.document_pdf

    def drawn_while_another_job_finishes(document):
        pdf = draw(document)
        monkeypatch.setattr(services, "document_pdf", draw)
        document_render(document_id=document.pk)  # the other job, done first
        return pdf

    monkeypatch.setattr(services, "document_pdf", drawn_while_another_job_finishes)

    assert document_render(document_id=invoice.pk) is False
    assert stored_files() == ["2026/INV-2026-000001.pdf"]
    invoice.refresh_from_db()
    assert invoice.pdf.name == "2026/INV-2026-000001.pdf"


def test_issuing_a_document_queues_its_rendering_after_the_commit(
    django_capture_on_commit_callbacks,
):
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        invoice = invoice_issue(now=ISSUED)
    assert len(callbacks) == 1
    invoice.refresh_from_db()
    assert invoice.rendered_at is not None  # the job ran (jobs run at once in the tests)

    with django_capture_on_commit_callbacks() as callbacks:
        assert invoice_issue(now=ISSUED).pk == invoice.pk  # asked again: the same one
    assert callbacks == []


def test_issuing_then_failing_queues_nothing(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks() as callbacks:
        with pytest.raises(RuntimeError), transaction.atomic():
            invoice_issue()
            raise RuntimeError("the payment's transaction failed")

    assert callbacks == [] and not Document.objects.exists()


def test_the_sweep_renders_documents_whose_job_was_lost_but_not_those_just_issued():
    lost = invoice_issue(checkout_id=1, now=timezone.now() - timedelta(minutes=5))
    fresh = invoice_issue(checkout_id=2)

    assert documents_render_missing() == 1

    lost.refresh_from_db()
    fresh.refresh_from_db()
    assert lost.rendered_at is not None and fresh.rendered_at is None
    assert documents_render_missing() == 0


def test_a_document_that_cannot_be_drawn_is_logged_and_the_others_still_rendered(caplog):
    broken = invoice_issue(checkout_id=1, now=timezone.now() - timedelta(minutes=5))
    Document.objects.filter(pk=broken.pk).update(content={"lines": "not a list"})
    fine = invoice_issue(checkout_id=2, now=timezone.now() - timedelta(minutes=5))

    assert documents_render_missing() == 1

    assert Document.objects.get(pk=fine.pk).rendered_at is not None
    assert Document.objects.get(pk=broken.pk).rendered_at is None
    assert f"Could not render the PDF of document {broken.pk}" in caplog.text
