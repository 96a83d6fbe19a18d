"""The environment decides where media files and backups live: local folders unless
AWS_STORAGE_BUCKET_NAME names a bucket (the variables the README lists)."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STORAGE_VARIABLES = [
    "AWS_STORAGE_BUCKET_NAME",
    "AWS_S3_ENDPOINT_URL",
    "AWS_ACCESS_KEY_ID",
    "AWS_SECRET_ACCESS_KEY",
    "AWS_S3_REGION_NAME",
    "AWS_S3_CUSTOM_DOMAIN",
    "AWS_LOCATION",
    "BACKUP_BUCKET_NAME",
    "BACKUP_DIR",
    "DJANGO_SERVE_MEDIA",
]
SCRIPT = """
import json, django
django.setup()
from django.conf import settings
from django.core.files.storage import default_storage, storages
backups = storages["backups"]
print(json.dumps({
    "serve_media": settings.SERVE_MEDIA,
    "media": type(storages["default"]).__name__,
    "image_url": default_storage.url("uploads/tools/a.png"),
    "backups": type(backups).__name__,
    "backups_at": getattr(backups, "bucket_name", None) or str(backups.location),
    "backups_location": getattr(backups, "location", None),
    "backup_url": backups.url("shop-1.tar.gz") if hasattr(backups, "bucket_name") else None,
}))
"""


def storage_settings(**variables: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in STORAGE_VARIABLES}
    env |= {"DJANGO_SETTINGS_MODULE": "config.settings", **variables}
    return subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True
    )


def seen(**variables: str) -> dict:
    done = storage_settings(**variables)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_without_a_bucket_media_and_backups_are_local_folders(tmp_path):
    found = seen(BACKUP_DIR=str(tmp_path / "archives"))

    assert found["serve_media"] is True
    assert (found["media"], found["image_url"]) == (
        "FileSystemStorage",
        "/media/uploads/tools/a.png",
    )
    assert (found["backups"], found["backups_at"]) == (
        "FileSystemStorage",
        str(tmp_path / "archives"),
    )


def test_with_a_bucket_images_are_public_urls_and_backups_private():
    found = seen(
        AWS_STORAGE_BUCKET_NAME="shop-images",
        AWS_S3_ENDPOINT_URL="http://127.0.0.1:9000",
        AWS_ACCESS_KEY_ID="key",
        AWS_SECRET_ACCESS_KEY="secret",
        AWS_S3_REGION_NAME="eu-west-1",
    )

    assert found["serve_media"] is False
    assert found["media"] == "PublicMediaStorage"
    assert found["image_url"] == "http://127.0.0.1:9000/shop-images/media/uploads/tools/a.png"
    assert (found["backups_at"], found["backups_location"]) == ("shop-images", "backups")
    assert found["backup_url"].startswith("http://127.0.0.1:9000/shop-images/backups/shop-1.")
    assert "Signature=" in found["backup_url"]


def test_a_cdn_prefix_and_backup_bucket_of_ones_own():
    found = seen(
        AWS_STORAGE_BUCKET_NAME="shop-images",
        AWS_S3_CUSTOM_DOMAIN="images.example.com",
        AWS_LOCATION="shop",
        BACKUP_BUCKET_NAME="shop-backups",
        AWS_ACCESS_KEY_ID="key",
        AWS_SECRET_ACCESS_KEY="secret",
    )

    assert found["image_url"] == "https://images.example.com/shop/uploads/tools/a.png"
    assert found["backups_at"] == "shop-backups"


def test_media_cannot_share_the_backups_prefix():
    done = storage_settings(AWS_STORAGE_BUCKET_NAME="shop-images", AWS_LOCATION="backups")

    assert done.returncode != 0
    assert "AWS_LOCATION 'backups' would mix the public media files with the private" in done.stderr
