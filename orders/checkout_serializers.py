"""The checkout quote's request and answer (POST /api/checkout/quote), a checkout's
(POST /api/checkouts and after), and a painting's shipping estimate (GET
/api/shipping-estimate)."""

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
    method = serializers.IntegerField()
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
    method = serializers.IntegerField(**ID)
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
    id = serializers.IntegerField(allow_null=True, help_text="Null once the method is deleted.")
    name = serializers.CharField()
    deliveryDaysMin = serializers.IntegerField()
    deliveryDaysMax = serializers.IntegerField()


class CheckoutLineSerializer(QuoteLineSerializer):
    status = serializers.CharField(help_text="The order's status now.")


class CheckoutSerializer(serializers.Serializer):
    _id = serializers.IntegerField()
    status = serializers.ChoiceField(choices=["open", "paid", "void"])
    currency = serializers.CharField()
    pricesIncludeTax = serializers.BooleanField()
    country = serializers.CharField()
    taxedIn = serializers.CharField(allow_null=True)
    address = DeliveryAddressShownSerializer()
    method = CheckoutMethodSerializer()
    lines = CheckoutLineSerializer(many=True)
    shipping = LineSerializer()
    shippingRefunded = serializers.BooleanField()
    taxes = RateTotalSerializer(many=True)
    net = serializers.DecimalField(max_digits=14, decimal_places=2)
    tax = serializers.DecimalField(max_digits=14, decimal_places=2)
    total = serializers.DecimalField(max_digits=14, decimal_places=2)
    transactionId = serializers.CharField(allow_null=True)
    createdAt = serializers.DateTimeField()


class CheckoutStartSerializer(serializers.Serializer):
    checkout = CheckoutSerializer()
    clientSecret = serializers.CharField()
    setupSecret = serializers.CharField()
    amount = serializers.IntegerField(help_text="In the currency's smallest unit.")
    currency = serializers.CharField()
