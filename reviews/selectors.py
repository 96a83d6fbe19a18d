from django.db.models import QuerySet

from reviews.models import Review

# The apicache resource whose version every change of the public reviews bumps.
REVIEW_RESPONSES = "reviews"


def review_list_public() -> QuerySet[Review]:
    """Reviews everyone may read (not hidden), newest first."""
    return Review.objects.filter(is_hidden=False).order_by("-id")


def review_list_by_author(*, user) -> QuerySet[Review]:
    return Review.objects.filter(author=user).order_by("-id")


def review_list_for_moderation() -> QuerySet[Review]:
    return Review.objects.select_related("author").order_by("-id")
