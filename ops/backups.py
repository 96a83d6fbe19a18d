"""Backups of the whole shop: the database and the media files in one archive.

An archive, `shop-<UTC time>.tar.gz`, holds
  database.json   every row as Django fixtures (content types, permissions and sessions
                  aside), so a backup from SQLite restores into PostgreSQL and back
  media/...       every file under MEDIA_ROOT
  manifest.json   format version, creation time, database vendor, applied migrations,
                  rows per model, and the size and sha256 of every other member

A restore reads and checks the whole archive before it changes anything, loads the
database in one transaction and only then swaps in the media files.
"""

import datetime
import gzip
import hashlib
import io
import json
import os
import shutil
import tarfile
import tempfile
import zlib
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path, PurePosixPath
from typing import BinaryIO

from django.apps import apps
from django.core import serializers
from django.core.files.storage import FileSystemStorage, default_storage
from django.core.management import call_command
from django.core.management.color import no_style
from django.core.serializers.base import DeserializationError
from django.core.serializers.json import DjangoJSONEncoder
from django.db import DEFAULT_DB_ALIAS, DatabaseError, connection, models, router, transaction
from django.db.migrations.loader import MigrationLoader
from django.db.migrations.recorder import MigrationRecorder
from django.template.defaultfilters import filesizeformat
from django.utils import timezone

from apicache.services import version_bump_all

FORMAT = "brush-and-canvas-backup"
FORMAT_VERSION = 1
MANIFEST = "manifest.json"
DATABASE = "database.json"
MEDIA = "media"
ARCHIVE_GLOB = "shop-*.tar.gz"
# migrate makes these and keeps them in step with the code; the fixtures refer to them by
# natural key, so their ids may differ between databases.
KEPT_BY_MIGRATE = {"contenttypes.contenttype", "auth.permission"}
# Emptied by a restore but not backed up: a restored session would sign someone back in,
# and restored answer versions could let a worker replay an answer from before the restore
# (the restore gives every resource a new version instead).
NOT_BACKED_UP = {"sessions.session", "apicache.responseversion"}
# A restore's work folders inside MEDIA_ROOT (one file system, so moving is renaming).
WORK_PREFIX = ".restore-"
CHUNK_BYTES = 1024 * 1024
MAX_MANIFEST_BYTES = 16 * 1024 * 1024


class BackupError(Exception):
    """The backup cannot be made, or the archive cannot be restored; nothing was changed."""


@dataclass(frozen=True)
class FileEntry:
    size: int
    sha256: str


@dataclass(frozen=True)
class Manifest:
    created_at: str
    database_vendor: str
    migrations: dict[str, list[str]]
    rows: dict[str, int]
    files: dict[str, FileEntry]

    def to_json(self) -> bytes:
        body = {"format": FORMAT, "version": FORMAT_VERSION, **asdict(self)}
        return json.dumps(body, indent=2, sort_keys=True).encode()

    @classmethod
    def from_json(cls, data: bytes) -> "Manifest":
        try:
            body = json.loads(data)
            if body["format"] != FORMAT:
                raise ValueError("not a shop backup")
            if body["version"] != FORMAT_VERSION:
                raise ValueError(f"format version {body['version']}, expected {FORMAT_VERSION}")
            files = {}
            for name, entry in body["files"].items():
                size, sha256 = entry["size"], entry["sha256"]
                if not (isinstance(size, int) and isinstance(sha256, str) and len(sha256) == 64):
                    raise ValueError(f"bad entry for {name}")
                files[name] = FileEntry(size=size, sha256=sha256)
            rows = {str(label): int(count) for label, count in body["rows"].items()}
            migrations = {
                str(app): [str(name) for name in names] for app, names in body["migrations"].items()
            }
            return cls(
                created_at=str(body["created_at"]),
                database_vendor=str(body["database_vendor"]),
                migrations=migrations,
                rows=rows,
                files=files,
            )
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            raise BackupError(f"The manifest is not valid: {error}") from None

    def summary(self) -> list[str]:
        media = [entry for name, entry in self.files.items() if name.startswith(f"{MEDIA}/")]
        tables = ", ".join(f"{label} {count}" for label, count in sorted(self.rows.items()))
        return [
            f"  made {self.created_at} from {self.database_vendor}",
            f"  database: {sum(self.rows.values())} rows ({tables})",
            f"  media: {len(media)} files, {_size(sum(entry.size for entry in media))}",
        ]


