"""The STORAGES entries for media files and backups: local folders by default, an S3 bucket
(or any S3-compatible server) when one is configured. config/settings.py reads the
environment and calls these; the tests' S3 fixture (conftest.py) calls them too.

Nothing of django-storages or boto3 here: the settings import it before Django is set up.
"""

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

MEDIA_BACKEND = "core.storages.PublicMediaStorage"
BACKUP_BACKEND = "storages.backends.s3.S3Storage"
BACKUP_PREFIX = "backups"
DOCUMENTS_PREFIX = "documents"
# How long a signed URL to a backup archive works (an operator fetching one by hand).
BACKUP_URL_SECONDS = 3600


@dataclass(frozen=True)
class S3Settings:
    bucket: str
    endpoint_url: str | None = None  # another S3-compatible server than AWS's
    access_key: str | None = None  # None: boto3's own chain (an instance role, ~/.aws)
    secret_key: str | None = None
    region: str | None = None
    custom_domain: str | None = None  # a CDN in front of the bucket: URLs name it
    location: str = "media"  # the media files' key prefix
    backup_bucket: str | None = None  # None: the same bucket, under BACKUP_PREFIX


def _connection(s3: S3Settings) -> dict:
    return {
        "endpoint_url": s3.endpoint_url,
        "access_key": s3.access_key,
        "secret_key": s3.secret_key,
        "region_name": s3.region,
    }


def object_storage(read: Callable[..., str | None]) -> S3Settings | None:
    """The bucket the AWS_* variables name, as `read` (the settings' env) reads them; None
    when AWS_STORAGE_BUCKET_NAME names none."""
    bucket = read("AWS_STORAGE_BUCKET_NAME")
    if not bucket:
        return None
    return S3Settings(
        bucket=bucket,
        endpoint_url=read("AWS_S3_ENDPOINT_URL"),
        access_key=read("AWS_ACCESS_KEY_ID"),
        secret_key=read("AWS_SECRET_ACCESS_KEY"),
        region=read("AWS_S3_REGION_NAME"),
        custom_domain=read("AWS_S3_CUSTOM_DOMAIN"),
        location=read("AWS_LOCATION", "media"),
        backup_bucket=read("BACKUP_BUCKET_NAME"),
    )


def s3_storages(s3: S3Settings) -> dict[str, dict]:
    """media in the bucket, public, under s3.location; backups private, under "backups"."""
    backup_bucket = s3.backup_bucket or s3.bucket
    private = {DOCUMENTS_PREFIX} | ({BACKUP_PREFIX} if backup_bucket == s3.bucket else set())
    if s3.location.strip("/") in {"", *private}:
        raise ImproperlyConfigured(
            f"AWS_LOCATION {s3.location!r} would mix the public media files with the private "
            f"{BACKUP_PREFIX}/ or {DOCUMENTS_PREFIX}/ kept in the same bucket: choose another "
            "prefix (default media)."
        )
    media = {
        **_connection(s3),
        "bucket_name": s3.bucket,
        "location": s3.location.strip("/"),
        "custom_domain": s3.custom_domain,
        "querystring_auth": False,
        # Like local files: a name already taken gets another, never overwrites.
        "file_overwrite": False,
    }
    backups = {
        **_connection(s3),
        "bucket_name": backup_bucket,
        "location": BACKUP_PREFIX,
        "querystring_auth": True,
        "querystring_expire": BACKUP_URL_SECONDS,
        "file_overwrite": False,
    }
    documents = {
        **_connection(s3),
        "bucket_name": s3.bucket,
        "location": DOCUMENTS_PREFIX,
        "default_acl": "private",
        "querystring_auth": True,
        "file_overwrite": False,
    }
    return {
        "default": {"BACKEND": MEDIA_BACKEND, "OPTIONS": media},
        "backups": {"BACKEND": BACKUP_BACKEND, "OPTIONS": backups},
        "documents": {"BACKEND": BACKUP_BACKEND, "OPTIONS": documents},
    }


def local_storages(backup_dir: Path, documents_dir: Path) -> dict[str, dict]:
    """media in MEDIA_ROOT (FileSystemStorage's default), backups in backup_dir, the
    private documents (invoices, certificates) in documents_dir, never served as files."""
    files = "django.core.files.storage.FileSystemStorage"
    return {
        "default": {"BACKEND": files},
        "backups": {"BACKEND": files, "OPTIONS": {"location": str(backup_dir)}},
        "documents": {
            "BACKEND": files,
            "OPTIONS": {"location": str(documents_dir), "base_url": "/no-public-url/"},
        },
    }
