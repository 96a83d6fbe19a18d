"""Uploaded images get WebP copies at a few widths, which the API offers as `imgSrcset`."""

import io
import re

import pytest
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image

from accounts.models import User
from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from shop.images import image_srcset, variant_widths
from shop.tests.factories import PaintingFactory, ToolFactory

pytestmark = pytest.mark.django_db

STORED_URL = re.compile(r"^/media/uploads/tools/[0-9a-f]{32}_(\d+)x(\d+)\.(jpg|png|webp|gif)$")


def image_bytes(size, fmt="JPEG", mode="RGB", **save) -> bytes:
    buffer = io.BytesIO()
    Image.new(mode, size, (200, 80, 40, 128)[: len(mode)]).save(buffer, fmt, **save)
    return buffer.getvalue()


def upload(api_client, content: bytes, name: str) -> str:
    admin = UserFactory(role=User.Role.ADMIN)
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(admin)}")
    response = api_client.post(
        "/api/images", {"image": SimpleUploadedFile(name, content)}, format="multipart"
    )
    assert response.status_code == 201, response.json()
    return response.json()["data"]["display_url"]


def stored(url: str) -> Image.Image:
    with default_storage.open(url.removeprefix("/media/"), "rb") as file:
        image = Image.open(io.BytesIO(file.read()))
        image.load()
    return image


def srcset_entries(srcset: str) -> list[tuple[str, int]]:
    return [(url, int(width[:-1])) for url, width in (e.split(" ") for e in srcset.split(", "))]


def test_variant_widths_never_enlarge():
    assert variant_widths(4000) == [320, 640, 960]
    assert variant_widths(700) == [320, 640, 700]
    assert variant_widths(500) == [320, 500]
    assert variant_widths(100) == [100]


def test_an_upload_gets_webp_copies_at_three_widths(api_client, client):
    url = upload(api_client, image_bytes((1200, 800)), "photo.jpg")

    assert STORED_URL.match(url).groups() == ("1200", "800", "jpg")
    tool = ToolFactory(img=url)
    answer = api_client.get(f"/api/tools/{tool.id}").json()
    assert answer["img"] == url
    entries = srcset_entries(answer["imgSrcset"])
    assert [width for _, width in entries] == [320, 640, 960]
    for variant_url, width in entries:
        assert variant_url.startswith(url.removesuffix(".jpg")) and variant_url.endswith(".webp")
        variant = stored(variant_url)
        assert variant.format == "WEBP"
        assert variant.size == (width, round(800 * width / 1200))
        assert client.get(variant_url).status_code == 200


def test_a_small_image_is_never_enlarged_and_keeps_its_transparency(api_client):
    url = upload(api_client, image_bytes((500, 300), "PNG", "RGBA"), "logo.png")

    entries = srcset_entries(image_srcset(url))

    assert [width for _, width in entries] == [320, 500]
    assert stored(entries[-1][0]).size == (500, 300)
    assert stored(entries[-1][0]).mode == "RGBA"


def test_copies_are_upright_when_the_camera_was_turned(api_client):
    exif = Image.Exif()
    exif[0x0112] = 6  # rotate 90 degrees clockwise to show
    url = upload(api_client, image_bytes((800, 600), exif=exif), "turned.jpg")

    assert STORED_URL.match(url).groups()[:2] == ("600", "800")
    entries = srcset_entries(image_srcset(url))
    assert [width for _, width in entries] == [320, 600]
    assert stored(entries[0][0]).size == (320, 427)


def test_an_animated_gif_is_kept_as_it_is_with_no_copies(api_client):
    frames = [Image.new("RGB", (400, 300), colour) for colour in ((255, 0, 0), (0, 0, 255))]
    buffer = io.BytesIO()
    frames[0].save(buffer, "GIF", save_all=True, append_images=frames[1:], duration=100)

    url = upload(api_client, buffer.getvalue(), "spin.gif")

    assert re.match(r"^/media/uploads/tools/[0-9a-f]{32}\.gif$", url)
    assert image_srcset(url) is None
    assert default_storage.listdir("uploads/tools")[1] == [url.rsplit("/", 1)[1]]


def test_a_truncated_image_is_refused(api_client):
    content = image_bytes((1200, 800), quality=95)

    admin = UserFactory(role=User.Role.ADMIN)
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(admin)}")
    response = api_client.post(
        "/api/images",
        {"image": SimpleUploadedFile("cut.jpg", content[: len(content) // 2])},
        format="multipart",
    )

    assert response.status_code == 400
    assert response.json()["fields"]["image"] == ["The file is not an image we can read."]


@pytest.mark.parametrize(
    "img",
    [
        "/media/demo/tools/flat-brush.svg",
        "https://images.example.com/brush.jpg",
        # Named like ours, but on another site.
        "https://images.example.com/media/uploads/tools/" + "a" * 32 + "_1200x800.jpg",
        # Stored before copies were made.
        "/media/uploads/tools/" + "b" * 32 + ".jpg",
    ],
)
def test_other_images_have_no_srcset(api_client, img):
    tool = ToolFactory(img=img)
    PaintingFactory(img=img)

    assert api_client.get(f"/api/tools/{tool.id}").json()["imgSrcset"] is None
    assert api_client.get("/api/paintings").json()[0]["imgSrcset"] is None


def test_paintings_offer_the_copies_too(api_client):
    url = upload(api_client, image_bytes((2000, 1000)), "painting.jpg")
    PaintingFactory(img=url)

    painting = api_client.get("/api/paintings").json()[0]

    assert [width for _, width in srcset_entries(painting["imgSrcset"])] == [320, 640, 960]
