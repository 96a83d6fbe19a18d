from django.urls import path
from rest_framework.routers import SimpleRouter

from shop.views import ImageUploadView, OrderViewSet, PaintingViewSet, ToolViewSet

router = SimpleRouter(trailing_slash=False)
router.register("tools", ToolViewSet, basename="tool")
router.register("paintings", PaintingViewSet, basename="painting")
router.register("mypurchase", OrderViewSet, basename="order")

urlpatterns = [*router.urls, path("images", ImageUploadView.as_view(), name="image-upload")]
