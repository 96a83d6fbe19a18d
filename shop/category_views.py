"""Categories and brands: the lists everyone reads (All Products' filters, a tool's place), and
the admins' changes (the dashboard's Categories and brands)."""

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import IsAdminRole
from core.schema import error_responses
from shop.selectors import brand_list, category_list
from shop.serializers import (
    BrandInputSerializer,
    BrandSerializer,
    CategoryInputSerializer,
    CategorySerializer,
)
from shop.services import categories as services


def _category(category_id: int) -> dict:
    row = next(row for row in category_list() if row.pk == category_id)
    return CategorySerializer(row).data


def _brand(brand_id: int) -> dict:
    return BrandSerializer(brand_list().get(pk=brand_id)).data


class CategoryListView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        summary="Every category, in tree order",
        description="Each followed by its subcategories (at most three levels), with its path "
        "and how many tools it and its subcategories hold.",
        responses={200: CategorySerializer(many=True)},
    )
    def get(self, request):
        return Response(CategorySerializer(category_list(), many=True).data)


class BrandListView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        summary="Every brand, by name",
        responses={200: BrandSerializer(many=True)},
    )
    def get(self, request):
        return Response(BrandSerializer(brand_list(), many=True).data)


class CategoryCreateView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="Add a category (admins)",
        description="400 for a fourth level, or a name one of its siblings has.",
        request=CategoryInputSerializer,
        responses={201: CategorySerializer, **error_responses(400, 403)},
    )
    def post(self, request):
        data = CategoryInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        category = services.category_create(**data.validated_data)
        return Response(_category(category.pk), status=status.HTTP_201_CREATED)


class CategoryView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="Rename or move a category (admins)",
        description="`parent` null moves it to the top level. 400 for a loop, a fourth "
        "level, or a name one of its new siblings has.",
        request=CategoryInputSerializer(partial=True),
        responses={200: CategorySerializer, **error_responses(400, 403, 404)},
    )
    def patch(self, request, pk: int):
        data = CategoryInputSerializer(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        category = services.category_update(category_id=pk, **data.validated_data)
        return Response(_category(category.pk))

    @extend_schema(
        summary="Delete an empty category (admins)",
        description="409 category_in_use while it holds tools or subcategories.",
        request=None,
        responses={204: None, **error_responses(403, 404, 409)},
    )
    def delete(self, request, pk: int):
        services.category_delete(category_id=pk)
        return Response(status=status.HTTP_204_NO_CONTENT)


class BrandCreateView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="Add a brand (admins)",
        request=BrandInputSerializer,
        responses={201: BrandSerializer, **error_responses(400, 403)},
    )
    def post(self, request):
        data = BrandInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        brand = services.brand_create(**data.validated_data)
        return Response(_brand(brand.pk), status=status.HTTP_201_CREATED)


class BrandView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="Rename a brand (admins)",
        request=BrandInputSerializer,
        responses={200: BrandSerializer, **error_responses(400, 403, 404)},
    )
    def patch(self, request, pk: int):
        data = BrandInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        brand = services.brand_update(brand_id=pk, **data.validated_data)
        return Response(_brand(brand.pk))

    @extend_schema(
        summary="Delete a brand no tool has (admins)",
        description="409 brand_in_use while tools have it.",
        request=None,
        responses={204: None, **error_responses(403, 404, 409)},
    )
    def delete(self, request, pk: int):
        services.brand_delete(brand_id=pk)
        return Response(status=status.HTTP_204_NO_CONTENT)
