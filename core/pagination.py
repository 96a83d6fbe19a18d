"""Lists are plain JSON arrays (as the spec's clients expect) unless the client asks
for a page with ?limit= (and ?offset=); then they are a {count, next, previous, results}
envelope. A plain array holds at most the list's first PLAIN_LIST_MAX items in its order
(the newest reviews; ?ordering=-_id for the newest tools): pages reach the rest."""

from drf_spectacular.utils import OpenApiParameter
from rest_framework import serializers
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.response import Response

# The most items a plain list (no ?limit=) answers, and the largest page.
PLAIN_LIST_MAX = 100
# The largest ?limit= and ?offset= taken at all (400 beyond): far past any real list, and
# far from the databases' 64-bit limits that offset + limit would otherwise overflow.
PAGING_MAX = 1_000_000

_PARAMETERS = {
    "limit": (
        {"type": "integer", "minimum": 1, "maximum": PAGING_MAX},
        f"Page size (1-{PAGING_MAX:,}; more than 100 is taken as 100); answers an envelope. "
        "Without it, a plain list of at most the first 100 items.",
    ),
    "offset": (
        {"type": "integer", "minimum": 0, "maximum": PAGING_MAX},
        f"Items to skip (with limit; 0-{PAGING_MAX:,}).",
    ),
}
PAGINATION_PARAMS = [
    OpenApiParameter(name, schema, description=description)
    for name, (schema, description) in _PARAMETERS.items()
]


def plain_list(items):
    """The first PLAIN_LIST_MAX of items (a queryset or a list), for a plain list."""
    return items[:PLAIN_LIST_MAX]


class OptionalLimitOffsetPagination(LimitOffsetPagination):
    default_limit = None
    max_limit = PLAIN_LIST_MAX

    def _whole_number(self, request, name: str, minimum: int) -> int | None:
        """The parameter as a whole number from minimum to PAGING_MAX, None if absent;
        anything else is a 400 that says so (on every list: they all page through here)."""
        raw = request.query_params.get(name)
        if raw is None:
            return None
        try:
            value = int(raw) if len(raw) <= 20 else None
        except ValueError:
            value = None
        if value is None or not minimum <= value <= PAGING_MAX:
            raise serializers.ValidationError(
                {name: [f"Must be a whole number from {minimum} to {PAGING_MAX:,}."]}
            )
        return value

    def get_limit(self, request):
        limit = self._whole_number(request, self.limit_query_param, 1)
        return None if limit is None else min(limit, self.max_limit)

    def get_offset(self, request):
        return self._whole_number(request, self.offset_query_param, 0) or 0

    def get_schema_operation_parameters(self, view):
        return [
            {"name": name, "in": "query", "required": False, "description": text, "schema": schema}
            for name, (schema, text) in _PARAMETERS.items()
        ]

    def get_paginated_response_schema(self, schema):
        return {"oneOf": [schema, super().get_paginated_response_schema(schema)]}


# A catalogue's page counts the matches exactly up to this many past its end; beyond that
# the count is a lower bound (countExact false): counting 100,000 matches of a common word
# costs many times more than finding the page, and nobody pages that far.
COUNT_AHEAD = 1000


def count_ahead(queryset, *, end: int) -> tuple[int, bool]:
    """How many items queryset has, counted up to COUNT_AHEAD past `end` (a page's end), and
    whether that is all of them."""
    ceiling = end + COUNT_AHEAD
    # Without the order (and so without computing a relevance for every match).
    counted = queryset.order_by().values("pk")[:ceiling].count()
    return counted, counted < ceiling


def page_of(queryset, start: int, stop: int) -> list:
    """queryset[start:stop], its rows' keys found first (one query: `pk IN (the page's
    keys)`). A search sorted by price or name then walks an index that carries what the
    search and the filters test (shop.search.indexes, PostgreSQL: an index-only scan) and
    reads only the page's rows from the table, not every row it tests on the way."""
    keys = queryset.values("pk")[start:stop]
    return list(queryset.filter(pk__in=keys))


class CountedAheadPagination(OptionalLimitOffsetPagination):
    """Pages whose `count` is exact up to COUNT_AHEAD items past the page, and past that the
    number counted (`countExact: false`), so `next` still leads on; for the catalogue, where
    a search or filter may match a hundred thousand tools."""

    def paginate_queryset(self, queryset, request, view=None):
        self.request = request
        self.limit = self.get_limit(request)
        if self.limit is None:
            return None
        self.count = self.get_count(queryset)
        self.offset = self.get_offset(request)
        self.display_page_controls = self.count > self.limit and self.template is not None
        if self.count == 0 or self.offset > self.count:
            return []
        return page_of(queryset, self.offset, self.offset + self.limit)

    def get_count(self, queryset) -> int:
        end = self.get_offset(self.request) + self.limit
        counted, self.count_exact = count_ahead(queryset, end=end)
        return counted

    def get_paginated_response(self, data):
        return Response(
            {
                "count": self.count,
                "countExact": self.count_exact,
                "next": self.get_next_link(),
                "previous": self.get_previous_link(),
                "results": data,
            }
        )

    def get_paginated_response_schema(self, schema):
        answer = super().get_paginated_response_schema(schema)
        envelope = answer["oneOf"][1]
        envelope["properties"]["countExact"] = {
            "type": "boolean",
            "description": f"false: there are more than count (it counts up to {COUNT_AHEAD} "
            "items past the page).",
        }
        envelope["required"] = [*envelope.get("required", []), "countExact"]
        return answer


def ordering_from_query(request, allowed: dict[str, str], default: str) -> str:
    """Maps ?ordering=<wire name> (or -<wire name>) to a model field, or says 400."""
    raw = request.query_params.get("ordering", default)
    descending = raw.startswith("-")
    field = allowed.get(raw.removeprefix("-"))
    if field is None:
        choices = ", ".join(sorted(allowed))
        raise serializers.ValidationError(
            {"ordering": [f"Order by one of: {choices} (prefix - for descending)."]}
        )
    return f"-{field}" if descending else field
