"""An invoice's or a credit note's PDF (A4, ReportLab), drawn from its stored content only.
Every text is escaped before it reaches a Paragraph (which reads markup): a name such as
<img src=x> prints as written. A credit note shows its amounts as positive: its title
says it is a credit."""

from io import BytesIO
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from core.addresses import wire_address_lines
from paperwork.fonts import pdf_fonts
from paperwork.formats import amount_text, day_text, money_text, rate_text
from paperwork.models import Document

TITLES = {Document.Kind.INVOICE: "Invoice", Document.Kind.CREDIT_NOTE: "Credit note"}
INK = colors.HexColor("#222222")
MUTED = colors.HexColor("#555555")
RULE = colors.HexColor("#cccccc")
MARGIN = 18 * mm
LINE_COLUMNS = ["Item", "Qty", "Unit price", "Net", "VAT rate", "VAT", "Total"]
LINE_WIDTHS = [62 * mm, 10 * mm, 22 * mm, 22 * mm, 18 * mm, 18 * mm, 22 * mm]


class _Styles:
    def __init__(self) -> None:
        regular, bold = pdf_fonts()
        self.body = ParagraphStyle("body", fontName=regular, fontSize=9, leading=12, textColor=INK)
        self.small = ParagraphStyle("small", parent=self.body, fontSize=8, textColor=MUTED)
        self.strong = ParagraphStyle("strong", parent=self.body, fontName=bold)
        self.right = ParagraphStyle("right", parent=self.body, alignment=TA_RIGHT)
        self.right_strong = ParagraphStyle("right_strong", parent=self.strong, alignment=TA_RIGHT)
        self.title = ParagraphStyle("title", parent=self.strong, fontSize=22, leading=26)
        self.heading = ParagraphStyle("heading", parent=self.strong, fontSize=10, spaceAfter=2)


def _text(value: object, style: ParagraphStyle) -> Paragraph:
    """A paragraph of plain text: whatever it holds is escaped, never read as markup."""
    return Paragraph(escape(str(value if value is not None else "")), style)


def _lines(texts: list[str], style: ParagraphStyle) -> Paragraph:
    """Plain lines, one per text (each escaped; the line breaks are the only markup)."""
    return Paragraph("<br/>".join(escape(text) for text in texts if text), style)


def _parties(content: dict, styles: _Styles) -> Table:
    seller = content.get("seller", {})
    buyer = content.get("buyer", {})
    seller_lines = [seller.get("name", ""), *str(seller.get("address", "")).split("\n")]
    if seller.get("vatId"):
        seller_lines.append(f"VAT ID: {seller['vatId']}")
    # The stored address's fields, laid out as its country writes them when the PDF is drawn
    # (content issued before there were layouts included).
    address = buyer.get("address")
    buyer_lines = [*(wire_address_lines(address) if address else []), buyer.get("email", "")]
    table = Table(
        [
            [_text("Seller", styles.heading), _text("Buyer", styles.heading)],
            [_lines(seller_lines, styles.body), _lines(buyer_lines, styles.body)],
        ],
        colWidths=[87 * mm, 87 * mm],
    )
    table.setStyle(
        TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)])
    )
    return table


def _line_rows(content: dict, styles: _Styles) -> list[list]:
    rows = []
    for line in content.get("lines", []):
        item = f"Part of: {line['item']}" if line.get("part") else line["item"]
        if line.get("refundedBefore"):
            item += f" (less {amount_text(line['refundedBefore'])} refunded before)"
        rows.append(
            [
                _text(item, styles.body),
                _text(line["quantity"], styles.right),
                _text(amount_text(line["unitPrice"]), styles.right),
                _text(amount_text(line["net"]), styles.right),
                _text(rate_text(line["rate"]), styles.right),
                _text(amount_text(line["tax"]), styles.right),
                _text(amount_text(line["gross"]), styles.right),
            ]
        )
    shipping = content.get("shipping")
    if shipping:
        rows.append(
            [
                _text(f"Shipping: {shipping['method']}", styles.body),
                _text("1", styles.right),
                _text(amount_text(shipping["gross"]), styles.right),
                _text(amount_text(shipping["net"]), styles.right),
                _text(rate_text(shipping["rate"]), styles.right),
                _text(amount_text(shipping["tax"]), styles.right),
                _text(amount_text(shipping["gross"]), styles.right),
            ]
        )
    return rows


