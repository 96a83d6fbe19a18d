from django.conf import settings
from django.db import models

NAME_MAX_LENGTH = 100
REVIEW_MAX_LENGTH = 2000


class Review(models.Model):
    """A customer's public review of the shop."""

    name = models.CharField(max_length=NAME_MAX_LENGTH)
    review = models.TextField(max_length=REVIEW_MAX_LENGTH)
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="reviews",
    )
    is_hidden = models.BooleanField(
        "hidden", default=False, help_text="Hidden reviews are not listed in the shop."
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-id"]
        indexes = [models.Index(fields=["is_hidden", "-id"], name="review_visible_newest")]

    def __str__(self) -> str:
        return f"{self.name}: {self.review[:40]}"
