"""The month's books for the accountant: every invoice and credit note issued in a month
(shop time), a credit note's amounts counted negative, so each money column adds up to the
invoices minus the credit notes; and the same as a CSV file."""

import csv
import io
from datetime import date, datetime
from decimal import Decimal

from django.utils import timezone

from paperwork.formats import rate_text
from paperwork.models import Document

ZERO = Decimal("0.00")
MONEY_KEYS = ("net", "tax", "total")


def _signed(document: Document, amount: str) -> Decimal:
    value = Decimal(amount)
    return (-value if document.kind == Document.Kind.CREDIT_NOTE else value) + ZERO  # never -0


def _row(document: Document) -> dict:
    content = document.content
    address = (content.get("buyer") or {}).get("address") or {}
    return {
        "number": document.number,
        "kind": document.kind,
        "issuedAt": document.issued_at,
        "buyerCountry": address.get("country", ""),
        "currency": content.get("currency", ""),
        **{key: _signed(document, content.get(key, "0")) for key in MONEY_KEYS},
        "taxes": [
            {
                "rate": Decimal(tax["rate"]),
                "net": _signed(document, tax["net"]),
                "tax": _signed(document, tax["tax"]),
            }
            for tax in content.get("taxes", [])
        ],
        "refersTo": document.refers_to.number if document.refers_to else None,
    }


def month_books(month: date) -> dict:
    """{month, documents, totals} of the month holding `month` (its first day, say)."""
    start = timezone.make_aware(datetime(month.year, month.month, 1))
    year, number = (month.year + 1, 1) if month.month == 12 else (month.year, month.month + 1)
    end = timezone.make_aware(datetime(year, number, 1))
    documents = (
        Document.objects.filter(issued_at__gte=start, issued_at__lt=end)
        .select_related("refers_to")
        .order_by("issued_at", "id")
    )
    rows = [_row(document) for document in documents]
    return {
        "month": f"{month:%Y-%m}",
        "documents": rows,
        "totals": {key: sum((row[key] for row in rows), ZERO) for key in MONEY_KEYS},
    }


def month_csv(books: dict) -> str:
    """The books as CSV: number, date, kind, buyer country, currency, net, the tax at each
    rate of the month (a column each), tax, total."""
    rates = sorted({tax["rate"] for row in books["documents"] for tax in row["taxes"]})
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(
        [
            "number",
            "date",
            "kind",
            "buyer country",
            "currency",
            "net",
            *(f"tax {rate_text(rate)}" for rate in rates),
            "tax",
            "total",
        ]
    )
    for row in books["documents"]:
        tax_at = {tax["rate"]: tax["tax"] for tax in row["taxes"]}
        writer.writerow(
            [
                row["number"],
                timezone.localtime(row["issuedAt"]).date().isoformat(),
                row["kind"],
                row["buyerCountry"],
                row["currency"].upper(),
                row["net"],
                *(tax_at.get(rate, ZERO) for rate in rates),
                row["tax"],
                row["total"],
            ]
        )
    return out.getvalue()
