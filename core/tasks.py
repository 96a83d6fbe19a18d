"""The core's periodic job: thin wrapper over core.rate_counts."""

from huey import crontab
from huey.contrib.djhuey import db_periodic_task

from core.rate_counts import rate_counts_prune


@db_periodic_task(crontab(minute="17"))
def rate_counts_old_delete() -> None:
    """Every hour: the rate limits' counts of windows that ended a day ago go."""
    rate_counts_prune()
