"""The e-mails an order sends its customer (placeholder until the job queue lands: the
outbox and templates replace this)."""

from shop.models import Order


def order_email_queue(*, order: Order, kind: str) -> None:
    """Records that the customer is to get the `kind` e-mail about this order."""
