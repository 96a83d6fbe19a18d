"""The paperwork's API: a document's PDF for its customer or an admin, and the month's
books for admins (JSON and CSV)."""

import re
from datetime import date

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import IsAdminRole
from core.schema import error_response, error_responses
from paperwork.books import month_books, month_csv
from paperwork.files import attachment, stored_pdf
from paperwork.selectors import document_for_user
from paperwork.serializers import BooksSerializer
from paperwork.services import document_file_lost

MONTH = re.compile(r"(?P<year>[0-9]{4})-(?P<month>0[1-9]|1[0-2])")
MONTH_PARAMETER = OpenApiParameter(
    "month", OpenApiTypes.STR, required=True, description="YYYY-MM, in the shop's time zone"
)


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
        return stored_pdf(
            document.pdf.name if document.rendered_at else "",
            filename=f"{document.number}.pdf",
            lost=lambda: document_file_lost(document_id=document.pk),
        )


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
        return attachment(
            month_csv(month_books(month)),
            content_type="text/csv; charset=utf-8",
            filename=f"invoices-{month:%Y-%m}.csv",
        )
