"""People and a tool for the payments tests (a module's own fixtures of the same name win)."""

from decimal import Decimal

import pytest

from accounts.models import User
from accounts.tests.factories import UserFactory
from ops.demo_shipping import demo_shipping_seed
from shop.tests.factories import DELIVERY_ADDRESS, PaintingFactory, ToolFactory


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


@pytest.fixture
def french_shop(settings):
    """A shop in France, in euros, prices with VAT, and the demo's shipping zones."""
    settings.SHOP_COUNTRY, settings.SHOP_CURRENCY = "FR", "EUR"
    settings.PRICES_INCLUDE_TAX = True
    demo_shipping_seed("FR")


@pytest.fixture
def basket(signed_in):
    """A customer's three unpaid orders: a framed 80 x 60 painting at 1,200.00, two brushes
    at 12.50 (200 g each), a 1.5 kg easel kit at 30.00."""
    customer = UserFactory()
    client = signed_in(customer)
    painting = PaintingFactory(
        price=Decimal("1200"), width_cm=Decimal("80"), height_cm=Decimal("60"), framed=True
    )
    brush = ToolFactory(price=Decimal("12.50"), minimum_order_quantity=1, weight_grams=200)
    easel = ToolFactory(price=Decimal("30.00"), minimum_order_quantity=1, weight_grams=1500)
    ids = [
        client.post(
            "/api/mypurchase",
            {"painting": painting.pk, "deliveryAddress": DELIVERY_ADDRESS},
            format="json",
        ).json()["_id"],
        *[
            client.post(
                "/api/mypurchase",
                {"tool": tool.pk, "toolsQuantity": quantity, "deliveryAddress": DELIVERY_ADDRESS},
                format="json",
            ).json()["_id"]
            for tool, quantity in ((brush, 2), (easel, 1))
        ],
    ]
    return client, ids
