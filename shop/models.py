from django.conf import settings
from django.db import models

from shop.validators import validate_image_url


class Tool(models.Model):
    """A painting tool for sale."""

    name = models.CharField(max_length=200)
    description = models.TextField()
    img = models.CharField("image URL", max_length=500, validators=[validate_image_url])
    price = models.DecimalField(max_digits=10, decimal_places=2, help_text="Unit price.")
    minimum_order_quantity = models.PositiveIntegerField(default=1)
    available_quantity = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(price__gt=0), name="tool_price_positive"),
            models.CheckConstraint(
                condition=models.Q(available_quantity__gte=0),
                name="tool_available_quantity_not_negative",
            ),
        ]

    def __str__(self) -> str:
        return self.name


class Painting(models.Model):
    """A painting shown in the home page slider and the gallery."""

    title = models.CharField(max_length=200)
    artist = models.CharField(max_length=200)
    img = models.CharField("image URL", max_length=500, validators=[validate_image_url])
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.title} by {self.artist}"


class Order(models.Model):
    """A customer's order of one tool. It keeps the tool's name and unit price as they
    were when it was placed; the tool may change or go away later."""

    class Status(models.TextChoices):
        PENDING = "pending", "Pending (unpaid)"
        PAID = "paid", "Paid"
        CANCELLED = "cancelled", "Cancelled"

    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="orders"
    )
    tool = models.ForeignKey(
        Tool, on_delete=models.SET_NULL, null=True, blank=True, related_name="orders"
    )
    tool_name = models.CharField(max_length=200)
    unit_price = models.DecimalField(max_digits=10, decimal_places=2)
    quantity = models.PositiveIntegerField()
    total = models.DecimalField(max_digits=12, decimal_places=2)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    transaction_id = models.CharField(max_length=255, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-id"]
        indexes = [models.Index(fields=["customer", "-id"], name="order_customer_newest")]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(quantity__gt=0), name="order_quantity_positive"
            ),
            models.CheckConstraint(
                condition=models.Q(total__gte=0), name="order_total_not_negative"
            ),
        ]

    def __str__(self) -> str:
        return f"#{self.pk} {self.quantity} x {self.tool_name} ({self.status})"
