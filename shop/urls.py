from django.urls import path
from rest_framework.routers import SimpleRouter

from shop.painting_views import PaintingViewSet
from shop.views import ImageUploadView, ToolViewSet

router = SimpleRouter(trailing_slash=False)
router.register("tools", ToolViewSet, basename="tool")
router.register("paintings", PaintingViewSet, basename="painting")

urlpatterns = [
    *router.urls,
    path("images", ImageUploadView.as_view(), name="image-upload"),
]
