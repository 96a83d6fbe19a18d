"""Absolute links to the shop's pages, for what is read away from the site (e-mails, PDFs)."""

from django.conf import settings

LOCAL_ORIGIN = "http://127.0.0.1:8000"


def shop_url(path: str) -> str:
    """The page at `path` ("/dashboard/order/12") on the shop's public origin: the first of
    DJANGO_CSRF_TRUSTED_ORIGINS (https://shop.example.com in production), else `make run`'s."""
    origins = settings.CSRF_TRUSTED_ORIGINS
    origin = origins[0] if origins else LOCAL_ORIGIN
    return f"{origin.rstrip('/')}/{path.lstrip('/')}"


def order_page_url(order_id: int) -> str:
    """The customer's page of the order (My Order), for the e-mails that tell of it."""
    return shop_url(f"/dashboard/order/{order_id}")
