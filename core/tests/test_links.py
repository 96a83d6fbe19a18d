"""Links in e-mails and PDFs point at the shop's public origin."""

from core.links import shop_url


def test_a_link_goes_to_the_shops_public_origin(settings):
    settings.CSRF_TRUSTED_ORIGINS = ["https://shop.example.com/", "https://www.example.com"]

    assert shop_url("/dashboard/order/12") == "https://shop.example.com/dashboard/order/12"


def test_without_one_it_goes_to_the_local_shop(settings):
    settings.CSRF_TRUSTED_ORIGINS = []

    assert shop_url("dashboard/order/12") == "http://127.0.0.1:8000/dashboard/order/12"
