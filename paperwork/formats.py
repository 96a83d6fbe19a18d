"""How the paperwork writes amounts, VAT rates and dates (the PDFs, the month's CSV)."""

from datetime import date, datetime
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


MONTHS = (
    "January February March April May June July August September October November December"
).split()


def day_text(day: date | datetime) -> str:
    """A day as the shop writes it, whatever the server's locale: "30 November 2026" (a
    moment: its day in the shop's time zone)."""
    if isinstance(day, datetime):
        day = timezone.localtime(day).date()
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"
