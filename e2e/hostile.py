"""A shop holding hostile data (issue 39): 20 paintings and tools with 80-character unbroken
names, users with 80-character e-mail addresses, reviews of 10,000 characters with a word of
200, and orders whose totals reach 1,000,000.00. Laid over the demo data, for the tests that
check every page keeps to the screen's width."""

from datetime import timedelta
from decimal import Decimal

from django.utils import timezone

from accounts.models import User
from certificates.services import certificate_issue
from orders.models import Order
from reviews.models import Review
from shop.models import Painting, Tool

WORD = "Ultramarinepigmentgroundbyhand" * 7  # one word, 210 characters
LONG = WORD[:80]
EMAIL = f"{'a' * 68}@example.com"  # 80 characters
MILLION = Decimal("1000000.00")
ADDRESS = {
    "delivery_full_name": LONG,
    "delivery_line1": LONG,
    "delivery_city": "Lyon",
    "delivery_postal_code": "69002",
    "delivery_country": "FR",
}


def hostile_data_load(customer: User) -> dict[str, int | str]:
    """Adds the hostile rows; answers the ids the route table's parameters need."""
    paintings = [
        Painting.objects.create(
            title=f"{LONG[:76]}{n:02d}",
            artist=LONG,
            description=WORD * 10,
            price=Decimal("999999.00"),
            medium=Painting.Medium.OIL,
            width_cm=Decimal("300.0"),
            height_cm=Decimal("20.0") if n % 2 else Decimal("200.0"),
            framed=bool(n % 2),
            year=2024,
            img=f"/media/demo/paintings/painting-{n % 6}.svg",
        )
        for n in range(20)
    ]
    tool = Tool.objects.create(
        name=LONG,
        description=WORD * 10,
        img="/static/favicon.svg",
        price=Decimal("100000.00"),
        minimum_order_quantity=1,
        available_quantity=10,
    )
    for n in range(5):
        User.objects.create(email=f"{n}{EMAIL[1:]}", name=LONG)
    for _ in range(3):
        Review.objects.create(name=LONG, review=(WORD[:200] + " lovely ") * 48, author=customer)
    now = timezone.now()
    pending = Order.objects.create(
        customer=customer,
        tool=tool,
        item_name=tool.name,
        unit_price=tool.price,
        quantity=10,
        total=MILLION,
        expires_at=now + timedelta(minutes=30),
        **ADDRESS,
    )
    sold = Order.objects.create(
        customer=customer,
        painting=paintings[0],
        item_name=paintings[0].title,
        unit_price=paintings[0].price,
        quantity=1,
        total=paintings[0].price,
        status=Order.Status.SHIPPED,
        transaction_id="pi_hostile",
        carrier=LONG,
        tracking_number=WORD[:100],
        **ADDRESS,
    )
    certificate = certificate_issue(
        order_id=sold.pk, painting_id=paintings[0].pk, customer_id=customer.pk, buyer_name=LONG
    )
    return {
        "paintingId": paintings[1].pk,
        "purchaseId": tool.pk,
        "id": pending.pk,
        "code": certificate.code,
        "sold": sold.pk,
    }
