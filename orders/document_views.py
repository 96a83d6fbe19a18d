"""An order's paperwork (GET /api/orders/{id}/documents): its checkout's invoice and the
credit notes of its refunds, for the order's customer or an admin."""

from drf_spectacular.utils import extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import NotFound
from orders.models import Order
from paperwork.selectors import document_list_for_order
from paperwork.serializers import DocumentSummarySerializer


class OrderDocumentsView(APIView):
    @extend_schema(
        summary="An order's invoice and credit notes",
        description="Oldest first. `ready`: its PDF can be downloaded from "
        "/api/documents/{number}/pdf. The order's customer's, or any for an admin (404 for "
        "anyone else).",
        responses={200: DocumentSummarySerializer(many=True)},
    )
    def get(self, request, pk: str):
        orders = Order.objects.all() if request.user.is_admin else request.user.orders.all()
        order = orders.filter(pk=pk).values("pk", "checkout_id").first()
        if order is None:
            raise NotFound()
        documents = document_list_for_order(order_id=order["pk"], checkout_id=order["checkout_id"])
        return Response(DocumentSummarySerializer(documents, many=True).data)
