"""The certificates' jobs: thin wrappers over certificates.services."""

import logging

from huey import crontab
from huey.contrib.djhuey import db_periodic_task, db_task

from certificates import services

logger = logging.getLogger(__name__)


@db_task(retries=3, retry_delay=60)
def certificate_render(certificate_id: int) -> None:
    """Draws and stores one certificate's PDF (queued when it is issued)."""
    services.certificate_render(certificate_id=certificate_id)


@db_periodic_task(crontab(minute="*/5"))
def certificates_render_missing() -> None:
    """Every five minutes: certificates whose job was lost get their PDF."""
    rendered = services.certificates_render_missing()
    if rendered:
        logger.info("Rendered %d certificates that had no PDF yet.", rendered)
