from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from ops.media_move import MediaMoveError, media_to_bucket


class Command(BaseCommand):
    help = (
        "Copies the images in the local media folder into the bucket the shop now uses "
        "(AWS_STORAGE_BUCKET_NAME) and shows the catalogue's images from there. Safe to run "
        "again."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--from",
            dest="source",
            type=Path,
            help="The local media folder (default: DJANGO_MEDIA_ROOT, media/).",
        )
        parser.add_argument(
            "--dry-run", action="store_true", help="Say what would move, and move nothing."
        )

    def handle(self, *args, source: Path | None, dry_run: bool, **options):
        source = source or Path(settings.MEDIA_ROOT)
        if not source.is_dir():
            raise CommandError(f"{source} is not a folder.")
        try:
            move = media_to_bucket(source=source, dry_run=dry_run)
        except MediaMoveError as error:
            raise CommandError(str(error)) from None
        if dry_run:
            self.stdout.write("Dry run: nothing was copied or changed.")
        for line in move.summary():
            self.stdout.write(line)
