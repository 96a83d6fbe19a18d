from django.apps import AppConfig


class ReviewsConfig(AppConfig):
    name = "reviews"
    verbose_name = "Reviews"

    def ready(self) -> None:
        from apicache.services import version_bump_on_write
        from reviews.models import Review
        from reviews.selectors import REVIEW_RESPONSES

        version_bump_on_write(Review, resource=REVIEW_RESPONSES)
