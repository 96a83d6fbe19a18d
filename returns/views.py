"""Returns over HTTP: the customer's (an order's return, asking for one) and the staff's
(open returns, the parcel received, the refund)."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import generics, serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import IsAdminRole
from core.pagination import PAGINATION_PARAMS, OptionalLimitOffsetPagination
from core.schema import error_responses
from orders.selectors import own_order
from returns import services
from returns.models import Return
from returns.selectors import return_list_for_staff, return_of_order, return_view
from returns.serializers import (
    OrderReturnSerializer,
    ReturnInputSerializer,
    ReturnSerializer,
    StaffReturnSerializer,
)

STATUS_FILTERS = ["open", *Return.Status.values]


class OrderReturnView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        summary="Returning one of my orders",
        description="Whether it can be returned and until when (RETURN_DAYS after "
        "delivery), the orders of its parcel, and its return if one was asked for. 404 for "
        "anyone else's order.",
        responses={200: OrderReturnSerializer},
    )
    def get(self, request, pk: str):
        order = own_order(customer=request.user, order_id=int(pk))
        return Response(OrderReturnSerializer(return_view(order=order)).data)


class OrderReturnCreateView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        summary="Return orders of my parcel",
        description="`{orders: [ids of the parcel], reason?}`: e-mails the instructions and "
        "the model withdrawal form. 409 `return_period_ended` after the deadline, "
        "`already_returned`, `not_returnable` (not delivered); 404 for anyone else's order.",
        request=ReturnInputSerializer,
        responses={201: ReturnSerializer, **error_responses(409)},
    )
    def post(self, request, pk: str):
        data = ReturnInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        ret = services.return_request(
            customer=request.user,
            order_id=int(pk),
            order_ids=data.validated_data["orders"],
            reason=data.validated_data["reason"].strip(),
        )
        answer = ReturnSerializer(return_of_order(ret.items.first().order_id)).data
        return Response(answer, status=status.HTTP_201_CREATED)


@extend_schema(
    summary="Returns (admins)",
    parameters=[
        OpenApiParameter("status", OpenApiTypes.STR, enum=STATUS_FILTERS),
        OpenApiParameter("order", OpenApiTypes.INT, description="The return of this order"),
        *PAGINATION_PARAMS,
    ],
    responses={200: StaffReturnSerializer(many=True), **error_responses(403)},
)
class StaffReturnListView(generics.ListAPIView):
    serializer_class = StaffReturnSerializer
    permission_classes = [IsAdminRole]
    pagination_class = OptionalLimitOffsetPagination

    def get_queryset(self):
        params = self.request.query_params
        wanted = params.get("status", "")
        if wanted and wanted not in STATUS_FILTERS:
            raise serializers.ValidationError({"status": [f"One of: {', '.join(STATUS_FILTERS)}."]})
        order = params.get("order", "")
        if order and not (order.isdigit() and len(order) <= 18):
            raise serializers.ValidationError({"order": ["An order number."]})
        return return_list_for_staff(status=wanted, order_id=int(order) if order else None)


def _staff_answer(return_id: int) -> Response:
    return Response(StaffReturnSerializer(return_list_for_staff().get(pk=return_id)).data)


class StaffReturnReceivedView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="Mark a return's parcel received (admins)",
        request=None,
        responses={200: StaffReturnSerializer, **error_responses(403, 409)},
    )
    def post(self, request, pk: str):
        services.return_receive(admin=request.user, return_id=int(pk))
        return _staff_answer(int(pk))


class StaffReturnRefundView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="Refund a received return (admins)",
        description="Its orders' lines (and the shipping when nothing of the parcel is "
        "kept) go back through Stripe; each order is refunded, its goods back on sale, its "
        "credit note issued. 409 unless received, `refund_in_progress` while another runs.",
        request=None,
        responses={200: StaffReturnSerializer, **error_responses(403, 409, 503)},
    )
    def post(self, request, pk: str):
        services.return_refund(admin=request.user, return_id=int(pk))
        return _staff_answer(int(pk))
