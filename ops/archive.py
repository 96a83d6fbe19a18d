"""The shop's backup archive, `shop-<UTC time>.tar.gz`, and how it is read and checked.

An archive holds
  database.json   every row as Django fixtures (content types, permissions and sessions
                  aside), so a backup from SQLite restores into PostgreSQL and back
  media/...       every file under MEDIA_ROOT, or every object under the bucket's media
                  prefix (AWS_LOCATION) with object storage
  manifest.json   format version, creation time, database vendor, applied migrations,
                  rows per model, and the size and sha256 of every other member

Writing one: ops/backup.py; restoring one: ops/restore.py.
"""

import gzip
import hashlib
import json
import os
import tarfile
import zlib
from dataclasses import asdict, dataclass
from pathlib import Path, PurePosixPath
from typing import BinaryIO

from django.apps import apps
from django.core.files.storage import FileSystemStorage, default_storage
from django.db import DEFAULT_DB_ALIAS, models, router
from django.template.defaultfilters import filesizeformat
from storages.backends.s3 import S3Storage

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
# (the restore gives every resource a new version instead); rate-limit counts matter only
# for the minutes they count.
NOT_BACKED_UP = {"sessions.session", "apicache.responseversion", "core.ratecount"}
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
            f"  media: {len(media)} files, {size_text(sum(entry.size for entry in media))}",
        ]


# --- what is backed up ----------------------------------------------------------------


def emptied_models() -> list[type[models.Model]]:
    """Every model whose table a restore empties (many-to-many tables included)."""
    return [
        model
        for model in apps.get_models(include_auto_created=True)
        if model._meta.label_lower not in KEPT_BY_MIGRATE
        and model._meta.managed
        and not model._meta.proxy
        and router.allow_migrate_model(DEFAULT_DB_ALIAS, model)
    ]


def backed_up_models() -> list[type[models.Model]]:
    return [
        model
        for model in emptied_models()
        if not model._meta.auto_created and model._meta.label_lower not in NOT_BACKED_UP
    ]


def media_in_bucket() -> bool:
    """Whether the media files are objects in an S3 bucket (ops/bucket.py) rather than
    files under MEDIA_ROOT."""
    if isinstance(default_storage, S3Storage):
        return True
    if isinstance(default_storage, FileSystemStorage):
        return False
    raise BackupError("Backups cover media files in a local folder or an S3 bucket only.")


def media_root() -> Path:
    return Path(default_storage.location)


def media_place() -> str:
    """Where the media files are, for a person: MEDIA_ROOT or s3://bucket/prefix/."""
    if media_in_bucket():
        return f"s3://{default_storage.bucket_name}/{default_storage.location}/"
    return str(media_root())


def media_files(root: Path) -> list[tuple[str, Path]]:
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


def size_text(size: int) -> str:
    return filesizeformat(size).replace("\xa0", " ")


# --- reading --------------------------------------------------------------------------


def unpack(
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
