"""What the admins' side of orders (orders.staff_views) sends and answers."""

from decimal import Decimal

from django.core.validators import URLValidator
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from orders.checkout import part_refund, refund
from orders.models import Order
from orders.serializers import OrderSerializer
from paperwork.selectors import credit_notes_of_parts

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


class PartRefundSerializer(serializers.Serializer):
    _id = serializers.IntegerField(source="pk")
    order = serializers.IntegerField(source="order_id", allow_null=True)
    shipping = serializers.BooleanField(source="is_shipping")
    amount = serializers.DecimalField(source="gross", max_digits=12, decimal_places=2)
    reason = serializers.CharField()
    createdAt = serializers.DateTimeField(source="created_at")
    creditNote = serializers.CharField(allow_null=True, help_text="Its credit note's number.")


class ParcelDetailSerializer(OrderCheckoutSerializer):
    """The parcel as an order's page shows it: with what of it went back in part."""

    shippingRefundable = serializers.SerializerMethodField(
        help_text="Its shipping can go back now (paid, not free, not given back yet)."
    )
    refundParts = serializers.SerializerMethodField(
        help_text="The parts of its money given back so far, oldest first."
    )

    def get_shippingRefundable(self, checkout) -> bool:  # noqa: N802 (wire name)
        return part_refund.shipping_refundable(checkout)

    @extend_schema_field(PartRefundSerializer(many=True))
    def get_refundParts(self, checkout) -> list[dict]:  # noqa: N802 (wire name)
        parts = list(checkout.part_refunds.exclude(refund_id=""))
        numbers = credit_notes_of_parts([part.pk for part in parts])
        for part in parts:
            part.creditNote = numbers.get(part.pk)
        return PartRefundSerializer(parts, many=True).data


class StaffOrderDetailSerializer(StaffOrderSerializer):
    """One order as its page shows it: with what of its line can still go back in part, and
    its parcel's parts given back."""

    parcel = ParcelDetailSerializer(
        source="checkout",
        allow_null=True,
        help_text="The checkout it is paid (or being paid) in: one parcel, one shipping.",
    )
    partRefundable = serializers.SerializerMethodField(
        help_text="At most this much of its line can go back in part now; null: nothing can."
    )

    class Meta(StaffOrderSerializer.Meta):
        fields = [*StaffOrderSerializer.Meta.fields, "partRefundable"]

    @extend_schema_field(serializers.DecimalField(max_digits=12, decimal_places=2, allow_null=True))
    def get_partRefundable(self, order: Order) -> Decimal | None:  # noqa: N802 (wire name)
        return part_refund.line_refundable(order)


class PartRefundInputSerializer(serializers.Serializer):
    part = serializers.ChoiceField(
        choices=["amount", "shipping"],
        help_text="amount: `amount` of the order's line; shipping: its parcel's shipping.",
    )
    amount = serializers.DecimalField(
        max_digits=12,
        decimal_places=2,
        min_value=Decimal("0.01"),
        required=False,
        help_text="With part=amount: how much goes back (at most partRefundable).",
    )
    reason = serializers.CharField(
        min_length=3, max_length=200, help_text="Told to the customer and on the credit note."
    )

    def validate(self, data):
        if data["part"] == "amount" and data.get("amount") is None:
            raise serializers.ValidationError({"amount": ["Say how much goes back."]})
        return data


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
