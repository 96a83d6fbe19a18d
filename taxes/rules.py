"""Which rate applies, and what a priced line comes to (docs/money.md has the rules).

Pure: no database here. The rate table comes in as a mapping {(country, tax class):
percent}; taxes.selectors reads it. Amounts are Decimal in the currency's major unit,
rounded by core.money's one rule (half up, once per line).
"""

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from django.conf import settings

from core.money import money_round

# The European Union's 27 member states (ISO 3166-1 alpha-2; Greece is GR here).
EU = frozenset(
    "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split()
)

STANDARD = "standard"
ART = "art"
HUNDRED = Decimal("100")

Rates = Mapping[tuple[str, str], Decimal]


@dataclass(frozen=True)
class TaxSetup:
    """The shop's side of the rules (settings SHOP_COUNTRY, SHOP_CURRENCY,
    PRICES_INCLUDE_TAX, OSS_THRESHOLD)."""

    country: str
    currency: str
    prices_include_tax: bool
    oss_threshold: Decimal

    @classmethod
    def from_settings(cls) -> "TaxSetup":
        return cls(
            country=settings.SHOP_COUNTRY,
            currency=settings.SHOP_CURRENCY.lower(),
            prices_include_tax=settings.PRICES_INCLUDE_TAX,
            oss_threshold=settings.OSS_THRESHOLD,
        )

    @property
    def tax_area(self) -> frozenset[str]:
        """Where the shop's sales are taxed: the EU for a shop established in it, else its
        own country. Sales outside are exports, zero-rated."""
        return EU if self.country in EU else frozenset({self.country})


def rate_of(rates: Rates, country: str, tax_class: str) -> Decimal:
    """A country's rate for the class: its own for the class, else its standard rate, else
    none (0: a country without VAT in the table)."""
    found = rates.get((country, tax_class))
    if found is None:
        found = rates.get((country, STANDARD), Decimal("0"))
    return Decimal(found)


def taxing_country(setup: TaxSetup, destination: str, *, oss_exceeded: bool) -> str | None:
    """Whose rate a delivery to destination takes: the shop's own country's for a sale at
    home, and for a cross-border EU sale while the year's such sales stay at or below the
    One-Stop Shop threshold; the buyer's above it; none for an export (zero-rated)."""
    if destination not in setup.tax_area:
        return None
    if destination == setup.country or not oss_exceeded:
        return setup.country
    return destination


@dataclass(frozen=True)
class Line:
    """A priced line: net + tax = gross, each rounded to the minor unit; rate in percent."""

    net: Decimal
    tax: Decimal
    gross: Decimal
    rate: Decimal


def line_priced(setup: TaxSetup, entered: Decimal, *, home_rate: Decimal, rate: Decimal) -> Line:
    """A line whose price as entered (unit price x quantity, or a shipping price) is
    `entered`, taxed at `rate`. Entered prices include the shop's own rate (home_rate) in
    tax-inclusive mode, and no tax otherwise. Rounding, once per line, half up:
    - tax excluded: net = entered; tax = net x rate;
    - tax included, the same rate: gross = entered; tax = gross x rate / (100 + rate);
    - tax included, another rate (a buyer's country, an export): net = entered less the
      home tax in it, then tax = net x rate, as above."""
    currency = setup.currency
    entered = money_round(entered, currency)
    if not setup.prices_include_tax:
        net = entered
    elif rate == home_rate:
        tax = money_round(entered * rate / (HUNDRED + rate), currency)
        return Line(net=entered - tax, tax=tax, gross=entered, rate=rate)
    else:
        net = entered - money_round(entered * home_rate / (HUNDRED + home_rate), currency)
    tax = money_round(net * rate / HUNDRED, currency)
    return Line(net=net, tax=tax, gross=net + tax, rate=rate)
