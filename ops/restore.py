"""Restoring a backup (ops/archive.py): everything is read and checked before anything
changes; the database is loaded in one transaction and only then the media files swapped in."""

import shutil
import tempfile
from pathlib import Path

from django.apps import apps
from django.core.files.storage import default_storage
from django.core.management import call_command
from django.core.management.color import no_style
from django.core.serializers.base import DeserializationError
from django.db import DatabaseError, connection, models, transaction
from django.db.migrations.loader import MigrationLoader

from apicache.services import version_bump_all
from ops.archive import (
    DATABASE,
    MEDIA,
    WORK_PREFIX,
    BackupError,
    Manifest,
    emptied_models,
    media_in_bucket,
    media_root,
    unpack,
)
from ops.bucket import restore_into_bucket


def backup_verify(*, archive: Path) -> Manifest:
    """Reads the whole archive and checks it against its manifest and this code."""
    manifest = unpack(archive)
    _check_migrations(manifest)
    return manifest


def backup_restore(*, archive: Path) -> Manifest:
    """Replaces the database's rows and the media files with the archive's.

    Everything is unpacked and checked first (the media files into a work folder inside
    MEDIA_ROOT); then the schema is migrated, the tables emptied and the fixtures loaded in
    one transaction; only after it committed are the media files swapped in. Objects in a
    bucket are put back around the database's load as ops/bucket.py says.
    """
    if media_in_bucket():
        return _restore_with_bucket(archive)
    root = media_root()
    root.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="shop-restore-") as work:
        staging = Path(tempfile.mkdtemp(prefix=WORK_PREFIX, dir=root))
        try:
            fixture = Path(work) / DATABASE
            manifest = unpack(archive, database_to=fixture, media_to=staging)
            _check_migrations(manifest)
            call_command("migrate", interactive=False, verbosity=0)
            _load_database(fixture, manifest)
            _replace_media(root, staging)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    return manifest


def _restore_with_bucket(archive: Path) -> Manifest:
    with tempfile.TemporaryDirectory(prefix="shop-restore-") as work:
        fixture, staging = Path(work) / DATABASE, Path(work) / MEDIA
        manifest = unpack(archive, database_to=fixture, media_to=staging)
        _check_migrations(manifest)

        def load_database() -> None:
            call_command("migrate", interactive=False, verbosity=0)
            _load_database(fixture, manifest)

        restore_into_bucket(default_storage, staging, load_database)
    return manifest


def _check_migrations(manifest: Manifest) -> None:
    """A backup of a newer schema than this code knows cannot be loaded faithfully."""
    loader = MigrationLoader(None, ignore_no_migrations=True)
    known = set(loader.disk_migrations)
    for migration in loader.disk_migrations.values():
        known.update(migration.replaces)
    unknown = sorted(
        f"{app}.{name}"
        for app, names in manifest.migrations.items()
        for name in names
        if (app, name) not in known
    )
    if unknown:
        raise BackupError(
            "The backup comes from a newer version of the shop (migrations this code lacks: "
            f"{', '.join(unknown[:5])}); restore it with the code that made it."
        )


# --- restoring ------------------------------------------------------------------------


def _load_database(fixture: Path, manifest: Manifest) -> None:
    emptied = emptied_models()
    tables = [model._meta.db_table for model in emptied]
    try:
        with transaction.atomic():
            with connection.cursor() as cursor:
                ids_handed_out = _ids_handed_out(cursor, emptied)
                for statement in connection.ops.sql_flush(no_style(), tables):
                    cursor.execute(statement)
            call_command("loaddata", str(fixture), verbosity=0)
            _check_rows(manifest)
            version_bump_all()
            with connection.cursor() as cursor:
                _keep_ids_fresh(cursor, ids_handed_out)
    except (DeserializationError, DatabaseError, LookupError, ValueError) as error:
        raise BackupError(
            f"The database could not be loaded (its rows are as they were): {error}"
        ) from None


def _check_rows(manifest: Manifest) -> None:
    for label, expected in manifest.rows.items():
        loaded = apps.get_model(label)._base_manager.count()
        if loaded != expected:
            raise BackupError(f"{label}: {loaded} rows loaded but the backup has {expected}.")


def _ids_handed_out(cursor, emptied: list[type[models.Model]]) -> dict[tuple[str, str], int]:
    """The last id each PostgreSQL sequence gave out. A restore never hands out an id
    again (our API tokens name the user by id). SQLite's AUTOINCREMENT keeps its own
    high-water mark through a DELETE."""
    if connection.vendor != "postgresql":
        return {}
    handed_out = {}
    for model in emptied:
        if isinstance(model._meta.pk, models.AutoField):
            table, column = connection.ops.quote_name(model._meta.db_table), model._meta.pk.column
            cursor.execute(
                "SELECT pg_sequence_last_value(pg_get_serial_sequence(%s, %s))", [table, column]
            )
            handed_out[(table, column)] = cursor.fetchone()[0] or 0
    return handed_out


def _keep_ids_fresh(cursor, handed_out: dict[tuple[str, str], int]) -> None:
    for (table, column), last in handed_out.items():
        cursor.execute(f"SELECT MAX({connection.ops.quote_name(column)}) FROM {table}")
        highest = max(last, cursor.fetchone()[0] or 0)
        if highest:
            cursor.execute(
                "SELECT setval(pg_get_serial_sequence(%s, %s), %s)", [table, column, highest]
            )


def _replace_media(root: Path, staging: Path) -> None:
    """Moves what is in MEDIA_ROOT aside and the restored files in, then drops the old."""
    previous = Path(tempfile.mkdtemp(prefix=WORK_PREFIX, dir=root))
    for entry in root.iterdir():
        if not entry.name.startswith(WORK_PREFIX):
            entry.rename(previous / entry.name)
    for entry in staging.iterdir():
        entry.rename(root / entry.name)
    shutil.rmtree(previous)
