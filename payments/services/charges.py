"""What Stripe can be asked to charge: an amount in the currency's smallest unit, within
Stripe's limits, refused here (before Stripe is asked) when Stripe would refuse it."""

from decimal import Decimal

from core.errors import Conflict
from core.money import to_minor_units
from payments import stripe_gateway as gateway


def charge_amount(*, total: Decimal, currency: str) -> int:
    """The total in the currency's smallest unit, as a PaymentIntent takes it: a Conflict
    when it is over Stripe's most (amount_too_large) or under its least for the currency
    (amount_too_small)."""
    amount = to_minor_units(total, currency)
    if amount > gateway.MAX_AMOUNT:
        raise Conflict("This order is too large to pay by card.", code="amount_too_large")
    least, least_text = gateway.minimum_charge(currency)
    if amount < least:
        raise Conflict(
            f"Orders under {least_text} cannot be paid by card.", code="amount_too_small"
        )
    return amount
