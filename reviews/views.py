from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.response import Response

from accounts.permissions import IsAdminRole
from apicache.mixins import CachedListModelMixin
from core.pagination import PAGINATION_PARAMS, OptionalLimitOffsetPagination
from core.schema import error_responses
from core.throttling import ThrottledMessageMixin
from reviews import services
from reviews.selectors import (
    REVIEW_RESPONSES,
    review_list_by_author,
    review_list_for_moderation,
    review_list_public,
)
from reviews.serializers import (
    ModerationReviewSerializer,
    MyReviewSerializer,
    ReviewInputSerializer,
    ReviewSerializer,
)


@extend_schema_view(
    list=extend_schema(
        summary="List reviews",
        description="Visible reviews, newest first; a plain list, or an envelope with ?limit=.",
        parameters=PAGINATION_PARAMS,
    ),
    create=extend_schema(
        summary="Post a review",
        request=ReviewInputSerializer,
        responses={201: ReviewSerializer, **error_responses(429)},
    ),
    destroy=extend_schema(summary="Delete one of my reviews"),
)
class ReviewViewSet(
    ThrottledMessageMixin,
    CachedListModelMixin,
    mixins.CreateModelMixin,
    mixins.DestroyModelMixin,
    viewsets.GenericViewSet,
):
    serializer_class = ReviewSerializer
    cache_resource = REVIEW_RESPONSES
    pagination_class = OptionalLimitOffsetPagination
    throttle_scopes = {"create": "review_post"}  # posting only; reading is not limited
    throttle_message = "You are posting reviews too fast. Please try again in {seconds} seconds."
    lookup_value_regex = r"[0-9]{1,18}"

    def get_permissions(self):
        if self.action == "list":
            return [AllowAny()]
        if self.action in {"moderation", "hide", "unhide"}:
            return [IsAdminRole()]
        return [IsAuthenticated()]

    def get_queryset(self):
        return review_list_public()

    def create(self, request, *args, **kwargs):
        data = ReviewInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        review = services.review_create(author=request.user, **data.validated_data)
        return Response(ReviewSerializer(review).data, status=status.HTTP_201_CREATED)

    def destroy(self, request, *args, **kwargs):
        services.review_delete(author=request.user, review_id=kwargs["pk"])
        return Response(status=status.HTTP_204_NO_CONTENT)

    @extend_schema(summary="My reviews", responses={200: MyReviewSerializer(many=True)})
    @action(detail=False, pagination_class=None)
    def mine(self, request):
        return Response(
            MyReviewSerializer(review_list_by_author(user=request.user), many=True).data
        )

    @extend_schema(
        summary="All reviews, hidden ones too (admins)",
        parameters=PAGINATION_PARAMS,
        responses={200: ModerationReviewSerializer(many=True), **error_responses(403)},
    )
    @action(detail=False)
    def moderation(self, request):
        queryset = review_list_for_moderation()
        page = self.paginate_queryset(queryset)
        if page is not None:
            return self.get_paginated_response(ModerationReviewSerializer(page, many=True).data)
        return Response(ModerationReviewSerializer(queryset, many=True).data)

    @extend_schema(
        summary="Hide a review (admins)",
        request=None,
        responses={200: ModerationReviewSerializer, **error_responses(403)},
    )
    @action(detail=True, methods=["post"])
    def hide(self, request, pk=None):
        review = services.review_set_hidden(review_id=pk, hidden=True)
        return Response(ModerationReviewSerializer(review).data)

    @extend_schema(
        summary="Show a hidden review (admins)",
        request=None,
        responses={200: ModerationReviewSerializer, **error_responses(403)},
    )
    @action(detail=True, methods=["post"])
    def unhide(self, request, pk=None):
        review = services.review_set_hidden(review_id=pk, hidden=False)
        return Response(ModerationReviewSerializer(review).data)
