from django.urls import path

from payments.views import PaymentConfirmView, PaymentRefreshView, PaymentStartView, stripe_webhook

urlpatterns = [
    path("create-payment-intent", PaymentStartView.as_view(), name="payment-start"),
    path("payments/confirm", PaymentConfirmView.as_view(), name="payment-confirm"),
    path("payments/refresh", PaymentRefreshView.as_view(), name="payment-refresh"),
    path("stripe/webhook", stripe_webhook, name="stripe-webhook"),
]
