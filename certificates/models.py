"""A certificate of authenticity: issued when a painting's order ships, numbered in its own
gapless series per year (BC-2026-0007), its content (a snapshot of the painting, the date
and, if they agreed, the buyer's name) signed by the shop with Ed25519. It knows its order
and customer by their keys only: orders calls certificates, never the other way."""

from django.db import models

from paperwork.models import documents_storage
from shop.models import Painting


class Certificate(models.Model):
    year = models.PositiveSmallIntegerField()
    sequence = models.PositiveIntegerField()
    number = models.CharField(max_length=32, unique=True)
    code = models.CharField(
        max_length=64, unique=True, help_text="Unguessable: the public page's address."
    )
    # A painting with a certificate stays in the shop: its provenance.
    painting = models.ForeignKey(Painting, on_delete=models.PROTECT, related_name="certificates")
    order_id = models.BigIntegerField(unique=True, help_text="One certificate per order.")
    customer_id = models.BigIntegerField(db_index=True)
    issued_at = models.DateTimeField()
    content = models.JSONField(
        help_text="Number, title, artist, medium, size, year, image, issued date, buyer's name."
    )
    signature = models.CharField(max_length=128, help_text="Ed25519 over {code, content}, base64.")
    revoked_at = models.DateTimeField(null=True, blank=True)
    revoked_reason = models.CharField(max_length=200, blank=True)
    pdf = models.FileField(storage=documents_storage, max_length=200, blank=True)
    rendered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-issued_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["year", "sequence"], name="certificate_number_once"),
        ]

    def __str__(self) -> str:
        return self.number
