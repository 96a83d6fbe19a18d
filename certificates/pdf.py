"""The certificate's PDF, drawn with ReportLab from its stored content only: every text is
drawn as text (canvas.drawString, no markup), so a name like `<img src=x>` prints as typed.
The QR code (segno) and the link under it lead to the public page that checks it."""

import io
import logging
from urllib.parse import unquote

import segno
from django.conf import settings
from django.core.files.storage import default_storage
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader, simpleSplit
from reportlab.pdfgen import canvas

from certificates.models import Certificate
from certificates.wording import SHOP_NAME, long_date
from core.links import shop_url
from paperwork.fonts import pdf_fonts

logger = logging.getLogger(__name__)

INK = (0.13, 0.12, 0.11)
MUTED = (0.38, 0.36, 0.33)
MAX_IMAGE_BYTES = 10 * 1024 * 1024


def public_url(code: str) -> str:
    return shop_url(f"/certificates/{code}")


def _image(url: str) -> ImageReader | None:
    """The painting's image from the media storage, if it is there and readable (a demo SVG,
    another site's image or a missing file: none)."""
    address = (url or "").split("?", 1)[0]
    for prefix in (settings.MEDIA_URL, default_storage.url("")):
        if prefix and address.startswith(prefix):
            name = unquote(address[len(prefix) :])
            break
    else:
        return None
    if not name or ".." in name.split("/"):
        return None
    try:
        with default_storage.open(name, "rb") as file:
            data = file.read(MAX_IMAGE_BYTES + 1)
        if len(data) > MAX_IMAGE_BYTES:
            return None
        reader = ImageReader(io.BytesIO(data))
        reader.getSize()
    except Exception:
        logger.info("Certificate image %s skipped: not readable from the media storage", url)
        return None
    return reader


def _qr(url: str) -> ImageReader:
    buffer = io.BytesIO()
    segno.make(url, error="m").save(buffer, kind="png", scale=4, border=2)
    buffer.seek(0)
    return ImageReader(buffer)


def certificate_pdf(certificate: Certificate) -> bytes:
    """The PDF of the certificate, from its stored content."""
    content = certificate.content
    regular, bold = pdf_fonts()
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4, pageCompression=1)
    pdf.setTitle(f"Certificate of Authenticity {content['number']}")
    pdf.setAuthor(SHOP_NAME)
    width, height = A4
    left, right = 22 * mm, width - 22 * mm

    pdf.setStrokeColorRGB(*MUTED)
    pdf.setLineWidth(1.2)
    pdf.rect(12 * mm, 12 * mm, width - 24 * mm, height - 24 * mm)
    pdf.setFillColorRGB(*INK)
    pdf.setFont(bold, 24)
    pdf.drawCentredString(width / 2, height - 38 * mm, "Certificate of Authenticity")
    pdf.setFont(regular, 11)
    pdf.setFillColorRGB(*MUTED)
    pdf.drawCentredString(width / 2, height - 46 * mm, f"{SHOP_NAME} · {content['number']}")

    y = height - 56 * mm
    image = _image(content.get("image", ""))
    if image is not None:
        w, h = image.getSize()
        scale = min((right - left) / w, 70 * mm / h)
        shown_w, shown_h = w * scale, h * scale
        pdf.drawImage(image, (width - shown_w) / 2, y - shown_h, shown_w, shown_h)
        y -= shown_h + 10 * mm

    rows = [
        ("Title", content["title"]),
        ("Artist", content["artist"]),
        ("Medium", content["medium"]),
        ("Size", content["size"]),
        ("Year", str(content["year"]) if content.get("year") else "Unknown"),
        ("Certificate number", content["number"]),
        ("Date of issue", long_date(content["issuedOn"])),
    ]
    if content.get("buyerName"):
        rows.append(("Issued to", content["buyerName"]))
    for label, value in rows:
        pdf.setFont(regular, 10)
        pdf.setFillColorRGB(*MUTED)
        pdf.drawString(left, y, label)
        pdf.setFont(bold, 12)
        pdf.setFillColorRGB(*INK)
        for line in simpleSplit(str(value), bold, 12, right - left - 45 * mm)[:2]:
            pdf.drawString(left + 45 * mm, y, line)
            y -= 6 * mm
        y -= 1.5 * mm

    pdf.setFont(regular, 9)
    pdf.setFillColorRGB(*MUTED)
    statement = (
        f"{SHOP_NAME} certifies that the work described above is the original painting it "
        "sold. Scan the code or open the link to check that this certificate is genuine "
        "and still valid."
    )
    for line in simpleSplit(statement, regular, 9, right - left):
        pdf.drawString(left, y, line)
        y -= 4.5 * mm

    url = public_url(certificate.code)
    qr_size = 34 * mm
    qr_y = 27 * mm
    pdf.drawImage(_qr(url), left, qr_y, qr_size, qr_size)
    pdf.setFont(regular, 8)
    pdf.setFillColorRGB(*INK)
    pdf.drawString(left, qr_y - 4 * mm, url)
    pdf.setFont(regular, 9)
    issuer = f"Issued by {settings.SHOP_LEGAL_NAME}, {settings.SHOP_ADDRESS}"
    for index, line in enumerate(simpleSplit(issuer, regular, 9, right - left - qr_size - 8 * mm)):
        pdf.drawString(left + qr_size + 8 * mm, qr_y + qr_size - 4 * mm - index * 4.5 * mm, line)

    pdf.setFont(regular, 6)
    pdf.setFillColorRGB(*MUTED)
    pdf.drawString(left, 18 * mm, "Signature (Ed25519, base64):")
    pdf.drawString(left, 15 * mm, certificate.signature)
    pdf.showPage()
    pdf.save()
    return buffer.getvalue()
