"""What the certificates' calls answer (camelCase on the wire)."""

from rest_framework import serializers


class CertifiedPaintingSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    title = serializers.CharField()
    artist = serializers.CharField()
    medium = serializers.CharField()
    size = serializers.CharField()
    year = serializers.IntegerField(allow_null=True)
    imageUrl = serializers.CharField()


class CertificateCheckSerializer(serializers.Serializer):
    valid = serializers.BooleanField()
    text = serializers.CharField(
        help_text='"Certificate BC-2026-0007, issued on 30 November 2026 for the buyer of this '
        'painting", or "This certificate is not valid." (then nothing else).'
    )
    number = serializers.CharField(required=False)
    issuedOn = serializers.DateField(required=False)
    painting = CertifiedPaintingSerializer(required=False)


class OrderCertificateSerializer(serializers.Serializer):
    number = serializers.CharField()
    code = serializers.CharField(help_text="The public page is /certificates/<code>.")
    issuedOn = serializers.DateField()
    ready = serializers.BooleanField(help_text="Its PDF is rendered and can be downloaded.")
    valid = serializers.BooleanField(help_text="False once revoked (the order was refunded).")


class ProvenanceSerializer(serializers.Serializer):
    text = serializers.CharField(help_text='"Sold by Brush & Canvas in 2026, certificate ..."')
    number = serializers.CharField()
    year = serializers.IntegerField()
