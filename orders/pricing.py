"""What a checkout comes to: its orders' lines, one parcel's shipping and the taxes, by the
rules of docs/money.md. Pure: the rate table, the shipping method and the shop's tax setup
come in; every amount is Decimal in the shop's currency, each line rounded once.

    lines (net + tax) + shipping (net + tax) = total, and tax = the sum of tax per rate.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from shipping.rules import Method, parcel_class, shipping_price
from taxes.rules import STANDARD, Line, Rates, TaxSetup, line_priced, rate_of, taxing_country

ZERO = Decimal("0")


class NotCarried(Exception):
    """The shipping method does not carry a parcel of this class or weight."""


@dataclass(frozen=True)
class Item:
    """One order of the checkout, as priced: its unit price x quantity as entered."""

    key: int
    entered: Decimal
    tax_class: str
    grams: int
    parcel_class: str
    art: bool = False  # a painting: insured for its price


@dataclass(frozen=True)
class RateTotal:
    rate: Decimal
    net: Decimal
    tax: Decimal


@dataclass(frozen=True)
class Price:
    lines: Mapping[int, Line]  # by item key
    shipping: Line
    taxes: tuple[RateTotal, ...]  # by rate, shipping included, highest rate first
    parcel_class: str
    grams: int
    taxed_in: str | None  # whose rates apply; None: an export, zero-rated
    net: Decimal
    tax: Decimal
    total: Decimal

    def refund_of(self, keys: Sequence[int], *, shipping: bool = False) -> Line:
        """What refunding these orders gives back (their lines whole; the shipping too when
        asked: the whole checkout refunded), with the tax it takes back."""
        lines = [self.lines[key] for key in keys] + ([self.shipping] if shipping else [])
        return Line(
            net=sum((line.net for line in lines), ZERO),
            tax=sum((line.tax for line in lines), ZERO),
            gross=sum((line.gross for line in lines), ZERO),
            rate=ZERO,
        )


def rate_totals(lines: Sequence[Line]) -> tuple[RateTotal, ...]:
    """Net and tax per rate over the lines, highest rate first."""
    by_rate: dict[Decimal, tuple[Decimal, Decimal]] = {}
    for line in lines:
        net, tax = by_rate.get(line.rate, (ZERO, ZERO))
        by_rate[line.rate] = (net + line.net, tax + line.tax)
    return tuple(
        RateTotal(rate=rate, net=net, tax=tax)
        for rate, (net, tax) in sorted(by_rate.items(), reverse=True)
    )


def checkout_price(
    setup: TaxSetup,
    rates: Rates,
    items: Sequence[Item],
    *,
    destination: str,
    method: Method | None,
    oss_exceeded: bool,
) -> Price:
    """The checkout's price for delivery to destination by method (None: the shop prices
    no shipping, so it costs nothing). NotCarried when the method cannot take the parcel."""
    taxed_in = taxing_country(setup, destination, oss_exceeded=oss_exceeded)

    def priced(entered: Decimal, tax_class: str) -> Line:
        home_rate = rate_of(rates, setup.country, tax_class)
        rate = rate_of(rates, taxed_in, tax_class) if taxed_in else ZERO
        return line_priced(setup, entered, home_rate=home_rate, rate=rate)

    lines = {item.key: priced(item.entered, item.tax_class) for item in items}
    parcel = parcel_class(item.parcel_class for item in items)
    grams = sum(item.grams for item in items)
    carriage = ZERO
    if method is not None:
        carriage = shipping_price(
            method,
            parcel=parcel,
            grams=grams,
            goods=sum((item.entered for item in items), ZERO),
            art_value=sum((item.entered for item in items if item.art), ZERO),
        )
    if carriage is None:
        raise NotCarried(f"{method.name} does not carry a {parcel} of {grams} g.")
    # Shipping is taxed as the goods' main supply would be: the standard rate.
    shipping = priced(carriage, STANDARD)

    all_lines = [*lines.values(), shipping]
    taxes = rate_totals(all_lines)
    return Price(
        lines=lines,
        shipping=shipping,
        taxes=taxes,
        parcel_class=parcel,
        grams=grams,
        taxed_in=taxed_in,
        net=sum((line.net for line in all_lines), ZERO),
        tax=sum((line.tax for line in all_lines), ZERO),
        total=sum((line.gross for line in all_lines), ZERO),
    )
