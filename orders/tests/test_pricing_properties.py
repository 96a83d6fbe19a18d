"""Money adds up, always (issue 36): over random baskets, destinations, rate tables, tax
modes and refunds, lines + shipping + tax = total = the amount Stripe is asked for, every
amount is in whole cents, and refunds never give back more than was paid. The rates and the
shipping method go through the database each time (its decimal columns), on SQLite and on
PostgreSQL."""

from decimal import Decimal

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra.django import TestCase

from core.money import money_round, to_minor_units
from orders.pricing import Item, checkout_price
from shipping.models import ShippingMethod, ShippingRate, ShippingZone, ZoneCountry
from shipping.selectors import methods_for
from taxes.models import TaxRate
from taxes.rules import EU, TaxSetup
from taxes.selectors import tax_rates

COUNTRIES = ["FR", "DE", "IT", "GB", "US"]
CURRENCY = "eur"

cents = st.decimals(min_value=Decimal("0.01"), max_value=Decimal("20000"), places=2)
percent = st.decimals(min_value=Decimal("0"), max_value=Decimal("30"), places=2)

item = st.builds(
    lambda entered, art, grams: (entered, art, grams),
    cents,
    st.booleans(),
    st.integers(min_value=1, max_value=30_000),
)


class MoneyAddsUp(TestCase):
    @settings(
        max_examples=60,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(
        items=st.lists(item, min_size=1, max_size=8),
        standard=st.fixed_dictionaries({c: percent for c in COUNTRIES}),
        art=st.fixed_dictionaries({c: st.one_of(st.none(), percent) for c in COUNTRIES}),
        shop_country=st.sampled_from(["FR", "DE", "GB", "US"]),
        destination=st.sampled_from(COUNTRIES),
        includes=st.booleans(),
        oss_exceeded=st.booleans(),
        carriage=cents,
        insurance=st.decimals(min_value=Decimal("0"), max_value=Decimal("5"), places=2),
        free_over=st.one_of(st.none(), cents),
        refunded=st.sets(st.integers(min_value=0, max_value=7)),
    )
    def test_lines_shipping_and_tax_make_the_total_and_refunds_stay_within_it(
        self,
        items,
        standard,
        art,
        shop_country,
        destination,
        includes,
        oss_exceeded,
        carriage,
        insurance,
        free_over,
        refunded,
    ):
        TaxRate.objects.all().delete()
        ShippingZone.objects.all().delete()
        TaxRate.objects.bulk_create(
            [TaxRate(country=c, tax_class="standard", rate=r) for c, r in standard.items()]
            + [TaxRate(country=c, tax_class="art", rate=r) for c, r in art.items() if r is not None]
        )
        zone = ShippingZone.objects.create(name="Everywhere")
        ZoneCountry.objects.create(zone=zone, country=destination)
        method = ShippingMethod.objects.create(
            zone=zone, name="Any", insurance_percent=insurance, free_over=free_over
        )
        for parcel in ("parcel", "large_parcel", "crated_art"):
            ShippingRate.objects.create(method=method, parcel_class=parcel, price=carriage)
        setup = TaxSetup(
            country=shop_country,
            currency=CURRENCY,
            prices_include_tax=includes,
            oss_threshold=Decimal("10000"),
        )
        basket = [
            Item(
                key=number,
                entered=entered,
                tax_class="art" if is_art else "standard",
                grams=grams,
                parcel_class="large_parcel" if is_art else "parcel",
                art=is_art,
            )
            for number, (entered, is_art, grams) in enumerate(items)
        ]

        (priced_method,) = methods_for(destination)
        price = checkout_price(
            setup,
            tax_rates(),
            basket,
            destination=destination,
            method=priced_method,
            oss_exceeded=oss_exceeded,
        )

        lines = [*price.lines.values(), price.shipping]
        for line in lines:
            for amount in (line.net, line.tax, line.gross):
                assert amount == money_round(amount, CURRENCY)  # whole cents
                assert amount >= 0
            assert line.net + line.tax == line.gross
        assert price.net + price.tax == price.total
        assert sum(line.gross for line in lines) == price.total
        assert sum(t.tax for t in price.taxes) == price.tax
        assert sum(t.net for t in price.taxes) == price.net
        # The amount Stripe is asked for is the total, cent for cent.
        assert to_minor_units(price.total, CURRENCY) == sum(
            to_minor_units(line.gross, CURRENCY) for line in lines
        )
        # An export is zero-rated; a sale at home in tax-inclusive mode costs what was entered.
        if destination not in (EU if shop_country in EU else {shop_country}):
            assert price.tax == 0
        if includes and destination == shop_country:
            for entered_item in basket:
                assert price.lines[entered_item.key].gross == entered_item.entered
        # Refunds: any orders of it, then the rest with the shipping, give back the total.
        keys = [k for k in refunded if k < len(basket)]
        some = price.refund_of(keys)
        rest = price.refund_of([k for k in price.lines if k not in keys], shipping=True)
        assert some.gross <= price.total
        assert some.tax <= price.tax
        assert some.gross + rest.gross == price.total
        assert some.tax + rest.tax == price.tax
