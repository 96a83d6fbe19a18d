from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import mixins, status, viewsets
from rest_framework.parsers import MultiPartParser
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import IsAdminRole
from apicache.mixins import CachedListModelMixin, CachedRetrieveModelMixin
from core.pagination import PAGINATION_PARAMS, CountedAheadPagination
from core.schema import error_responses
from core.throttling import ThrottledMessageMixin
from shop import services
from shop.query_params import (
    CATALOGUE_PARAMS,
    PRICE_PARAMS,
    SEARCH_PARAM,
    boolean_param,
    brand_param,
    category_param,
    ordering_param,
    price_range_params,
    search_param,
)
from shop.selectors import TOOL_ORDERINGS, TOOL_RESPONSES, tool_list
from shop.serializers import (
    ImageUploadedSerializer,
    ImageUploadSerializer,
    ToolInputSerializer,
    ToolSerializer,
)


def tool_filters(request) -> dict:
    """tool_list's keyword arguments from the query string, or a 400 saying what is wrong."""
    params = request.query_params
    search = search_param(params)
    return {
        "search": search,
        "ordering": ordering_param(request, TOOL_ORDERINGS, searching=bool(search)),
        "in_stock": bool(boolean_param(params, "inStock")),
        "category_ids": category_param(params),
        "brand_id": brand_param(params),
        **price_range_params(params),
    }


@extend_schema_view(
    list=extend_schema(
        summary="List tools",
        description="A plain list, oldest first; with ?limit= a paginated envelope. "
        "Searched with q, narrowed by category, brand, price and stock.",
        parameters=[
            *PAGINATION_PARAMS,
            SEARCH_PARAM,
            *CATALOGUE_PARAMS,
            *PRICE_PARAMS,
            OpenApiParameter(
                "inStock",
                OpenApiTypes.BOOL,
                description="true: only tools with at least their minimum order quantity "
                "available.",
            ),
            OpenApiParameter(
                "ordering",
                OpenApiTypes.STR,
                enum=[*TOOL_ORDERINGS, *(f"-{k}" for k in TOOL_ORDERINGS)],
                description="Default _id (oldest first), or relevance with q; -_id is the "
                "newest first.",
            ),
        ],
    ),
    retrieve=extend_schema(summary="One tool"),
    create=extend_schema(
        summary="Add a tool (admins)",
        request=ToolInputSerializer,
        responses={201: ToolSerializer, **error_responses(403)},
    ),
    partial_update=extend_schema(
        summary="Change a tool (admins)",
        request=ToolInputSerializer,
        responses={200: ToolSerializer, **error_responses(403)},
    ),
)
class ToolViewSet(
    CachedListModelMixin,
    CachedRetrieveModelMixin,
    mixins.CreateModelMixin,
    mixins.UpdateModelMixin,
    viewsets.GenericViewSet,
):
    serializer_class = ToolSerializer
    cache_resource = TOOL_RESPONSES
    pagination_class = CountedAheadPagination
    lookup_value_regex = r"[0-9]{1,18}"
    http_method_names = ["get", "post", "patch", "head", "options"]

    def get_permissions(self):
        if self.action in {"list", "retrieve"}:
            return [AllowAny()]
        return [IsAdminRole()]

    def get_queryset(self):
        if self.action == "list":
            return tool_list(**tool_filters(self.request))
        return tool_list()

    def create(self, request, *args, **kwargs):
        data = ToolInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        tool = services.tool_create(**data.validated_data)
        return Response(ToolSerializer(tool).data, status=status.HTTP_201_CREATED)

    def partial_update(self, request, *args, **kwargs):
        data = ToolInputSerializer(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        tool = services.tool_update(tool_id=self.kwargs["pk"], **data.validated_data)
        return Response(ToolSerializer(tool).data)


class ImageUploadView(ThrottledMessageMixin, APIView):
    permission_classes = [IsAdminRole]
    parser_classes = [MultiPartParser]
    throttle_scopes = {"post": "image_upload"}

    @extend_schema(
        summary="Upload a product image (admins)",
        request={"multipart/form-data": ImageUploadSerializer},
        responses={201: ImageUploadedSerializer, **error_responses(403, 429)},
    )
    def post(self, request):
        data = ImageUploadSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        url = services.image_store(upload=data.validated_data["image"])
        return Response({"data": {"display_url": url}}, status=status.HTTP_201_CREATED)
