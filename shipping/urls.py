from django.urls import path

from shipping.views import MethodRatesView, MethodView, RateView, ShippingTablesView, ZoneView

urlpatterns = [
    path("manage/shipping", ShippingTablesView.as_view(), name="shipping-tables"),
    path("manage/shipping/zones/<int:pk>", ZoneView.as_view(), name="shipping-zone"),
    path("manage/shipping/methods/<int:pk>", MethodView.as_view(), name="shipping-method"),
    path(
        "manage/shipping/methods/<int:pk>/rates", MethodRatesView.as_view(), name="shipping-rates"
    ),
    path("manage/shipping/rates/<int:pk>", RateView.as_view(), name="shipping-rate"),
]
