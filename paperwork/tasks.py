"""The paperwork's jobs: thin wrappers over paperwork.services."""

import logging

from huey import crontab
from huey.contrib.djhuey import db_periodic_task, db_task

from paperwork import services

logger = logging.getLogger(__name__)


@db_task(retries=3, retry_delay=60)
def document_render(document_id: int) -> None:
    """Draws and stores one document's PDF, after the commit that issued it."""
    services.document_render(document_id=document_id)


@db_periodic_task(crontab(minute="*/5"))
def documents_render_missing() -> None:
    """Every five minutes: documents still without their PDF (a lost job) get it."""
    rendered = services.documents_render_missing()
    if rendered:
        logger.info("Rendered %d documents whose job was lost.", rendered)
