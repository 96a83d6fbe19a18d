"""The paperwork on the wire (camelCase): an order's documents and the month's books."""

from rest_framework import serializers

from paperwork.models import Document

MONEY = {"max_digits": 14, "decimal_places": 2}


class DocumentSummarySerializer(serializers.Serializer):
    """One document of an order, without its content: what the order page lists."""

    number = serializers.CharField()
    kind = serializers.ChoiceField(choices=Document.Kind.choices)
    issuedAt = serializers.DateTimeField(source="issued_at")
    total = serializers.DecimalField(source="content.total", **MONEY)
    currency = serializers.CharField(source="content.currency", help_text="Lower case ISO code.")
    ready = serializers.SerializerMethodField(help_text="Its PDF can be downloaded.")
    refersTo = serializers.CharField(
        source="refers_to.number", allow_null=True, help_text="A credit note's invoice number."
    )

    def get_ready(self, document: Document) -> bool:
        return document.rendered_at is not None


class RateTaxSerializer(serializers.Serializer):
    rate = serializers.DecimalField(max_digits=5, decimal_places=2)
    net = serializers.DecimalField(**MONEY)
    tax = serializers.DecimalField(**MONEY)


class BooksRowSerializer(serializers.Serializer):
    number = serializers.CharField()
    kind = serializers.ChoiceField(choices=Document.Kind.choices)
    issuedAt = serializers.DateTimeField()
    buyerCountry = serializers.CharField(help_text="ISO 3166-1 alpha-2, from the buyer's address.")
    currency = serializers.CharField()
    net = serializers.DecimalField(**MONEY, help_text="Negative for a credit note.")
    taxes = RateTaxSerializer(many=True)
    tax = serializers.DecimalField(**MONEY)
    total = serializers.DecimalField(**MONEY)
    refersTo = serializers.CharField(allow_null=True)


class BooksTotalsSerializer(serializers.Serializer):
    net = serializers.DecimalField(**MONEY)
    tax = serializers.DecimalField(**MONEY)
    total = serializers.DecimalField(**MONEY)


class BooksSerializer(serializers.Serializer):
    month = serializers.CharField(help_text="YYYY-MM")
    documents = BooksRowSerializer(many=True)
    totals = BooksTotalsSerializer(help_text="Invoices minus credit notes.")
