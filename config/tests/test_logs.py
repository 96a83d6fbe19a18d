"""LOG_FORMAT=json: one JSON object a line, with the request's id."""

import json
import logging
import sys

from config.logs import JsonFormatter, logging_config
from core.request_id import RequestIdFilter, request_id_var


def formatted(record: logging.LogRecord) -> dict:
    RequestIdFilter().filter(record)
    line = JsonFormatter().format(record)
    assert "\n" not in line
    return json.loads(line)


def test_an_app_line_carries_time_level_logger_message_and_request_id():
    token = request_id_var.set("abc123def456")
    try:
        record = logging.LogRecord(
            "shop.services", logging.WARNING, __file__, 1, "Low %s", ("stock",), None
        )
        entry = formatted(record)
    finally:
        request_id_var.reset(token)

    assert entry["level"] == "WARNING" and entry["logger"] == "shop.services"
    assert entry["message"] == "Low stock" and entry["request_id"] == "abc123def456"
    assert entry["time"].endswith("+00:00")


def test_an_exception_stays_on_the_one_line():
    try:
        raise ValueError("bad\nthing")
    except ValueError:
        record = logging.LogRecord("x", logging.ERROR, __file__, 1, "failed", (), sys.exc_info())

    assert "ValueError: bad" in formatted(record)["exception"]


def test_plain_stays_the_default_format():
    assert "()" not in logging_config(log_format="plain", level="INFO")["formatters"]["shop"]
    json_config = logging_config(log_format="json", level="INFO")
    assert json_config["formatters"]["shop"] == {"()": "config.logs.JsonFormatter"}
