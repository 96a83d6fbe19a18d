from decimal import Decimal

from django.utils import timezone
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from shop.images import image_srcset
from shop.models import Brand, Category, Painting, Tool
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
    category = serializers.IntegerField(
        source="category_id", allow_null=True, help_text="Its category's _id (GET /api/categories)."
    )
    brand = serializers.IntegerField(
        source="brand_id", allow_null=True, help_text="Its brand's _id (GET /api/brands)."
    )

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
            "category",
            "brand",
        ]


class PaintingImageSerializer(serializers.Serializer):
    img = serializers.CharField()
    imgSrcset = ImageSrcsetField()


class PaintingSerializer(ImageSrcsetMixin, serializers.ModelSerializer):
    """A painting with its state (Painting.sold_at and held_until)."""

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
    category = serializers.PrimaryKeyRelatedField(
        queryset=Category.objects.all(),
        allow_null=True,
        required=False,
        error_messages={"does_not_exist": "No such category.", "incorrect_type": "An _id."},
    )
    brand = serializers.PrimaryKeyRelatedField(
        queryset=Brand.objects.all(),
        allow_null=True,
        required=False,
        error_messages={"does_not_exist": "No such brand.", "incorrect_type": "An _id."},
    )


class ImageUploadSerializer(serializers.Serializer):
    image = serializers.FileField()


class ImageUrlSerializer(serializers.Serializer):
    display_url = serializers.CharField()


class ImageUploadedSerializer(serializers.Serializer):
    data = ImageUrlSerializer()


class CategorySerializer(serializers.Serializer):
    _id = serializers.IntegerField(source="pk")
    name = serializers.CharField()
    slug = serializers.CharField()
    parent = serializers.IntegerField(source="parent_id", allow_null=True)
    depth = serializers.IntegerField(help_text="1: top level.")
    path = serializers.CharField(help_text='"Painting > Brushes > Round brushes".')
    toolCount = serializers.IntegerField(
        source="tool_count", help_text="Tools in it and its subcategories."
    )


class BrandSerializer(serializers.Serializer):
    _id = serializers.IntegerField(source="pk")
    name = serializers.CharField()
    slug = serializers.CharField()
    toolCount = serializers.IntegerField(source="tool_count")


class CategoryInputSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=100)
    parent = serializers.IntegerField(
        source="parent_id", allow_null=True, required=False, help_text="null: the top level."
    )


class BrandInputSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=100)
