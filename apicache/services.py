import uuid

from django.db import connections, router
from django.db.models import Model
from django.db.models.signals import post_delete, post_save

from apicache.models import ResponseVersion

_BUMP_SQL = (
    f"INSERT INTO {ResponseVersion._meta.db_table} (resource, token) VALUES (%s, %s)"
    " ON CONFLICT (resource) DO UPDATE SET token = excluded.token"
)

# Every resource whose responses are cached (registered by version_bump_on_write).
RESOURCES: set[str] = set()


def version_bump(*, resource: str) -> None:
    """Marks every response rendered so far for resource as out of date, in every worker.

    Call it in the transaction that makes the change: the new token commits (or rolls
    back) with the data, so no worker can see the new token before the new data.
    """
    # An upsert both databases speak, its SQL written once: an order holds its item's row
    # while this runs, and the ORM would build the statement again on every call.
    with connections[router.db_for_write(ResponseVersion)].cursor() as cursor:
        cursor.execute(_BUMP_SQL, [resource, uuid.uuid4().hex])


def version_bump_on_write(model: type[Model], *, resource: str) -> None:
    """Every save and delete of a model instance (the API, the Django admin, the shell,
    data loading) bumps resource. QuerySet.update() and bulk_create() send no signal:
    the services that use them call version_bump themselves."""

    RESOURCES.add(resource)

    def bump(sender, **kwargs) -> None:
        version_bump(resource=resource)

    uid = f"apicache:{resource}:{model._meta.label}"
    post_save.connect(bump, sender=model, weak=False, dispatch_uid=uid)
    post_delete.connect(bump, sender=model, weak=False, dispatch_uid=uid)


def version_bump_all() -> None:
    """Every cached response out of date at once: after the tables changed behind the
    signals' back (a restore from a backup)."""
    for resource in sorted(RESOURCES):
        version_bump(resource=resource)
