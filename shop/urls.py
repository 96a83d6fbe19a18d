from django.urls import path
from rest_framework.routers import SimpleRouter

from shop.category_views import (
    BrandCreateView,
    BrandListView,
    BrandView,
    CategoryCreateView,
    CategoryListView,
    CategoryView,
)
from shop.painting_views import PaintingViewSet
from shop.views import ImageUploadView, ToolViewSet

router = SimpleRouter(trailing_slash=False)
router.register("tools", ToolViewSet, basename="tool")
router.register("paintings", PaintingViewSet, basename="painting")

urlpatterns = [
    *router.urls,
    path("images", ImageUploadView.as_view(), name="image-upload"),
    path("categories", CategoryListView.as_view(), name="category-list"),
    path("brands", BrandListView.as_view(), name="brand-list"),
    path("manage/categories", CategoryCreateView.as_view(), name="category-create"),
    path("manage/categories/<int:pk>", CategoryView.as_view(), name="category"),
    path("manage/brands", BrandCreateView.as_view(), name="brand-create"),
    path("manage/brands/<int:pk>", BrandView.as_view(), name="brand"),
]
