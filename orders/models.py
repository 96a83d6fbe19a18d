"""The order's records: the order (a snapshot of its item, price and delivery address), its
history, and a customer's saved delivery address. Their status changes only through
orders.actions."""

from django.conf import settings
from django.db import models
from django.utils import timezone
from django_countries import countries

from shipping.models import ShippingMethod
from shop.models import Painting, Tool

# The parts of a delivery address (an order's delivery_<part>, a saved address's <part>).
ADDRESS_FIELDS = (
    "full_name",
    "line1",
    "line2",
    "city",
    "region",
    "postal_code",
    "country",
    "phone",
)
# What a country that is not on the list gets (an address's, a checkout's).
CHOOSE_COUNTRY = "Choose a country from the list."


def address_wire(address: dict[str, str]) -> dict[str, str]:
    """An address (ADDRESS_FIELDS) in the API's names, with the country's name."""
    return {
        "fullName": address["full_name"],
        "line1": address["line1"],
        "line2": address["line2"],
        "city": address["city"],
        "region": address["region"],
        "postalCode": address["postal_code"],
        "country": address["country"],
        "countryName": str(countries.name(address["country"])),
        "phone": address["phone"],
    }


class Order(models.Model):
    """A customer's order of one item: a quantity of a tool, or one painting. It keeps the
    item's name and unit price as they were when it was placed (the tool may change or go
    away later), and where to deliver it.

    pending --paid--> paid --ship--> shipped --deliver--> delivered
       |                 +--refund (before shipping)--> refunded   (stock back)
       |--cancel (by the customer) --> cancelled                    (stock back)
       +--hold ends (expires_at) --> expired                        (stock back)
    """

    class Status(models.TextChoices):
        PENDING = "pending", "Pending (unpaid)"
        PAID = "paid", "Paid"
        SHIPPED = "shipped", "Shipped"
        DELIVERED = "delivered", "Delivered"
        CANCELLED = "cancelled", "Cancelled"
        EXPIRED = "expired", "Expired"
        REFUNDED = "refunded", "Refunded"

    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="orders"
    )
    tool = models.ForeignKey(
        Tool, on_delete=models.SET_NULL, null=True, blank=True, related_name="orders"
    )
    # A painting with orders stays in the shop (PROTECT): it is their record of the work.
    painting = models.ForeignKey(
        Painting, on_delete=models.PROTECT, null=True, blank=True, related_name="orders"
    )
    item_name = models.CharField(max_length=200, help_text="The tool's name or painting's title.")
    unit_price = models.DecimalField(max_digits=10, decimal_places=2)
    quantity = models.PositiveIntegerField()
    total = models.DecimalField(max_digits=12, decimal_places=2)
    currency = models.CharField(max_length=3, default="usd", help_text="Lower case ISO code.")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    expires_at = models.DateTimeField(
        null=True, blank=True, help_text="An unpaid order holds its stock until then."
    )
    transaction_id = models.CharField(max_length=255, blank=True)
    # Where it goes: a copy of what the customer typed when ordering.
    delivery_full_name = models.CharField(max_length=100, blank=True)
    delivery_line1 = models.CharField(max_length=200, blank=True)
    delivery_line2 = models.CharField(max_length=200, blank=True)
    delivery_city = models.CharField(max_length=100, blank=True)
    delivery_region = models.CharField(max_length=100, blank=True)
    delivery_postal_code = models.CharField(max_length=20, blank=True)
    delivery_country = models.CharField(max_length=2, blank=True, help_text="ISO 3166-1 alpha-2.")
    delivery_phone = models.CharField(max_length=30, blank=True)
    carrier = models.CharField(max_length=100, blank=True)
    tracking_number = models.CharField(max_length=100, blank=True)
    tracking_url = models.URLField(max_length=500, blank=True)
    refund_started_at = models.DateTimeField(
        null=True,
        blank=True,
        help_text="A refund asked of Stripe and not settled yet: the order cannot ship meanwhile.",
    )
    checkout = models.ForeignKey(
        "Checkout",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="orders",
        help_text="The checkout paying it (open) or that paid it.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-id"]
        indexes = [
            models.Index(fields=["customer", "-id"], name="order_customer_newest"),
            models.Index(fields=["status", "expires_at"], name="order_status_expiry"),
            models.Index(fields=["status", "-id"], name="order_status_newest"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(quantity__gt=0), name="order_quantity_positive"
            ),
            models.CheckConstraint(
                condition=models.Q(total__gte=0), name="order_total_not_negative"
            ),
            models.CheckConstraint(
                condition=models.Q(tool__isnull=True) | models.Q(painting__isnull=True),
                name="order_one_item",
            ),
            models.CheckConstraint(
                condition=models.Q(painting__isnull=True) | models.Q(quantity=1),
                name="order_painting_quantity_one",
            ),
            # One painting, one buyer: at most one order holding it or having bought it.
            models.UniqueConstraint(
                fields=["painting"],
                condition=models.Q(status__in=["pending", "paid", "shipped", "delivered"]),
                name="order_one_live_order_per_painting",
            ),
        ]

    # The statuses in which an order holds its item or has it: a painting has one at most.
    LIVE_STATUSES = (Status.PENDING, Status.PAID, Status.SHIPPED, Status.DELIVERED)
    # The statuses of an order that is still the customer's (its line and its share of the
    # shipping stay paid).
    KEPT_STATUSES = (Status.PAID, Status.SHIPPED, Status.DELIVERED)

    def __str__(self) -> str:
        return f"#{self.pk} {self.quantity} x {self.item_name} ({self.status})"

    @property
    def kind(self) -> str:
        """ "painting" or "tool" (a painting is never deleted while it has orders)."""
        return "painting" if self.painting_id else "tool"

    @property
    def is_overdue(self) -> bool:
        """Pending past its hold: it reads as expired even before the job expires it."""
        return (
            self.status == self.Status.PENDING
            and self.expires_at is not None
            and self.expires_at <= timezone.now()
        )

    @property
    def is_payable(self) -> bool:
        return self.status == self.Status.PENDING and not self.is_overdue

    @property
    def effective_status(self) -> str:
        return self.Status.EXPIRED if self.is_overdue else self.status

    @property
    def history(self) -> list["OrderEvent"]:
        """Its steps, oldest first: as prefetched (selectors.HISTORY) or else read."""
        if hasattr(self, "history_list"):
            return self.history_list
        return list(self.events.order_by("id"))

    @property
    def delivery_address(self) -> dict[str, str] | None:
        """The address in wire names, or None for an order placed before addresses."""
        if not self.delivery_country:
            return None
        return address_wire({name: getattr(self, f"delivery_{name}") for name in ADDRESS_FIELDS})


