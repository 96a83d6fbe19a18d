"""Writes of the rate table."""

import json
from decimal import Decimal
from pathlib import Path

from taxes.models import TaxRate
from taxes.rules import STANDARD

STANDARD_RATES = Path(__file__).resolve().parent / "data" / "vat_rates_2026.json"


def standard_rates_seed() -> int:
    """The 2026 standard rates (taxes/data/vat_rates_2026.json, which cites its source) for
    every country that has none: a migration seeds them once; the demo data asks again, for
    a database emptied since (the browser tests flush it). Rates admins entered are kept.
    Answers how many were added."""
    standard = json.loads(STANDARD_RATES.read_text())["standard"]
    have = set(TaxRate.objects.filter(tax_class=STANDARD).values_list("country", flat=True))
    missing = [
        TaxRate(country=country, tax_class=STANDARD, rate=Decimal(rate))
        for country, rate in standard.items()
        if country not in have
    ]
    TaxRate.objects.bulk_create(missing)
    return len(missing)
