from django.urls import re_path

from certificates.views import (
    CertificateCheckView,
    OrderCertificatePdfView,
    OrderCertificateView,
    PaintingProvenanceView,
)

ID = r"(?P<{}>[0-9]{{1,18}})"

urlpatterns = [
    re_path(
        r"^certificates/(?P<code>[^/]{1,200})$",
        CertificateCheckView.as_view(),
        name="certificate-check",
    ),
    re_path(
        rf"^orders/{ID.format('order_id')}/certificate$",
        OrderCertificatePdfView.as_view(),
        name="order-certificate-pdf",
    ),
    re_path(
        rf"^orders/{ID.format('order_id')}/certificate/summary$",
        OrderCertificateView.as_view(),
        name="order-certificate",
    ),
    re_path(
        rf"^paintings/{ID.format('painting_id')}/provenance$",
        PaintingProvenanceView.as_view(),
        name="painting-provenance",
    ),
]
