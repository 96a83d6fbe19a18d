from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from ops.archive import BackupError
from ops.backup import backup_create


class Command(BaseCommand):
    help = (
        "Writes the database (as fixtures) and every media file to one archive, "
        "shop-<UTC time>.tar.gz, in the backups storage: BACKUP_DIR (default backups/), "
        "or the bucket's backups/ prefix with object storage."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--dir", dest="directory", type=Path, help="A folder to write it to instead."
        )

    def handle(self, *args, directory: Path | None, **options):
        try:
            backup = backup_create(destination=directory)
        except BackupError as error:
            raise CommandError(str(error)) from None
        self.stdout.write(self.style.SUCCESS(f"Backed up to {backup.place}"))
        for line in backup.manifest.summary():
            self.stdout.write(line)
