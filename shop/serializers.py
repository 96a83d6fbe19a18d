from decimal import Decimal

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from shop.images import image_srcset
from shop.models import Order, Painting, Tool
from shop.validators import validate_image_url


@extend_schema_field({"type": "string", "nullable": True})
class ImageSrcsetField(serializers.Field):
    """The WebP copies of the `img` column, as an HTML srcset (made from the column alone,
    so the answers cache can render it from values_list rows too)."""

    def __init__(self, **kwargs) -> None:
        kwargs.setdefault("source", "img")
        kwargs.setdefault("read_only", True)
        kwargs.setdefault(
            "help_text",
            "WebP copies of img at a few widths, as an HTML srcset; null when it has none.",
        )
        super().__init__(**kwargs)

    def to_representation(self, value: str) -> str | None:
        return image_srcset(value)


class ImageSrcsetMixin(serializers.Serializer):
    imgSrcset = ImageSrcsetField()


class ToolSerializer(ImageSrcsetMixin, serializers.ModelSerializer):
    _id = serializers.IntegerField(source="id", read_only=True)
    minimumOrderQuantity = serializers.IntegerField(source="minimum_order_quantity")
    availableQuantity = serializers.IntegerField(source="available_quantity")

    class Meta:
        model = Tool
        fields = [
            "_id",
            "name",
            "description",
            "img",
            "imgSrcset",
            "price",
            "minimumOrderQuantity",
            "availableQuantity",
        ]


class PaintingSerializer(ImageSrcsetMixin, serializers.ModelSerializer):
    _id = serializers.IntegerField(source="id", read_only=True)

    class Meta:
        model = Painting
        fields = ["_id", "title", "artist", "img", "imgSrcset"]


class ToolInputSerializer(serializers.Serializer):
    """What an admin sends to add or change a tool (wire names)."""

    name = serializers.CharField(max_length=200)
    description = serializers.CharField(max_length=5000)
    img = serializers.CharField(max_length=500, validators=[validate_image_url])
    price = serializers.DecimalField(
        max_digits=10, decimal_places=2, min_value=Decimal("0.01"), max_value=Decimal("99999999.99")
    )
    minimumOrderQuantity = serializers.IntegerField(
        source="minimum_order_quantity", min_value=0, max_value=1_000_000
    )
    availableQuantity = serializers.IntegerField(
        source="available_quantity", min_value=0, max_value=1_000_000_000
    )


class OrderInputSerializer(serializers.Serializer):
    """What a customer sends: the tool and the quantity. Anything else (price, customer)
    is ignored: the server knows who is asking and what things cost."""

    tool = serializers.IntegerField(min_value=1, max_value=2**63 - 1)
    toolsQuantity = serializers.IntegerField(min_value=1, max_value=1_000_000)


class OrderCustomerSerializer(serializers.Serializer):
    email = serializers.EmailField()


class OrderSerializer(serializers.ModelSerializer):
    _id = serializers.IntegerField(source="id", read_only=True)
    tool = serializers.IntegerField(source="tool_id", allow_null=True)
    name = serializers.CharField(source="tool_name")
    ToolsName = serializers.CharField(source="tool_name")
    customer = OrderCustomerSerializer()
    customerName = serializers.CharField(source="customer.name")
    toolsQuantity = serializers.IntegerField(source="quantity")
    unitPrice = serializers.DecimalField(source="unit_price", max_digits=10, decimal_places=2)
    toolsPrice = serializers.DecimalField(source="total", max_digits=12, decimal_places=2)
    createdAt = serializers.DateTimeField(source="created_at")
    transactionId = serializers.SerializerMethodField()

    class Meta:
        model = Order
        fields = [
            "_id",
            "tool",
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
        ]
        read_only_fields = fields

    def get_transactionId(self, order: Order) -> str | None:  # noqa: N802 (wire name)
        return order.transaction_id or None


class ImageUploadSerializer(serializers.Serializer):
    image = serializers.FileField()


class ImageUrlSerializer(serializers.Serializer):
    display_url = serializers.CharField()


class ImageUploadedSerializer(serializers.Serializer):
    data = ImageUrlSerializer()
