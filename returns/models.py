"""A customer's return of delivered orders within RETURN_DAYS of delivery (the EU right of
withdrawal): which orders of the parcel, why, and where it stands.

    requested --the parcel arrives--> received --the money goes back--> refunded
"""

from decimal import Decimal

from django.conf import settings
from django.db import models

from orders.models import Checkout, Order


class Return(models.Model):
    class Status(models.TextChoices):
        REQUESTED = "requested", "Requested"
        RECEIVED = "received", "Received"
        REFUNDED = "refunded", "Refunded"

    # What the staff's "open returns" are: the parcel is on its way back or here.
    OPEN_STATUSES = (Status.REQUESTED, Status.RECEIVED)

    number = models.CharField(max_length=32, unique=True, help_text="RET-2026-000012")
    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="returns"
    )
    checkout = models.ForeignKey(
        Checkout,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="returns",
        help_text="The paid checkout of the parcel; empty for an order paid alone.",
    )
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.REQUESTED)
    reason = models.TextField(max_length=1000, blank=True)
    requested_at = models.DateTimeField()
    received_at = models.DateTimeField(null=True, blank=True)
    refunded_at = models.DateTimeField(null=True, blank=True)
    refund_amount = models.DecimalField(max_digits=12, decimal_places=2, default=Decimal("0"))
    refund_started_at = models.DateTimeField(
        null=True, blank=True, help_text="A refund asked of Stripe and not settled yet."
    )

    class Meta:
        ordering = ["-id"]
        indexes = [models.Index(fields=["status", "-id"], name="return_status_newest")]

    def __str__(self) -> str:
        return f"{self.number} ({self.status})"


class ReturnItem(models.Model):
    """One order of a return. An order is returned once at most."""

    return_request = models.ForeignKey(Return, on_delete=models.CASCADE, related_name="items")
    order = models.ForeignKey(Order, on_delete=models.PROTECT, related_name="return_items")

    class Meta:
        ordering = ["order_id"]
        constraints = [
            models.UniqueConstraint(fields=["order"], name="return_item_order_once"),
        ]

    def __str__(self) -> str:
        return f"{self.return_request_id}: order #{self.order_id}"
