from rest_framework.routers import SimpleRouter

from shop.views import PaintingViewSet, ToolViewSet

router = SimpleRouter(trailing_slash=False)
router.register("tools", ToolViewSet, basename="tool")
router.register("paintings", PaintingViewSet, basename="painting")

urlpatterns = router.urls
