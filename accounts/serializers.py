from rest_framework import serializers

from accounts.models import User


class SignInInputSerializer(serializers.Serializer):
    email = serializers.EmailField(required=False, max_length=254)
    name = serializers.CharField(
        required=False, allow_blank=True, max_length=150, trim_whitespace=True
    )
    timeZone = serializers.CharField(
        required=False,
        allow_blank=True,
        help_text="The browser's IANA time zone (Europe/Paris), for the times in e-mails; "
        "an unknown one is ignored.",
    )


class TokenSerializer(serializers.Serializer):
    token = serializers.CharField()


class AdminStatusSerializer(serializers.Serializer):
    admin = serializers.BooleanField()


class ModifiedCountSerializer(serializers.Serializer):
    modifiedCount = serializers.IntegerField()


class UserSerializer(serializers.ModelSerializer):
    _id = serializers.IntegerField(source="id", read_only=True)

    class Meta:
        model = User
        fields = ["_id", "email", "name", "role"]
