from django.db.models import QuerySet

from reviews.models import Review


def review_list_public() -> QuerySet[Review]:
    """Reviews everyone may read, newest first."""
    return Review.objects.order_by("-id")
