"""What the health checks and the metrics read: the job queue's depth, orders by status."""

from django.db.models import Count

from orders.models import Order


def job_queue_depth() -> int:
    """Jobs waiting in the queue (Huey's storage: the SQLite file, Redis or PostgreSQL)."""
    from huey.contrib.djhuey import HUEY

    return HUEY.pending_count()


def order_counts_by_status() -> dict[str, int]:
    """Every order status with how many orders are in it (0 for none)."""
    counts = dict.fromkeys(Order.Status.values, 0)
    for row in Order.objects.values("status").annotate(count=Count("id")).order_by():
        counts[row["status"]] = row["count"]
    return counts
