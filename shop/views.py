from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import mixins, viewsets
from rest_framework.permissions import AllowAny

from config.pagination import PAGINATION_PARAMS, OptionalLimitOffsetPagination, ordering_from_query
from shop.selectors import TOOL_ORDERINGS, painting_list, tool_list
from shop.serializers import PaintingSerializer, ToolSerializer


@extend_schema_view(
    list=extend_schema(
        summary="List tools",
        description="A plain list, oldest first; with ?limit= a paginated envelope.",
        parameters=[
            *PAGINATION_PARAMS,
            OpenApiParameter(
                "ordering",
                OpenApiTypes.STR,
                enum=[*TOOL_ORDERINGS, *(f"-{k}" for k in TOOL_ORDERINGS)],
            ),
        ],
    ),
    retrieve=extend_schema(summary="One tool"),
)
class ToolViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    serializer_class = ToolSerializer
    permission_classes = [AllowAny]
    pagination_class = OptionalLimitOffsetPagination
    lookup_value_regex = r"[0-9]{1,18}"

    def get_queryset(self):
        if self.action == "list":
            return tool_list(ordering=ordering_from_query(self.request, TOOL_ORDERINGS, "_id"))
        return tool_list()


@extend_schema_view(
    list=extend_schema(summary="List paintings", description="For the slider and gallery.")
)
class PaintingViewSet(mixins.ListModelMixin, viewsets.GenericViewSet):
    serializer_class = PaintingSerializer
    permission_classes = [AllowAny]
    pagination_class = OptionalLimitOffsetPagination

    def get_queryset(self):
        return painting_list()
