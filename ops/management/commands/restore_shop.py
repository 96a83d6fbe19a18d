import sys
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import connection

from ops.archive import BackupError
from ops.backup import backup_latest
from ops.restore import backup_restore, backup_verify


class Command(BaseCommand):
    help = (
        "Replaces the database's rows and the media files with a backup's (by default the "
        "newest in BACKUP_DIR). The archive is checked first; a bad one changes nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "archive", nargs="?", type=Path, help="A shop-*.tar.gz (default: the newest)."
        )
        parser.add_argument(
            "--dir", dest="directory", type=Path, help="Where to look (default BACKUP_DIR)."
        )
        parser.add_argument("--yes", action="store_true", help="Do not ask; restore.")

    def handle(self, *args, archive: Path | None, directory: Path | None, yes: bool, **options):
        try:
            archive = archive or backup_latest(directory=directory or settings.BACKUP_DIR)
            manifest = backup_verify(archive=archive)
            self.stdout.write(f"{archive} is complete and intact:")
            for line in manifest.summary():
                self.stdout.write(line)
            if not yes:
                self._confirm()
            backup_restore(archive=archive)
        except BackupError as error:
            raise CommandError(str(error)) from None
        self.stdout.write(self.style.SUCCESS(f"Restored {archive}."))

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
            f"and every file in {settings.MEDIA_ROOT} with this backup? Type 'yes': "
        )
        try:
            answer = input(question)
        except EOFError:
            answer = ""
        if answer.strip().lower() != "yes":
            raise CommandError("Nothing was changed.")
