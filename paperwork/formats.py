"""How the paperwork writes amounts, VAT rates and dates (the PDFs, the month's CSV)."""

from datetime import datetime
from decimal import Decimal

from django.utils import timezone


def rate_text(rate: str | Decimal) -> str:
    """A VAT rate as people write it: "20%", "5.5%", "0%"."""
    return f"{Decimal(rate).normalize():f}%"


def amount_text(amount: str | Decimal) -> str:
    """An amount with thousands separators: "1,234.50"."""
    return f"{Decimal(amount):,.2f}"


def money_text(amount: str | Decimal, currency: str) -> str:
    """An amount and its currency code: "1,234.50 EUR"."""
    return f"{amount_text(amount)} {currency.upper()}"


def day_text(moment: datetime) -> str:
    """The day of a moment in the shop's time zone: "30 November 2026"."""
    day = timezone.localtime(moment)
    return f"{day.day} {day:%B %Y}"
