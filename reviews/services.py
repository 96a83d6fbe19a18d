from django.db import transaction
from django.db.models import QuerySet

from accounts.models import User
from apicache.services import version_bump
from core.errors import NotFound
from reviews.models import Review
from reviews.selectors import REVIEW_RESPONSES


def review_create(*, author: User, name: str, review: str) -> Review:
    return Review.objects.create(author=author, name=name, review=review)


def review_delete(*, author: User, review_id: int) -> None:
    deleted, _ = Review.objects.filter(pk=review_id, author=author).delete()
    if not deleted:
        raise NotFound()


def reviews_delete_by_author(*, author: User) -> int:
    """Deletes every review the author wrote (their account's deletion); answers how many.
    QuerySet.delete() sends each row's post_delete, which bumps the public answers' version
    (reviews.apps), as review_delete does."""
    deleted, _ = Review.objects.filter(author=author).delete()
    return deleted


def review_set_hidden(*, review_id: int, hidden: bool) -> Review:
    review = Review.objects.select_related("author").filter(pk=review_id).first()
    if review is None:
        raise NotFound()
    if review.is_hidden != hidden:
        review.is_hidden = hidden
        review.save(update_fields=["is_hidden"])
    return review


def reviews_set_hidden(*, reviews: QuerySet[Review], hidden: bool) -> int:
    """Hides or shows many reviews in one UPDATE (which sends no save signal, so the
    public answers' version is bumped here)."""
    with transaction.atomic():
        changed = reviews.exclude(is_hidden=hidden).update(is_hidden=hidden)
        if changed:
            version_bump(resource=REVIEW_RESPONSES)
    return changed
