"""What a ModelSerializer of plain columns (a foreign key's id is one) responses, made from
values_list() rows: the same dicts, field for field, without building a model instance and
a field walk per row."""

import functools
from collections.abc import Callable, Iterable
from typing import Any

from django.core.exceptions import FieldDoesNotExist, ImproperlyConfigured
from django.db.models import QuerySet
from rest_framework import serializers

# Fields whose to_representation gives back the database value unchanged.
_AS_STORED = (
    serializers.BooleanField,
    serializers.CharField,
    serializers.FloatField,
    serializers.IntegerField,
)


class SerializerRows:
    def __init__(self, serializer_class: type[serializers.ModelSerializer]) -> None:
        model = serializer_class.Meta.model
        names, columns, converters = [], [], []
        for name, field in serializer_class().fields.items():
            if isinstance(field, serializers.SerializerMethodField | serializers.BaseSerializer):
                raise ImproperlyConfigured(f"{serializer_class.__name__}.{name} is not a column")
            try:
                model_field = model._meta.get_field(field.source)
            except FieldDoesNotExist:
                model_field = None
            key_column = model_field is not None and field.source == model_field.attname
            if model_field is None or not model_field.concrete:
                raise ImproperlyConfigured(f"{serializer_class.__name__}.{name} is not a column")
            if model_field.is_relation and not key_column:  # a foreign key's id is one
                raise ImproperlyConfigured(f"{serializer_class.__name__}.{name} is not a column")
            names.append(name)
            columns.append(field.source)
            converters.append(None if isinstance(field, _AS_STORED) else field.to_representation)
        self.names = tuple(names)
        self.columns = tuple(columns)
        self._converters: tuple[Callable[[Any], Any] | None, ...] = tuple(converters)

    def queryset(self, queryset: QuerySet) -> QuerySet:
        return queryset.values_list(*self.columns)

    def data(self, rows: Iterable[tuple]) -> list[dict[str, Any]]:
        names = self.names
        if not any(self._converters):
            return [dict(zip(names, row, strict=True)) for row in rows]
        converters = self._converters
        return [
            {
                name: value if convert is None or value is None else convert(value)
                for name, convert, value in zip(names, converters, row, strict=True)
            }
            for row in rows
        ]


@functools.cache
def serializer_rows(serializer_class: type[serializers.ModelSerializer]) -> SerializerRows:
    return SerializerRows(serializer_class)