def _lines_table(content: dict, styles: _Styles) -> Table:
    header = [
        _text(name, styles.strong if i == 0 else styles.right_strong)
        for i, name in enumerate(LINE_COLUMNS)
    ]
    table = Table([header, *_line_rows(content, styles)], colWidths=LINE_WIDTHS, repeatRows=1)
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
                ("LINEBELOW", (0, 1), (-1, -1), 0.3, RULE),
                ("LEFTPADDING", (0, 0), (-1, -1), 2),
                ("RIGHTPADDING", (0, 0), (-1, -1), 2),
            ]
        )
    )
    return table


def _summary(content: dict, styles: _Styles) -> Table:
    """VAT per rate on the left, the totals on the right."""
    currency = content.get("currency", "")
    taxes = [
        [
            _text("VAT rate", styles.strong),
            _text("Net", styles.right_strong),
            _text("VAT", styles.right_strong),
        ]
    ]
    for tax in content.get("taxes", []):
        taxes.append(
            [
                _text(rate_text(tax["rate"]), styles.body),
                _text(amount_text(tax["net"]), styles.right),
                _text(amount_text(tax["tax"]), styles.right),
            ]
        )
    totals = [
        [
            _text("Net", styles.body),
            _text(money_text(content.get("net", 0), currency), styles.right),
        ],
        [
            _text("VAT", styles.body),
            _text(money_text(content.get("tax", 0), currency), styles.right),
        ],
        [
            _text("Total", styles.strong),
            _text(money_text(content.get("total", 0), currency), styles.right_strong),
        ],
    ]
    rates = Table(taxes, colWidths=[20 * mm, 28 * mm, 24 * mm])
    rates.setStyle(
        TableStyle(
            [("LINEBELOW", (0, 0), (-1, 0), 0.5, RULE), ("LEFTPADDING", (0, 0), (-1, -1), 0)]
        )
    )
    sums = Table(totals, colWidths=[24 * mm, 38 * mm])
    sums.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, INK)]))
    outer = Table([[rates, sums]], colWidths=[100 * mm, 74 * mm])
    outer.setStyle(
        TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)])
    )
    return outer


def _notes(document: Document, styles: _Styles) -> list:
    content = document.content
    notes = []
    if not content.get("taxedIn"):
        notes.append("VAT is not charged: an export outside the shop's tax area.")
    elif content.get("pricesIncludeTax"):
        notes.append("Unit prices include VAT.")
    if content.get("paymentReference"):
        notes.append(f"Payment reference: {content['paymentReference']}")
    if document.kind == Document.Kind.CREDIT_NOTE:
        notes.append("The amounts above are credited to the buyer.")
    return [_text(note, styles.body) for note in notes]


def _footer(seller: dict, number: str, font: str):
    line = " · ".join(
        filter(None, [seller.get("name"), seller.get("vatId") and f"VAT ID {seller['vatId']}"])
    )

    def draw(canvas, doc) -> None:
        canvas.saveState()
        canvas.setFont(font, 7.5)
        canvas.setFillColor(MUTED)
        canvas.drawString(MARGIN, 10 * mm, line)  # drawString: text, never markup
        canvas.drawRightString(A4[0] - MARGIN, 10 * mm, f"{number} · page {doc.page}")
        canvas.restoreState()

    return draw


def document_pdf(document: Document) -> bytes:
    """The document's PDF, from its content as issued."""
    content = document.content
    styles = _Styles()
    title = TITLES[document.kind]
    story = [
        _text(title, styles.title),
        Spacer(1, 2 * mm),
        _text(f"Number: {document.number}", styles.strong),
        _text(f"Issued on {day_text(document.issued_at)}", styles.body),
    ]
    if document.kind == Document.Kind.CREDIT_NOTE and content.get("invoice"):
        story.append(_text(f"Credit note for invoice {content['invoice']}", styles.strong))
    if content.get("reason"):
        story.append(_text(f"Reason: {content['reason']}", styles.body))
    story += [
        Spacer(1, 8 * mm),
        _parties(content, styles),
        Spacer(1, 8 * mm),
        _text(f"Amounts in {content.get('currency', '').upper()}", styles.small),
        Spacer(1, 1 * mm),
        _lines_table(content, styles),
        Spacer(1, 6 * mm),
        _summary(content, styles),
        Spacer(1, 6 * mm),
        *_notes(document, styles),
    ]
    buffer = BytesIO()
    seller = content.get("seller", {})
    pdf = SimpleDocTemplate(
        buffer,
        pagesize=A4,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN,
        title=f"{title} {document.number}",
        author=seller.get("name", ""),
        creator=seller.get("name", ""),
        lang="en",
    )
    footer = _footer(seller, document.number, styles.body.fontName)
    pdf.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()
