from django.urls import path
from rest_framework.routers import SimpleRouter

from shop.painting_views import PaintingViewSet
from shop.staff_views import OverviewView, StaffOrderViewSet
from shop.views import (
    CountryListView,
    DeliveryAddressView,
    ImageUploadView,
    OrderViewSet,
    ToolViewSet,
)

router = SimpleRouter(trailing_slash=False)
router.register("tools", ToolViewSet, basename="tool")
router.register("paintings", PaintingViewSet, basename="painting")
router.register("mypurchase", OrderViewSet, basename="order")
router.register("manage/orders", StaffOrderViewSet, basename="staff-order")

urlpatterns = [
    *router.urls,
    path("images", ImageUploadView.as_view(), name="image-upload"),
    path("delivery-address", DeliveryAddressView.as_view(), name="delivery-address"),
    path("countries", CountryListView.as_view(), name="country-list"),
    path("manage/overview", OverviewView.as_view(), name="staff-overview"),
]
