from django.urls import path, re_path
from rest_framework.routers import SimpleRouter

from orders.checkout_payment_views import (
    CheckoutPayView,
    CheckoutRefreshView,
    CheckoutShipView,
    CheckoutStartView,
    CheckoutView,
)
from orders.checkout_views import CheckoutQuoteView, ShippingEstimateView
from orders.document_views import OrderDocumentsView
from orders.payment_views import (
    PaymentConfirmView,
    PaymentRefreshView,
    PaymentStartView,
    stripe_webhook,
)
from orders.staff_views import OverviewView, StaffOrderViewSet
from orders.views import CountryListView, DeliveryAddressView, OrderViewSet

router = SimpleRouter(trailing_slash=False)
router.register("mypurchase", OrderViewSet, basename="order")
router.register("manage/orders", StaffOrderViewSet, basename="staff-order")

urlpatterns = [
    *router.urls,
    path("delivery-address", DeliveryAddressView.as_view(), name="delivery-address"),
    path("countries", CountryListView.as_view(), name="country-list"),
    path("manage/overview", OverviewView.as_view(), name="staff-overview"),
    path("create-payment-intent", PaymentStartView.as_view(), name="payment-start"),
    path("payments/confirm", PaymentConfirmView.as_view(), name="payment-confirm"),
    path("payments/refresh", PaymentRefreshView.as_view(), name="payment-refresh"),
    path("stripe/webhook", stripe_webhook, name="stripe-webhook"),
    path("checkout/quote", CheckoutQuoteView.as_view(), name="checkout-quote"),
    path("checkouts", CheckoutStartView.as_view(), name="checkout-start"),
    path("checkouts/<int:pk>", CheckoutView.as_view(), name="checkout-detail"),
    path("checkouts/<int:pk>/pay", CheckoutPayView.as_view(), name="checkout-pay"),
    path("checkouts/<int:pk>/refresh", CheckoutRefreshView.as_view(), name="checkout-refresh"),
    path("manage/checkouts/<int:pk>/ship", CheckoutShipView.as_view(), name="checkout-ship"),
    path("shipping-estimate", ShippingEstimateView.as_view(), name="shipping-estimate"),
    re_path(
        r"^orders/(?P<pk>[0-9]{1,18})/documents$",
        OrderDocumentsView.as_view(),
        name="order-documents",
    ),
]
