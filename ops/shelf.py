"""Where backup archives are kept: the "backups" storage (BACKUP_DIR, or with object
storage the bucket's private backups/ prefix, so that any app server can restore what
another backed up), or a folder named on the command line (--dir)."""

import contextlib
import fnmatch
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from django.core.files import File
from django.core.files.storage import FileSystemStorage, Storage, storages

from ops.archive import ARCHIVE_GLOB, CHUNK_BYTES, BackupError


@dataclass(frozen=True)
class Shelf:
    storage: Storage

    @classmethod
    def at(cls, directory: Path | None = None) -> "Shelf":
        """The folder directory, or by default the backups storage."""
        if directory is None:
            return cls(storages["backups"])
        return cls(FileSystemStorage(location=directory))

    @property
    def folder(self) -> Path | None:
        """The local folder the archives are in, or None (a bucket)."""
        if isinstance(self.storage, FileSystemStorage):
            return Path(self.storage.location)
        return None

    def where(self, name: str) -> str:
        """The archive's place, as a person would look for it."""
        if self.folder is not None:
            return str(self.folder / name)
        bucket = getattr(self.storage, "bucket_name", "?")
        location = getattr(self.storage, "location", "")
        return f"s3://{bucket}/{location}/{name}" if location else f"s3://{bucket}/{name}"

    def latest(self) -> str:
        """The newest archive's name (the names sort by time)."""
        try:
            _, names = self.storage.listdir("")
        except FileNotFoundError:
            names = []
        archives = sorted(name for name in names if fnmatch.fnmatch(name, ARCHIVE_GLOB))
        if not archives:
            raise BackupError(f"There is no backup ({ARCHIVE_GLOB}) in {self.where('')}.")
        return archives[-1]

    def scratch(self) -> Path | None:
        """Where a backup is written before it is kept: beside the archives in a folder
        (so keeping it is a rename), the temporary folder otherwise."""
        folder = self.folder
        if folder is not None:
            folder.mkdir(parents=True, exist_ok=True)
        return folder

    def keep(self, written: Path, name: str) -> None:
        """Puts the checked archive written (in scratch()) on the shelf as name, whole or
        not at all (an object appears in a bucket only once uploaded in full)."""
        if self.folder is not None:
            written.replace(self.folder / name)
            return
        if self.storage.exists(name):
            raise BackupError(f"{self.where(name)} already exists; try again in a second.")
        with written.open("rb") as file:
            stored = self.storage.save(name, File(file, name=name))
        if stored != name:
            raise BackupError(f"The backup was stored as {self.where(stored)}, not as {name}.")

    @contextlib.contextmanager
    def local_copy(self, name: str) -> Iterator[Path]:
        """The archive as a local file (a bucket's is fetched to a temporary one)."""
        if self.folder is not None:
            yield self.folder / name
            return
        with tempfile.TemporaryDirectory(prefix="shop-backup-") as work:
            copy = Path(work) / name
            try:
                source = self.storage.open(name, "rb")
            except FileNotFoundError:
                raise BackupError(f"There is no backup {self.where(name)}.") from None
            with source, copy.open("wb") as target:
                while chunk := source.read(CHUNK_BYTES):
                    target.write(chunk)
            yield copy
