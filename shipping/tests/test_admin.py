"""Staff edit the shipping tables in the Django admin too (issue 36)."""

import pytest

from ops.demo_shipping import demo_shipping_seed
from shipping.models import ShippingMethod

pytestmark = pytest.mark.django_db


def test_a_method_s_rates_are_listed_as_the_dashboard_lists_them(admin_client, settings):
    settings.SHOP_COUNTRY = "FR"
    demo_shipping_seed("FR")
    standard = ShippingMethod.objects.get(zone__name="France", name="Standard")

    page = admin_client.get(f"/admin/shipping/shippingmethod/{standard.pk}/change/")

    assert page.status_code == 200
    (rates,) = page.context["inline_admin_formsets"]
    listed = [(rate.parcel_class, rate.up_to_grams) for rate in rates.formset.get_queryset()]
    assert listed == [("parcel", 2000), ("parcel", 10000), ("large_parcel", None)]
