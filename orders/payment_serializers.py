"""The payment page's calls for one order (POST /api/create-payment-intent,
/api/payments/confirm, /api/payments/refresh), each served by a checkout of that order, and
the state of a payment as every payment call answers it."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from orders.serializers import OrderSerializer


class PaymentStartInputSerializer(serializers.Serializer):
    """The order to pay. A legacy `updatePrice` is ignored: the server computes the amount."""

    order = serializers.IntegerField(min_value=1, max_value=2**63 - 1)


class PaymentConfirmInputSerializer(PaymentStartInputSerializer):
    paymentMethod = serializers.RegexField(r"^pm_[A-Za-z0-9_]{1,250}$")


class PaymentStartSerializer(serializers.Serializer):
    clientSecret = serializers.CharField()
    setupSecret = serializers.CharField()
    amount = serializers.IntegerField(help_text="In the currency's smallest unit.")
    currency = serializers.CharField()
    order = OrderSerializer()
    checkout = serializers.IntegerField(help_text="The checkout of this order that pays it.")


class PaymentStateSerializer(serializers.Serializer):
    """Where a payment stands at Stripe (a payments.services.PaymentReport), as the page
    shows it."""

    status = serializers.CharField(source="intent.status", help_text="The PaymentIntent's.")
    clientSecret = serializers.CharField(source="intent.client_secret")
    transactionId = serializers.SerializerMethodField()
    error = serializers.SerializerMethodField()

    @extend_schema_field(serializers.CharField(allow_null=True))
    def get_transactionId(self, report) -> str | None:  # noqa: N802 (wire name)
        """The PaymentIntent's id once it succeeded."""
        return report.intent.id if report.intent.status == "succeeded" else None

    @extend_schema_field(serializers.CharField(allow_null=True))
    def get_error(self, report) -> str | None:
        return report.payment.last_error or None
