"""The month's books for admins (GET /api/manage/invoices and invoices.csv): the month's
invoices and credit notes, a credit note counted negative, so every money column adds up to
the invoices minus the credit notes; over random months of documents too (hypothesis)."""

import csv
import io
from datetime import UTC, datetime
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra.django import TestCase

from accounts.models import User
from accounts.tests.factories import UserFactory
from paperwork.books import month_books, month_csv
from paperwork.models import Document
from paperwork.services import document_issue
from paperwork.tests.factories import credit_note_issue, invoice_issue

NOVEMBER = datetime(2026, 11, 10, 9, tzinfo=UTC)


def rows_of(text: str) -> list[dict]:
    return list(csv.DictReader(io.StringIO(text)))


@pytest.fixture
def admin_client(signed_in):
    return signed_in(UserFactory(role=User.Role.ADMIN))


@pytest.fixture
def november():
    """An invoice and a credit note in November, an invoice on each side of it."""
    invoice_issue(checkout_id=1, now=datetime(2026, 10, 31, 23, 59, tzinfo=UTC))
    invoice = invoice_issue(checkout_id=2, now=NOVEMBER, country="IT")
    credit_note_issue(invoice, now=datetime(2026, 11, 30, 23, 59, tzinfo=UTC))
    invoice_issue(checkout_id=3, now=datetime(2026, 12, 1, tzinfo=UTC))
    return invoice


@pytest.mark.django_db
def test_the_month_lists_its_documents_with_credit_notes_negative(admin_client, november):
    answer = admin_client.get("/api/manage/invoices", {"month": "2026-11"})

    assert answer.status_code == 200
    body = answer.json()
    assert body["month"] == "2026-11"
    assert [d["number"] for d in body["documents"]] == ["INV-2026-000002", "CN-2026-000001"]
    invoice, note = body["documents"]
    assert (invoice["kind"], invoice["buyerCountry"], invoice["currency"]) == (
        "invoice",
        "IT",
        "eur",
    )
    assert (invoice["total"], note["total"]) == (1240.0, -25.0)
    assert note["taxes"] == [{"rate": 20.0, "net": -20.83, "tax": -4.17}]
    assert (note["refersTo"], invoice["refersTo"]) == ("INV-2026-000002", None)
    assert body["totals"] == {"net": 1012.5, "tax": 202.5, "total": 1215.0}


@pytest.mark.django_db
def test_the_csv_has_a_column_per_rate_and_adds_up(admin_client, november):
    answer = admin_client.get("/api/manage/invoices.csv", {"month": "2026-11"})

    assert answer.status_code == 200
    assert answer["Content-Type"] == "text/csv; charset=utf-8"
    assert answer["Content-Disposition"] == 'attachment; filename="invoices-2026-11.csv"'
    text = answer.content.decode()
    assert text.splitlines()[0] == ("number,date,kind,buyer country,currency,net,tax 20%,tax,total")
    rows = rows_of(text)
    assert rows[0] == {
        "number": "INV-2026-000002",
        "date": "2026-11-10",
        "kind": "invoice",
        "buyer country": "IT",
        "currency": "EUR",
        "net": "1033.33",
        "tax 20%": "206.67",
        "tax": "206.67",
        "total": "1240.00",
    }
    assert rows[1]["total"] == "-25.00" and rows[1]["date"] == "2026-11-30"
    assert sum(Decimal(row["total"]) for row in rows) == Decimal("1215.00")


@pytest.mark.django_db
@pytest.mark.parametrize(
    "month", ["", "2026-13", "2026-00", "26-11", "2026-11-01", "2026-11\n", "november"]
)
def test_a_bad_month_is_400_for_both(admin_client, month):
    for path in ("/api/manage/invoices", "/api/manage/invoices.csv"):
        answer = admin_client.get(path, {"month": month})

        assert answer.status_code == 400
        assert answer.json()["fields"] == {"month": ["A month as YYYY-MM, e.g. 2026-11."]}


@pytest.mark.django_db
def test_customers_cannot_read_the_books(signed_in, november):
    client = signed_in(UserFactory())

    assert client.get("/api/manage/invoices", {"month": "2026-11"}).status_code == 403
    assert client.get("/api/manage/invoices.csv", {"month": "2026-11"}).status_code == 403


cents = st.decimals(min_value=Decimal("0.01"), max_value=Decimal("5000"), places=2)
rates = st.sampled_from([Decimal("0"), Decimal("5.5"), Decimal("10"), Decimal("20")])
part = st.tuples(cents, rates)
document = st.tuples(st.booleans(), st.lists(part, min_size=1, max_size=4))


def content(parts: list[tuple[Decimal, Decimal]]) -> dict:
    taxes: dict[Decimal, tuple[Decimal, Decimal]] = {}
    for net, rate in parts:
        tax = (net * rate / 100).quantize(Decimal("0.01"))
        seen = taxes.get(rate, (Decimal(0), Decimal(0)))
        taxes[rate] = (seen[0] + net, seen[1] + tax)
    net = sum(n for n, _ in taxes.values())
    tax = sum(t for _, t in taxes.values())
    return {
        "buyer": {"address": {"country": "FR"}},
        "currency": "eur",
        "taxes": [{"rate": str(r), "net": str(n), "tax": str(t)} for r, (n, t) in taxes.items()],
        "net": str(net),
        "tax": str(tax),
        "total": str(net + tax),
    }


class TheCsvAddsUp(TestCase):
    @settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(documents=st.lists(document, min_size=1, max_size=8))
    def test_each_money_column_is_the_invoices_minus_the_credit_notes(self, documents):
        Document.objects.all().delete()
        expected = {"net": Decimal(0), "tax": Decimal(0), "total": Decimal(0)}
        by_rate: dict[Decimal, Decimal] = {}
        for index, (is_note, parts) in enumerate(documents):
            kind = Document.Kind.CREDIT_NOTE if is_note else Document.Kind.INVOICE
            snapshot = content(parts)
            sign = -1 if is_note else 1
            for key in expected:
                expected[key] += sign * Decimal(snapshot[key])
            for tax in snapshot["taxes"]:
                rate = Decimal(tax["rate"])
                by_rate[rate] = by_rate.get(rate, Decimal(0)) + sign * Decimal(tax["tax"])
            document_issue(
                kind=kind,
                checkout_id=index,
                order_id=index if is_note else None,
                customer_id=1,
                content=snapshot,
                now=NOVEMBER,
            )

        rows = rows_of(month_csv(month_books(NOVEMBER.date())))

        assert len(rows) == len(documents)
        for key in expected:
            assert sum(Decimal(row[key]) for row in rows) == expected[key]
        for rate, total in by_rate.items():
            column = f"tax {Decimal(rate).normalize():f}%"
            assert sum(Decimal(row[column]) for row in rows) == total
        assert sum(by_rate.values()) == expected["tax"]
