"""My Profile's wire formats: the account, what it can change, the deletion's confirmation
and "download my data"."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from accounts.models import User
from orders.selectors import delivery_address_saved
from orders.serializers import DeliveryAddressOutSerializer, DeliveryAddressSerializer


class MeSerializer(serializers.Serializer):
    """The signed-in user's own account (My Profile)."""

    email = serializers.EmailField()
    name = serializers.CharField()
    role = serializers.CharField()
    emailVerified = serializers.BooleanField(source="email_verified")
    deliveryAddress = serializers.SerializerMethodField()
    dateJoined = serializers.DateTimeField(source="date_joined")

    @extend_schema_field(DeliveryAddressOutSerializer(allow_null=True))
    def get_deliveryAddress(self, user: User) -> dict | None:  # noqa: N802 (wire name)
        return delivery_address_saved(user=user)


class MeUpdateSerializer(serializers.Serializer):
    """What My Profile can change; other keys (email, role, ...) are ignored."""

    name = serializers.CharField(min_length=1, max_length=150, required=False)
    deliveryAddress = DeliveryAddressSerializer(
        required=False, allow_null=True, help_text="The default address; null forgets it."
    )


class AccountDeleteInputSerializer(serializers.Serializer):
    confirm = serializers.CharField(
        required=False,
        allow_blank=True,
        default="",
        max_length=254,
        help_text="The account's own e-mail address (in any case).",
    )


class ExportOrderEventSerializer(serializers.Serializer):
    status = serializers.CharField()
    at = serializers.DateTimeField(source="created_at")


class ExportOrderSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    item = serializers.CharField(source="item_name")
    kind = serializers.CharField()
    quantity = serializers.IntegerField()
    total = serializers.DecimalField(max_digits=12, decimal_places=2)
    currency = serializers.CharField()
    status = serializers.CharField(source="effective_status")
    createdAt = serializers.DateTimeField(source="created_at")
    deliveryAddress = DeliveryAddressOutSerializer(source="delivery_address", allow_null=True)
    events = ExportOrderEventSerializer(many=True)


class ExportReviewSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    review = serializers.CharField()
    createdAt = serializers.DateTimeField(source="created_at")


class ExportSerializer(serializers.Serializer):
    """ "Download my data" (profiles.selectors.user_data_export)."""

    exportedAt = serializers.DateTimeField()
    account = MeSerializer()
    orders = ExportOrderSerializer(many=True)
    reviews = ExportReviewSerializer(many=True)
