from decimal import Decimal

from taxes.models import TaxRate
from taxes.rules import Rates


def tax_rates() -> Rates:
    """The whole rate table {(country, tax class): percent}: a few dozen rows."""
    return {
        (str(country), tax_class): Decimal(rate)
        for country, tax_class, rate in TaxRate.objects.values_list("country", "tax_class", "rate")
    }
