from rest_framework import status

from accounts.models import User
from config.errors import ApplicationError
from reviews.models import Review


def review_create(*, author: User, name: str, review: str) -> Review:
    return Review.objects.create(author=author, name=name, review=review)


def review_delete(*, author: User, review_id: int) -> None:
    deleted, _ = Review.objects.filter(pk=review_id, author=author).delete()
    if not deleted:
        raise ApplicationError(
            "Not found.", code="not_found", status_code=status.HTTP_404_NOT_FOUND
        )


def review_set_hidden(*, review_id: int, hidden: bool) -> Review:
    review = Review.objects.select_related("author").filter(pk=review_id).first()
    if review is None:
        raise ApplicationError(
            "Not found.", code="not_found", status_code=status.HTTP_404_NOT_FOUND
        )
    if review.is_hidden != hidden:
        review.is_hidden = hidden
        review.save(update_fields=["is_hidden"])
    return review
