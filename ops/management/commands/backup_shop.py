from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from ops.archive import BackupError
from ops.backup import backup_create


class Command(BaseCommand):
    help = (
        "Writes the database (as fixtures) and every media file to one archive, "
        "shop-<UTC time>.tar.gz in BACKUP_DIR (default backups/)."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--dir", dest="directory", type=Path, help="Where to write it (default BACKUP_DIR)."
        )

    def handle(self, *args, directory: Path | None, **options):
        try:
            backup = backup_create(destination=directory or settings.BACKUP_DIR)
        except BackupError as error:
            raise CommandError(str(error)) from None
        self.stdout.write(self.style.SUCCESS(f"Backed up to {backup.path}"))
        for line in backup.manifest.summary():
            self.stdout.write(line)
