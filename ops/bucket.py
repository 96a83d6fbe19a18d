"""A backup's media files when they are objects in an S3 bucket (core/storages.py, set up
when AWS_STORAGE_BUCKET_NAME is set): every object under the media prefix is listed and
fetched for the archive; a restore puts the archive's objects back and removes the others
in an order that loses nothing if it stops halfway (restore_into_bucket)."""

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from django.core.files import File
from django.core.files.storage import Storage

from ops.archive import CHUNK_BYTES, BackupError


@dataclass(frozen=True)
class StoredObject:
    size: int
    etag: str  # a single-part upload's is the MD5 of its bytes


def _prefix(storage: Storage) -> str:
    return f"{storage.location}/" if storage.location else ""


def bucket_objects(storage: Storage) -> dict[str, StoredObject]:
    """Every object under the media prefix, by its name in the storage."""
    prefix = _prefix(storage)
    paginator = storage.connection.meta.client.get_paginator("list_objects_v2")
    objects = {}
    for page in paginator.paginate(Bucket=storage.bucket_name, Prefix=prefix):
        for entry in page.get("Contents", ()):
            name = entry["Key"].removeprefix(prefix)
            if name and not name.endswith("/"):
                objects[name] = StoredObject(size=entry["Size"], etag=entry["ETag"].strip('"'))
    return objects


def bucket_download(storage: Storage, name: str, target: Path) -> None:
    """Fetches the object name to the file target."""
    storage.bucket.download_file(f"{_prefix(storage)}{name}", str(target))


def _md5(path: Path) -> str:
    digest = hashlib.md5(usedforsecurity=False)
    with path.open("rb") as file:
        while chunk := file.read(CHUNK_BYTES):
            digest.update(chunk)
    return digest.hexdigest()


def _put(storage: Storage, name: str, source: Path) -> None:
    with source.open("rb") as file:
        stored = storage.save(name, File(file, name=name))
    if stored != name:
        raise BackupError(f"{name} was stored as {stored}: the restore stopped halfway.")


def restore_into_bucket(storage: Storage, staging: Path, load_database: Callable[[], None]):
    """Makes the objects under the media prefix those of staging (the archive's media
    files, unpacked and checked), with load_database run in between:

    1. the objects the bucket lacks are added (nothing the shop shows changes);
    2. load_database() (one transaction: the rows are the backup's, or as they were);
    3. the objects whose bytes differ are replaced, and the objects the archive does not
       have are deleted, last.

    Stopped anywhere, no object the database points to is gone, and a restore run again
    finishes the work."""
    present = bucket_objects(storage)
    restored = {
        path.relative_to(staging).as_posix(): path
        for path in sorted(staging.rglob("*"))
        if path.is_file()
    }
    missing = [name for name in restored if name not in present]
    changed = [
        name
        for name in restored
        if name in present
        and (
            present[name].size != restored[name].stat().st_size
            or present[name].etag != _md5(restored[name])
        )
    ]
    for name in missing:
        _put(storage, name, restored[name])
    load_database()
    for name in changed:
        storage.delete(name)
        _put(storage, name, restored[name])
    for name in sorted(present.keys() - restored.keys()):
        storage.delete(name)
