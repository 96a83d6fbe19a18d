"""A shop that began with its images in local files and now has a bucket moves them with
`manage.py media_to_bucket`: the files are copied, the catalogue shows them from the
bucket, and running it again changes nothing."""

import io
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from shop.models import Painting, PaintingImage, Tool
from shop.tests.factories import PaintingFactory, ToolFactory
from shop.tests.test_images import srcset_entries

pytestmark = [pytest.mark.django_db, pytest.mark.one_database]


def local_files() -> dict[str, bytes]:
    root = Path(settings.MEDIA_ROOT)
    return {
        path.relative_to(root).as_posix(): path.read_bytes()
        for path in root.rglob("*")
        if path.is_file()
    }


def move(*args: str) -> str:
    out = io.StringIO()
    call_command("media_to_bucket", *args, stdout=out)
    return out.getvalue()


@pytest.fixture
def shop_with_local_images(demo_pictures) -> dict:
    """The demo pictures in the local media folder, with rows showing them from there (as
    a shop had them before it set a bucket), and one row whose file is gone."""
    shown = sorted(name for name in local_files() if name.count("_") and "w." not in name)
    tool = ToolFactory(img=f"/media/{shown[0]}")
    painting = PaintingFactory(img=f"/media/{shown[1]}")
    detail = PaintingImage.objects.create(painting=painting, img=f"/media/{shown[2]}")
    lost = ToolFactory(img="/media/uploads/tools/lost.png")
    return {"tool": tool, "painting": painting, "detail": detail, "lost": lost, "shown": shown}


def test_the_images_move_to_the_bucket_and_the_shop_shows_them_from_there(
    api_client, s3_bucket, shop_with_local_images
):
    rows = shop_with_local_images
    files = local_files()
    bucket_url = f"{s3_bucket.endpoint_url}/{s3_bucket.name}/media/"
    api_client.get(f"/api/tools/{rows['tool'].pk}")  # the answer is kept rendered: replaced

    said = move()

    assert s3_bucket.keys() == {f"media/{name}" for name in files}
    assert all(s3_bucket.read(f"media/{name}") == content for name, content in files.items())
    assert f"{len(files)} files copied to the bucket, 0 were there already." in said
    assert "3 images now shown from the bucket." in said
    assert "Tool " + str(rows["lost"].pk) + ": /media/uploads/tools/lost.png" in said

    tool = api_client.get(f"/api/tools/{rows['tool'].pk}").json()
    assert tool["img"] == bucket_url + rows["shown"][0]
    assert srcset_entries(tool["imgSrcset"])
    assert all(url.startswith(bucket_url) for url, _ in srcset_entries(tool["imgSrcset"]))
    assert Painting.objects.get().img == bucket_url + rows["shown"][1]
    assert PaintingImage.objects.get().img == bucket_url + rows["shown"][2]
    assert Tool.objects.get(pk=rows["lost"].pk).img == "/media/uploads/tools/lost.png"

    again = move()

    assert f"0 files copied to the bucket, {len(files)} were there already." in again
    assert "0 images now shown from the bucket." in again
    assert Tool.objects.get(pk=rows["tool"].pk).img == bucket_url + rows["shown"][0]


def test_a_dry_run_copies_and_changes_nothing(s3_bucket, shop_with_local_images):
    said = move("--dry-run")

    assert "Dry run: nothing was copied or changed." in said
    assert "3 images now shown from the bucket." in said
    assert s3_bucket.keys() == set()
    assert Tool.objects.get(pk=shop_with_local_images["tool"].pk).img.startswith("/media/")


def test_without_a_bucket_it_says_what_to_set_and_changes_nothing(shop_with_local_images):
    with pytest.raises(CommandError, match="set AWS_STORAGE_BUCKET_NAME"):
        move()

    assert Tool.objects.get(pk=shop_with_local_images["tool"].pk).img.startswith("/media/")
