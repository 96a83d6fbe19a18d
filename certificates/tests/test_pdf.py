"""The certificate's PDF, read back with pypdf: what it says, the link its QR code carries,
the painting's picture when the media storage has it, and a buyer's name printed as text."""

import io

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from PIL import Image
from pypdf import PdfReader

from certificates.pdf import certificate_pdf
from certificates.tests.helpers import HOSTILE, issued

pytestmark = pytest.mark.django_db


def read(data: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(data))


def text_of(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in read(data).pages)


def test_the_pdf_says_what_was_certified_and_links_its_public_page(settings):
    settings.CSRF_TRUSTED_ORIGINS = ["https://shop.example.com"]
    certificate = issued(
        buyer_name="Ana Painter", title="Harbour at Dawn", artist="Mira Holt", year=2019
    )

    text = text_of(certificate_pdf(certificate))

    assert "Certificate of Authenticity" in text
    for words in (certificate.number, "Harbour at Dawn", "Mira Holt", "Oil", "2019"):
        assert words in text
    assert "60 × 45 cm, framed" in text
    assert "30 November 2026" in text
    assert "Ana Painter" in text
    assert f"https://shop.example.com/certificates/{certificate.code}" in text
    assert certificate.signature[:40] in text


def test_without_consent_no_name_is_printed():
    certificate = issued(buyer_name="  ")

    text = text_of(certificate_pdf(certificate))

    assert certificate.content["buyerName"] is None
    assert "Issued to" not in text


def test_a_hostile_name_prints_as_the_text_it_is():
    certificate = issued(buyer_name=HOSTILE, title="<b>Bold</b> & Co")

    text = text_of(certificate_pdf(certificate))

    assert HOSTILE in text
    assert "<b>Bold</b> & Co" in text


def test_the_paintings_picture_is_drawn_when_the_media_storage_has_it():
    picture = io.BytesIO()
    Image.new("RGB", (120, 90), (200, 80, 40)).save(picture, "PNG")
    name = default_storage.save(
        "uploads/tools/" + "a" * 32 + ".png", ContentFile(picture.getvalue())
    )
    with_picture = issued(img=default_storage.url(name))
    missing = issued(img="/media/uploads/tools/" + "b" * 32 + ".png")

    assert len(read(certificate_pdf(with_picture)).pages[0].images) == 2  # the picture, the QR
    assert len(read(certificate_pdf(missing)).pages[0].images) == 1  # skipped: only the QR
