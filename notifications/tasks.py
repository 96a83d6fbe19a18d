"""The outbox's jobs: thin wrappers over notifications.services."""

from django.conf import settings
from huey import crontab
from huey.contrib.djhuey import db_periodic_task, db_task

from notifications import services


@db_task(
    retries=settings.EMAIL_MAX_ATTEMPTS - 1,
    retry_delay=settings.EMAIL_RETRY_SECONDS,
    retry_backoff=2,
)
def email_send(email_id: int) -> None:
    services.email_send(email_id=email_id)


@db_periodic_task(crontab(minute="*"))
def emails_sweep() -> None:
    services.emails_sweep()
