import io
from decimal import Decimal

import pytest
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image

from accounts.models import User
from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from shop.models import Tool
from shop.tests.factories import ToolFactory

pytestmark = pytest.mark.django_db

GOOD_TOOL = {
    "name": "Sable Liner",
    "description": "A long, thin brush for fine lines.",
    "img": "/media/uploads/tools/liner.png",
    "price": 12.5,
    "minimumOrderQuantity": 2,
    "availableQuantity": 40,
}


def as_(api_client, role):
    user = UserFactory(role=role)
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(user)}")
    return api_client


def png(size=(40, 30), fmt="PNG") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (200, 80, 40)).save(buffer, fmt)
    return buffer.getvalue()


def test_an_admin_adds_a_tool_and_it_is_the_newest(api_client):
    ToolFactory()

    response = as_(api_client, User.Role.ADMIN).post("/api/tools", GOOD_TOOL, format="json")

    assert response.status_code == 201
    assert {k: response.json()[k] for k in GOOD_TOOL} == GOOD_TOOL
    newest = api_client.get("/api/tools", {"ordering": "-_id", "limit": 1}).json()["results"][0]
    assert newest["name"] == "Sable Liner"


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"name": ""}, "name"),
        ({"price": -1}, "price"),
        ({"price": 0}, "price"),
        ({"price": "cheap"}, "price"),
        ({"availableQuantity": -5}, "availableQuantity"),
        ({"availableQuantity": "many"}, "availableQuantity"),
        ({"minimumOrderQuantity": 1.5}, "minimumOrderQuantity"),
        ({"minimumOrderQuantity": 50}, "minimumOrderQuantity"),
        ({"img": "javascript:alert(1)"}, "img"),
        ({"description": None}, "description"),
    ],
)
def test_bad_products_are_a_clear_400_and_create_nothing(api_client, changes, field):
    response = as_(api_client, User.Role.ADMIN).post(
        "/api/tools", {**GOOD_TOOL, **changes}, format="json"
    )

    assert response.status_code == 400
    assert field in response.json()["fields"], response.json()
    assert not Tool.objects.exists()


def test_missing_fields_are_named(api_client):
    response = as_(api_client, User.Role.ADMIN).post("/api/tools", {}, format="json")

    assert response.status_code == 400
    assert set(response.json()["fields"]) == set(GOOD_TOOL)


def test_an_admin_changes_the_minimum_order_quantity(api_client):
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=10)
    client = as_(api_client, User.Role.ADMIN)

    changed = client.patch(f"/api/tools/{tool.id}", {"minimumOrderQuantity": 5}, format="json")
    too_high = client.patch(f"/api/tools/{tool.id}", {"minimumOrderQuantity": 11}, format="json")

    assert changed.status_code == 200 and changed.json()["minimumOrderQuantity"] == 5
    assert too_high.status_code == 400
    tool.refresh_from_db()
    assert tool.minimum_order_quantity == 5
    assert client.patch("/api/tools/999999", {"name": "x"}, format="json").status_code == 404


@pytest.mark.parametrize("role", [None, User.Role.CUSTOMER])
def test_only_admins_add_change_or_upload(api_client, role):
    tool = ToolFactory(price=Decimal("5.00"))
    client = as_(api_client, role) if role else api_client
    expected = 403 if role else 401

    assert client.post("/api/tools", GOOD_TOOL, format="json").status_code == expected
    assert (
        client.patch(f"/api/tools/{tool.id}", {"price": 0.01}, format="json").status_code
        == expected
    )
    upload = SimpleUploadedFile("a.png", png(), content_type="image/png")
    assert client.post("/api/images", {"image": upload}, format="multipart").status_code == expected
    assert Tool.objects.count() == 1
    tool.refresh_from_db()
    assert tool.price == Decimal("5.00")


def test_an_uploaded_image_is_stored_and_served(api_client, client):
    upload = SimpleUploadedFile("paint.png", png(), content_type="image/png")

    response = as_(api_client, User.Role.ADMIN).post(
        "/api/images", {"image": upload}, format="multipart"
    )

    assert response.status_code == 201
    url = response.json()["data"]["display_url"]
    assert url.startswith("/media/uploads/tools/") and url.endswith(".png")
    assert default_storage.exists(url.removeprefix("/media/"))
    served = client.get(url)
    assert served.status_code == 200
    assert b"".join(served.streaming_content) == png()


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("notes.txt", b"just some text", "not an image"),
        ("fake.png", b"\x89PNG\r\n\x1a\nbroken", "not an image"),
        (
            "page.svg",
            b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>",
            "not an image",
        ),
        ("big.bmp", png(fmt="BMP"), "JPEG, PNG, WebP or GIF"),
    ],
)
def test_files_that_are_not_web_images_are_refused(api_client, name, content, message):
    upload = SimpleUploadedFile(name, content)

    response = as_(api_client, User.Role.ADMIN).post(
        "/api/images", {"image": upload}, format="multipart"
    )

    assert response.status_code == 400
    assert message in response.json()["fields"]["image"][0]
    assert not default_storage.exists("uploads/tools")


def test_images_over_5_mb_are_refused(api_client):
    huge = png() + b"\0" * (5 * 1024 * 1024)
    upload = SimpleUploadedFile("huge.png", huge, content_type="image/png")

    response = as_(api_client, User.Role.ADMIN).post(
        "/api/images", {"image": upload}, format="multipart"
    )

    assert response.status_code == 400
    assert "5 MB" in response.json()["fields"]["image"][0]


def test_an_upload_without_a_file_is_a_400(api_client):
    response = as_(api_client, User.Role.ADMIN).post("/api/images", {}, format="multipart")

    assert response.status_code == 400
    assert "image" in response.json()["fields"]