@dataclass(frozen=True)
class Backup:
    path: Path
    manifest: Manifest


def backup_create(*, destination: Path) -> Backup:
    """Writes `destination/shop-<UTC time>.tar.gz`: to a hidden temporary file first, read
    back and checked, then renamed, so that a failed backup leaves no archive behind."""
    media_root = _media_root()
    created_at = timezone.now().astimezone(datetime.UTC)
    destination.mkdir(parents=True, exist_ok=True)
    path = destination / f"shop-{created_at:%Y%m%dT%H%M%SZ}.tar.gz"
    if path.exists():
        raise BackupError(f"{path} already exists; try again in a second.")

    descriptor, partial_name = tempfile.mkstemp(
        prefix=".shop-", suffix=".tar.gz.partial", dir=destination
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
                for name, source in _media_files(media_root):
                    files[f"{MEDIA}/{name}"] = _add_file(tar, f"{MEDIA}/{name}", source)
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
        _unpack(partial)
        partial.replace(path)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return Backup(path=path, manifest=manifest)


def backup_latest(*, directory: Path) -> Path:
    """The newest archive in the folder (the names sort by time)."""
    archives = sorted(directory.glob(ARCHIVE_GLOB))
    if not archives:
        raise BackupError(f"There is no backup ({ARCHIVE_GLOB}) in {directory}.")
    return archives[-1]


def backup_verify(*, archive: Path) -> Manifest:
    """Reads the whole archive and checks it against its manifest and this code."""
    manifest = _unpack(archive)
    _check_migrations(manifest)
    return manifest


def backup_restore(*, archive: Path) -> Manifest:
    """Replaces the database's rows and the media files with the archive's.

    Everything is unpacked and checked first (the media files into a work folder inside
    MEDIA_ROOT); then the schema is migrated, the tables emptied and the fixtures loaded in
    one transaction; only after it committed are the media files swapped in.
    """
    media_root = _media_root()
    media_root.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="shop-restore-") as work:
        staging = Path(tempfile.mkdtemp(prefix=WORK_PREFIX, dir=media_root))
        try:
            fixture = Path(work) / DATABASE
            manifest = _unpack(archive, database_to=fixture, media_to=staging)
            _check_migrations(manifest)
            call_command("migrate", interactive=False, verbosity=0)
            _load_database(fixture, manifest)
            _replace_media(media_root, staging)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    return manifest


# --- what is backed up ----------------------------------------------------------------


def _emptied_models() -> list[type[models.Model]]:
    """Every model whose table a restore empties (many-to-many tables included)."""
    return [
        model
        for model in apps.get_models(include_auto_created=True)
        if model._meta.label_lower not in KEPT_BY_MIGRATE
        and model._meta.managed
        and not model._meta.proxy
        and router.allow_migrate_model(DEFAULT_DB_ALIAS, model)
    ]


def _backed_up_models() -> list[type[models.Model]]:
    return [
        model
        for model in _emptied_models()
        if not model._meta.auto_created and model._meta.label_lower not in NOT_BACKED_UP
    ]


def _media_root() -> Path:
    if not isinstance(default_storage, FileSystemStorage):
        raise BackupError("Backups cover media files in local storage (FileSystemStorage) only.")
    return Path(default_storage.location)


