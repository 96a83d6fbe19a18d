"""An e-mail's context as JSON, so that it is rendered when it is sent and still shows what
was true when it was queued: the values of its model instances' fields (read now), money
as Decimal, times as aware datetimes, in dicts and lists.

A model instance comes back unsaved-looking but whole: every concrete field as it was, its
primary key, and its properties (computed from those fields) as they were; a relation a
template follows (order.painting.artist) is read when the e-mail is rendered.
"""

import datetime
from decimal import Decimal
from typing import Any

from django.apps import apps
from django.db import models
from django.db.models.fields.files import FieldFile

_MODEL, _DECIMAL, _DATETIME, _DATE = "__model__", "__decimal__", "__datetime__", "__date__"


def snapshot(value: Any) -> Any:
    """value as JSON-able data; TypeError for anything a template context should not hold."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Decimal):
        return {_DECIMAL: str(value)}
    if isinstance(value, datetime.datetime):
        return {_DATETIME: value.isoformat()}
    if isinstance(value, datetime.date):
        return {_DATE: value.isoformat()}
    if isinstance(value, FieldFile):
        return value.name or ""
    if isinstance(value, models.Model):
        fields = value._meta.concrete_fields
        return {
            _MODEL: value._meta.label_lower,
            "db": value._state.db,
            "fields": {field.attname: snapshot(getattr(value, field.attname)) for field in fields},
        }
    if isinstance(value, dict):
        if not all(isinstance(key, str) for key in value):
            raise TypeError("an e-mail's context has text keys only")
        return {key: snapshot(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [snapshot(item) for item in value]
    raise TypeError(f"an e-mail's context cannot hold {type(value).__name__}")


def restored(data: Any) -> Any:
    """What snapshot(value) was made from, as templates use it."""
    if isinstance(data, list):
        return [restored(item) for item in data]
    if not isinstance(data, dict):
        return data
    if _DECIMAL in data:
        return Decimal(data[_DECIMAL])
    if _DATETIME in data:
        return datetime.datetime.fromisoformat(data[_DATETIME])
    if _DATE in data:
        return datetime.date.fromisoformat(data[_DATE])
    if _MODEL in data:
        model = apps.get_model(data[_MODEL])
        fields = data["fields"]
        # The model's fields as they are now (a release may have added one since).
        names = [f.attname for f in model._meta.concrete_fields if f.attname in fields]
        return model.from_db(data["db"], names, [restored(fields[name]) for name in names])
    return {key: restored(value) for key, value in data.items()}
