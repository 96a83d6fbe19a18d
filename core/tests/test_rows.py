"""core.rows gives the rows the ORM gives, with the same types (SQLite's and PostgreSQL's)."""

from decimal import Decimal

import pytest
from django.forms.models import model_to_dict

from accounts.models import User
from accounts.tests.factories import UserFactory
from core.rows import row_by_key
from shop.models import Tool
from shop.tests.factories import ToolFactory

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("model", "make"),
    [(Tool, lambda: ToolFactory(price=Decimal("12.35"))), (User, UserFactory)],
)
def test_a_row_by_its_key_is_the_row_the_orm_reads(model, make):
    made = make()
    other = make()

    read = row_by_key(model, made.pk)

    expected = model.objects.get(pk=made.pk)
    assert type(read) is model and read.pk == made.pk != other.pk
    assert model_to_dict(read) == model_to_dict(expected)
    for field in model._meta.concrete_fields:  # the same types: aware datetimes, Decimals
        assert type(getattr(read, field.attname)) is type(getattr(expected, field.attname))


@pytest.mark.parametrize("key", [0, 999_999, "abc", None, 2**63, -(2**63) - 1, "1 OR 1=1"])
def test_no_row_for_a_key_that_names_none(key):
    ToolFactory()

    assert row_by_key(Tool, key) is None


def test_a_row_read_by_its_key_saves_as_the_row_it_is():
    tool = ToolFactory(name="Old name")
    other = ToolFactory()

    read = row_by_key(Tool, tool.pk)
    read.name = "New name"
    read.save()

    assert Tool.objects.count() == 2  # an UPDATE of that row, not a new one
    assert Tool.objects.get(pk=tool.pk).name == "New name"
    assert Tool.objects.get(pk=other.pk).name == other.name


@pytest.mark.django_db(transaction=True)
def test_another_thread_reads_the_row_through_its_own_connection():
    from concurrent.futures import ThreadPoolExecutor

    from django.db import connections

    tool = ToolFactory(price=Decimal("7.25"))
    assert row_by_key(Tool, tool.pk).price == Decimal("7.25")  # this thread's read first

    def read_in_a_thread() -> Tool | None:
        try:
            return row_by_key(Tool, tool.pk)
        finally:
            connections.close_all()  # this thread's own connections

    with ThreadPoolExecutor(max_workers=1) as pool:
        read = pool.submit(read_in_a_thread).result()

    assert model_to_dict(read) == model_to_dict(Tool.objects.get(pk=tool.pk))
    assert type(read.price) is Decimal and read._state.db == "default"
