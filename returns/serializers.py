"""A return's wire formats: what a customer sends, what My Order and the staff see."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from orders.models import Order
from returns.models import Return
from returns.selectors import currency_of, order_gross, refund_due

MONEY = {"max_digits": 12, "decimal_places": 2}


class ReturnInputSerializer(serializers.Serializer):
    orders = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=2**63 - 1),
        min_length=1,
        max_length=100,
        error_messages={"min_length": "Choose at least one item to return."},
    )
    reason = serializers.CharField(max_length=1000, required=False, allow_blank=True, default="")

    def validate_orders(self, value: list[int]) -> list[int]:
        return sorted(set(value))


class ReturnLineSerializer(serializers.Serializer):
    order = serializers.IntegerField(source="pk")
    item = serializers.CharField(source="item_name")
    quantity = serializers.IntegerField()
    gross = serializers.SerializerMethodField()

    @extend_schema_field({"type": "string", "format": "decimal"})
    def get_gross(self, order: Order) -> str:
        return f"{order_gross(order):.2f}"


class ReturnSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    number = serializers.CharField()
    status = serializers.CharField(help_text="requested, received or refunded")
    items = serializers.SerializerMethodField()
    reason = serializers.CharField()
    requestedAt = serializers.DateTimeField(source="requested_at")
    receivedAt = serializers.DateTimeField(source="received_at", allow_null=True)
    refundedAt = serializers.DateTimeField(source="refunded_at", allow_null=True)
    refundAmount = serializers.SerializerMethodField(help_text="Null until refunded.")

    @extend_schema_field(ReturnLineSerializer(many=True))
    def get_items(self, ret: Return) -> list[dict]:
        return ReturnLineSerializer([item.order for item in ret.items.all()], many=True).data

    @extend_schema_field({"type": "string", "format": "decimal", "nullable": True})
    def get_refundAmount(self, ret: Return) -> str | None:  # noqa: N802 (wire name)
        return f"{ret.refund_amount:.2f}" if ret.status == Return.Status.REFUNDED else None


class StaffReturnSerializer(ReturnSerializer):
    customer = serializers.EmailField(source="customer.email", allow_null=True)
    currency = serializers.SerializerMethodField()
    refundDue = serializers.SerializerMethodField(
        help_text="What refunding it now gives back (null once refunded)."
    )

    def get_currency(self, ret: Return) -> str:
        return currency_of(ret.items.all()[0].order)

    @extend_schema_field({"type": "string", "format": "decimal", "nullable": True})
    def get_refundDue(self, ret: Return) -> str | None:  # noqa: N802 (wire name)
        due = refund_due(ret)
        return None if due is None else f"{due:.2f}"


class ReturnItemSerializer(serializers.Serializer):
    order = serializers.IntegerField()
    item = serializers.CharField()
    quantity = serializers.IntegerField()
    gross = serializers.DecimalField(**MONEY)
    returnable = serializers.BooleanField()


class OrderReturnSerializer(serializers.Serializer):
    """What My Order shows of returning the order."""

    returnable = serializers.BooleanField()
    deadline = serializers.DateField(allow_null=True, help_text="The last day to ask.")
    endedText = serializers.CharField(allow_null=True)
    currency = serializers.CharField()
    items = ReturnItemSerializer(many=True)

    def get_fields(self) -> dict:
        fields = super().get_fields()
        fields["return"] = ReturnSerializer(allow_null=True)  # a keyword: no class attribute
        return fields
