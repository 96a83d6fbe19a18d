"""The orders' periodic jobs: thin wrappers over orders.actions."""

import logging

from huey import crontab
from huey.contrib.djhuey import db_periodic_task

from orders import actions

logger = logging.getLogger(__name__)


@db_periodic_task(crontab(minute="*"))
def orders_expire_due() -> None:
    """Every minute: unpaid orders past their hold expire (stock back, PaymentIntent
    cancelled, e-mail)."""
    expired = actions.orders_expire_due()
    if expired:
        logger.info("Expired %d unpaid orders whose hold ended.", expired)


@db_periodic_task(crontab(minute="*/10"))
def payments_reconcile() -> None:
    """Every ten minutes: ask Stripe about unpaid orders' payments (a lost webhook loses
    nothing)."""
    counts = actions.payments_reconcile()
    logger.info("Reconciled payments with Stripe: %s", counts)


def reconciled_text(counts: dict[str, int]) -> str:
    """What actions.payments_reconcile did, in a sentence (the Django admin's and the
    reconcile_payments command's)."""
    return (
        f"Checked {counts['checked']} unpaid orders: {counts['paid']} now paid, "
        f"{counts['failed']} could not be checked."
    )
