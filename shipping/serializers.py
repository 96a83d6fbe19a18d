"""The admins' shipping tables, in the API's names (GET/PATCH /api/manage/shipping/...)."""

from decimal import Decimal

from django_countries import countries
from rest_framework import serializers

from shipping.models import ParcelClass, ShippingMethod, ShippingRate, ShippingZone

MONEY = {"max_digits": 10, "decimal_places": 2, "min_value": Decimal("0")}


class RateSerializer(serializers.ModelSerializer):
    parcelClass = serializers.ChoiceField(source="parcel_class", choices=ParcelClass.choices)
    upToGrams = serializers.IntegerField(
        source="up_to_grams", allow_null=True, required=False, min_value=1, max_value=10_000_000
    )
    price = serializers.DecimalField(**MONEY)

    class Meta:
        model = ShippingRate
        fields = ["id", "parcelClass", "upToGrams", "price"]
        validators = []  # the one-rate-per-band rule answers 409 (services)


class MethodSerializer(serializers.ModelSerializer):
    deliveryDaysMin = serializers.IntegerField(
        source="delivery_days_min", min_value=0, max_value=365
    )
    deliveryDaysMax = serializers.IntegerField(
        source="delivery_days_max", min_value=0, max_value=365
    )
    freeOver = serializers.DecimalField(source="free_over", allow_null=True, **MONEY)
    insurancePercent = serializers.DecimalField(
        source="insurance_percent",
        max_digits=5,
        decimal_places=2,
        min_value=Decimal("0"),
        max_value=Decimal("100"),
    )
    rates = RateSerializer(many=True, read_only=True)

    class Meta:
        model = ShippingMethod
        fields = [
            "id",
            "name",
            "deliveryDaysMin",
            "deliveryDaysMax",
            "freeOver",
            "insurancePercent",
            "signature",
            "rates",
        ]
        validators = []  # a name taken in the zone answers 409 (services)

    def validate(self, values):
        instance = self.instance
        low = values.get("delivery_days_min", instance and instance.delivery_days_min)
        high = values.get("delivery_days_max", instance and instance.delivery_days_max)
        if low is not None and high is not None and low > high:
            raise serializers.ValidationError(
                {"deliveryDaysMax": ["Must be at least the fewest days."]}
            )
        return values


class CountrySerializer(serializers.Serializer):
    code = serializers.CharField()
    name = serializers.CharField()


class ZoneSerializer(serializers.ModelSerializer):
    countries = serializers.SerializerMethodField()
    methods = MethodSerializer(many=True, read_only=True)

    class Meta:
        model = ShippingZone
        fields = ["id", "name", "countries", "methods"]

    def get_countries(self, zone) -> list[dict]:
        codes = sorted(str(c.country) for c in zone.countries.all())
        return [{"code": code, "name": str(countries.name(code))} for code in codes]


class ZoneUpdateSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=100, required=False)
    countries = serializers.ListField(
        child=serializers.ChoiceField(choices=list(dict(countries))),
        required=False,
        max_length=250,
    )


class ShippingTablesSerializer(serializers.Serializer):
    zones = ZoneSerializer(many=True)
    parcelClasses = serializers.ListField(child=serializers.DictField())
