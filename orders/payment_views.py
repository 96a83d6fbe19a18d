"""Paying one order, the payment page's three calls (each served by a checkout of that
order alone: orders.checkout.one_order), and Stripe's webhook. Each calls orders.actions,
which asks payments to move the money and acts on what Stripe says."""

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from drf_spectacular.utils import extend_schema
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasVerifiedEmail
from core.errors import error_body, error_status
from core.schema import error_response, error_responses
from orders import actions
from orders.payment_serializers import (
    PaymentConfirmInputSerializer,
    PaymentStartInputSerializer,
    PaymentStartSerializer,
    PaymentStateSerializer,
)
from payments import services as payments

EMAIL_UNVERIFIED = {403: error_response("email_unverified: verify your e-mail address first")}


class PaymentStartView(APIView):
    permission_classes = [IsAuthenticated, HasVerifiedEmail]

    @extend_schema(
        summary="Start paying an order",
        description="A checkout of this order alone, to its delivery address by the cheapest "
        "shipping method, at the total the server quotes (shipping and taxes in it), with "
        "its PaymentIntent (reused while that checkout is open) and a fresh SetupIntent for "
        "the card. Needs a verified e-mail address (403 email_unverified). 400 as the "
        "checkout's quote (not_shipped, ...).",
        request=PaymentStartInputSerializer,
        responses={
            200: PaymentStartSerializer,
            **EMAIL_UNVERIFIED,
            **error_responses(400, 404, 409, 503),
        },
    )
    def post(self, request):
        data = PaymentStartInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        order, checkout, started = actions.order_checkout_start(
            customer=request.user, order_id=data.validated_data["order"]
        )
        answer = {
            "clientSecret": started.client_secret,
            "setupSecret": started.setup_secret,
            "amount": started.payment.amount,
            "currency": started.payment.currency,
            "order": order,
            "checkout": checkout.pk,
        }
        return Response(PaymentStartSerializer(answer).data)


class PaymentConfirmView(APIView):
    permission_classes = [IsAuthenticated, HasVerifiedEmail]

    @extend_schema(
        summary="Pay an order with a card",
        description="Pays the checkout that POST /api/create-payment-intent started for the "
        "order. Needs a verified e-mail address (403 email_unverified).",
        request=PaymentConfirmInputSerializer,
        responses={
            200: PaymentStateSerializer,
            **EMAIL_UNVERIFIED,
            **error_responses(402, 404, 409, 503),
        },
    )
    def post(self, request):
        data = PaymentConfirmInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        report = actions.order_checkout_pay(
            customer=request.user,
            order_id=data.validated_data["order"],
            payment_method=data.validated_data["paymentMethod"],
        )
        return Response(PaymentStateSerializer(report).data)


class PaymentRefreshView(APIView):
    permission_classes = [IsAuthenticated, HasVerifiedEmail]

    @extend_schema(
        summary="Ask Stripe again about an order's payment",
        description="Needs a verified e-mail address (403 email_unverified), as every payment "
        "call does: the answer holds the PaymentIntent's client secret.",
        request=PaymentStartInputSerializer,
        responses={
            200: PaymentStateSerializer,
            **EMAIL_UNVERIFIED,
            **error_responses(404, 409, 503),
        },
    )
    def post(self, request):
        data = PaymentStartInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        report = actions.order_checkout_check(
            customer=request.user, order_id=data.validated_data["order"]
        )
        return Response(PaymentStateSerializer(report).data)


@csrf_exempt
@require_POST  # other methods: a JSON 405 (core.middleware.ApiGuardMiddleware)
def stripe_webhook(request: HttpRequest) -> JsonResponse:
    """Stripe's events, verified on the raw body with the endpoint's signing secret."""
    try:
        outcome = actions.stripe_webhook_received(
            payload=request.body, signature=request.headers.get("Stripe-Signature", "")
        )
    except payments.InvalidSignature:
        return JsonResponse(error_body("Invalid signature.", "invalid_signature"), status=400)
    except payments.MalformedEvent:
        body = error_body("The webhook body is not a Stripe event.", "malformed_event")
        return JsonResponse(body, status=400)
    except payments.PaymentsUnavailable as exc:  # Stripe sends the event again later
        return JsonResponse(error_body(exc.message, exc.code), status=error_status(exc))
    return JsonResponse({"received": True, "outcome": str(outcome)})
