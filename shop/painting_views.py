"""Paintings for sale: the public gallery and pages, and the admins' adding and changing."""

from django.http import Http404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import mixins, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from accounts.permissions import IsAdminRole
from apicache.mixins import CachedListModelMixin, CachedRetrieveModelMixin
from core.pagination import PAGINATION_PARAMS, OptionalLimitOffsetPagination, plain_list
from core.schema import error_responses
from shop import services
from shop.models import Painting
from shop.query_params import (
    PRICE_PARAMS,
    SEARCH_PARAM,
    boolean_param,
    ordering_param,
    price_range_params,
    search_param,
)
from shop.selectors import PAINTING_ORDERINGS, PAINTING_RESPONSES, painting_list
from shop.serializers import PaintingInputSerializer, PaintingMediumSerializer, PaintingSerializer

ARTIST_MAX_LENGTH = Painting._meta.get_field("artist").max_length

FILTER_PARAMS = [
    SEARCH_PARAM,
    OpenApiParameter("available", OpenApiTypes.BOOL, description="true: only those for sale now."),
    OpenApiParameter("medium", OpenApiTypes.STR, enum=Painting.Medium.values),
    OpenApiParameter("artist", OpenApiTypes.STR, description="Only this artist's (the exact name)"),
    *PRICE_PARAMS,
    OpenApiParameter(
        "ordering",
        OpenApiTypes.STR,
        enum=[*PAINTING_ORDERINGS, *(f"-{k}" for k in PAINTING_ORDERINGS)],
        description="Default _id (oldest first), or relevance with q. Paintings without a "
        "year come last.",
    ),
]


def painting_filters(request) -> dict:
    """painting_list's keyword arguments from the query string, or a 400 saying what is wrong."""
    params = request.query_params
    search = search_param(params)
    filters: dict = {
        "search": search,
        "ordering": ordering_param(request, PAINTING_ORDERINGS, searching=bool(search)),
        **price_range_params(params),
    }
    available = boolean_param(params, "available")
    if available is not None:
        filters["available"] = available
    medium = params.get("medium", "").strip()
    if medium and medium not in Painting.Medium.values:
        choices = ", ".join(Painting.Medium.values)
        raise serializers.ValidationError({"medium": [f"One of: {choices}."]})
    filters["medium"] = medium
    artist = params.get("artist", "").strip()
    if len(artist) > ARTIST_MAX_LENGTH:
        raise serializers.ValidationError(
            {"artist": [f"An artist's name is at most {ARTIST_MAX_LENGTH} characters."]}
        )
    filters["artist"] = artist
    return filters


@extend_schema_view(
    list=extend_schema(
        summary="List paintings",
        description="The gallery: a plain list (at most 100), or with ?limit= a page. Each "
        "painting's state comes from its orders: available, reserved (until reservedUntil) "
        "or sold.",
        parameters=[*PAGINATION_PARAMS, *FILTER_PARAMS],
    ),
    retrieve=extend_schema(summary="One painting"),
    create=extend_schema(
        summary="Add a painting (admins)",
        request=PaintingInputSerializer,
        responses={201: PaintingSerializer, **error_responses(403)},
    ),
    partial_update=extend_schema(
        summary="Change a painting (admins)",
        request=PaintingInputSerializer,
        responses={200: PaintingSerializer, **error_responses(403)},
    ),
)
class PaintingViewSet(
    CachedListModelMixin,
    CachedRetrieveModelMixin,
    mixins.CreateModelMixin,
    mixins.UpdateModelMixin,
    viewsets.GenericViewSet,
):
    serializer_class = PaintingSerializer
    cache_resource = PAINTING_RESPONSES
    pagination_class = OptionalLimitOffsetPagination
    lookup_value_regex = r"[0-9]{1,18}"
    http_method_names = ["get", "post", "patch", "head", "options"]

    def get_permissions(self):
        if self.action in {"list", "retrieve", "media"}:
            return [AllowAny()]
        return [IsAdminRole()]

    def get_queryset(self):
        if self.action == "list":
            return painting_list(**painting_filters(self.request))
        return painting_list()

    # The state is annotated and the images prefetched: rendered by the serializer, not
    # from value rows (apicache.rows), once per change of the paintings or their orders.
    def list_data(self):
        paintings = self.filter_queryset(self.get_queryset())
        page = self.paginate_queryset(paintings)
        if page is not None:
            data = PaintingSerializer(page, many=True).data
            return self.paginator.get_paginated_response(data).data
        return PaintingSerializer(plain_list(paintings), many=True).data

    def retrieve_data(self, lookup: dict):
        painting = self.get_queryset().filter(**lookup).first()
        if painting is None:
            raise Http404
        return PaintingSerializer(painting).data

    def _answer(self, painting: Painting, code: int = status.HTTP_200_OK) -> Response:
        return Response(PaintingSerializer(painting_list().get(pk=painting.pk)).data, status=code)

    def create(self, request, *args, **kwargs):
        data = PaintingInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        painting = services.painting_create(**data.validated_data)
        return self._answer(painting, status.HTTP_201_CREATED)

    def partial_update(self, request, *args, **kwargs):
        data = PaintingInputSerializer(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        painting = services.painting_update(painting_id=self.kwargs["pk"], **data.validated_data)
        return self._answer(painting)

    @extend_schema(
        summary="The media a painting can be in",
        responses={200: PaintingMediumSerializer(many=True)},
    )
    @action(detail=False, methods=["get"], pagination_class=None)
    def media(self, request):
        answer = Response([{"code": code, "name": name} for code, name in Painting.Medium.choices])
        answer["Cache-Control"] = "public, max-age=3600"
        return answer
