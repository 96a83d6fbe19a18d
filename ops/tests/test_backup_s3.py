"""`make backup` / `make restore` with object storage: the archive holds every object under
the bucket's media prefix and is kept in the bucket's private backups/ prefix (any app
server can restore it); a restore puts the objects back as they were and loses none if it
stops halfway."""

import io
import tarfile

import pytest
from django.conf import settings
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.core.management import CommandError, call_command

from ops import restore
from ops.archive import BackupError
from ops.tests.test_backups import change_the_shop, database, fill_the_shop
from shop.tests.test_images_s3 import local_files

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.one_database]


def media_objects(s3_bucket) -> dict[str, bytes]:
    return {key: s3_bucket.read(key) for key in s3_bucket.keys("media/")}


def change_the_bucket(shop: dict, s3_bucket) -> None:
    """As change_the_shop does to local files: the upload (all its copies) is deleted."""
    change_the_shop(shop)
    key = shop["brush"].img.rsplit("/", 1)[1].split(".", 1)[0]
    copies = s3_bucket.keys(f"media/uploads/tools/{key}")
    assert len(copies) > 3
    for name in copies:
        default_storage.delete(name.removeprefix("media/"))


def back_up() -> str:
    out = io.StringIO()
    call_command("backup_shop", stdout=out)
    return out.getvalue()


def test_a_backup_in_the_bucket_restores_every_object_and_row(s3_bucket, tmp_path):
    shop = fill_the_shop()
    rows, objects = database(), media_objects(s3_bucket)
    assert any(key.endswith(".webp") for key in objects), "the job's copies are objects too"
    output = back_up()

    [archive_key] = s3_bucket.keys("backups/")
    assert f"Backed up to s3://{s3_bucket.name}/{archive_key}" in output
    assert not (tmp_path / "backups").exists(), "nothing kept on this app server"
    with tarfile.open(fileobj=io.BytesIO(s3_bucket.read(archive_key))) as tar:
        members = {member.name for member in tar if member.name.startswith("media/")}
    assert members == set(objects)

    change_the_bucket(shop, s3_bucket)  # the upload gone, another added, a demo image changed
    assert media_objects(s3_bucket) != objects and database() != rows
    out = io.StringIO()
    call_command("restore_shop", "--yes", stdout=out)

    assert f"Restored s3://{s3_bucket.name}/{archive_key}." in out.getvalue()
    assert database() == rows
    assert media_objects(s3_bucket) == objects, "the same objects, the same bytes, no other"
    assert s3_bucket.keys("backups/") == {archive_key}
    assert local_files() == []


def test_a_restore_that_fails_halfway_loses_no_object(s3_bucket, monkeypatch):
    shop = fill_the_shop()
    back_up()
    change_the_bucket(shop, s3_bucket)
    default_storage.save("uploads/tools/after.png", ContentFile(b"added after the backup"))
    rows, objects = database(), media_objects(s3_bucket)

    def database_refused(fixture, manifest):
        raise BackupError("The database could not be loaded (its rows are as they were).")

    monkeypatch.setattr(restore, "_load_database", database_refused)
    with pytest.raises(CommandError, match="could not be loaded"):
        call_command("restore_shop", "--yes", stdout=io.StringIO())

    assert database() == rows
    now = media_objects(s3_bucket)
    assert {key: now[key] for key in objects} == objects, "every object as it was"
    # Run again (the database loads now): the work is finished.
    monkeypatch.undo()
    call_command("restore_shop", "--yes", stdout=io.StringIO())
    assert "media/uploads/tools/after.png" not in s3_bucket.keys("media/")


def test_restore_names_a_missing_backup_and_changes_nothing(s3_bucket):
    fill_the_shop()
    objects = media_objects(s3_bucket)

    with pytest.raises(CommandError, match=r"no backup \(shop-\*\.tar\.gz\) in s3://"):
        call_command("restore_shop", "--yes", stdout=io.StringIO())
    with pytest.raises(CommandError, match="There is no backup s3://.*/shop-1.tar.gz"):
        call_command("restore_shop", "shop-1.tar.gz", "--yes", stdout=io.StringIO())

    assert media_objects(s3_bucket) == objects
    assert settings.OBJECT_STORAGE.bucket == s3_bucket.name
