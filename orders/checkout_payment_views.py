"""Paying a checkout: start it at the total shown (POST /api/checkouts), read it, pay it
with a card, ask Stripe again after 3-D Secure; and, for admins, ship its parcel. Each calls
orders.actions."""

from drf_spectacular.utils import extend_schema
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasVerifiedEmail, IsAdminRole
from core.errors import error_body
from core.schema import error_response, error_responses
from orders import actions
from orders.checkout.pay import TotalChanged, own_checkout
from orders.checkout_serializers import (
    CheckoutPayInputSerializer,
    CheckoutSerializer,
    CheckoutStartInputSerializer,
    CheckoutStartSerializer,
)
from orders.checkout_views import quote_wire
from orders.payment_serializers import PaymentStateSerializer
from orders.payment_views import EMAIL_UNVERIFIED
from orders.staff_serializers import ShipInputSerializer

TOTAL_CHANGED = {
    409: error_response(
        "total_changed (with `quote`: the new quote, nothing charged), order_expired or "
        "not_payable naming the order (`fields`: `orders.<id>`), checkout_closed"
    )
}


def _total_changed(exc: TotalChanged) -> Response:
    body = error_body(exc.message, exc.code) | {"quote": quote_wire(exc.quote)}
    return Response(body, status=409)


class CheckoutStartView(APIView):
    permission_classes = [IsAuthenticated, HasVerifiedEmail]

    @extend_schema(
        summary="Start paying some of my unpaid orders at once",
        description="A checkout of `orders` to `address` by shipping `method`, at the `total` "
        "the quote showed: 409 total_changed with the new `quote` when it is not the total "
        "now (nothing made, nothing charged). Answers the checkout, its PaymentIntent's "
        "client secret and a SetupIntent's for the card. My other open checkouts of these "
        "orders are voided. 400 as the quote (not_shipped, unknown_method, ...); 404 for "
        "an order not mine; 403 email_unverified.",
        request=CheckoutStartInputSerializer,
        responses={
            201: CheckoutStartSerializer,
            **EMAIL_UNVERIFIED,
            **TOTAL_CHANGED,
            **error_responses(400, 404, 503),
        },
    )
    def post(self, request):
        data = CheckoutStartInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        try:
            checkout, started = actions.checkout_start(
                customer=request.user,
                order_ids=values["orders"],
                address=values["address"],
                method_id=values["method"],
                total=values["total"],
                certificate_name=values["certificateName"],
            )
        except TotalChanged as exc:
            return _total_changed(exc)
        answer = {
            "checkout": checkout,
            "clientSecret": started.client_secret,
            "setupSecret": started.setup_secret,
            "amount": started.payment.amount,
            "currency": started.payment.currency,
        }
        return Response(CheckoutStartSerializer(answer).data, status=201)


class CheckoutView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        summary="One of my checkouts",
        responses={200: CheckoutSerializer, **error_responses(404)},
    )
    def get(self, request, pk: int):
        checkout = own_checkout(customer=request.user, checkout_id=pk)
        return Response(CheckoutSerializer(checkout).data)


class CheckoutPayView(APIView):
    permission_classes = [IsAuthenticated, HasVerifiedEmail]

    @extend_schema(
        summary="Pay a checkout with a card",
        description="Charges the checkout's total if its orders are all still held and the "
        "quote is what it was; otherwise the checkout is voided and nothing is charged.",
        request=CheckoutPayInputSerializer,
        responses={
            200: PaymentStateSerializer,
            **EMAIL_UNVERIFIED,
            **TOTAL_CHANGED,
            **error_responses(400, 402, 404, 503),
        },
    )
    def post(self, request, pk: int):
        data = CheckoutPayInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            report = actions.checkout_pay(
                customer=request.user,
                checkout_id=pk,
                payment_method=data.validated_data["paymentMethod"],
            )
        except TotalChanged as exc:
            return _total_changed(exc)
        return Response(PaymentStateSerializer(report).data)


class CheckoutRefreshView(APIView):
    permission_classes = [IsAuthenticated, HasVerifiedEmail]

    @extend_schema(
        summary="Ask Stripe again about a checkout's payment",
        request=None,
        responses={
            200: PaymentStateSerializer,
            **EMAIL_UNVERIFIED,
            **error_responses(404, 409, 503),
        },
    )
    def post(self, request, pk: int):
        report = actions.checkout_pay_check(customer=request.user, checkout_id=pk)
        return Response(PaymentStateSerializer(report).data)


class CheckoutShipView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="Ship a checkout's parcel (admins)",
        description="Every paid order of the checkout ships with this one tracking number, "
        "or none does (409: a refund under way, nothing paid).",
        request=ShipInputSerializer,
        responses={200: CheckoutSerializer, **error_responses(400, 403, 404, 409)},
    )
    def post(self, request, pk: int):
        data = ShipInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        checkout = actions.checkout_ship(admin=request.user, checkout_id=pk, **data.validated_data)
        return Response(CheckoutSerializer(checkout).data)
