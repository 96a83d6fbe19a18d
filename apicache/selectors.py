from django.db import connection

from apicache.models import ResponseVersion

_TABLE = connection.ops.quote_name(ResponseVersion._meta.db_table)
_TOKEN_SQL = f"SELECT token FROM {_TABLE} WHERE resource = %s"


def version_current(*, resource: str) -> str:
    """The resource's token ("" before its first change). Asked on every cached request,
    so it is one indexed read with no ORM around it."""
    with connection.cursor() as cursor:
        cursor.execute(_TOKEN_SQL, [resource])
        row = cursor.fetchone()
    return row[0] if row else ""


def versions_current(resources: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """(resource, token) for each of resources, in one read (none for no resources)."""
    if not resources:
        return ()
    if len(resources) == 1:
        return ((resources[0], version_current(resource=resources[0])),)
    marks = ", ".join(["%s"] * len(resources))
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT resource, token FROM {_TABLE} WHERE resource IN ({marks})", list(resources)
        )
        tokens = dict(cursor.fetchall())
    return tuple((resource, tokens.get(resource, "")) for resource in resources)
