from django.conf import settings
from django.db import models


class StripeCustomer(models.Model):
    """The Stripe Customer that holds a shop user's cards."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="stripe_customer"
    )
    customer_id = models.CharField(max_length=255, unique=True)
    email = models.EmailField(
        blank=True, help_text="The e-mail Stripe has for it (its receipts go there)."
    )

    def __str__(self) -> str:
        return self.customer_id


class Payment(models.Model):
    """A checkout's PaymentIntent (or an order's own, in an older shop's data) and what
    Stripe last said about it (payments knows them by their keys only: orders.actions
    decides what the money means)."""

    order = models.OneToOneField(
        "orders.Order", on_delete=models.PROTECT, null=True, blank=True, related_name="payment"
    )
    checkout = models.OneToOneField(
        "orders.Checkout", on_delete=models.PROTECT, null=True, blank=True, related_name="payment"
    )
    payment_intent_id = models.CharField(max_length=255, unique=True)
    amount = models.PositiveIntegerField(help_text="In the currency's smallest unit.")
    currency = models.CharField(max_length=3)
    status = models.CharField(max_length=64, help_text="The PaymentIntent's status at Stripe.")
    last_error = models.TextField(blank=True)
    refund_id = models.CharField(max_length=255, blank=True, help_text="Stripe's Refund, if any.")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=models.Q(order__isnull=True, checkout__isnull=False)
                | models.Q(order__isnull=False, checkout__isnull=True),
                name="payment_for_order_or_checkout",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.payment_intent_id} ({self.status})"


class StripeEvent(models.Model):
    """Webhook events already handled (Stripe may send one more than once)."""

    event_id = models.CharField(max_length=255, unique=True)
    type = models.CharField(max_length=128)
    received_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"{self.type} {self.event_id}"
