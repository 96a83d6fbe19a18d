"""List and retrieve actions whose JSON responses come from apicache.responses: rendered from
values_list() rows once per state of the resource in each worker, with strong ETags."""

from django.http import Http404
from rest_framework import mixins
from rest_framework.response import Response

from apicache.responses import json_response
from apicache.rows import serializer_rows
from core.pagination import plain_list


def _wants_json(request) -> bool:
    # With DEBUG on, browsers negotiate DRF's browsable API instead; it renders as before.
    renderer = getattr(request, "accepted_renderer", None)
    return renderer is None or renderer.format == "json"


class CachedListModelMixin(mixins.ListModelMixin):
    """A plain list (no ?limit=) holds at most its first PLAIN_LIST_MAX items."""

    cache_resource: str

    def list(self, request, *args, **kwargs):
        if not _wants_json(request):
            queryset = self.filter_queryset(self.get_queryset())
            page = self.paginate_queryset(queryset)
            if page is not None:
                return self.get_paginated_response(self.get_serializer(page, many=True).data)
            return Response(self.get_serializer(plain_list(queryset), many=True).data)
        return json_response(request, resource=self.cache_resource, data=self.list_data)

    def list_data(self):
        rows = serializer_rows(self.get_serializer_class())
        values = rows.queryset(self.filter_queryset(self.get_queryset()))
        page = self.paginate_queryset(values)
        if page is not None:
            return self.paginator.get_paginated_response(rows.data(page)).data
        return rows.data(plain_list(values))


class CachedRetrieveModelMixin(mixins.RetrieveModelMixin):
    """For objects everyone may read: no object permissions are checked."""

    cache_resource: str

    def retrieve(self, request, *args, **kwargs):
        if not _wants_json(request):
            return super().retrieve(request, *args, **kwargs)
        lookup = {self.lookup_field: self.kwargs[self.lookup_url_kwarg or self.lookup_field]}
        return json_response(
            request, resource=self.cache_resource, data=lambda: self.retrieve_data(lookup)
        )

    def retrieve_data(self, lookup: dict):
        rows = serializer_rows(self.get_serializer_class())
        found = list(rows.queryset(self.get_queryset().filter(**lookup))[:1])
        if not found:
            raise Http404
        return rows.data(found)[0]
