"""The same basket to Germany, Great Britain and the United States (issue 36): shipping
and VAT differ, each checked against totals computed by hand (docs/money.md's rules); a
country no zone serves is not served. The shop: in France, prices including its 20 % VAT."""

from decimal import Decimal

import pytest

from ops.demo_shipping import demo_shipping_seed
from orders.pricing import Item, NotCarried, checkout_price
from shipping import rules as shipping_rules
from shipping.selectors import methods_for
from taxes.rules import TaxSetup
from taxes.selectors import tax_rates

pytestmark = pytest.mark.django_db

SHOP = TaxSetup(
    country="FR", currency="eur", prices_include_tax=True, oss_threshold=Decimal("10000")
)


def basket() -> list[Item]:
    """A framed 80 x 60 cm painting at 1,200.00, two brushes at 12.50 (200 g each) and a
    1.5 kg easel kit at 30.00."""
    painting_grams = shipping_rules.painting_grams(Decimal("80"), Decimal("60"), True)
    assert painting_grams == 5300  # 0.48 m2 x 10 kg + 0.5 kg of packing
    return [
        Item(
            key=1,
            entered=Decimal("1200.00"),
            tax_class="art",
            grams=painting_grams,
            parcel_class=shipping_rules.painting_class(Decimal("80"), Decimal("60"), True),
            art=True,
        ),
        Item(
            key=2, entered=Decimal("25.00"), tax_class="standard", grams=400, parcel_class="parcel"
        ),
        Item(
            key=3, entered=Decimal("30.00"), tax_class="standard", grams=1500, parcel_class="parcel"
        ),
    ]


def courier_to(country: str):
    return next(m for m in methods_for(country) if m.name == "Insured art courier")


@pytest.fixture
def zones():
    return demo_shipping_seed("FR")


def test_germany_below_the_one_stop_shop_threshold_takes_french_vat(zones):
    price = checkout_price(
        SHOP, tax_rates(), basket(), destination="DE", method=courier_to("DE"), oss_exceeded=False
    )

    assert price.parcel_class == "large_parcel"  # framed, 80 cm: no crate
    # 85.00 for a large parcel + 1.5 % of 1,200.00 insurance; French VAT inside.
    assert price.shipping.gross == Decimal("103.00")
    assert [(line.net, line.tax) for line in price.lines.values()] == [
        (Decimal("1000.00"), Decimal("200.00")),
        (Decimal("20.83"), Decimal("4.17")),
        (Decimal("25.00"), Decimal("5.00")),
    ]
    assert (price.shipping.net, price.shipping.tax) == (Decimal("85.83"), Decimal("17.17"))
    assert price.total == Decimal("1358.00")
    assert price.tax == Decimal("226.34")
    assert [(t.rate, t.tax) for t in price.taxes] == [(Decimal("20.00"), Decimal("226.34"))]


def test_germany_above_the_threshold_takes_german_vat(zones):
    price = checkout_price(
        SHOP, tax_rates(), basket(), destination="DE", method=courier_to("DE"), oss_exceeded=True
    )

    assert price.taxed_in == "DE"
    assert [line.gross for line in price.lines.values()] == [
        Decimal("1190.00"),  # 1,000.00 net + 19 %
        Decimal("24.79"),  # 20.83 + 3.96
        Decimal("29.75"),  # 25.00 + 4.75
    ]
    assert price.shipping.gross == Decimal("102.14")  # 85.83 + 16.31
    assert price.total == Decimal("1346.68")
    assert price.tax == Decimal("215.02")


def test_great_britain_is_an_export_without_vat(zones):
    price = checkout_price(
        SHOP, tax_rates(), basket(), destination="GB", method=courier_to("GB"), oss_exceeded=False
    )

    assert price.taxed_in is None
    # 120.00 + 18.00 insurance, less the French VAT in it.
    assert (price.shipping.net, price.shipping.gross) == (Decimal("115.00"), Decimal("115.00"))
    assert price.total == Decimal("1160.83")  # 1,000.00 + 20.83 + 25.00 + 115.00
    assert price.tax == Decimal("0.00")


def test_the_united_states_pay_the_dearest_shipping_without_vat(zones):
    price = checkout_price(
        SHOP, tax_rates(), basket(), destination="US", method=courier_to("US"), oss_exceeded=False
    )

    # 190.00 + 2 % insurance = 214.00, of which 35.67 is French VAT: 178.33.
    assert price.shipping.gross == Decimal("178.33")
    assert price.total == Decimal("1224.16")


def test_standard_parcels_do_not_carry_crated_art(zones):
    standard = next(m for m in methods_for("DE") if m.name == "Standard")
    crated = shipping_rules.painting_class(Decimal("112"), Decimal("49"), True)
    big = Item(
        key=9,
        entered=Decimal("2400.00"),
        tax_class="art",
        grams=6500,
        parcel_class=crated,
        art=True,
    )
    assert crated == "crated_art"  # longer than 100 cm

    with pytest.raises(NotCarried):
        checkout_price(
            SHOP, tax_rates(), [big], destination="DE", method=standard, oss_exceeded=False
        )
    # The framed 80 x 60 goes as a large parcel by Standard, free: the goods are over 250.00.
    price = checkout_price(
        SHOP, tax_rates(), basket(), destination="DE", method=standard, oss_exceeded=False
    )
    assert (price.parcel_class, price.shipping.gross) == ("large_parcel", Decimal("0.00"))
    # Tools alone: one parcel of 1.9 kg, the band up to 2 kg.
    price = checkout_price(
        SHOP, tax_rates(), basket()[1:], destination="DE", method=standard, oss_exceeded=False
    )
    assert price.shipping.gross == Decimal("12.90")
    assert price.total == Decimal("67.90")


def test_free_shipping_over_the_zone_s_threshold(zones):
    standard = next(m for m in methods_for("FR") if m.name == "Standard")  # free over 100
    cheap = [
        Item(
            key=1, entered=Decimal("99.99"), tax_class="standard", grams=300, parcel_class="parcel"
        )
    ]
    dear = [
        Item(
            key=1, entered=Decimal("100.00"), tax_class="standard", grams=300, parcel_class="parcel"
        )
    ]

    def shipping(items):
        return checkout_price(
            SHOP, tax_rates(), items, destination="FR", method=standard, oss_exceeded=False
        ).shipping.gross

    assert (shipping(cheap), shipping(dear)) == (Decimal("6.90"), Decimal("0.00"))


def test_peru_is_served_by_no_zone(zones):
    assert methods_for("DE") != []
    assert methods_for("PE") == []


def test_prices_without_tax_us_style_add_it(zones):
    us_shop = TaxSetup(
        country="FR", currency="eur", prices_include_tax=False, oss_threshold=Decimal("0")
    )
    price = checkout_price(
        us_shop,
        tax_rates(),
        basket()[1:],
        destination="FR",
        method=next(m for m in methods_for("FR") if m.name == "Standard"),
        oss_exceeded=False,
    )

    # 25.00 + 30.00 + 6.90 shipping in France (1.9 kg: the band up to 2 kg), each + 20 %.
    assert price.net == Decimal("61.90")
    assert price.tax == Decimal("12.38")  # 5.00 + 6.00 + 1.38
    assert price.total == Decimal("74.28")
