from rest_framework.routers import SimpleRouter

from reviews.views import ReviewViewSet

router = SimpleRouter(trailing_slash=False)
router.register("review", ReviewViewSet, basename="review")

urlpatterns = router.urls
