"""Invoice and credit-note numbers (issue 37): a gapless series per year, never reused.
50 documents issued at once from 50 threads, each with its own database connection (on
PostgreSQL in make test-postgres): 50 numbers, 1 to 50, none twice; a transaction that fails
after taking a number gives it back."""

from datetime import UTC, datetime

import pytest
from django.db import transaction

from orders.tests.test_order_concurrency import run_at_once
from paperwork.models import Document
from paperwork.services import document_issue

pytestmark = pytest.mark.django_db(transaction=True)

INVOICE = Document.Kind.INVOICE


def issue(checkout_id: int, **extra) -> Document:
    return document_issue(
        kind=INVOICE, checkout_id=checkout_id, customer_id=1, content={"total": "1.00"}, **extra
    )


def test_fifty_payments_at_once_give_fifty_numbers_without_gap_or_repeat():
    results, errors = run_at_once([lambda n=n: issue(n) for n in range(1, 51)])

    assert errors == []
    numbers = sorted(document.sequence for document in results)
    assert numbers == list(range(1, 51))
    year = datetime.now(UTC).year
    assert {d.number for d in Document.objects.all()} == {
        f"INV-{year}-{n:06d}" for n in range(1, 51)
    }


def test_a_checkout_has_one_invoice_however_often_it_is_asked_even_at_once():
    results, errors = run_at_once([lambda: issue(7) for _ in range(10)])

    assert errors == [] and {d.pk for d in results} == {Document.objects.get().pk}
    assert issue(8).sequence == 2  # the numbers tried meanwhile were given back


def test_a_transaction_that_fails_after_taking_a_number_gives_it_back():
    issue(1)
    with pytest.raises(RuntimeError), transaction.atomic():
        issue(2)
        raise RuntimeError("the payment's transaction failed afterwards")

    assert issue(3).number.endswith("-000002")


def test_each_kind_and_year_counts_on_its_own():
    last_year = datetime(2025, 12, 31, 12, tzinfo=UTC)
    first = issue(1, now=last_year)
    note = document_issue(
        kind=Document.Kind.CREDIT_NOTE,
        checkout_id=1,
        order_id=5,
        customer_id=1,
        refers_to=first,
        content={},
    )

    assert first.number == "INV-2025-000001"
    assert note.number == f"CN-{datetime.now(UTC).year}-000001"
