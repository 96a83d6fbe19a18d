"""Where the shop ships and what it costs: zones of countries, each with its methods, each
method with its rates by parcel class and weight band (shipping/rules.py prices them)."""

from decimal import Decimal

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import Case, F, When
from django_countries.fields import CountryField


class ParcelClass(models.TextChoices):
    PARCEL = "parcel", "Parcel"
    LARGE_PARCEL = "large_parcel", "Large parcel"
    CRATED_ART = "crated_art", "Crated art"


class ShippingZone(models.Model):
    name = models.CharField(max_length=100, unique=True)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "name"]

    def __str__(self) -> str:
        return self.name


class ZoneCountry(models.Model):
    """A country the zone serves; a country is in one zone at most (none: not served)."""

    zone = models.ForeignKey(ShippingZone, on_delete=models.CASCADE, related_name="countries")
    country = CountryField(unique=True)

    class Meta:
        ordering = ["country"]
        verbose_name_plural = "zone countries"

    def __str__(self) -> str:
        return self.country


class ShippingMethod(models.Model):
    zone = models.ForeignKey(ShippingZone, on_delete=models.CASCADE, related_name="methods")
    name = models.CharField(max_length=100)
    delivery_days_min = models.PositiveSmallIntegerField(default=2)
    delivery_days_max = models.PositiveSmallIntegerField(default=5)
    free_over = models.DecimalField(
        max_digits=10,
        decimal_places=2,
        null=True,
        blank=True,
        help_text="Free when the goods come to at least this (as priced); empty: never free.",
    )
    insurance_percent = models.DecimalField(
        max_digits=5,
        decimal_places=2,
        default=Decimal("0"),
        validators=[MinValueValidator(Decimal("0")), MaxValueValidator(Decimal("100"))],
        help_text="Insurance, as a share of the paintings' price (percent).",
    )
    signature = models.BooleanField(default=False, help_text="Delivered against a signature.")
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["zone", "position", "name"]
        constraints = [
            models.UniqueConstraint(fields=["zone", "name"], name="shipping_method_name_in_zone"),
            models.CheckConstraint(
                condition=models.Q(delivery_days_max__gte=models.F("delivery_days_min")),
                name="shipping_method_days_in_order",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.zone}: {self.name}"


class ShippingRate(models.Model):
    """The method's price for a parcel of this class up to this weight (no weight: any).
    A method carries a class only if it has a rate for it."""

    method = models.ForeignKey(ShippingMethod, on_delete=models.CASCADE, related_name="rates")
    parcel_class = models.CharField(max_length=16, choices=ParcelClass.choices)
    up_to_grams = models.PositiveIntegerField(
        null=True, blank=True, help_text="The band's heaviest parcel; empty: any weight."
    )
    price = models.DecimalField(
        max_digits=10, decimal_places=2, validators=[MinValueValidator(Decimal("0"))]
    )

    class Meta:
        # As a price list reads (the dashboard, the Django admin): the smallest class first,
        # each class's bands by weight, the band for any weight last (on both databases:
        # PostgreSQL puts NULLs last, SQLite first).
        ordering = [
            "method",
            Case(*(When(parcel_class=v, then=rank) for rank, v in enumerate(ParcelClass.values))),
            F("up_to_grams").asc(nulls_last=True),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["method", "parcel_class", "up_to_grams"], name="shipping_rate_one_per_band"
            ),
            models.CheckConstraint(condition=models.Q(price__gte=0), name="shipping_rate_price"),
        ]

    def __str__(self) -> str:
        band = f"up to {self.up_to_grams} g" if self.up_to_grams else "any weight"
        return f"{self.method} {self.get_parcel_class_display()} {band}: {self.price}"
