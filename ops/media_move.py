"""Moving a shop's images from its local media folder into the bucket it now uses: for a
shop that began with local files and then set AWS_STORAGE_BUCKET_NAME. Every file is
copied under the same name (its type from its name, as an upload gets it), and the
catalogue's rows that named a local file (`/media/...`) then name the bucket's object."""

from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from django.core.files import File
from django.core.files.storage import default_storage
from django.db import transaction

from apicache.services import version_bump_all
from ops.archive import BackupError, media_in_bucket
from shop.models import Painting, PaintingImage, Tool

# The rows that show an image, by its URL.
IMAGE_ROWS = (Tool, Painting, PaintingImage)


class MediaMoveError(Exception):
    """Nothing to move to: the shop keeps its media in local files."""


@dataclass
class MediaMove:
    copied: list[str] = field(default_factory=list)
    already_there: int = 0
    rows_moved: int = 0
    # "Tool 12: /media/uploads/x.png": rows naming a local file the folder does not have.
    rows_missing: list[str] = field(default_factory=list)

    def summary(self) -> list[str]:
        lines = [
            f"{len(self.copied)} files copied to the bucket, "
            f"{self.already_there} were there already.",
            f"{self.rows_moved} images now shown from the bucket.",
        ]
        if self.rows_missing:
            lines.append(
                f"{len(self.rows_missing)} images name a file the folder does not have, "
                "left as they were: " + "; ".join(self.rows_missing)
            )
        return lines


def _local_files(folder: Path) -> list[str]:
    """The storage names of the files under folder ('uploads/tools/x.webp')."""
    return sorted(
        path.relative_to(folder).as_posix()
        for path in folder.rglob("*")
        if path.is_file() and not path.is_symlink()
    )


def _local_name(url: str) -> str | None:
    """The storage name a row's `/media/...` URL names, or None for any other URL."""
    prefix = settings.MEDIA_URL
    if not prefix.startswith("/") or not url.startswith(prefix):
        return None
    return url.removeprefix(prefix).split("?", 1)[0] or None


def media_to_bucket(*, source: Path, dry_run: bool = False) -> MediaMove:
    """Copies every file under source into the bucket (those it has already are left),
    then points each row whose image is a local file the bucket now has at the bucket's
    URL, in one transaction. Running it again copies and changes nothing more."""
    try:
        in_bucket = media_in_bucket()
    except BackupError:  # some other storage: nothing this command knows how to fill
        in_bucket = False
    if not in_bucket:
        raise MediaMoveError(
            "The shop keeps its images in local files: set AWS_STORAGE_BUCKET_NAME (and the "
            "bucket's other settings) first, then move them."
        )
    move = MediaMove()
    for name in _local_files(source) if source.is_dir() else []:
        if default_storage.exists(name):
            move.already_there += 1
            continue
        move.copied.append(name)
        if not dry_run:
            with (source / name).open("rb") as content:
                stored = default_storage.save(name, File(content, name=name))
            if stored != name:
                raise MediaMoveError(
                    f"{name} was stored as {stored}: the images still show from the local files."
                )

    # Whether the bucket has each name (asked once a name: many rows may share a picture).
    in_bucket_now = dict.fromkeys(move.copied, True)
    changes = []
    for model in IMAGE_ROWS:
        for pk, url in model.objects.values_list("pk", "img"):
            name = _local_name(url)
            if name is None:
                continue
            if name not in in_bucket_now:
                in_bucket_now[name] = default_storage.exists(name)
            if in_bucket_now[name]:
                changes.append((model, pk, default_storage.url(name)))
            else:
                move.rows_missing.append(f"{model.__name__} {pk}: {url}")
    move.rows_moved = len(changes)
    if changes and not dry_run:
        with transaction.atomic():
            for model, pk, url in changes:
                model.objects.filter(pk=pk).update(img=url)
        version_bump_all()  # the kept answers named the local files
    return move
