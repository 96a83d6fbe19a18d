from django.db import connection

from apicache.models import ResponseVersion

_TOKEN_SQL = (
    f"SELECT token FROM {connection.ops.quote_name(ResponseVersion._meta.db_table)}"
    " WHERE resource = %s"
)


def version_current(*, resource: str) -> str:
    """The resource's token ("" before its first change). Asked on every cached request,
    so it is one indexed read with no ORM around it."""
    with connection.cursor() as cursor:
        cursor.execute(_TOKEN_SQL, [resource])
        row = cursor.fetchone()
    return row[0] if row else ""
