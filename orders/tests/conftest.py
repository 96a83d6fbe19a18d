"""People and a tool for the payments tests (a module's own fixtures of the same name win)."""

from decimal import Decimal

import pytest

from accounts.models import User
from accounts.tests.factories import UserFactory
from shop.tests.factories import ToolFactory


@pytest.fixture
def customer():
    return UserFactory(email="casey@example.com", name="Casey")


@pytest.fixture
def admin():
    return UserFactory(email="owner@example.com", role=User.Role.ADMIN)


@pytest.fixture
def tool():
    """An easel at 12.35 with 10 in stock."""
    return ToolFactory(
        name="Easel", price=Decimal("12.35"), minimum_order_quantity=1, available_quantity=10
    )
