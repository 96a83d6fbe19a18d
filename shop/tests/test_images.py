"""Uploaded images get WebP copies at a few widths, made by a job after the upload (never in
the request), which the API offers as `imgSrcset`."""

import io
import re
from datetime import UTC, datetime, timedelta

import pytest
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image

from accounts.models import User
from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from shop import tasks
from shop.images import image_srcset, url_with_variants, variant_widths
from shop.models import Tool
from shop.tests.factories import PaintingFactory, ToolFactory

pytestmark = pytest.mark.django_db

PLAIN_URL = re.compile(r"^/media/uploads/tools/([0-9a-f]{32})\.(jpg|png|webp|gif)$")
STORED_URL = re.compile(r"^/media/uploads/tools/([0-9a-f]{32})_(\d+)x(\d+)\.(jpg|png|webp|gif)$")
NEW_TOOL = {
    "name": "Sable Liner",
    "description": "A long, thin brush for fine lines.",
    "price": 12.5,
    "minimumOrderQuantity": 2,
    "availableQuantity": 40,
}


@pytest.fixture(autouse=True)
def _empty_job_queue():
    """No job another test scheduled (the second pass, a retry) is in the queue."""
    from huey.contrib.djhuey import HUEY

    HUEY.flush()
    yield
    HUEY.flush()


@pytest.fixture
def jobs_queued_not_run():
    """Queued jobs wait in the queue instead of running in the test's thread."""
    from huey.contrib.djhuey import HUEY

    HUEY.immediate = False
    HUEY.flush()
    yield HUEY
    HUEY.flush()


def image_bytes(size, fmt="JPEG", mode="RGB", **save) -> bytes:
    buffer = io.BytesIO()
    Image.new(mode, size, (200, 80, 40, 128)[: len(mode)]).save(buffer, fmt, **save)
    return buffer.getvalue()


def as_admin(api_client):
    admin = UserFactory(role=User.Role.ADMIN)
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(admin)}")
    return api_client


def upload(api_client, content: bytes, name: str) -> str:
    response = as_admin(api_client).post(
        "/api/images", {"image": SimpleUploadedFile(name, content)}, format="multipart"
    )
    assert response.status_code == 201, response.json()
    url = response.json()["data"]["display_url"]
    assert PLAIN_URL.match(url), url  # the name promises no copies
    return url


def tool_create(api_client, img: str) -> dict:
    response = as_admin(api_client).post("/api/tools", {**NEW_TOOL, "img": img}, format="json")
    assert response.status_code == 201, response.json()
    return response.json()


def job_time() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)  # Huey's: UTC, naive


def uploaded_files() -> list[str]:
    return sorted(default_storage.listdir("uploads/tools")[1])


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


def test_an_upload_answers_its_plain_url_and_a_tool_made_with_it_shows_the_copies(
    api_client, client
):
    url = upload(api_client, image_bytes((1200, 800)), "photo.jpg")

    assert image_srcset(url) is None
    key = PLAIN_URL.match(url).group(1)
    answer = tool_create(api_client, url)
    sized = answer["img"]
    assert STORED_URL.match(sized).groups() == (key, "1200", "800", "jpg")
    assert Tool.objects.get().img == sized
    assert (
        api_client.get(f"/api/tools/{answer['_id']}").json()["imgSrcset"] == (answer["imgSrcset"])
    )
    entries = srcset_entries(answer["imgSrcset"])
    assert [width for _, width in entries] == [320, 640, 960]
    for variant_url, width in entries:
        assert variant_url.startswith(sized.removesuffix(".jpg")) and variant_url.endswith(".webp")
        variant = stored(variant_url)
        assert variant.format == "WEBP"
        assert variant.size == (width, round(800 * width / 1200))
        assert client.get(variant_url).status_code == 200
    # Both names serve the original, as sent.
    assert stored(sized).tobytes() == stored(url).tobytes()
    assert client.get(url).status_code == 200


def test_the_upload_request_makes_no_copy_the_job_does(api_client, jobs_queued_not_run):
    url = upload(api_client, image_bytes((1200, 800)), "photo.jpg")

    plain = url.rsplit("/", 1)[1]
    assert uploaded_files() == [plain]
    [job] = jobs_queued_not_run.pending()
    assert jobs_queued_not_run.dequeue() == job  # the worker takes it
    assert job.args == (url.removeprefix("/media/"),)
    # Saved with the upload's URL before the job ran: the URL stays as it is, no copies.
    tool = tool_create(api_client, url)
    assert (tool["img"], tool["imgSrcset"]) == (url, None)
    assert api_client.get(f"/api/tools/{tool['_id']}").json()["imgSrcset"] is None
    painting = PaintingFactory(img=url)

    tasks.image_variants_make.call_local(*job.args)

    key = plain.removesuffix(".jpg")
    assert uploaded_files() == sorted(
        [
            plain,
            f"{key}.variants",
            f"{key}_1200x800.jpg",
            *(f"{key}_1200x800.{w}w.webp" for w in (320, 640, 960)),
        ]
    )
    sized = f"/media/uploads/tools/{key}_1200x800.jpg"
    assert Tool.objects.get().img == sized
    painting.refresh_from_db()
    assert painting.img == sized
    # The cached public answers were told.
    assert api_client.get(f"/api/tools/{tool['_id']}").json()["img"] == sized
    [shown] = api_client.get("/api/paintings").json()
    assert [width for _, width in srcset_entries(shown["imgSrcset"])] == [320, 640, 960]
    # And once more a little later, for a tool saved while the job ran.
    [again] = jobs_queued_not_run.pending()  # the worker holds it back until its time
    assert (again.args, again.kwargs) == (job.args, {"again": False})
    assert again.eta > job_time() + timedelta(seconds=25)