MONEY = {"max_digits": 12, "decimal_places": 2}


class Checkout(models.Model):
    """Some of a customer's unpaid orders paid at once: one address, one shipping method,
    one parcel, one PaymentIntent. Its amounts are the quote's, fixed when it was started
    (orders.pricing; docs/money.md): what the customer saw is what is charged.

    open --the money came--> paid
      +--an order ended, the total changed, a newer checkout--> void (its PaymentIntent
         cancelled first; money that comes all the same still pays what can be held)
    """

    class Status(models.TextChoices):
        OPEN = "open", "Open (being paid)"
        PAID = "paid", "Paid"
        VOID = "void", "Void"

    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="checkouts"
    )
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.OPEN)
    currency = models.CharField(max_length=3, help_text="Lower case ISO code.")
    prices_include_tax = models.BooleanField()
    taxed_in = models.CharField(
        max_length=2, blank=True, help_text="Whose VAT applies; blank: an export, zero-rated."
    )
    method = models.ForeignKey(ShippingMethod, on_delete=models.SET_NULL, null=True, blank=True)
    method_name = models.CharField(max_length=100)
    delivery_days_min = models.PositiveSmallIntegerField()
    delivery_days_max = models.PositiveSmallIntegerField()
    shipping_net = models.DecimalField(**MONEY)
    shipping_tax = models.DecimalField(**MONEY)
    shipping_gross = models.DecimalField(**MONEY)
    shipping_rate = models.DecimalField(max_digits=5, decimal_places=2)
    shipping_refunded = models.BooleanField(default=False)
    taxes = models.JSONField(help_text='Tax per rate: [{"rate", "net", "tax"}], as strings.')
    net = models.DecimalField(**MONEY)
    tax = models.DecimalField(**MONEY)
    total = models.DecimalField(**MONEY)
    transaction_id = models.CharField(max_length=255, blank=True)
    delivery_full_name = models.CharField(max_length=100)
    delivery_line1 = models.CharField(max_length=200)
    delivery_line2 = models.CharField(max_length=200, blank=True)
    delivery_city = models.CharField(max_length=100)
    delivery_region = models.CharField(max_length=100, blank=True)
    delivery_postal_code = models.CharField(max_length=20)
    delivery_country = models.CharField(max_length=2, help_text="ISO 3166-1 alpha-2.")
    delivery_phone = models.CharField(max_length=30, blank=True)
    certificate_name = models.CharField(
        max_length=100,
        blank=True,
        help_text="The buyer's name for the certificates of its paintings, if they agreed.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-id"]
        indexes = [models.Index(fields=["customer", "-id"], name="checkout_customer_newest")]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(total__gte=0), name="checkout_total_not_negative"
            ),
        ]

    def __str__(self) -> str:
        return f"Checkout #{self.pk} {self.total} {self.currency.upper()} ({self.status})"

    @property
    def delivery_address(self) -> dict[str, str]:
        return address_wire({name: getattr(self, f"delivery_{name}") for name in ADDRESS_FIELDS})


