"""Setting the scene: a painting bought, paid and shipped through orders' own steps."""

from datetime import UTC, datetime

from accounts.models import User
from accounts.tests.factories import UserFactory
from certificates.models import Certificate
from certificates.services import certificate_issue
from orders import steps
from orders.actions import order_place
from orders.models import Order
from shop.tests.factories import ADDRESS, PaintingFactory

HOSTILE = "<img src=x onerror=alert(1)>"
NOV_30 = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


def paid_painting_order(customer: User | None = None, **painting) -> Order:
    customer = customer or UserFactory()
    painting = PaintingFactory(**painting)
    order = order_place(customer=customer, address=ADDRESS, painting_id=painting.pk)
    steps.record_payment(order_id=order.pk, transaction_id=f"pi_{order.pk}")
    return order


def ship(order: Order, admin: User | None = None) -> Order:
    admin = admin or UserFactory(role=User.Role.ADMIN)
    return steps.ship(admin=admin, order_id=order.pk, carrier="DHL", tracking_number="T1")


def issued(buyer_name: str | None = None, now: datetime = NOV_30, **painting) -> Certificate:
    """A certificate issued for a paid painting order, as shipping it would."""
    order = paid_painting_order(**painting)
    return certificate_issue(
        order_id=order.pk,
        painting_id=order.painting_id,
        customer_id=order.customer_id,
        buyer_name=buyer_name,
        now=now,
    )
