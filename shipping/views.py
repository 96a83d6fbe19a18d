"""The admins' shipping tables (/api/manage/shipping): every zone with its countries,
methods and rates; a method's or a rate's change, a rate added or removed, a zone's
countries. The next checkout prices with them."""

from django.db.models import Prefetch
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.generics import get_object_or_404
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import IsAdminRole
from core.schema import error_responses
from shipping import services
from shipping.models import ParcelClass, ShippingMethod, ShippingRate, ShippingZone
from shipping.serializers import (
    MethodSerializer,
    RateSerializer,
    ShippingTablesSerializer,
    ZoneSerializer,
    ZoneUpdateSerializer,
)


def _patched(instance, serializer_class, data, save):
    """instance with the fields data changes (checked by serializer_class, partly), saved by
    save (which answers a rule's 409); answers its serialized form."""
    checked = serializer_class(instance, data=data, partial=True)
    checked.is_valid(raise_exception=True)
    for field, value in checked.validated_data.items():
        setattr(instance, field, value)
    return serializer_class(save(instance)).data


def _tables() -> dict:
    zones = ShippingZone.objects.prefetch_related(
        "countries",
        Prefetch(
            "methods",
            queryset=ShippingMethod.objects.order_by("position", "name").prefetch_related("rates"),
        ),
    )
    return {
        "zones": ZoneSerializer(zones, many=True).data,
        "parcelClasses": [{"value": v, "label": str(label)} for v, label in ParcelClass.choices],
    }


class ShippingTablesView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="The shipping tables",
        description="Every zone with its countries, its methods and their rates (admins).",
        responses={200: ShippingTablesSerializer, **error_responses(401, 403)},
    )
    def get(self, request):
        return Response(_tables())


class ZoneView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="Rename a zone or set its countries",
        request=ZoneUpdateSerializer,
        responses={200: ZoneSerializer, **error_responses(400, 401, 403, 404, 409)},
    )
    def patch(self, request, pk: int):
        zone = get_object_or_404(ShippingZone, pk=pk)
        data = ZoneUpdateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        services.zone_update(zone, name=values.get("name"), codes=values.get("countries"))
        return Response(ZoneSerializer(ShippingZone.objects.get(pk=pk)).data)


class MethodView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="Change a shipping method",
        request=MethodSerializer,
        responses={200: MethodSerializer, **error_responses(400, 401, 403, 404, 409)},
    )
    def patch(self, request, pk: int):
        method = get_object_or_404(ShippingMethod, pk=pk)
        return Response(_patched(method, MethodSerializer, request.data, services.method_save))


class MethodRatesView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="Add a rate to a shipping method",
        request=RateSerializer,
        responses={201: RateSerializer, **error_responses(400, 401, 403, 404, 409)},
    )
    def post(self, request, pk: int):
        method = get_object_or_404(ShippingMethod, pk=pk)
        data = RateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        rate = services.rate_save(ShippingRate(method=method, **data.validated_data))
        return Response(RateSerializer(rate).data, status=status.HTTP_201_CREATED)


class RateView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="Change a rate",
        request=RateSerializer,
        responses={200: RateSerializer, **error_responses(400, 401, 403, 404, 409)},
    )
    def patch(self, request, pk: int):
        rate = get_object_or_404(ShippingRate, pk=pk)
        return Response(_patched(rate, RateSerializer, request.data, services.rate_save))

    @extend_schema(
        summary="Remove a rate",
        responses={204: None, **error_responses(401, 403, 404)},
    )
    def delete(self, request, pk: int):
        get_object_or_404(ShippingRate, pk=pk).delete()
        return Response(status=status.HTTP_204_NO_CONTENT)
