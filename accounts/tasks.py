"""The accounts' periodic job: a thin wrapper over accounts.services."""

import logging

from huey import crontab
from huey.contrib.djhuey import db_periodic_task

from accounts.firebase import IdentityUnavailable
from accounts.services import sessions_check_revoked
from accounts.services.sessions import SESSIONS_CHECK_MINUTES

logger = logging.getLogger(__name__)


@db_periodic_task(crontab(minute=f"*/{SESSIONS_CHECK_MINUTES}"))
def sessions_check() -> None:
    """Every few minutes: a password reset at Firebase ends the shop's tokens too."""
    try:
        ended = sessions_check_revoked()
    except IdentityUnavailable:
        return  # logged; the next round asks again
    if ended:
        logger.info("Ended the shop's tokens of %d accounts whose sessions Firebase ended.", ended)
