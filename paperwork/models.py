"""The shop's paperwork: invoices and credit notes, each numbered in a gapless series per
year (INV-2026-000123, CN-2026-000007), with its content fixed when it is issued. What the
content says comes from orders (a snapshot): paperwork knows orders only by their keys."""

from django.core.files.storage import storages
from django.db import models


def documents_storage():
    """The private storage of the documents' PDFs (never the public media storage)."""
    return storages["documents"]


class Series(models.Model):
    """The last number given in a kind's series for a year. Its row is locked while a number
    is taken, in the transaction that records the document: a number is used once, and a
    transaction that fails gives its number back with everything else (no gap)."""

    kind = models.CharField(max_length=16)
    year = models.PositiveSmallIntegerField()
    last_number = models.PositiveIntegerField(default=0)

    class Meta:
        verbose_name_plural = "series"
        constraints = [
            models.UniqueConstraint(fields=["kind", "year"], name="series_once_per_kind_year")
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.year}: {self.last_number}"


class Document(models.Model):
    """An invoice (a paid checkout) or a credit note (a refund, referring to its invoice).
    Never changed once issued: its content is what the law asks to keep."""

    class Kind(models.TextChoices):
        INVOICE = "invoice", "Invoice"
        CREDIT_NOTE = "credit_note", "Credit note"

    kind = models.CharField(max_length=16, choices=Kind.choices)
    year = models.PositiveSmallIntegerField()
    sequence = models.PositiveIntegerField()
    number = models.CharField(max_length=32, unique=True)
    issued_at = models.DateTimeField()
    # What it is about, by key (orders.Checkout; the refunded order of a credit note).
    checkout_id = models.BigIntegerField(db_index=True)
    order_id = models.BigIntegerField(null=True, blank=True)
    # A credit note for part of the money (orders.PartRefund), not a whole order's refund.
    part_id = models.BigIntegerField(null=True, blank=True)
    refers_to = models.ForeignKey(
        "self", on_delete=models.PROTECT, null=True, blank=True, related_name="credit_notes"
    )
    customer_id = models.BigIntegerField(db_index=True)
    content = models.JSONField(help_text="Seller, buyer, lines, shipping, tax per rate, totals.")
    # Its PDF, drawn from the content by a job after the commit (paperwork.tasks).
    pdf = models.FileField(storage=documents_storage, max_length=200, blank=True)
    rendered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-issued_at", "-id"]
        # The month's books (paperwork.selectors) and the sweep of PDFs not rendered yet.
        indexes = [
            models.Index(fields=["issued_at"], name="document_issued_at"),
            models.Index(
                fields=["id"],
                condition=models.Q(rendered_at__isnull=True),
                name="document_not_rendered",
            ),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["kind", "year", "sequence"], name="document_number_once"
            ),
            # One invoice per checkout; one credit note per refunded order, and per part.
            models.UniqueConstraint(
                fields=["checkout_id"],
                condition=models.Q(kind="invoice"),
                name="document_one_invoice_per_checkout",
            ),
            models.UniqueConstraint(
                fields=["checkout_id", "order_id"],
                condition=models.Q(kind="credit_note", part_id__isnull=True),
                name="document_one_credit_note_per_refund",
            ),
            models.UniqueConstraint(
                fields=["part_id"],
                condition=models.Q(kind="credit_note", part_id__isnull=False),
                name="document_one_credit_note_per_part",
            ),
        ]

    def __str__(self) -> str:
        return self.number
