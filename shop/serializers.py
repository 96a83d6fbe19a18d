import copy
from decimal import Decimal

from django.core.validators import RegexValidator
from django.utils import timezone
from django_countries import countries
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from shop.images import image_srcset
from shop.models import Order, Painting, Tool
from shop.selectors import painting_state
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


class PaintingImageSerializer(serializers.Serializer):
    img = serializers.CharField()
    imgSrcset = ImageSrcsetField()


class PaintingSerializer(ImageSrcsetMixin, serializers.ModelSerializer):
    """A painting from shop.selectors.painting_list (its state comes from its orders)."""

    _id = serializers.IntegerField(source="id", read_only=True)
    mediumName = serializers.CharField(source="get_medium_display")
    widthCm = serializers.DecimalField(source="width_cm", max_digits=5, decimal_places=1)
    heightCm = serializers.DecimalField(source="height_cm", max_digits=5, decimal_places=1)
    images = PaintingImageSerializer(many=True, help_text="More views; the main one is img.")
    state = serializers.SerializerMethodField()
    reservedUntil = serializers.SerializerMethodField()
    createdAt = serializers.DateTimeField(source="created_at")

    class Meta:
        model = Painting
        fields = [
            "_id",
            "title",
            "artist",
            "description",
            "price",
            "medium",
            "mediumName",
            "widthCm",
            "heightCm",
            "framed",
            "year",
            "img",
            "imgSrcset",
            "images",
            "state",
            "reservedUntil",
            "createdAt",
        ]
        read_only_fields = fields

    @extend_schema_field({"type": "string", "enum": ["available", "reserved", "sold"]})
    def get_state(self, painting: Painting) -> str:
        return painting_state(painting)[0]

    @extend_schema_field({"type": "string", "format": "date-time", "nullable": True})
    def get_reservedUntil(self, painting: Painting):  # noqa: N802 (wire name)
        until = painting_state(painting)[1]
        return serializers.DateTimeField().to_representation(until) if until else None


class PaintingMediumSerializer(serializers.Serializer):
    code = serializers.CharField()
    name = serializers.CharField()


class PaintingInputSerializer(serializers.Serializer):
    """What an admin sends to add or change a painting (wire names)."""

    title = serializers.CharField(max_length=200)
    artist = serializers.CharField(max_length=200)
    description = serializers.CharField(max_length=5000, allow_blank=True, required=False)
    price = serializers.DecimalField(
        max_digits=10, decimal_places=2, min_value=Decimal("0.01"), max_value=Decimal("99999999.99")
    )
    medium = serializers.ChoiceField(
        choices=Painting.Medium.choices,
        error_messages={"invalid_choice": "Choose a medium from the list."},
    )
    widthCm = serializers.DecimalField(
        source="width_cm",
        max_digits=5,
        decimal_places=1,
        min_value=Decimal("0.1"),
        max_value=Decimal("1000"),
    )
    heightCm = serializers.DecimalField(
        source="height_cm",
        max_digits=5,
        decimal_places=1,
        min_value=Decimal("0.1"),
        max_value=Decimal("1000"),
    )
    framed = serializers.BooleanField(required=False, default=False)
    year = serializers.IntegerField(min_value=1000, allow_null=True, required=False)
    img = serializers.CharField(max_length=500, validators=[validate_image_url])
    images = serializers.ListField(
        source="views",
        child=serializers.CharField(max_length=500, validators=[validate_image_url]),
        max_length=12,
        required=False,
        help_text="More views' image URLs, in order (replaces them all).",
    )

    def validate_year(self, year: int | None) -> int | None:
        if year is not None and year > timezone.localdate().year:
            raise serializers.ValidationError("The year cannot be in the future.")
        return year


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


class FieldsCopiedShallow(serializers.Serializer):
    # DRF deep-copies every declared field, and each argument it was declared with, for each
    # serializer it makes; for an order's input and answer, made for every order of a flash
    # sale, that was most of their cost. No field here changes its arguments after they are
    # declared, so each serializer gets shallow copies of its plain fields (a nested serializer
    # is still deep-copied: a list's child must not be shared), which DRF then binds as usual;
    # Meta.fields, when there, says which and in which order. (A comment, not a docstring:
    # the OpenAPI schema would show it for every serializer without a docstring of its own.)

    def get_fields(self) -> dict[str, serializers.Field]:
        declared = self._declared_fields
        fields = {}
        for name in getattr(getattr(self, "Meta", None), "fields", declared):
            field = declared[name]
            nested = isinstance(field, serializers.BaseSerializer)  # DRF's own deep copy
            fields[name] = copy.deepcopy(field) if nested else copy.copy(field)
        return fields


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
        error_messages={"invalid_choice": "Choose a country from the list."},
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
    deliveryAddress = DeliveryAddressOutSerializer(source="delivery_address", allow_null=True)
    tracking = serializers.SerializerMethodField()
    history = OrderEventSerializer(source="events", many=True)

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
    deliveryAddress = DeliveryAddressOutSerializer(allow_null=True)


class ImageUploadSerializer(serializers.Serializer):
    image = serializers.FileField()


class ImageUrlSerializer(serializers.Serializer):
    display_url = serializers.CharField()


class ImageUploadedSerializer(serializers.Serializer):
    data = ImageUrlSerializer()
