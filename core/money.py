"""Money: amounts are Decimal in a currency's major unit (12.50 dollars), or int in its
minor unit (1250 cents) where Stripe takes them. One rounding rule for the whole shop:
half up, to the currency's minor unit, once per line (docs/money.md)."""

from decimal import ROUND_HALF_UP, Decimal

# Currencies without minor units (Stripe's list).
ZERO_DECIMAL = {
    "bif",
    "clp",
    "djf",
    "gnf",
    "jpy",
    "kmf",
    "krw",
    "mga",
    "pyg",
    "rwf",
    "ugx",
    "vnd",
    "vuv",
    "xaf",
    "xof",
    "xpf",
}


def minor_unit(currency: str) -> Decimal:
    """The smallest amount of the currency: 0.01, or 1 for the zero-decimal ones."""
    return Decimal("1") if currency.lower() in ZERO_DECIMAL else Decimal("0.01")


def money_round(amount: Decimal, currency: str) -> Decimal:
    """amount rounded half up to the currency's minor unit: the shop's one rounding rule."""
    return amount.quantize(minor_unit(currency), rounding=ROUND_HALF_UP)


def to_minor_units(amount: Decimal, currency: str) -> int:
    """An amount in the currency's smallest unit, as Stripe takes it (rounded half up)."""
    return int(money_round(amount, currency) / minor_unit(currency))
