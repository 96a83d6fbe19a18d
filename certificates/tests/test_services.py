"""Issuing a certificate when a painting's order ships (once), revoking it on a refund,
the shop's signature, and its PDF kept in the private documents storage."""

import base64

import pytest
from django.core.files.storage import storages

from accounts.tests.factories import UserFactory
from certificates import signing
from certificates.models import Certificate
from certificates.services import (
    certificate_is_valid,
    certificate_issue,
    certificate_render,
    certificates_render_missing,
)
from certificates.tests.helpers import issued, paid_painting_order, ship
from orders import steps
from orders.actions import order_place
from orders.models import OrderEvent
from shop.tests.factories import ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db


def test_shipping_a_painting_issues_one_certificate_of_what_was_sold():
    order = paid_painting_order(
        title="Harbour at Dawn", artist="Mira Holt", width_cm="60.0", height_cm="45.5", year=2019
    )

    ship(order)

    certificate = Certificate.objects.get(order_id=order.pk)
    content = certificate.content
    assert certificate.number == f"BC-{certificate.year}-0001"
    assert (content["title"], content["artist"], content["medium"]) == (
        "Harbour at Dawn",
        "Mira Holt",
        "Oil",
    )
    assert (content["size"], content["year"]) == ("60 × 45.5 cm, framed", 2019)
    assert content["buyerName"] is None  # paid alone, no name given
    assert certificate.customer_id == order.customer_id
    assert len(certificate.code) == 32 and certificate_is_valid(certificate)


def test_the_next_painting_shipped_takes_the_next_number_and_asking_again_changes_nothing():
    first, second = paid_painting_order(), paid_painting_order()
    ship(first)
    ship(second)

    again = Certificate.objects.get(order_id=first.pk)
    same = certificate_issue(
        order_id=first.pk, painting_id=first.painting_id, customer_id=first.customer_id
    )

    year = again.year
    assert same.pk == again.pk
    assert list(Certificate.objects.order_by("sequence").values_list("number", flat=True)) == [
        f"BC-{year}-0001",
        f"BC-{year}-0002",
    ]


def test_a_tool_shipped_gets_no_certificate():
    tool = ToolFactory(minimum_order_quantity=1)
    order = order_place(customer=UserFactory(), address=ADDRESS, tool_id=tool.pk, quantity=1)
    steps.record_payment(order_id=order.pk, transaction_id="pi_tool")

    ship(order)

    assert not Certificate.objects.exists()


def test_refunding_a_shipped_painting_revokes_its_certificate():
    order = ship(paid_painting_order())

    steps.record_refund(order_id=order.pk, by=OrderEvent.By.STAFF)

    certificate = Certificate.objects.get(order_id=order.pk)
    assert certificate.revoked_at is not None
    assert certificate.revoked_reason == "Refunded after shipping."
    assert not certificate_is_valid(certificate)


def test_the_signature_holds_for_the_stored_content_and_breaks_on_any_change():
    certificate = issued(buyer_name="Ana Painter")

    assert signing.verifies(certificate.code, certificate.content, certificate.signature)
    edited = certificate.content | {"artist": "Someone Famous"}
    assert not signing.verifies(certificate.code, edited, certificate.signature)
    assert not signing.verifies(certificate.code[:-1] + "A", certificate.content, "x" * 88)
    assert not signing.verifies(certificate.code, certificate.content, "not base64!")


def test_another_key_does_not_vouch_for_the_shops_certificates(settings):
    certificate = issued()

    settings.CERTIFICATE_SIGNING_KEY = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="

    assert not certificate_is_valid(certificate)


def test_the_pdf_is_rendered_after_the_commit_into_the_private_documents_storage(
    django_capture_on_commit_callbacks, settings
):
    with django_capture_on_commit_callbacks(execute=True):
        certificate = issued()

    certificate.refresh_from_db()
    assert certificate.rendered_at is not None
    name = certificate.pdf.name
    assert name == f"certificates/{certificate.year}/{certificate.number}.pdf"
    with storages["documents"].open(name, "rb") as file:
        assert file.read(5) == b"%PDF-"
    assert not (settings.MEDIA_ROOT / name).exists()  # never in the public media
    assert certificate_render(certificate_id=certificate.pk) is False  # once


def test_the_periodic_job_renders_what_a_lost_job_left_out():
    first, second = issued(), issued()  # no commit: their jobs never ran

    assert certificates_render_missing() == 2

    assert not Certificate.objects.filter(rendered_at__isnull=True).exists()
    assert certificates_render_missing() == 0
    assert {first.pk, second.pk} == set(Certificate.objects.values_list("pk", flat=True))


@pytest.mark.parametrize("key", ["", "not base64!", base64.b64encode(b"short").decode()])
def test_a_signing_key_that_is_not_an_ed25519_key_fails_the_system_check(settings, key):
    from django.core.management import call_command
    from django.core.management.base import SystemCheckError

    settings.CERTIFICATE_SIGNING_KEY = key

    with pytest.raises(SystemCheckError, match="certificates.E001"):
        call_command("check")
