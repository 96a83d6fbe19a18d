"""The EU-27 and UK standard VAT rates of 2026 (taxes/data/vat_rates_2026.json, which cites
its source). Rates an admin has already entered are kept."""

import json
from decimal import Decimal
from pathlib import Path

from django.db import migrations

DATA = Path(__file__).resolve().parent.parent / "data" / "vat_rates_2026.json"


def seed(apps, schema_editor):
    TaxRate = apps.get_model("taxes", "TaxRate")
    standard = json.loads(DATA.read_text())["standard"]
    for country, rate in standard.items():
        TaxRate.objects.get_or_create(
            country=country, tax_class="standard", defaults={"rate": Decimal(rate)}
        )


class Migration(migrations.Migration):
    dependencies = [("taxes", "0001_tax_rates")]

    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
