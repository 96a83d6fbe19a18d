"""Documents as orders' invoicing issues them: a snapshot with two lines at 20 %, shipping
and a payment reference (orders/invoicing.py writes the same keys)."""

from datetime import datetime

from paperwork.models import Document
from paperwork.services import document_issue

ADDRESS = {
    "fullName": "Casey Painter",
    "line1": "1 Canvas Street",
    "line2": "",
    "city": "Berlin",
    "region": "",
    "postalCode": "10115",
    "country": "DE",
    "countryName": "Germany",
    "phone": "",
}


def snapshot(
    *,
    name: str = "Casey Painter",
    country: str = "DE",
    taxed_in: str | None = "DE",
    address: dict | None = None,
):
    return {
        "seller": {
            "name": "Brush & Canvas",
            "address": "12 Rue des Peintres, 69002 Lyon, France",
            "vatId": "FR12345678901",
            "country": "FR",
        },
        "buyer": {
            "email": "casey@example.com",
            "address": address or ADDRESS | {"fullName": name, "country": country},
        },
        "currency": "eur",
        "pricesIncludeTax": True,
        "taxedIn": taxed_in,
        "lines": [
            {
                "order": 11,
                "item": "Sunflowers at Dusk",
                "quantity": 1,
                "unitPrice": "1200.00",
                "net": "1000.00",
                "tax": "200.00",
                "rate": "20.00",
                "gross": "1200.00",
            },
            {
                "order": 12,
                "item": "Sable Brush No. 6",
                "quantity": 2,
                "unitPrice": "12.50",
                "net": "20.83",
                "tax": "4.17",
                "rate": "20.00",
                "gross": "25.00",
            },
        ],
        "shipping": {
            "method": "Standard",
            "net": "12.50",
            "tax": "2.50",
            "rate": "20.00",
            "gross": "15.00",
        },
        "taxes": [{"rate": "20.00", "net": "1033.33", "tax": "206.67"}],
        "net": "1033.33",
        "tax": "206.67",
        "total": "1240.00",
        "paymentReference": "pi_123",
    }


def invoice_issue(
    *, checkout_id: int = 1, customer_id: int = 1, now: datetime | None = None, **content
) -> Document:
    return document_issue(
        kind=Document.Kind.INVOICE,
        checkout_id=checkout_id,
        customer_id=customer_id,
        content=snapshot(**content),
        now=now,
    )


def credit_note_issue(invoice: Document, *, order_id: int = 12, now=None) -> Document:
    """A refund of the brushes' line, without the shipping."""
    content = invoice.content | {
        "lines": [invoice.content["lines"][1]],
        "shipping": None,
        "taxes": [{"rate": "20.00", "net": "20.83", "tax": "4.17"}],
        "net": "20.83",
        "tax": "4.17",
        "total": "25.00",
        "invoice": invoice.number,
    }
    return document_issue(
        kind=Document.Kind.CREDIT_NOTE,
        checkout_id=invoice.checkout_id,
        customer_id=invoice.customer_id,
        order_id=order_id,
        refers_to=invoice,
        content=content,
        now=now,
    )