class CheckoutLine(models.Model):
    """One order of a checkout, as priced when the checkout started."""

    checkout = models.ForeignKey(Checkout, on_delete=models.CASCADE, related_name="lines")
    order = models.ForeignKey(Order, on_delete=models.PROTECT, related_name="checkout_lines")
    net = models.DecimalField(**MONEY)
    tax = models.DecimalField(**MONEY)
    gross = models.DecimalField(**MONEY)
    rate = models.DecimalField(max_digits=5, decimal_places=2, help_text="Percent.")
    returned = models.BooleanField(
        default=False,
        help_text="Its money went back as late money: its order had ended and could not keep "
        "it (claimed before Stripe is asked, so it goes back once).",
    )

    class Meta:
        ordering = ["order_id"]
        constraints = [
            models.UniqueConstraint(fields=["checkout", "order"], name="checkout_line_once"),
        ]

    def __str__(self) -> str:
        return f"Checkout #{self.checkout_id}: order #{self.order_id} {self.gross}"


class PartRefund(models.Model):
    """Part of a paid checkout's money given back by an admin, with a reason: some of one
    order's line (a chipped frame; the order is kept), or the parcel's shipping (what a
    race or a refund made outside the shop left). Claimed (this row) under the checkout's
    row lock before Stripe is asked, so what goes back never passes what was paid; the row
    goes again if Stripe refuses. Its credit note is paperwork's, by this row's key."""

    checkout = models.ForeignKey(Checkout, on_delete=models.PROTECT, related_name="part_refunds")
    order = models.ForeignKey(
        Order,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="part_refunds",
        help_text="The order whose line it comes off; blank: the parcel's shipping.",
    )
    net = models.DecimalField(**MONEY)
    tax = models.DecimalField(**MONEY)
    gross = models.DecimalField(**MONEY)
    reason = models.CharField(max_length=200)
    admin = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True
    )
    refund_id = models.CharField(
        max_length=255, blank=True, help_text="Stripe's Refund; blank while Stripe is asked."
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(gross__gt=0), name="part_refund_positive"),
            # The shipping goes back once.
            models.UniqueConstraint(
                fields=["checkout"],
                condition=models.Q(order__isnull=True),
                name="part_refund_shipping_once",
            ),
        ]

    def __str__(self) -> str:
        what = f"order #{self.order_id}" if self.order_id else "shipping"
        return f"Checkout #{self.checkout_id}: {self.gross} of {what}"

    @property
    def is_shipping(self) -> bool:
        return self.order_id is None


class OrderEvent(models.Model):
    """One step in an order's life: the history shown to the customer and the staff."""

    class By(models.TextChoices):
        CUSTOMER = "customer", "The customer"
        STAFF = "staff", "Staff"
        PAYMENT = "payment", "The payment provider"
        SYSTEM = "system", "Automatically"

    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="events")
    status = models.CharField(max_length=16, choices=Order.Status.choices)
    by = models.CharField(max_length=16, choices=By.choices)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True
    )
    note = models.CharField(max_length=500, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"#{self.order_id} {self.status} by {self.by}"


class SavedAddress(models.Model):
    """A customer's default delivery address (My Profile), offered to prefill the next
    order. Checked like an order's (orders.serializers.DeliveryAddressSerializer)."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="saved_address"
    )
    full_name = models.CharField(max_length=100)
    line1 = models.CharField(max_length=200)
    line2 = models.CharField(max_length=200, blank=True)
    city = models.CharField(max_length=100)
    region = models.CharField(max_length=100, blank=True)
    postal_code = models.CharField(max_length=20)
    country = models.CharField(max_length=2, help_text="ISO 3166-1 alpha-2.")
    phone = models.CharField(max_length=30, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "saved addresses"

    def __str__(self) -> str:
        return f"{self.full_name}, {self.city} ({self.country})"

    @property
    def as_wire(self) -> dict[str, str]:
        return address_wire({name: getattr(self, name) for name in ADDRESS_FIELDS})