def _media_files(root: Path) -> list[tuple[str, Path]]:
    """Every file under MEDIA_ROOT as (name in the archive, path), a restore's work
    folders aside."""
    files = []
    for folder, subfolders, names in os.walk(root):
        if Path(folder) == root:
            subfolders[:] = [name for name in subfolders if not name.startswith(WORK_PREFIX)]
        subfolders.sort()
        for name in sorted(names):
            path = Path(folder) / name
            if path.is_file():
                files.append((path.relative_to(root).as_posix(), path))
    return files


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
    backed_up = _backed_up_models()
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


def _size(size: int) -> str:
    return filesizeformat(size).replace("\xa0", " ")


# --- reading --------------------------------------------------------------------------


def _unpack(
    archive: Path, *, database_to: Path | None = None, media_to: Path | None = None
) -> Manifest:
    """Reads the whole archive and checks every member against the manifest; writes the
    fixtures and the media files where asked (by default nowhere: it only checks)."""
    if not archive.is_file():
        raise BackupError(f"There is no backup {archive}.")
    found: dict[str, FileEntry] = {}
    manifest_json = None
    try:
        with tarfile.open(archive, mode="r:gz") as tar:
            for member in tar:
                name = _member_name(member)
                if name in found or (name == MANIFEST and manifest_json is not None):
                    raise BackupError(f"{archive} holds {name} twice.")
                source = tar.extractfile(member)
                if name == MANIFEST:
                    manifest_json = source.read(MAX_MANIFEST_BYTES)
                    continue
                if name == DATABASE:
                    target = database_to
                else:
                    target = media_to / name.removeprefix(f"{MEDIA}/") if media_to else None
                found[name] = _copy(source, target)
            # Read to the end, so that gzip checks its length and CRC too.
            while tar.fileobj.read(CHUNK_BYTES):
                pass
    except (tarfile.TarError, EOFError, zlib.error, gzip.BadGzipFile) as error:
        raise BackupError(f"{archive} is damaged or truncated ({error}).") from None
    except OSError as error:  # writing the files out: a full disk, a clash of names
        raise BackupError(f"Could not unpack {archive}: {error}") from None

    if manifest_json is None:
        raise BackupError(f"{archive} has no {MANIFEST}: it is not a shop backup.")
    manifest = Manifest.from_json(manifest_json)
    problems = sorted(
        [
            *(f"{name} is missing" for name in manifest.files.keys() - found.keys()),
            *(f"{name} is not in the manifest" for name in found.keys() - manifest.files.keys()),
            *(
                f"{name} does not match its size and sha256"
                for name in found.keys() & manifest.files.keys()
                if found[name] != manifest.files[name]
            ),
        ]
    )
    if DATABASE not in manifest.files:
        problems.insert(0, f"{DATABASE} is not in the manifest")
    if problems:
        more = f" (and {len(problems) - 5} more)" if len(problems) > 5 else ""
        raise BackupError(f"{archive} fails its checks: {'; '.join(problems[:5])}{more}.")
    return manifest


def _member_name(member: tarfile.TarInfo) -> str:
    """The member's name, if it is a regular file where a backup puts one."""
    name = member.name
    parts = PurePosixPath(name).parts
    expected_place = name in {MANIFEST, DATABASE} or (
        len(parts) > 1 and parts[0] == MEDIA and not parts[1].startswith(WORK_PREFIX)
    )
    if (
        not member.isfile()
        or not expected_place
        or str(PurePosixPath(name)) != name
        or ".." in parts
    ):
        raise BackupError(f"The archive holds an unexpected member {name!r}: not a shop backup.")
    return name


def _copy(source: BinaryIO, target: Path | None) -> FileEntry:
    sha256, size = hashlib.sha256(), 0
    output = None
    if target is not None:
        target.parent.mkdir(parents=True, exist_ok=True)
        output = target.open("xb")
    try:
        while chunk := source.read(CHUNK_BYTES):
            sha256.update(chunk)
            size += len(chunk)
            if output is not None:
                output.write(chunk)
    finally:
        if output is not None:
            output.close()
    return FileEntry(size=size, sha256=sha256.hexdigest())


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
    emptied = _emptied_models()
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
