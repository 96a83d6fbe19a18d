"""The customer's orders: placing, listing, cancelling, and where they go."""

from django_countries import countries
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import Forbidden
from core.pagination import PAGINATION_PARAMS, OptionalLimitOffsetPagination
from core.schema import error_responses
from core.throttling import ThrottledMessageMixin
from orders import actions
from orders.selectors import delivery_address_last, order_list_for_user
from orders.serializers import (
    CountrySerializer,
    DeliveryAddressAnswerSerializer,
    OrderInputSerializer,
    OrderSerializer,
)


@extend_schema_view(
    list=extend_schema(
        summary="My orders",
        description="The signed-in customer's own orders, newest first.",
        parameters=[
            *PAGINATION_PARAMS,
            OpenApiParameter("customer", OpenApiTypes.EMAIL, description="Must be your own."),
        ],
        responses={200: OrderSerializer(many=True), **error_responses(403)},
    ),
    retrieve=extend_schema(summary="One of my orders"),
    create=extend_schema(
        summary="Order a tool or a painting",
        description="The customer comes from the token and the price from the shop. A "
        "painting is one of a kind: 409 painting_reserved while another customer's unpaid "
        "order holds it, 409 painting_sold once it is sold.",
        request=OrderInputSerializer,
        responses={201: OrderSerializer, **error_responses(409, 429)},
    ),
)
class OrderViewSet(
    ThrottledMessageMixin,
    mixins.ListModelMixin,
    mixins.RetrieveModelMixin,
    mixins.CreateModelMixin,
    viewsets.GenericViewSet,
):
    serializer_class = OrderSerializer
    permission_classes = [IsAuthenticated]
    pagination_class = OptionalLimitOffsetPagination
    throttle_scopes = {"create": "order_create"}
    throttle_message = "You are placing orders too fast. Please try again in {seconds} seconds."
    lookup_value_regex = r"[0-9]{1,18}"

    def get_queryset(self):
        return order_list_for_user(user=self.request.user)

    def list(self, request, *args, **kwargs):
        customer = request.query_params.get("customer")
        if customer is not None and customer.strip().lower() != request.user.email:
            raise Forbidden("You can only see your own orders.", code="permission_denied")
        return super().list(request, *args, **kwargs)

    def create(self, request, *args, **kwargs):
        data = OrderInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        order = actions.order_place(
            customer=request.user,
            tool_id=values.get("tool"),
            painting_id=values.get("painting"),
            quantity=values.get("toolsQuantity", 1),
            address=values["deliveryAddress"],
        )
        return Response(OrderSerializer(order).data, status=status.HTTP_201_CREATED)

    @extend_schema(
        summary="Cancel an unpaid order",
        description="Its PaymentIntent is cancelled at Stripe first; when Stripe says the "
        "money came already, the order is paid and the answer is 409 already_paid.",
        request=None,
        responses={200: OrderSerializer, **error_responses(409, 503)},
    )
    @action(detail=True, methods=["post"])
    def cancel(self, request, pk=None):
        order = actions.order_cancel(customer=request.user, order_id=pk)
        return Response(OrderSerializer(self.get_queryset().get(pk=order.pk)).data)


class DeliveryAddressView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        summary="My delivery address, to prefill an order",
        description="My saved default address (My Profile) if there is one, else the "
        "address of my newest order; null for none.",
        responses={200: DeliveryAddressAnswerSerializer},
    )
    def get(self, request):
        answer = {"deliveryAddress": delivery_address_last(user=request.user)}
        return Response(DeliveryAddressAnswerSerializer(answer).data)


class CountryListView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        summary="Countries an order can go to (ISO 3166-1)",
        responses={200: CountrySerializer(many=True)},
    )
    def get(self, request):
        answer = Response([{"code": code, "name": str(name)} for code, name in countries])
        answer["Cache-Control"] = "public, max-age=86400"
        return answer
