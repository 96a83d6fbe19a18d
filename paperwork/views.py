"""The paperwork's API: a document's PDF for its customer or an admin, and the month's
books for admins (JSON and CSV)."""

import re
from datetime import date

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import IsAdminRole
from core.errors import Conflict
from core.schema import error_response, error_responses
from paperwork.books import month_books, month_csv
from paperwork.models import documents_storage
from paperwork.selectors import document_for_user
from paperwork.serializers import BooksSerializer
from paperwork.services import document_file_lost

NOT_READY = "This document is being prepared. Try again in a minute."
MONTH = re.compile(r"(?P<year>[0-9]{4})-(?P<month>0[1-9]|1[0-2])")
MONTH_PARAMETER = OpenApiParameter(
    "month", OpenApiTypes.STR, required=True, description="YYYY-MM, in the shop's time zone"
)


def _attachment(body: bytes | str, *, content_type: str, filename: str) -> HttpResponse:
    response = HttpResponse(body, content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    response["Cache-Control"] = "private, no-store"
    return response


def _month(request) -> date:
    found = MONTH.fullmatch(request.query_params.get("month", ""))
    if not found or not 1970 <= int(found["year"]) <= 9998:
        raise serializers.ValidationError({"month": ["A month as YYYY-MM, e.g. 2026-11."]})
    return date(int(found["year"]), int(found["month"]), 1)


class DocumentPdfView(APIView):
    @extend_schema(
        summary="An invoice's or a credit note's PDF",
        description="Its customer's, or any for an admin (404 for anyone else, as for an "
        "unknown number). 409 document_not_ready while its PDF is being rendered.",
        responses={
            (200, "application/pdf"): OpenApiResponse(OpenApiTypes.BINARY),
            409: error_response("document_not_ready: rendered in a minute; try again"),
        },
    )
    def get(self, request, number: str):
        document = document_for_user(number=number, user=request.user)
        if document.rendered_at is None:
            raise Conflict(NOT_READY, code="document_not_ready")
        try:
            with documents_storage().open(document.pdf.name, "rb") as pdf:
                body = pdf.read()
        except FileNotFoundError:
            document_file_lost(document_id=document.pk)
            raise Conflict(NOT_READY, code="document_not_ready") from None
        return _attachment(body, content_type="application/pdf", filename=f"{document.number}.pdf")


class BooksView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="The month's invoices and credit notes (admins)",
        description="Issued in the month (shop time), oldest first; a credit note's amounts "
        "are negative, so the totals are the invoices minus the credit notes.",
        parameters=[MONTH_PARAMETER],
        responses={200: BooksSerializer, **error_responses(403)},
    )
    def get(self, request):
        return Response(BooksSerializer(month_books(_month(request))).data)


class BooksCsvView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="The month's books as CSV (admins)",
        description="number, date, kind, buyer country, currency, net, a `tax X%` column per "
        "rate of the month, tax, total; a credit note's amounts negative: each money column "
        "adds up to the invoices minus the credit notes.",
        parameters=[MONTH_PARAMETER],
        responses={(200, "text/csv"): OpenApiResponse(OpenApiTypes.STR), **error_responses(403)},
    )
    def get(self, request):
        month = _month(request)
        return _attachment(
            month_csv(month_books(month)),
            content_type="text/csv; charset=utf-8",
            filename=f"invoices-{month:%Y-%m}.csv",
        )
