"""The invoice's and the credit note's PDF (issue 37), read back with pypdf: it holds what
the stored content says, and a buyer's name full of markup prints as the text it is."""

from datetime import UTC, datetime
from io import BytesIO

import pytest
from pypdf import PdfReader

from core.tests.addresses import COUNTRY_ADDRESSES
from paperwork import fonts
from paperwork.pdf import document_pdf
from paperwork.tests.factories import credit_note_issue, invoice_issue

pytestmark = pytest.mark.django_db

ISSUED = datetime(2026, 11, 30, 10, tzinfo=UTC)


def text_of(pdf: bytes) -> str:
    reader = PdfReader(BytesIO(pdf))
    return "\n".join(page.extract_text() for page in reader.pages)


def test_an_invoice_shows_its_number_seller_buyer_lines_vat_and_total():
    invoice = invoice_issue(now=ISSUED)

    text = text_of(document_pdf(invoice))

    assert "Invoice" in text and "Number: INV-2026-000001" in text
    assert "Issued on 30 November 2026" in text
    assert "Brush & Canvas" in text and "VAT ID: FR12345678901" in text
    assert "casey@example.com" in text and "10115 Berlin" in text and "Germany" in text
    assert "Sunflowers at Dusk" in text and "Sable Brush No. 6" in text
    assert "Shipping: Standard" in text
    assert "20%" in text and "206.67 EUR" in text  # the VAT
    assert "1,240.00 EUR" in text  # the total
    assert "Payment reference: pi_123" in text
    assert "not charged" not in text


@pytest.mark.parametrize("case", sorted(COUNTRY_ADDRESSES))
def test_the_buyers_address_is_written_as_its_country_writes_it(case):
    address, lines = COUNTRY_ADDRESSES[case]

    text = text_of(document_pdf(invoice_issue(address=address)))

    assert "\n".join([*lines, "casey@example.com"]) in text


def test_an_address_stored_before_the_layouts_is_laid_out_when_drawn():
    # As invoices were issued before: the fields and the country's name, no lines.
    stored = {
        "fullName": "Casey Painter",
        "line1": "10 Downing Street",
        "line2": "",
        "city": "London",
        "region": "",
        "postalCode": "SW1A 2AA",
        "country": "GB",
        "countryName": "United Kingdom",
        "phone": "",
    }

    text = text_of(document_pdf(invoice_issue(address=stored)))

    assert "10 Downing Street\nLondon\nSW1A 2AA\nUnited Kingdom" in text


def test_a_credit_note_names_its_invoice_and_shows_the_refund_as_a_credit():
    invoice = invoice_issue(now=ISSUED)
    note = credit_note_issue(invoice, now=ISSUED)

    text = text_of(document_pdf(note))

    assert "Credit note" in text and "Number: CN-2026-000001" in text
    assert "Credit note for invoice INV-2026-000001" in text
    assert "Sable Brush No. 6" in text and "Sunflowers at Dusk" not in text
    assert "25.00 EUR" in text and "-25.00" not in text  # positive: the title says credit


def test_an_export_says_vat_is_not_charged():
    text = text_of(document_pdf(invoice_issue(taxed_in=None, country="US")))

    assert "VAT is not charged" in text


@pytest.mark.parametrize(
    "name", ["<img src=x onerror=alert(1)>", "<b>Bold</b> & <font size=40>big</font>"]
)
def test_a_buyer_name_full_of_markup_prints_as_text(name):
    text = text_of(document_pdf(invoice_issue(name=name)))

    assert name in text


def test_without_dejavu_on_the_server_helvetica_draws_it(monkeypatch, tmp_path):
    monkeypatch.setattr(fonts, "DEJAVU_DIR", tmp_path / "nowhere")
    fonts.pdf_fonts.cache_clear()
    try:
        pdf = document_pdf(invoice_issue())
    finally:
        fonts.pdf_fonts.cache_clear()

    assert "1,240.00 EUR" in text_of(pdf)
    assert b"Helvetica" in pdf and b"DejaVu" not in pdf
