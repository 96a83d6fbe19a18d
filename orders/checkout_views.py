"""The checkout's quote (POST /api/checkout/quote: the customer's unpaid orders as one
parcel to a country, by each method, with the taxes) and a painting's shipping estimate
(GET /api/shipping-estimate, for its page). Reads: nothing here changes an order."""

from django_countries import countries
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from core.schema import error_responses
from orders.checkout import quote as quoting
from orders.checkout_serializers import (
    EstimateInputSerializer,
    EstimateSerializer,
    QuoteInputSerializer,
    QuoteSerializer,
)
from orders.pricing import Line


def line_wire(line: Line) -> dict:
    """A priced line (pricing.Line, or a checkout's stored line) in the API's names."""
    return {"net": line.net, "tax": line.tax, "gross": line.gross, "rate": line.rate}


def _methods(offers: list[quoting.Offer]) -> list[dict]:
    return [
        {
            "id": offer.method.id,
            "name": offer.method.name,
            "zone": offer.method.zone,
            "deliveryDaysMin": offer.method.delivery_days_min,
            "deliveryDaysMax": offer.method.delivery_days_max,
            "signature": offer.method.signature,
            "price": offer.price.shipping.gross if offer.price else None,
        }
        for offer in offers
    ]


def quote_wire(quote: quoting.Quote) -> dict:
    price = quote.price
    lines = [
        {"_id": order.pk, "itemName": order.item_name, "quantity": order.quantity}
        | line_wire(price.lines[order.pk])
        for order in quote.orders
    ]
    return {
        "currency": quote.setup.currency,
        "pricesIncludeTax": quote.setup.prices_include_tax,
        "country": quote.country,
        "taxedIn": price.taxed_in,
        "lines": lines,
        "methods": _methods(quote.offers),
        "method": quote.method.id if quote.method else None,
        "shipping": line_wire(price.shipping),
        "taxes": [{"rate": t.rate, "net": t.net, "tax": t.tax} for t in price.taxes],
        "net": price.net,
        "tax": price.tax,
        "total": price.total,
    }


class CheckoutQuoteView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        summary="Price a checkout",
        description="Some of my unpaid orders, sent as one parcel to `country` by `method` "
        "(by default the cheapest that carries it): each order's line, the shipping, tax per "
        "rate and the total, and every method of the country's zone with its price. 400 "
        'unknown_country, not_shipped ("We don\'t ship to Peru yet."), unknown_method, '
        "not_carried, orders_count (1 to MAX_CHECKOUT_ORDERS); 404 for an order not mine; "
        "409 order_expired or not_payable naming the order (`fields`: `orders.<id>`).",
        request=QuoteInputSerializer,
        responses={200: QuoteSerializer, **error_responses(400, 404, 409)},
    )
    def post(self, request):
        data = QuoteInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        quote = quoting.checkout_quote(
            customer=request.user,
            order_ids=values["orders"],
            country=values["country"],
            method_id=values.get("method"),
        )
        answer = quote_wire(quote)
        return Response(QuoteSerializer(answer).data)


class ShippingEstimateView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        summary="What shipping a painting costs",
        description="Each method of the country's zone with what sending this painting alone "
        "would cost (null: the method does not carry it). 400 unknown_country or not_shipped; "
        "404 for an unknown painting.",
        parameters=[
            OpenApiParameter("painting", int, required=True),
            OpenApiParameter("country", str, required=True, description="ISO 3166-1 alpha-2."),
        ],
        responses={200: EstimateSerializer, **error_responses(400, 404)},
    )
    def get(self, request):
        data = EstimateInputSerializer(data=request.query_params)
        data.is_valid(raise_exception=True)
        estimate = quoting.painting_shipping_estimate(
            painting_id=data.validated_data["painting"], country=data.validated_data["country"]
        )
        answer = {
            "currency": estimate.setup.currency,
            "pricesIncludeTax": estimate.setup.prices_include_tax,
            "country": estimate.country,
            "countryName": str(countries.name(estimate.country)),
            "methods": _methods(estimate.offers),
        }
        return Response(EstimateSerializer(answer).data)
