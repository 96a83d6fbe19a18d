from decimal import Decimal

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django_countries.fields import CountryField


class TaxRate(models.Model):
    """A country's rate for a class of goods, in percent. Seeded with the EU-27 and UK
    standard rates (taxes/data/vat_rates_2026.json); admins add a reduced rate for works
    of art where their sales take one, and change any rate when the law does."""

    class TaxClass(models.TextChoices):
        STANDARD = "standard", "Standard"
        ART = "art", "Works of art"

    country = CountryField()
    tax_class = models.CharField(max_length=16, choices=TaxClass.choices, default=TaxClass.STANDARD)
    rate = models.DecimalField(
        max_digits=5,
        decimal_places=2,
        validators=[MinValueValidator(Decimal("0")), MaxValueValidator(Decimal("100"))],
        help_text="Percent: 20 is 20 %.",
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["country", "tax_class"]
        constraints = [
            models.UniqueConstraint(fields=["country", "tax_class"], name="tax_rate_one_per_class"),
            models.CheckConstraint(
                condition=models.Q(rate__gte=0, rate__lte=100), name="tax_rate_a_percent"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.country} {self.get_tax_class_display()}: {self.rate} %"
