"""What the admins' side of orders (orders.staff_views) sends and answers."""

from decimal import Decimal

from django.core.validators import URLValidator
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from orders.checkout import refund
from orders.models import Order
from orders.serializers import OrderSerializer

DELETED_CUSTOMER = "deleted customer"


class OrderPaymentSerializer(serializers.Serializer):
    status = serializers.CharField()
    amount = serializers.IntegerField(help_text="In the currency's smallest unit.")
    currency = serializers.CharField()
    paymentIntentId = serializers.CharField(source="payment_intent_id")
    refundId = serializers.CharField(source="refund_id")


class OrderCheckoutSerializer(serializers.Serializer):
    _id = serializers.IntegerField(source="pk")
    status = serializers.CharField()
    method = serializers.CharField(source="method_name")
    shipping = serializers.DecimalField(source="shipping_gross", max_digits=12, decimal_places=2)
    shippingRefunded = serializers.BooleanField(source="shipping_refunded")
    tax = serializers.DecimalField(max_digits=12, decimal_places=2)
    total = serializers.DecimalField(max_digits=12, decimal_places=2)
    taxes = serializers.JSONField(help_text='Tax per rate: [{"rate", "net", "tax"}].')
    orders = serializers.SerializerMethodField(help_text="Its orders' ids: one parcel.")

    def get_orders(self, checkout) -> list[int]:
        return sorted(line.order_id for line in checkout.lines.all())


class StaffOrderCustomerSerializer(serializers.Serializer):
    email = serializers.EmailField(
        allow_null=True, help_text="null once the customer deleted the account."
    )


class StaffOrderSerializer(OrderSerializer):
    """An order as the shop's staff see it: with its payment, and a customer who deleted
    their account as "deleted customer" (the order stays for the books)."""

    customer = serializers.SerializerMethodField()
    customerName = serializers.SerializerMethodField()
    customerDeleted = serializers.BooleanField(source="customer.is_deleted")
    payment = serializers.SerializerMethodField()
    parcel = OrderCheckoutSerializer(
        source="checkout",
        allow_null=True,
        help_text="The checkout it is paid (or being paid) in: one parcel, one shipping.",
    )

    refundAmount = serializers.SerializerMethodField(
        help_text="What refunding it now gives back (its line of the checkout, the shipping "
        "too for the last one kept); null: not a paid order of a paid checkout."
    )

    class Meta(OrderSerializer.Meta):
        fields = [
            *OrderSerializer.Meta.fields,
            "customerDeleted",
            "payment",
            "parcel",
            "refundAmount",
        ]

    @extend_schema_field(StaffOrderCustomerSerializer)
    def get_customer(self, order: Order) -> dict:
        return {"email": None if order.customer.is_deleted else order.customer.email}

    def get_customerName(self, order: Order) -> str:  # noqa: N802 (wire name)
        return DELETED_CUSTOMER if order.customer.is_deleted else order.customer.name

    @extend_schema_field(OrderPaymentSerializer(allow_null=True))
    def get_payment(self, order: Order) -> dict | None:
        payment = getattr(order, "payment", None)
        if payment is None and order.checkout is not None:  # the checkout's, for all its orders
            payment = getattr(order.checkout, "payment", None)
        return OrderPaymentSerializer(payment).data if payment else None

    @extend_schema_field(serializers.DecimalField(max_digits=12, decimal_places=2, allow_null=True))
    def get_refundAmount(self, order: Order) -> Decimal | None:  # noqa: N802 (wire name)
        checkout = order.checkout
        if order.status != Order.Status.PAID or checkout is None or checkout.status != "paid":
            return None
        return refund.share(order)[0]


class ShipInputSerializer(serializers.Serializer):
    carrier = serializers.CharField(max_length=100)
    trackingNumber = serializers.CharField(source="tracking_number", max_length=100)
    trackingUrl = serializers.URLField(
        source="tracking_url",
        max_length=500,
        required=False,
        allow_blank=True,
        default="",
        validators=[URLValidator(schemes=["http", "https"])],
    )


class OverviewDaySerializer(serializers.Serializer):
    date = serializers.DateField()
    orders = serializers.IntegerField()
    revenue = serializers.DecimalField(max_digits=14, decimal_places=2)


class LowStockSerializer(serializers.Serializer):
    _id = serializers.IntegerField()
    name = serializers.CharField()
    availableQuantity = serializers.IntegerField()


class OverviewSerializer(serializers.Serializer):
    currency = serializers.CharField()
    days = OverviewDaySerializer(many=True)
    awaitingShipment = serializers.IntegerField()
    lowStock = LowStockSerializer(many=True)
