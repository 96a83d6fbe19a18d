"""GET /api/documents/{number}/pdf: the PDF for its customer or an admin; anyone else and
unknown numbers get the same 404; 401 for nobody; 409 while it is being rendered."""

import pytest
from django.conf import settings

from accounts.models import User
from accounts.tests.factories import UserFactory
from paperwork.models import Document
from paperwork.services import document_render
from paperwork.tests.factories import invoice_issue

pytestmark = pytest.mark.django_db

NOT_READY = {
    "code": "document_not_ready",
    "detail": "This document is being prepared. Try again in a minute.",
}


@pytest.fixture
def owner():
    return UserFactory()


@pytest.fixture
def invoice(owner) -> Document:
    document = invoice_issue(customer_id=owner.pk)
    document_render(document_id=document.pk)
    document.refresh_from_db()
    return document


def url(number: str) -> str:
    return f"/api/documents/{number}/pdf"


def without_request_id(body: dict) -> dict:
    return {key: value for key, value in body.items() if key != "requestId"}


def test_its_customer_downloads_the_pdf(signed_in, owner, invoice):
    answer = signed_in(owner).get(url(invoice.number))

    assert answer.status_code == 200
    assert answer["Content-Type"] == "application/pdf"
    assert answer["Content-Disposition"] == f'attachment; filename="{invoice.number}.pdf"'
    assert answer["Cache-Control"] == "private, no-store"
    assert answer.content.startswith(b"%PDF-")


def test_an_admin_downloads_anyones(signed_in, invoice):
    admin = UserFactory(role=User.Role.ADMIN)

    assert signed_in(admin).get(url(invoice.number)).status_code == 200


def test_another_customer_gets_the_same_404_as_for_a_number_that_does_not_exist(signed_in, invoice):
    client = signed_in(UserFactory())

    theirs = client.get(url(invoice.number))
    unknown = client.get(url("INV-2026-999999"))
    malformed = client.get(url("INV-2026-%00"))

    assert theirs.status_code == unknown.status_code == malformed.status_code == 404
    assert without_request_id(theirs.json()) == without_request_id(unknown.json())
    assert without_request_id(malformed.json()) == without_request_id(unknown.json())
    assert b"%PDF" not in theirs.content


def test_nobody_signed_in_gets_401(api_client, invoice):
    assert api_client.get(url(invoice.number)).status_code == 401


def test_while_it_is_being_rendered_the_answer_is_409(signed_in, owner):
    pending = invoice_issue(checkout_id=2, customer_id=owner.pk)

    answer = signed_in(owner).get(url(pending.number))

    assert answer.status_code == 409
    assert without_request_id(answer.json()) == NOT_READY


def test_a_pdf_gone_from_the_storage_is_409_and_rendered_again(signed_in, owner, invoice):
    (settings.DOCUMENTS_DIR / invoice.pdf.name).unlink()

    answer = signed_in(owner).get(url(invoice.number))

    assert answer.status_code == 409 and answer.json()["code"] == "document_not_ready"
    invoice.refresh_from_db()
    assert invoice.rendered_at is None  # the sweep renders it again
    assert document_render(document_id=invoice.pk)
    assert signed_in(owner).get(url(invoice.number)).status_code == 200
