"""The current request's id (set by core.middleware.RequestIdMiddleware), for the logs.

Kept free of Django imports: the logging configuration loads it before the apps."""

import contextvars
import logging

request_id_var: contextvars.ContextVar[str] = contextvars.ContextVar("request_id", default="-")


class RequestIdFilter(logging.Filter):
    """Puts the current request's id on every log record (`%(request_id)s`)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = request_id_var.get()
        return True
