from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework import mixins, viewsets
from rest_framework.permissions import AllowAny

from config.pagination import PAGINATION_PARAMS, OptionalLimitOffsetPagination
from reviews.selectors import review_list_public
from reviews.serializers import ReviewSerializer


@extend_schema_view(
    list=extend_schema(
        summary="List reviews",
        description="Newest first; a plain list, or an envelope with ?limit=.",
        parameters=PAGINATION_PARAMS,
    )
)
class ReviewViewSet(mixins.ListModelMixin, viewsets.GenericViewSet):
    serializer_class = ReviewSerializer
    permission_classes = [AllowAny]
    pagination_class = OptionalLimitOffsetPagination

    def get_queryset(self):
        return review_list_public()
