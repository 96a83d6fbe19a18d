"""With object storage (AWS_STORAGE_BUCKET_NAME: here a bucket of the tests' local S3
server), uploads and their WebP copies live in the bucket, never in MEDIA_ROOT, and the
API's URLs are the bucket's public addresses, which a browser may load."""

import io
import re
import urllib.error
import urllib.request
from email.message import Message
from pathlib import Path

import pytest
from django.conf import settings
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from PIL import Image

from shop.models import Painting, Tool
from shop.tests.test_images import as_admin, image_bytes, srcset_entries, tool_create
from shop.validators import validate_image_url

pytestmark = [pytest.mark.django_db, pytest.mark.one_database]


def fetch(url: str) -> tuple[bytes, Message]:
    """What a browser gets for url: the bytes and the headers."""
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read(), response.headers


def local_files() -> list[Path]:
    root = Path(settings.MEDIA_ROOT)
    return [path for path in root.rglob("*") if path.is_file()] if root.exists() else []


def upload_to_bucket(api_client, content: bytes, name: str, **file) -> str:
    upload = SimpleUploadedFile(name, content, **file)
    response = as_admin(api_client).post("/api/images", {"image": upload}, format="multipart")
    assert response.status_code == 201, response.json()
    return response.json()["data"]["display_url"]


def test_an_upload_and_its_copies_are_objects_in_the_bucket_served_from_there(
    api_client, s3_bucket
):
    photo = image_bytes((1200, 800))
    url = upload_to_bucket(api_client, photo, "photo.jpg")

    base = f"{s3_bucket.endpoint_url}/{s3_bucket.name}/media/uploads/tools/"
    key = re.fullmatch(rf"{re.escape(base)}([0-9a-f]{{32}})\.jpg", url).group(1)
    # The job (run at once here) made the copies in the bucket too.
    assert s3_bucket.keys() == {
        f"media/uploads/tools/{key}.jpg",
        f"media/uploads/tools/{key}.variants",
        f"media/uploads/tools/{key}_1200x800.jpg",
        *(f"media/uploads/tools/{key}_1200x800.{w}w.webp" for w in (320, 640, 960)),
    }
    assert local_files() == []

    tool = tool_create(api_client, url)

    assert tool["img"] == f"{base}{key}_1200x800.jpg"
    assert Tool.objects.get().img == tool["img"]
    body, headers = fetch(tool["img"])
    assert body == photo
    assert headers["Content-Type"] == "image/jpeg"
    assert "immutable" in headers["Cache-Control"]
    entries = srcset_entries(tool["imgSrcset"])
    assert [width for _, width in entries] == [320, 640, 960]
    for variant_url, width in entries:
        assert variant_url.startswith(base)
        body, headers = fetch(variant_url)
        assert headers["Content-Type"] == "image/webp"
        with Image.open(io.BytesIO(body)) as variant:
            assert variant.size == (width, round(800 * width / 1200))
    # The cached public answer holds the same URLs.
    assert api_client.get(f"/api/tools/{tool['_id']}").json()["imgSrcset"] == tool["imgSrcset"]


def test_an_objects_type_is_the_image_format_not_what_the_client_claimed(api_client, s3_bucket):
    url = upload_to_bucket(
        api_client, image_bytes((40, 30), "PNG"), "page.png", content_type="text/html"
    )

    _, headers = fetch(url)
    assert headers["Content-Type"] == "image/png"


def test_the_content_security_policy_lets_pages_show_the_buckets_images(client, s3_bucket):
    response = client.get("/")

    img_src = re.search(r"img-src ([^;]*)", response["Content-Security-Policy"]).group(1)
    assert s3_bucket.endpoint_url in img_src.split()


def test_with_a_cdn_urls_and_the_policy_name_the_cdn(api_client, client, s3_bucket, settings):
    media = settings.STORAGES["default"]
    options = {**media["OPTIONS"], "custom_domain": "images.example.net"}
    settings.STORAGES = {**settings.STORAGES, "default": {**media, "OPTIONS": options}}

    url = upload_to_bucket(api_client, image_bytes((40, 30), "PNG"), "small.png")

    assert re.fullmatch(r"https://images\.example\.net/media/uploads/tools/[0-9a-f]{32}\.png", url)
    validate_image_url(url)  # a tool may show it
    policy = client.get("/")["Content-Security-Policy"]
    assert "https://images.example.net" in re.search(r"img-src ([^;]*)", policy).group(1)


def test_backups_in_the_bucket_are_private(s3_bucket):
    from django.core.files.base import ContentFile
    from django.core.files.storage import storages

    storages["backups"].save("shop-20250101T000000Z.tar.gz", ContentFile(b"secret rows"))
    plain = f"{s3_bucket.endpoint_url}/{s3_bucket.name}/backups/shop-20250101T000000Z.tar.gz"

    assert s3_bucket.read("backups/shop-20250101T000000Z.tar.gz") == b"secret rows"
    with pytest.raises(urllib.error.HTTPError) as refused:
        fetch(plain)
    assert refused.value.code == 403
    assert "Signature=" in storages["backups"].url("shop-20250101T000000Z.tar.gz")


@pytest.mark.usefixtures("firebase")
def test_the_demo_images_are_copied_into_the_bucket(s3_bucket):
    call_command("seed_demo", "--no-past-orders")  # pictures only: no orders to pay
    keys = s3_bucket.keys()
    call_command("seed_demo", "--no-past-orders")  # again: the same objects, nothing added

    images = [*Tool.objects.values_list("img", flat=True)]
    images += Painting.objects.values_list("img", flat=True)
    base = f"{s3_bucket.endpoint_url}/{s3_bucket.name}/media/"
    assert all(url.startswith(f"{base}uploads/tools/") for url in images)
    assert s3_bucket.keys() == keys
    assert {
        url.removeprefix(f"{s3_bucket.endpoint_url}/{s3_bucket.name}/") for url in images
    } < keys
    for url in images:
        validate_image_url(url)  # the Django admin can save the demo rows as they are
    body, headers = fetch(images[0])
    assert body[8:12] == b"WEBP" and headers["Content-Type"] == "image/webp"
    assert local_files() == []
    assert not default_storage.exists("uploads/tools/nothing.webp")
