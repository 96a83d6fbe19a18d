"""The order's wire formats: what a customer sends, what the API answers, and delivery
addresses."""

from django.core.validators import RegexValidator
from django_countries import countries
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.addresses import wire_address_lines
from core.serializers import FieldsCopiedShallow
from orders.models import CHOOSE_COUNTRY, Order


class DeliveryAddressSerializer(FieldsCopiedShallow):
    """Where an order goes. Answers the model's field names (without `delivery_`)."""

    fullName = serializers.CharField(source="full_name", max_length=100)
    line1 = serializers.CharField(max_length=200)
    line2 = serializers.CharField(max_length=200, required=False, allow_blank=True, default="")
    city = serializers.CharField(max_length=100)
    region = serializers.CharField(max_length=100, required=False, allow_blank=True, default="")
    postalCode = serializers.CharField(source="postal_code", max_length=20)
    country = serializers.ChoiceField(
        choices=list(countries),
        error_messages={"invalid_choice": CHOOSE_COUNTRY},
    )
    phone = serializers.CharField(
        max_length=30,
        required=False,
        allow_blank=True,
        default="",
        validators=[
            RegexValidator(
                r"^[0-9 +().-]*$", "Use digits, spaces and + - ( ) . only.", code="invalid"
            )
        ],
    )


class DeliveryAddressOutSerializer(serializers.Serializer):
    fullName = serializers.CharField()
    line1 = serializers.CharField()
    line2 = serializers.CharField()
    city = serializers.CharField()
    region = serializers.CharField()
    postalCode = serializers.CharField()
    country = serializers.CharField()
    countryName = serializers.CharField()
    phone = serializers.CharField()


class DeliveryAddressShownSerializer(DeliveryAddressOutSerializer):
    """An address as the web shows it: its fields, and the lines to print as its country
    writes them (core.addresses)."""

    lines = serializers.SerializerMethodField(
        help_text="The lines to print, one per line, the country's name last (the phone apart)."
    )

    def get_lines(self, address: dict[str, str]) -> list[str]:
        return wire_address_lines(address)


class OrderInputSerializer(FieldsCopiedShallow):
    """What a customer sends: a tool and a quantity, or a painting (always one), and where
    it goes. Anything else (price, customer) is ignored: the server knows who is asking and
    what things cost."""

    tool = serializers.IntegerField(min_value=1, max_value=2**63 - 1, required=False)
    painting = serializers.IntegerField(min_value=1, max_value=2**63 - 1, required=False)
    toolsQuantity = serializers.IntegerField(min_value=1, max_value=1_000_000, required=False)
    deliveryAddress = DeliveryAddressSerializer()

    def validate(self, data: dict) -> dict:
        if ("tool" in data) == ("painting" in data):
            message = "Order a tool or a painting."
            raise serializers.ValidationError({"tool": [message], "painting": [message]})
        if "tool" in data and "toolsQuantity" not in data:
            raise serializers.ValidationError({"toolsQuantity": ["This field is required."]})
        if "painting" in data and data.get("toolsQuantity", 1) != 1:
            raise serializers.ValidationError(
                {"toolsQuantity": ["A painting is one of a kind: order one."]}
            )
        return data


class TrackingSerializer(serializers.Serializer):
    carrier = serializers.CharField()
    number = serializers.CharField()
    url = serializers.CharField()


class OrderEventSerializer(serializers.Serializer):
    status = serializers.CharField()
    at = serializers.DateTimeField(source="created_at")
    by = serializers.CharField()
    note = serializers.CharField()


class OrderCustomerSerializer(serializers.Serializer):
    email = serializers.EmailField()


class OrderSerializer(FieldsCopiedShallow):
    _id = serializers.IntegerField(source="id", read_only=True)
    kind = serializers.ChoiceField(choices=["tool", "painting"])
    tool = serializers.IntegerField(source="tool_id", allow_null=True)
    painting = serializers.IntegerField(source="painting_id", allow_null=True)
    name = serializers.CharField(source="item_name")
    ToolsName = serializers.CharField(source="item_name")
    customer = OrderCustomerSerializer()
    customerName = serializers.CharField(source="customer.name")
    toolsQuantity = serializers.IntegerField(source="quantity")
    unitPrice = serializers.DecimalField(source="unit_price", max_digits=10, decimal_places=2)
    toolsPrice = serializers.DecimalField(source="total", max_digits=12, decimal_places=2)
    createdAt = serializers.DateTimeField(source="created_at")
    transactionId = serializers.SerializerMethodField()
    currency = serializers.CharField(read_only=True, help_text="Lower case ISO code.")
    status = serializers.CharField(
        source="effective_status", help_text="A pending order past its hold reads as expired."
    )
    expiresAt = serializers.SerializerMethodField()
    payable = serializers.BooleanField(source="is_payable")
    deliveryAddress = DeliveryAddressShownSerializer(source="delivery_address", allow_null=True)
    tracking = serializers.SerializerMethodField()
    history = OrderEventSerializer(many=True)
    checkout = serializers.IntegerField(
        source="checkout_id", allow_null=True, help_text="The checkout paying it or that paid it."
    )

    class Meta:
        fields = [
            "_id",
            "kind",
            "tool",
            "painting",
            "name",
            "ToolsName",
            "customer",
            "customerName",
            "toolsQuantity",
            "unitPrice",
            "toolsPrice",
            "status",
            "createdAt",
            "transactionId",
            "currency",
            "expiresAt",
            "payable",
            "deliveryAddress",
            "tracking",
            "history",
            "checkout",
        ]

    def get_transactionId(self, order: Order) -> str | None:  # noqa: N802 (wire name)
        return order.transaction_id or None

    @extend_schema_field({"type": "string", "format": "date-time", "nullable": True})
    def get_expiresAt(self, order: Order):  # noqa: N802 (wire name)
        if order.is_payable and order.expires_at:
            return serializers.DateTimeField().to_representation(order.expires_at)
        return None

    @extend_schema_field(TrackingSerializer(allow_null=True))
    def get_tracking(self, order: Order) -> dict | None:
        if not order.tracking_number:
            return None
        return {
            "carrier": order.carrier,
            "number": order.tracking_number,
            "url": order.tracking_url,
        }


class CountrySerializer(serializers.Serializer):
    code = serializers.CharField()
    name = serializers.CharField()


class DeliveryAddressAnswerSerializer(serializers.Serializer):
    deliveryAddress = DeliveryAddressShownSerializer(allow_null=True)
