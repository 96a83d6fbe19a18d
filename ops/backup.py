"""Writing a backup of the whole shop: the database and the media files (local, or the
objects in a bucket) in one archive (the format: ops/archive.py), kept where ops/shelf.py
says."""

import datetime
import hashlib
import io
import os
import tarfile
import tempfile
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from django.core import serializers
from django.core.files.storage import default_storage
from django.core.serializers.json import DjangoJSONEncoder
from django.db import connection, models, transaction
from django.db.migrations.recorder import MigrationRecorder
from django.utils import timezone

from ops.archive import (
    DATABASE,
    MANIFEST,
    MEDIA,
    BackupError,
    FileEntry,
    Manifest,
    backed_up_models,
    media_files,
    media_in_bucket,
    media_root,
    unpack,
)
from ops.bucket import bucket_download, bucket_objects
from ops.shelf import Shelf


@dataclass(frozen=True)
class Backup:
    place: str  # where the archive is kept (ops/shelf.py)
    manifest: Manifest


def backup_create(*, destination: Path | None = None) -> Backup:
    """Writes shop-<UTC time>.tar.gz to the folder destination, or by default to the
    backups storage: to a hidden temporary file first, read back and checked, and only
    then kept, so that a failed backup leaves no archive behind."""
    shelf = Shelf.at(destination)
    in_bucket = media_in_bucket()
    created_at = timezone.now().astimezone(datetime.UTC)
    name = f"shop-{created_at:%Y%m%dT%H%M%SZ}.tar.gz"
    if shelf.storage.exists(name):
        raise BackupError(f"{shelf.where(name)} already exists; try again in a second.")

    descriptor, partial_name = tempfile.mkstemp(
        prefix=".shop-", suffix=".tar.gz.partial", dir=shelf.scratch()
    )
    partial = Path(partial_name)
    try:
        with (
            os.fdopen(descriptor, "wb") as file,
            tempfile.TemporaryDirectory(prefix="shop-backup-") as work,
        ):
            # The rows first, then the files: an image a row points to was stored before
            # the row, so it is in the archive even if uploads go on meanwhile.
            fixture = Path(work) / DATABASE
            rows, migrations = _dump_database(fixture)
            with tarfile.open(fileobj=file, mode="w:gz") as tar:
                files = {DATABASE: _add_file(tar, DATABASE, fixture)}
                if in_bucket:
                    files |= _add_bucket_objects(tar, Path(work))
                else:
                    for media_name, source in media_files(media_root()):
                        files[f"{MEDIA}/{media_name}"] = _add_file(
                            tar, f"{MEDIA}/{media_name}", source
                        )
                manifest = Manifest(
                    created_at=created_at.isoformat(),
                    database_vendor=connection.vendor,
                    migrations=migrations,
                    rows=rows,
                    files=files,
                )
                _add_bytes(tar, MANIFEST, manifest.to_json(), mtime=created_at.timestamp())
            file.flush()
            os.fsync(file.fileno())
        unpack(partial)
        shelf.keep(partial, name)
    finally:
        partial.unlink(missing_ok=True)
    return Backup(place=shelf.where(name), manifest=manifest)


def _add_bucket_objects(tar: tarfile.TarFile, work: Path) -> dict[str, FileEntry]:
    """Every object under the bucket's media prefix, each fetched to work and added."""
    files = {}
    copy = work / "object"
    for media_name in sorted(bucket_objects(default_storage)):
        bucket_download(default_storage, media_name, copy)
        files[f"{MEDIA}/{media_name}"] = _add_file(tar, f"{MEDIA}/{media_name}", copy)
        copy.unlink()
    return files


def backup_latest(*, directory: Path | None = None) -> str:
    """The newest archive's name in the folder directory, or by default in the backups
    storage (the names sort by time)."""
    return Shelf.at(directory).latest()


# --- writing --------------------------------------------------------------------------


class _ExactJSONEncoder(DjangoJSONEncoder):
    """Django's encoder cuts times to milliseconds; a backup keeps the microseconds."""

    def default(self, o):
        if isinstance(o, datetime.datetime | datetime.time):
            return o.isoformat()
        return super().default(o)


def _dump_database(fixture: Path) -> tuple[dict[str, int], dict[str, list[str]]]:
    """Writes the fixtures; answers the rows per model and the applied migrations, all
    read in one transaction so that they agree with each other."""
    backed_up = backed_up_models()
    outermost = not connection.in_atomic_block
    with transaction.atomic():
        if outermost and connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        rows = {model._meta.label_lower: model._base_manager.count() for model in backed_up}
        with fixture.open("w", encoding="utf-8") as stream:
            serializers.serialize(
                "json",
                _objects(backed_up),
                stream=stream,
                use_natural_foreign_keys=True,
                cls=_ExactJSONEncoder,
            )
        migrations: dict[str, list[str]] = defaultdict(list)
        for app, name in sorted(MigrationRecorder(connection).applied_migrations()):
            migrations[app].append(name)
    return rows, dict(migrations)


def _objects(backed_up: list[type[models.Model]]) -> Iterator[models.Model]:
    """Every row, models ordered so that what a natural key points to is loaded first
    (as `dumpdata --natural-foreign` does)."""
    by_app = defaultdict(list)
    for model in backed_up:
        by_app[model._meta.app_config].append(model)
    for model in serializers.sort_dependencies(by_app.items(), allow_cycles=True):
        yield from model._base_manager.order_by(model._meta.pk.name).iterator(chunk_size=2000)


class _HashingReader:
    """Hands a file to tarfile while taking the sha256 of what tarfile read."""

    def __init__(self, file: BinaryIO) -> None:
        self.file = file
        self.sha256 = hashlib.sha256()

    def read(self, size: int = -1) -> bytes:
        chunk = self.file.read(size)
        self.sha256.update(chunk)
        return chunk


def _add_file(tar: tarfile.TarFile, name: str, source: Path) -> FileEntry:
    info = tarfile.TarInfo(name)
    stat = source.stat()
    info.size, info.mtime, info.mode = stat.st_size, stat.st_mtime, 0o644
    with source.open("rb") as file:
        reader = _HashingReader(file)
        tar.addfile(info, reader)
    return FileEntry(size=info.size, sha256=reader.sha256.hexdigest())


def _add_bytes(tar: tarfile.TarFile, name: str, data: bytes, *, mtime: float) -> None:
    info = tarfile.TarInfo(name)
    info.size, info.mtime, info.mode = len(data), mtime, 0o644
    tar.addfile(info, io.BytesIO(data))
