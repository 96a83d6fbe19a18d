from rest_framework import serializers

from reviews.models import NAME_MAX_LENGTH, REVIEW_MAX_LENGTH, Review


class ReviewSerializer(serializers.ModelSerializer):
    _id = serializers.IntegerField(source="id", read_only=True)

    class Meta:
        model = Review
        fields = ["_id", "name", "review"]


def _text_messages(required: str, too_long: str) -> dict[str, str]:
    return {"required": required, "blank": required, "null": required, "max_length": too_long}


class ReviewInputSerializer(serializers.Serializer):
    name = serializers.CharField(
        max_length=NAME_MAX_LENGTH,
        error_messages=_text_messages(
            "name is required", f"The name can be at most {NAME_MAX_LENGTH} characters."
        ),
    )
    review = serializers.CharField(
        max_length=REVIEW_MAX_LENGTH,
        error_messages=_text_messages(
            "Review is required", f"The review can be at most {REVIEW_MAX_LENGTH:,} characters."
        ),
    )


class MyReviewSerializer(ReviewSerializer):
    hidden = serializers.BooleanField(source="is_hidden", read_only=True)

    class Meta(ReviewSerializer.Meta):
        fields = [*ReviewSerializer.Meta.fields, "hidden"]


class ModerationReviewSerializer(MyReviewSerializer):
    author = serializers.EmailField(
        source="author.email", default=None, allow_null=True, read_only=True
    )
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)

    class Meta(MyReviewSerializer.Meta):
        fields = [*MyReviewSerializer.Meta.fields, "author", "createdAt"]
