"""Parcel classes, weights and a method's price for a parcel (docs/money.md). Pure: the
method's rates come in as plain values (shipping.selectors reads them)."""

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from shipping.models import ParcelClass

DEFAULT_TOOL_GRAMS = 500
# A tool heavier than this goes as a large parcel.
PARCEL_MAX_GRAMS = 10_000
# Paintings: a parcel while the longest side is at most this and unframed...
PARCEL_MAX_SIDE_CM = 50
# ...a large parcel up to this (framed or not) and this weight; crated above.
LARGE_PARCEL_MAX_SIDE_CM = 100
LARGE_PARCEL_MAX_GRAMS = 20_000
# Packed weight per square metre: a stretched canvas, and one in a glazed frame.
CANVAS_GRAMS_PER_M2 = 3_000
FRAMED_GRAMS_PER_M2 = 10_000
PACKING_GRAMS = 500

_ORDER = [ParcelClass.PARCEL, ParcelClass.LARGE_PARCEL, ParcelClass.CRATED_ART]


def tool_grams(weight_grams: int | None) -> int:
    return weight_grams if weight_grams else DEFAULT_TOOL_GRAMS


def tool_class(grams: int) -> str:
    return ParcelClass.PARCEL if grams <= PARCEL_MAX_GRAMS else ParcelClass.LARGE_PARCEL


def painting_grams(width_cm: Decimal, height_cm: Decimal, framed: bool) -> int:
    """Its packed weight, estimated from its size: to the next 100 g."""
    square_metres = Decimal(width_cm) * Decimal(height_cm) / 10_000
    per_m2 = FRAMED_GRAMS_PER_M2 if framed else CANVAS_GRAMS_PER_M2
    grams = float(square_metres * per_m2) + PACKING_GRAMS
    return math.ceil(grams / 100) * 100


def painting_class(width_cm: Decimal, height_cm: Decimal, framed: bool) -> str:
    """Parcel: unframed, longest side at most 50 cm. Large parcel: longest side at most
    100 cm and at most 20 kg packed. Crated art: anything bigger or heavier."""
    longest = max(Decimal(width_cm), Decimal(height_cm))
    grams = painting_grams(width_cm, height_cm, framed)
    if longest > LARGE_PARCEL_MAX_SIDE_CM or grams > LARGE_PARCEL_MAX_GRAMS:
        return ParcelClass.CRATED_ART
    if framed or longest > PARCEL_MAX_SIDE_CM:
        return ParcelClass.LARGE_PARCEL
    return ParcelClass.PARCEL


def parcel_class(classes: Iterable[str]) -> str:
    """One parcel for several items: the largest of their classes."""
    return max(classes, key=_ORDER.index, default=ParcelClass.PARCEL)


@dataclass(frozen=True)
class Rate:
    parcel_class: str
    up_to_grams: int | None
    price: Decimal


@dataclass(frozen=True)
class Method:
    id: int
    name: str
    zone: str
    delivery_days_min: int
    delivery_days_max: int
    free_over: Decimal | None
    insurance_percent: Decimal
    signature: bool
    rates: Sequence[Rate]


def rate_for(method: Method, parcel: str, grams: int) -> Decimal | None:
    """The method's price for a parcel of this class and weight: its lightest band that
    takes the weight; None when the method does not carry it."""
    bands = [r for r in method.rates if r.parcel_class == parcel]
    fitting = [r for r in bands if r.up_to_grams is None or grams <= r.up_to_grams]
    if not fitting:
        return None
    return min(fitting, key=lambda r: (r.up_to_grams is None, r.up_to_grams or 0)).price


def shipping_price(
    method: Method, *, parcel: str, grams: int, goods: Decimal, art_value: Decimal
) -> Decimal | None:
    """What the method charges (as entered: with the shop's tax in tax-inclusive mode):
    its rate plus insurance on the paintings' value; nothing when the goods reach its
    free-shipping threshold. None when it does not carry the parcel. Unrounded: the line
    is rounded once, when it is priced (taxes.rules.line_priced)."""
    price = rate_for(method, parcel, grams)
    if price is None:
        return None
    if method.free_over is not None and goods >= method.free_over:
        return Decimal("0")
    return price + art_value * method.insurance_percent / 100