def test_the_job_runs_its_update_again_for_a_tool_saved_while_it_ran(api_client):
    url = upload(api_client, image_bytes((700, 500), "PNG"), "logo.png")
    name = url.removeprefix("/media/")
    files = uploaded_files()
    # Its transaction began before the marker was written.
    late = ToolFactory(img=url)

    tasks.image_variants_make.call_local(name, again=False)
    tasks.image_variants_make.call_local(name, again=False)

    late.refresh_from_db()
    assert late.img == url_with_variants(url) != url
    assert uploaded_files() == files  # nothing made twice


def test_a_failed_job_is_tried_again_later(api_client, monkeypatch):
    from huey.contrib.djhuey import HUEY

    from shop import images

    store = images.variants_store
    failures = []

    def full_disk_once(**kwargs):
        if not failures:
            failures.append(1)
            raise OSError(28, "No space left on device")
        return store(**kwargs)

    monkeypatch.setattr(images, "variants_store", full_disk_once)
    url = upload(api_client, image_bytes((1200, 800)), "photo.jpg")

    assert url_with_variants(url) == url
    [retry] = HUEY.scheduled()
    assert (retry.retries, retry.retry_delay) == (4, 20)  # 10 s, then twice as long
    retry.eta = None  # its time has come
    HUEY.execute(retry)

    assert STORED_URL.match(url_with_variants(url))
    key = PLAIN_URL.match(url).group(1)
    webp = [name for name in uploaded_files() if name.endswith(".webp")]
    assert webp == [f"{key}_1200x800.{w}w.webp" for w in (320, 640, 960)]


def test_a_tool_changed_to_an_upload_whose_copies_exist_shows_them(api_client):
    url = upload(api_client, image_bytes((500, 300), "PNG", "RGBA"), "logo.png")
    tool = ToolFactory()

    response = as_admin(api_client).patch(f"/api/tools/{tool.id}", {"img": url}, format="json")

    assert response.status_code == 200
    assert response.json()["img"] == url_with_variants(url) != url
    assert [width for _, width in srcset_entries(response.json()["imgSrcset"])] == [320, 500]


def test_a_small_image_is_never_enlarged_and_keeps_its_transparency(api_client):
    url = upload(api_client, image_bytes((500, 300), "PNG", "RGBA"), "logo.png")

    entries = srcset_entries(image_srcset(url_with_variants(url)))

    assert [width for _, width in entries] == [320, 500]
    assert stored(entries[-1][0]).size == (500, 300)
    assert stored(entries[-1][0]).mode == "RGBA"


def test_copies_are_upright_when_the_camera_was_turned(api_client):
    exif = Image.Exif()
    exif[0x0112] = 6  # rotate 90 degrees clockwise to show
    url = upload(api_client, image_bytes((800, 600), exif=exif), "turned.jpg")

    sized = url_with_variants(url)
    assert STORED_URL.match(sized).groups()[1:3] == ("600", "800")
    entries = srcset_entries(image_srcset(sized))
    assert [width for _, width in entries] == [320, 600]
    assert stored(entries[0][0]).size == (320, 427)


def test_an_animated_gif_is_kept_as_it_is_with_no_copies(api_client):
    frames = [Image.new("RGB", (400, 300), colour) for colour in ((255, 0, 0), (0, 0, 255))]
    buffer = io.BytesIO()
    frames[0].save(buffer, "GIF", save_all=True, append_images=frames[1:], duration=100)

    url = upload(api_client, buffer.getvalue(), "spin.gif")

    assert url_with_variants(url) == url
    assert tool_create(api_client, url)["imgSrcset"] is None
    assert uploaded_files() == [url.rsplit("/", 1)[1]]


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


def test_a_marker_on_another_site_changes_nothing(api_client, settings):
    settings.CSP_EXTRA_IMG_SOURCES = ["https://images.example.com"]  # a CDN the shop allows
    url = upload(api_client, image_bytes((1200, 800)), "photo.jpg")
    elsewhere = f"https://images.example.com{url}"

    assert url_with_variants(elsewhere) == elsewhere
    assert tool_create(api_client, elsewhere)["img"] == elsewhere
