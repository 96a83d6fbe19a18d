"""The checkout quote's request and answer (POST /api/checkout/quote), a checkout's
(POST /api/checkouts and after), and a painting's shipping estimate (GET
/api/shipping-estimate)."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from orders.serializers import DeliveryAddressSerializer, DeliveryAddressShownSerializer

ID = {"min_value": 1, "max_value": 2**63 - 1}
# The most ids a request's list is read for (MAX_CHECKOUT_ORDERS, its own setting, is checked
# after): a body of thousands of ids is refused before it costs anything.
ORDERS_READ = 100


class QuoteInputSerializer(serializers.Serializer):
    orders = serializers.ListField(
        child=serializers.IntegerField(**ID),
        allow_empty=False,
        max_length=ORDERS_READ,
        help_text="1 to MAX_CHECKOUT_ORDERS order ids.",
    )
    country = serializers.CharField(max_length=2, help_text="ISO 3166-1 alpha-2.")
    method = serializers.IntegerField(
        required=False, allow_null=True, **ID, help_text="By default the cheapest that carries it."
    )


class EstimateInputSerializer(serializers.Serializer):
    painting = serializers.IntegerField(**ID)
    country = serializers.CharField(max_length=2)


class LineSerializer(serializers.Serializer):
    net = serializers.DecimalField(max_digits=14, decimal_places=2)
    tax = serializers.DecimalField(max_digits=14, decimal_places=2)
    gross = serializers.DecimalField(max_digits=14, decimal_places=2)
    rate = serializers.DecimalField(max_digits=5, decimal_places=2, help_text="Percent.")


class QuoteLineSerializer(LineSerializer):
    _id = serializers.IntegerField(help_text="The order's id.")
    itemName = serializers.CharField()
    quantity = serializers.IntegerField()


class RateTotalSerializer(serializers.Serializer):
    rate = serializers.DecimalField(max_digits=5, decimal_places=2)
    net = serializers.DecimalField(max_digits=14, decimal_places=2)
    tax = serializers.DecimalField(max_digits=14, decimal_places=2)


class ShippingOfferSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    zone = serializers.CharField()
    deliveryDaysMin = serializers.IntegerField()
    deliveryDaysMax = serializers.IntegerField()
    signature = serializers.BooleanField()
    price = serializers.DecimalField(
        max_digits=14,
        decimal_places=2,
        allow_null=True,
        help_text="What shipping comes to by this method, tax as set; null: it does not carry "
        "this parcel.",
    )


class QuoteSerializer(serializers.Serializer):
    currency = serializers.CharField()
    pricesIncludeTax = serializers.BooleanField()
    country = serializers.CharField()
    taxedIn = serializers.CharField(allow_null=True, help_text="Null: an export, zero-rated.")
    lines = QuoteLineSerializer(many=True)
    methods = ShippingOfferSerializer(many=True)
    method = serializers.IntegerField(
        allow_null=True, help_text="Null: the shop prices no shipping (it has no zones)."
    )
    shipping = LineSerializer()
    taxes = RateTotalSerializer(many=True)
    net = serializers.DecimalField(max_digits=14, decimal_places=2)
    tax = serializers.DecimalField(max_digits=14, decimal_places=2)
    total = serializers.DecimalField(max_digits=14, decimal_places=2)


class EstimateSerializer(serializers.Serializer):
    currency = serializers.CharField()
    pricesIncludeTax = serializers.BooleanField()
    country = serializers.CharField()
    countryName = serializers.CharField()
    methods = ShippingOfferSerializer(many=True)


class CheckoutStartInputSerializer(serializers.Serializer):
    orders = serializers.ListField(
        child=serializers.IntegerField(**ID),
        allow_empty=False,
        max_length=ORDERS_READ,
        help_text="1 to MAX_CHECKOUT_ORDERS order ids.",
    )
    address = DeliveryAddressSerializer()
    method = serializers.IntegerField(
        allow_null=True, **ID, help_text="Null when the quote offers none (no shipping zones)."
    )
    total = serializers.DecimalField(
        max_digits=14, decimal_places=2, help_text="The total the customer was shown."
    )
    certificateName = serializers.CharField(
        max_length=100,
        required=False,
        allow_blank=True,
        default="",
        help_text="The name printed on the certificates of authenticity of the checkout's "
        "paintings; left out or blank: no name.",
    )


class CheckoutPayInputSerializer(serializers.Serializer):
    paymentMethod = serializers.RegexField(r"^pm_[A-Za-z0-9_]{1,250}$")


class CheckoutMethodSerializer(serializers.Serializer):
    """A checkout's shipping method as it was when the checkout started."""

    id = serializers.IntegerField(
        source="method_id",
        allow_null=True,
        help_text="Null once the method is deleted, or when the shop prices no shipping.",
    )
    name = serializers.CharField(source="method_name")
    deliveryDaysMin = serializers.IntegerField(source="delivery_days_min")
    deliveryDaysMax = serializers.IntegerField(source="delivery_days_max")


