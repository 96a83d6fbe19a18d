import contextlib
import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.db import connection

from ops.archive import BackupError, media_place
from ops.restore import backup_restore, backup_verify
from ops.shelf import Shelf


class Command(BaseCommand):
    help = (
        "Replaces the database's rows and the media files with a backup's (by default the "
        "newest in the backups storage: BACKUP_DIR, or the bucket's backups/ prefix). The "
        "archive is checked first; a bad one changes nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "archive",
            nargs="?",
            help="A shop-*.tar.gz: a file, or a name in the backups (default: the newest).",
        )
        parser.add_argument(
            "--dir", dest="directory", type=Path, help="A folder to look in instead."
        )
        parser.add_argument("--yes", action="store_true", help="Do not ask; restore.")

    def handle(self, *args, archive: str | None, directory: Path | None, yes: bool, **options):
        shelf = Shelf.at(directory)
        try:
            if archive is not None and (Path(archive).is_file() or "/" in archive):
                source, place = contextlib.nullcontext(Path(archive)), archive
            else:
                name = archive or shelf.latest()
                source, place = shelf.local_copy(name), shelf.where(name)
            with source as path:
                manifest = backup_verify(archive=path)
                self.stdout.write(f"{place} is complete and intact:")
                for line in manifest.summary():
                    self.stdout.write(line)
                if not yes:
                    self._confirm()
                backup_restore(archive=path)
        except BackupError as error:
            raise CommandError(str(error)) from None
        self.stdout.write(self.style.SUCCESS(f"Restored {place}."))

    def _confirm(self) -> None:
        if not sys.stdin.isatty():
            raise CommandError(
                "Restoring replaces the database and the media files: pass --yes "
                "(make restore YES=1) to do it without a terminal. Nothing was changed."
            )
        database = connection.settings_dict
        where = f" on {database['HOST']}" if database.get("HOST") else ""
        question = (
            f"Replace every row of the {connection.vendor} database {database['NAME']}{where} "
            f"and every media file ({media_place()}) with this backup? Type 'yes': "
        )
        try:
            answer = input(question)
        except EOFError:
            answer = ""
        if answer.strip().lower() != "yes":
            raise CommandError("Nothing was changed.")
