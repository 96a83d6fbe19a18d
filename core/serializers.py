"""Serializer helpers every API may use."""

import copy

from rest_framework import serializers


class FieldsCopiedShallow(serializers.Serializer):
    # DRF deep-copies every declared field, and each argument it was declared with, for each
    # serializer it makes; for an order's input and answer, made for every order of a flash
    # sale, that was most of their cost. No field here changes its arguments after they are
    # declared, so each serializer gets shallow copies of its plain fields (a nested serializer
    # is still deep-copied: a list's child must not be shared), which DRF then binds as usual;
    # Meta.fields, when there, says which and in which order. (A comment, not a docstring:
    # the OpenAPI schema would show it for every serializer without a docstring of its own.)

    def get_fields(self) -> dict[str, serializers.Field]:
        declared = self._declared_fields
        fields = {}
        for name in getattr(getattr(self, "Meta", None), "fields", declared):
            field = declared[name]
            nested = isinstance(field, serializers.BaseSerializer)  # DRF's own deep copy
            fields[name] = copy.deepcopy(field) if nested else copy.copy(field)
        return fields
