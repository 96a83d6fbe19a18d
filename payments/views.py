import json
import logging
from functools import lru_cache
from importlib import resources
from pathlib import Path

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from drf_spectacular.utils import extend_schema
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from config.errors import error_body
from config.schema import error_responses
from payments import services
from payments import stripe_gateway as gateway
from payments.serializers import (
    PaymentConfirmInputSerializer,
    PaymentStartInputSerializer,
    PaymentStartSerializer,
    PaymentStateSerializer,
)
from shop.serializers import OrderSerializer

logger = logging.getLogger(__name__)


def _state(payment, intent) -> dict:
    return {
        "status": intent.status,
        "clientSecret": intent.client_secret,
        "transactionId": intent.id if intent.status == "succeeded" else None,
        "error": payment.last_error or None,
    }


class PaymentStartView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        summary="Start paying an order",
        description="Creates (or reuses) the order's PaymentIntent for the amount the server "
        "computes, and a fresh SetupIntent for the card.",
        request=PaymentStartInputSerializer,
        responses={200: PaymentStartSerializer, **error_responses(404, 409, 503)},
    )
    def post(self, request):
        data = PaymentStartInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        payment, client_secret, setup_secret = services.payment_start(
            user=request.user, order_id=data.validated_data["order"]
        )
        return Response(
            {
                "clientSecret": client_secret,
                "setupSecret": setup_secret,
                "amount": payment.amount,
                "currency": payment.currency,
                "order": OrderSerializer(payment.order).data,
            }
        )


class PaymentConfirmView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        summary="Pay with a card",
        request=PaymentConfirmInputSerializer,
        responses={200: PaymentStateSerializer, **error_responses(402, 404, 409, 503)},
    )
    def post(self, request):
        data = PaymentConfirmInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        payment, intent = services.payment_confirm(
            user=request.user,
            order_id=data.validated_data["order"],
            payment_method=data.validated_data["paymentMethod"],
        )
        return Response(_state(payment, intent))


class PaymentRefreshView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        summary="Ask Stripe again about an order's payment",
        request=PaymentStartInputSerializer,
        responses={200: PaymentStateSerializer, **error_responses(404, 409, 503)},
    )
    def post(self, request):
        data = PaymentStartInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        payment, intent = services.payment_refresh(
            user=request.user, order_id=data.validated_data["order"]
        )
        return Response(_state(payment, intent))


@csrf_exempt
@require_POST  # other methods: a JSON 405 (config.middleware.ApiGuardMiddleware)
def stripe_webhook(request: HttpRequest) -> JsonResponse:
    """Stripe's events, verified on the raw body with the endpoint's signing secret."""
    try:
        outcome = services.webhook_receive(
            payload=request.body, signature=request.headers.get("Stripe-Signature", "")
        )
    except (ValueError, gateway.SignatureVerificationError):
        return JsonResponse(error_body("Invalid signature.", "invalid_signature"), status=400)
    except gateway.PaymentsUnavailable as exc:  # Stripe sends the event again later
        return JsonResponse(error_body(exc.message, exc.code), status=exc.status_code)
    return JsonResponse({"received": True, "outcome": outcome})


COMPAT = Path(__file__).resolve().parent / "localstripe_compat.js"


@lru_cache(maxsize=2)
def _local_stripe_js(api_base: str) -> str:
    source = resources.files("localstripe").joinpath("localstripe-v3.js").read_text()
    marker = "const src = document.currentScript.src;"
    if marker not in source:
        raise RuntimeError("localstripe's Stripe.js changed: update payments/views.py")
    source = source.replace(marker, f"const src = {json.dumps(api_base + '/js.stripe.com/v3/')};")
    compat = COMPAT.read_text() if COMPAT.exists() else ""
    # A function scope keeps its `class Element` from hiding the DOM's Element.
    return f"(function () {{\n{source}\n{compat}\n}})();\n"


def local_stripe_js(request: HttpRequest) -> HttpResponse:
    """localstripe's Stripe.js, made usable by @stripe/react-stripe-js (local runs only)."""
    if not settings.LOCALSTRIPE_URL:
        raise Http404
    response = HttpResponse(
        _local_stripe_js(settings.LOCALSTRIPE_URL), content_type="application/javascript"
    )
    response["Cache-Control"] = "no-cache"
    return response
