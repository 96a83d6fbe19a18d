"""The shop's metrics in Prometheus' text format.

Requests are counted by monitoring.wsgi.RequestMetrics (every answer, Django's and
apicache's replays). Under gunicorn, PROMETHEUS_MULTIPROC_DIR (made by
config/gunicorn.conf.py) holds each worker's numbers in files, and a scrape adds them up
whichever worker answers it. Orders by status and the job queue's depth are read when
scraped.
"""

import logging
import os

from django.db import DatabaseError
from prometheus_client import (
    REGISTRY,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

from monitoring.selectors import job_queue_depth, order_counts_by_status

logger = logging.getLogger(__name__)

LABELS = ["endpoint", "method", "status"]  # status: the class, "2xx" ... "5xx"

REQUESTS = Counter("shop_http_requests", "HTTP requests answered.", LABELS)
ERRORS = Counter("shop_http_request_errors", "HTTP requests answered with a 5xx.", LABELS)
LATENCY = Histogram(
    "shop_http_request_duration_seconds",
    "Time from a request's arrival to the end of its answer.",
    LABELS,
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
)

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"


def count_request(*, endpoint: str, method: str, status: int, seconds: float) -> None:
    labels = (endpoint, method, f"{status // 100}xx")
    REQUESTS.labels(*labels).inc()
    LATENCY.labels(*labels).observe(seconds)
    if status >= 500:
        ERRORS.labels(*labels).inc()


class ShopCollector(Collector):
    """Orders by status and the job queue's depth, read at each scrape. What cannot be
    read (the database or the queue is down) is left out of that scrape."""

    def collect(self):
        try:
            counts = order_counts_by_status()
        except DatabaseError as error:
            logger.warning("Metrics: orders not counted: %s", error)
        else:
            orders = GaugeMetricFamily("shop_orders", "Orders by status.", labels=["status"])
            for status, count in counts.items():
                orders.add_metric([status], count)
            yield orders
        try:
            depth = job_queue_depth()
        except Exception as error:  # any storage's error: SQLite, Redis, PostgreSQL
            logger.warning("Metrics: job queue not read: %s", error)
        else:
            yield GaugeMetricFamily("shop_job_queue_depth", "Jobs waiting to run.", value=depth)


def exposition() -> bytes:
    """Every metric, in Prometheus' text format."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        requests = CollectorRegistry()
        multiprocess.MultiProcessCollector(requests)
    else:
        requests = REGISTRY
    shop = CollectorRegistry(auto_describe=False)
    shop.register(ShopCollector())
    return generate_latest(requests) + generate_latest(shop)
