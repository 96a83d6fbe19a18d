"""An e-mail's context kept as JSON until the worker renders it: what comes back is what
templates read, with the values it had when it was queued."""

import json
from datetime import UTC, date, datetime
from decimal import Decimal

import pytest

from accounts.models import User
from accounts.tests.factories import UserFactory
from notifications.snapshot import restored, snapshot

pytestmark = pytest.mark.django_db


def test_money_times_and_nested_data_come_back_as_they_went():
    context = {
        "total": Decimal("37.05"),
        "at": datetime(2026, 11, 2, 14, 30, tzinfo=UTC),
        "day": date(2026, 11, 2),
        "lines": [{"gross": Decimal("0.10"), "name": "Easel", "count": 3, "ok": True}],
        "nothing": None,
    }

    back = restored(json.loads(json.dumps(snapshot(context))))

    assert back == context
    assert isinstance(back["total"], Decimal) and back["at"].tzinfo is not None


def test_a_model_instance_comes_back_with_its_fields_as_they_were_then():
    user = UserFactory(email="casey@example.com", name="Casey")
    data = json.loads(json.dumps(snapshot({"customer": user})))
    User.objects.filter(pk=user.pk).update(name="Someone else")

    customer = restored(data)["customer"]

    assert isinstance(customer, User) and customer.pk == user.pk
    assert (customer.name, customer.email) == ("Casey", "casey@example.com")
    assert customer.date_joined == user.date_joined


@pytest.mark.parametrize("value", [{1, 2}, object(), {1: "a"}])
def test_what_a_context_should_not_hold_is_refused_when_it_is_queued(value):
    with pytest.raises(TypeError):
        snapshot({"value": value})
