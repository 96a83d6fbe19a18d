"""Reads of the paperwork: a document for the one who may see it, an order's documents."""

from django.db.models import Q, QuerySet

from core.errors import NotFound
from paperwork.models import Document


def document_for_user(*, number: str, user) -> Document:
    """The document numbered so, if it is the user's own or the user is an admin. Anyone
    else gets the same NotFound as for a number that does not exist."""
    document = Document.objects.filter(number=number).first()
    if document is None or not (user.is_admin or document.customer_id == user.pk):
        raise NotFound()
    return document


def document_list_for_order(*, order_id: int, checkout_id: int | None) -> list[Document]:
    """An order's paperwork, oldest first: its checkout's invoice (when the order is one of
    its lines), the credit notes of its refunds, and those of its parcel's shipping."""
    found: QuerySet[Document] = Document.objects.filter(
        Q(kind=Document.Kind.CREDIT_NOTE, order_id=order_id)
        | Q(kind=Document.Kind.CREDIT_NOTE, checkout_id=checkout_id or 0, order_id__isnull=True)
        | Q(kind=Document.Kind.INVOICE, checkout_id=checkout_id or 0)
    ).select_related("refers_to")
    return [
        document
        for document in found.order_by("issued_at", "id")
        if document.kind == Document.Kind.CREDIT_NOTE
        or any(line.get("order") == order_id for line in document.content.get("lines", []))
    ]


def credit_notes_of_parts(part_ids: list[int]) -> dict[int, str]:
    """The credit notes' numbers of parts of money given back, by the part's key."""
    found = Document.objects.filter(kind=Document.Kind.CREDIT_NOTE, part_id__in=part_ids)
    return dict(found.values_list("part_id", "number"))


def invoice_for_checkout(*, checkout_id: int) -> Document | None:
    return Document.objects.filter(kind=Document.Kind.INVOICE, checkout_id=checkout_id).first()
