"""The logs' two formats: plain text lines (the default) or, with LOG_FORMAT=json, one JSON
object a line, for the app (config/settings.py's LOGGING) and gunicorn alike
(config/gunicorn.conf.py), each with the request's id.

Kept free of Django imports: gunicorn's master process loads it before any app."""

import json
import logging
from collections.abc import Mapping
from datetime import UTC, datetime

from core.request_id import RequestIdFilter, request_id_var

PLAIN_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"


def _atom(atoms: Mapping, name: str) -> str | None:
    value = atoms[name]  # gunicorn's atoms answer "-" for what they do not have
    return None if value in ("-", None) else str(value)


class JsonFormatter(logging.Formatter):
    """time, level, logger, message, request_id; for gunicorn's access lines also method,
    path, status, duration_ms, bytes, remote_address and user_agent."""

    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", None) or request_id_var.get(),
        }
        if record.name == "gunicorn.access" and isinstance(record.args, Mapping):
            atoms = record.args
            status = _atom(atoms, "s")
            sent = _atom(atoms, "b")
            entry |= {
                "request_id": _atom(atoms, "{x-request-id}o") or "-",
                "method": _atom(atoms, "m"),
                "path": _atom(atoms, "U"),
                "query": _atom(atoms, "q"),
                "status": int(status) if status and status.isdigit() else status,
                "duration_ms": round(int(atoms["D"]) / 1000, 3),
                "bytes": int(sent) if sent and sent.isdigit() else 0,
                "remote_address": _atom(atoms, "h"),
                "user_agent": _atom(atoms, "a"),
            }
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        elif record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        return json.dumps(entry, default=str)


def _formatter(log_format: str) -> dict:
    if log_format == "json":
        return {"()": "config.logs.JsonFormatter"}
    return {"format": PLAIN_FORMAT}


def logging_config(*, log_format: str, level: str) -> dict:
    """Django's LOGGING: everything to standard error, in log_format ("plain" or "json")."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"request_id": {"()": RequestIdFilter}},
        "formatters": {"shop": _formatter(log_format)},
        "handlers": {
            "console": {
                "class": "logging.StreamHandler",
                "formatter": "shop",
                "filters": ["request_id"],
            }
        },
        "root": {"handlers": ["console"], "level": level},
        # A client's mistake (a 4xx) is in the access log already, with its request id;
        # Django's warning line for each would double the log (a flood of bad requests, a
        # sold-out sale's refusals). Server errors are still logged, with their traceback.
        "loggers": {"django.request": {"level": "ERROR"}},
    }


def gunicorn_json_logging(*, access_log: str | None) -> dict:
    """gunicorn's logconfig_dict for JSON lines: its error log to standard error, its
    access log to access_log ("-" for standard output, a file's path, None for none)."""
    if access_log is None:
        access = {"class": "logging.NullHandler"}
    elif access_log == "-":
        access = {"class": "logging.StreamHandler", "stream": "ext://sys.stdout"}
    else:
        access = {"class": "logging.FileHandler", "filename": access_log}
    json_handler = {"formatter": "json", "filters": ["request_id"]}
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"request_id": {"()": RequestIdFilter}},
        "formatters": {"json": {"()": JsonFormatter}},
        "handlers": {
            "error": {
                "class": "logging.StreamHandler",
                "stream": "ext://sys.stderr",
                **json_handler,
            },
            "access": {**access, **json_handler},
        },
        "root": {"level": "INFO", "handlers": ["error"]},
        "loggers": {
            "gunicorn.error": {"level": "INFO", "handlers": ["error"], "propagate": False},
            "gunicorn.access": {"level": "INFO", "handlers": ["access"], "propagate": False},
        },
    }
