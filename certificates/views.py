"""The certificates' calls: the public check of a code (rate-limited by address), an
order's certificate (its PDF and what it is) for its customer or an admin, and a painting's
provenance. Thin: the selectors read, the wire is written here."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from certificates import selectors
from certificates.models import Certificate
from certificates.serializers import (
    CertificateCheckSerializer,
    OrderCertificateSerializer,
    ProvenanceSerializer,
)
from certificates.services import certificate_file_lost, certificate_is_valid
from certificates.wording import NOT_VALID, provenance_text, valid_text
from core.schema import error_responses
from core.throttling import ThrottledMessageMixin
from paperwork.files import stored_pdf


def check_wire(certificate: Certificate | None) -> dict:
    """The public page's answer: the same few words whatever makes a certificate not valid."""
    if certificate is None:
        return {"valid": False, "text": NOT_VALID}
    content = certificate.content
    return {
        "valid": True,
        "number": content["number"],
        "issuedOn": content["issuedOn"],
        "text": valid_text(content),
        "painting": {
            "id": certificate.painting_id,
            "title": content["title"],
            "artist": content["artist"],
            "medium": content["medium"],
            "size": content["size"],
            "year": content["year"],
            "imageUrl": content["image"],
        },
    }


class CertificateCheckView(ThrottledMessageMixin, APIView):
    permission_classes = [AllowAny]
    authentication_classes = []  # counted by address, signed in or not; answers no one's data
    throttle_scopes = {"get": "certificate_check"}

    @extend_schema(
        summary="Check a certificate of authenticity (public)",
        description="200 with `valid: true`, the number, the date, the text and the painting "
        "as certified; for an unknown code, a revoked certificate or one whose content no "
        'longer matches its signature: 200 `{"valid": false, "text": "This certificate is '
        'not valid."}` and nothing else. No buyer name, ever. 429 past CERTIFICATE_CHECK_RATE '
        "per address.",
        responses={200: CertificateCheckSerializer, **error_responses(429)},
    )
    def get(self, request, code: str):
        certificate = selectors.certificate_valid_by_code(code)
        answer = Response(CertificateCheckSerializer(check_wire(certificate)).data)
        answer["Cache-Control"] = "no-store"  # a revocation shows at once
        return answer


def _order_certificate(request, order_id: str) -> Certificate:
    return selectors.certificate_of_order(order_id=int(order_id), user=request.user)


class OrderCertificatePdfView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        summary="Download an order's certificate of authenticity (PDF)",
        description="For the order's customer or an admin; 404 for anyone else and when the "
        "order has none; 409 document_not_ready while its PDF is being made.",
        responses={
            (200, "application/pdf"): OpenApiResponse(OpenApiTypes.BINARY),
            **error_responses(404, 409),
        },
    )
    def get(self, request, order_id: str):
        certificate = _order_certificate(request, order_id)
        return stored_pdf(
            certificate.pdf.name if certificate.rendered_at else "",
            filename=f"{certificate.number}.pdf",
            lost=lambda: certificate_file_lost(certificate_id=certificate.pk),
        )


class OrderCertificateView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        summary="An order's certificate of authenticity",
        description="Its number, public code, date, whether its PDF is ready and whether it is "
        "still valid. For the order's customer or an admin; 404 otherwise and when none.",
        responses={200: OrderCertificateSerializer, **error_responses(404)},
    )
    def get(self, request, order_id: str):
        certificate = _order_certificate(request, order_id)
        answer = {
            "number": certificate.number,
            "code": certificate.code,
            "issuedOn": certificate.content["issuedOn"],
            "ready": certificate.rendered_at is not None,
            "valid": certificate_is_valid(certificate),
        }
        return Response(OrderCertificateSerializer(answer).data)


class PaintingProvenanceView(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []  # the same answer for everyone

    @extend_schema(
        summary="A painting's provenance (public)",
        description='Its valid certificates, oldest first: [{"text": "Sold by Brush & Canvas '
        'in 2026, certificate BC-2026-0007", "number", "year"}]; [] when none.',
        responses={200: ProvenanceSerializer(many=True)},
    )
    def get(self, request, painting_id: str):
        certificates = selectors.painting_provenance(int(painting_id))
        answer = [
            {
                "text": provenance_text(c.content),
                "number": c.number,
                "year": int(c.content["issuedOn"][:4]),
            }
            for c in certificates
        ]
        return Response(ProvenanceSerializer(answer, many=True).data)
