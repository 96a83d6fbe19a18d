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


class PaymentStateSerializer(serializers.Serializer):
    status = serializers.CharField()
    clientSecret = serializers.CharField()
    transactionId = serializers.CharField(allow_null=True)
    error = serializers.CharField(allow_null=True)