class CheckoutLineSerializer(LineSerializer):
    """One order of a checkout (a CheckoutLine) as priced when the checkout started."""

    _id = serializers.IntegerField(source="order_id", help_text="The order's id.")
    itemName = serializers.CharField(source="order.item_name")
    quantity = serializers.IntegerField(source="order.quantity")
    status = serializers.CharField(
        source="order.effective_status", help_text="The order's status now."
    )


class CheckoutShippingSerializer(serializers.Serializer):
    """A checkout's shipping line."""

    net = serializers.DecimalField(source="shipping_net", max_digits=14, decimal_places=2)
    tax = serializers.DecimalField(source="shipping_tax", max_digits=14, decimal_places=2)
    gross = serializers.DecimalField(source="shipping_gross", max_digits=14, decimal_places=2)
    rate = serializers.DecimalField(
        source="shipping_rate", max_digits=5, decimal_places=2, help_text="Percent."
    )


class CheckoutSerializer(serializers.Serializer):
    """A checkout (orders.models.Checkout) with its lines, as its receipt shows it."""

    _id = serializers.IntegerField(source="pk")
    status = serializers.ChoiceField(choices=["open", "paid", "void"])
    currency = serializers.CharField()
    pricesIncludeTax = serializers.BooleanField(source="prices_include_tax")
    country = serializers.CharField(source="delivery_country")
    taxedIn = serializers.SerializerMethodField()
    address = DeliveryAddressShownSerializer(source="delivery_address")
    method = CheckoutMethodSerializer(source="*")
    lines = serializers.SerializerMethodField()
    shipping = CheckoutShippingSerializer(source="*")
    shippingRefunded = serializers.BooleanField(source="shipping_refunded")
    taxes = RateTotalSerializer(many=True)
    net = serializers.DecimalField(max_digits=14, decimal_places=2)
    tax = serializers.DecimalField(max_digits=14, decimal_places=2)
    total = serializers.DecimalField(max_digits=14, decimal_places=2)
    transactionId = serializers.SerializerMethodField()
    createdAt = serializers.DateTimeField(source="created_at")

    @extend_schema_field(serializers.CharField(allow_null=True))
    def get_taxedIn(self, checkout) -> str | None:  # noqa: N802 (wire name)
        return checkout.taxed_in or None

    @extend_schema_field(CheckoutLineSerializer(many=True))
    def get_lines(self, checkout) -> list[dict]:
        lines = checkout.lines.select_related("order").order_by("order_id")
        return CheckoutLineSerializer(lines, many=True).data

    @extend_schema_field(serializers.CharField(allow_null=True))
    def get_transactionId(self, checkout) -> str | None:  # noqa: N802 (wire name)
        return checkout.transaction_id or None


class CheckoutStartSerializer(serializers.Serializer):
    checkout = CheckoutSerializer()
    clientSecret = serializers.CharField()
    setupSecret = serializers.CharField()
    amount = serializers.IntegerField(help_text="In the currency's smallest unit.")
    currency = serializers.CharField()
