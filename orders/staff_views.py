"""The admins' side of orders (the React dashboard's Orders): every order, its fulfilment,
refunds, and the owner's overview."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import mixins, serializers, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import IsAdminRole
from core.pagination import OptionalLimitOffsetPagination
from core.schema import error_responses
from orders import actions
from orders.models import Order
from orders.selectors import order_for_staff, order_list_for_staff, shop_overview
from orders.staff_serializers import (
    OverviewSerializer,
    PartRefundInputSerializer,
    ShipInputSerializer,
    StaffOrderDetailSerializer,
    StaffOrderSerializer,
)


class StaffOrderPagination(OptionalLimitOffsetPagination):
    """Always a page (20 unless ?limit= says otherwise)."""

    def get_limit(self, request):
        return super().get_limit(request) or 20

    def get_paginated_response_schema(self, schema):
        return super(OptionalLimitOffsetPagination, self).get_paginated_response_schema(schema)


@extend_schema_view(
    list=extend_schema(
        summary="Every order (admins)",
        parameters=[
            OpenApiParameter("status", OpenApiTypes.STR, enum=Order.Status.values),
            OpenApiParameter(
                "search", OpenApiTypes.STR, description="Customer e-mail or order number"
            ),
            OpenApiParameter(
                "return", OpenApiTypes.STR, enum=["open"], description="In an open return"
            ),
        ],
        responses={200: StaffOrderSerializer(many=True), **error_responses(403)},
    ),
    retrieve=extend_schema(
        summary="One order (admins)",
        responses={200: StaffOrderDetailSerializer, **error_responses(403)},
    ),
)
class StaffOrderViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    serializer_class = StaffOrderSerializer
    permission_classes = [IsAdminRole]
    pagination_class = StaffOrderPagination
    lookup_value_regex = r"[0-9]{1,18}"

    def get_queryset(self):
        status = self.request.query_params.get("status", "")
        if status and status not in Order.Status.values:
            raise serializers.ValidationError(
                {"status": [f"One of: {', '.join(Order.Status.values)}."]}
            )
        returning = self.request.query_params.get("return", "")
        if returning not in {"", "open"}:
            raise serializers.ValidationError({"return": ["Only: open."]})
        search = self.request.query_params.get("search", "")[:200]
        return order_list_for_staff(status=status, search=search, open_return=bool(returning))

    def get_serializer_class(self):
        return StaffOrderDetailSerializer if self.action == "retrieve" else StaffOrderSerializer

    def _answer(self, order: Order) -> Response:
        return Response(StaffOrderDetailSerializer(order_for_staff(order_id=order.pk)).data)

    @extend_schema(
        summary="Mark an order shipped (admins)",
        request=ShipInputSerializer,
        responses={200: StaffOrderDetailSerializer, **error_responses(403, 404, 409)},
    )
    @action(detail=True, methods=["post"])
    def ship(self, request, pk=None):
        data = ShipInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        order = actions.order_ship(admin=request.user, order_id=pk, **data.validated_data)
        return self._answer(order)

    @extend_schema(
        summary="Mark an order delivered (admins)",
        request=None,
        responses={200: StaffOrderDetailSerializer, **error_responses(403, 404, 409)},
    )
    @action(detail=True, methods=["post"])
    def deliver(self, request, pk=None):
        return self._answer(actions.order_deliver(admin=request.user, order_id=pk))

    @extend_schema(
        summary="Refund a paid order in full (admins)",
        description="Through Stripe's Refund API; the stock returns. 409 once shipped.",
        request=None,
        responses={200: StaffOrderDetailSerializer, **error_responses(403, 404, 409, 503)},
    )
    @action(detail=True, methods=["post"])
    def refund(self, request, pk=None):
        return self._answer(actions.order_refund(admin=request.user, order_id=pk))

    @extend_schema(
        summary="Give back part of a paid order's money, or its parcel's shipping (admins)",
        description="Through Stripe's Refund API, with a reason the customer is told and a "
        "credit note. The order stays as it is. 400 when the amount is more than what is "
        "left of its line (partRefundable); 409 when nothing of it can go back.",
        request=PartRefundInputSerializer,
        responses={200: StaffOrderDetailSerializer, **error_responses(400, 403, 404, 409, 503)},
    )
    @action(detail=True, methods=["post"], url_path="refund-part")
    def refund_part(self, request, pk=None):
        data = PartRefundInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        order = actions.order_refund_part(
            admin=request.user,
            order_id=pk,
            shipping=data.validated_data["part"] == "shipping",
            amount=data.validated_data.get("amount"),
            reason=data.validated_data["reason"],
        )
        return self._answer(order)


class OverviewView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="The owner's overview (admins)",
        description="Orders and revenue per day over the last 30 days, orders waiting to "
        "ship and tools low in stock.",
        responses={200: OverviewSerializer, **error_responses(403)},
    )
    def get(self, request):
        return Response(OverviewSerializer(shop_overview()).data)
