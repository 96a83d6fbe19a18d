from django_countries import countries
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.parsers import MultiPartParser
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import IsAdminRole
from apicache.mixins import CachedListModelMixin, CachedRetrieveModelMixin
from core.errors import Forbidden
from core.pagination import (
    PAGINATION_PARAMS,
    CountedAheadPagination,
    OptionalLimitOffsetPagination,
)
from core.schema import error_responses
from core.throttling import ThrottledMessageMixin
from payments.services import order_cancel_for_customer, painting_order_place
from shop import services
from shop.query_params import (
    PRICE_PARAMS,
    SEARCH_PARAM,
    boolean_param,
    ordering_param,
    price_range_params,
    search_param,
)
from shop.selectors import (
    TOOL_ORDERINGS,
    TOOL_RESPONSES,
    delivery_address_last,
    order_list_for_user,
    tool_list,
)
from shop.serializers import (
    CountrySerializer,
    DeliveryAddressAnswerSerializer,
    ImageUploadedSerializer,
    ImageUploadSerializer,
    OrderInputSerializer,
    OrderSerializer,
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
        **price_range_params(params),
    }


@extend_schema_view(
    list=extend_schema(
        summary="List tools",
        description="A plain list, oldest first; with ?limit= a paginated envelope. "
        "Searched with q, narrowed by price and stock.",
        parameters=[
            *PAGINATION_PARAMS,
            SEARCH_PARAM,
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
        if "painting" in values:
            order = painting_order_place(
                customer=request.user,
                painting_id=values["painting"],
                address=values["deliveryAddress"],
            )
        else:
            order = services.order_place(
                customer=request.user,
                tool_id=values["tool"],
                quantity=values["toolsQuantity"],
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
        order = order_cancel_for_customer(customer=request.user, order_id=pk)
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
        return Response({"deliveryAddress": delivery_address_last(user=request.user)})


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
