"""The outbox's jobs: thin wrappers over notifications.services."""

import logging

from huey import crontab
from huey.contrib.djhuey import db_periodic_task, db_task

from notifications import services

logger = logging.getLogger(__name__)


@db_task()
def email_send(email_id: int) -> None:
    """Sends one e-mail of the outbox; a failed try schedules the next one (backoff: the
    delay doubles each time; the outbox row says how many tries are left)."""
    try:
        services.email_send(email_id=email_id)
    except services.EmailNotSent as failure:
        logger.warning("%s. Trying again in %g s.", failure, failure.retry_in)
        email_send.schedule(args=(email_id,), delay=failure.retry_in)


@db_periodic_task(crontab(minute="*"))
def emails_sweep() -> None:
    """Every minute: e-mails whose job was lost (a worker killed mid-send) are queued again."""
    services.emails_sweep()
