"""A tool's image is one the shop stores: a path under /media/ or /static/, or a URL on a
configured image host. Whatever a browser would load from another host is a 400."""

import pytest

from accounts.models import User
from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from shop.models import Tool
from shop.tests.factories import ToolFactory

pytestmark = pytest.mark.django_db

NEW_TOOL = {
    "name": "Sable Liner",
    "description": "A long, thin brush for fine lines.",
    "price": 12.5,
    "minimumOrderQuantity": 2,
    "availableQuantity": 40,
}

# Each is read by a browser as an image on evil.example (or as no image at all).
ELSEWHERE = [
    "/\\evil.example/x.png",
    "/\t/evil.example/x.png",
    "/\n/evil.example/x.png",
    "/\r\n/evil.example/x.png",
    "//evil.example/x.png",
    "\\\\evil.example/x.png",
    "/\\/evil.example/x.png",
    " //evil.example/x.png",
    "/%5Cevil.example/x.png",
    "/%2F%2Fevil.example/x.png",
    "/%09/evil.example/x.png",
    "/media/%5C%5Cevil.example/x.png",
    "/media//evil.example/x.png",
    "/media/\\evil.example/x.png",
    "/media/\t/evil.example/x.png",
    "/media/%2F/evil.example/x.png",
    "/media/%0a/x.png",
    "/media/../../evil.example/x.png",
    "/media/%2e%2e/admin/x.png",
    "/media/%zz.png",
    "/media/x\x00.png",
    "/me\u0301dia/x.png",
    "/x.png",
    "/admin/x.png",
    "https://evil.example/x.png",
    "http://evil.example/x.png",
    "https:/\\evil.example/x.png",
    "https:\\\\evil.example/x.png",
    "https://testserver@evil.example/x.png",
    "https://testserver.evil.example/x.png",
    "javascript:alert(1)",
    "data:image/svg+xml,<svg/onload=alert(1)>",
    "evil.example/x.png",
]

HERE = [
    "/media/uploads/tools/0123456789abcdef0123456789abcdef.png",
    "/media/demo/tools/round-brush-set.svg",
    "/static/favicon.svg",
    "/media/uploads/tools/liner%20fine.png",
]


@pytest.fixture
def admin_api(api_client):
    admin = UserFactory(role=User.Role.ADMIN)
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(admin)}")
    return api_client


def assert_image_refused(response) -> None:
    assert response.status_code == 400, response.json()
    body = response.json()
    assert body["code"] == "invalid"
    assert list(body["fields"]) == ["img"]
    assert body["fields"]["img"][0].startswith("Enter an image stored by this shop")


@pytest.mark.parametrize("img", ELSEWHERE)
def test_an_image_on_another_host_is_refused_when_adding_a_tool(admin_api, img):
    response = admin_api.post("/api/tools", {**NEW_TOOL, "img": img}, format="json")

    assert_image_refused(response)
    assert not Tool.objects.exists()


@pytest.mark.parametrize("img", ELSEWHERE)
def test_an_image_on_another_host_is_refused_when_changing_a_tool(admin_api, img):
    tool = ToolFactory(img="/media/demo/tools/easel.svg")

    response = admin_api.patch(f"/api/tools/{tool.id}", {"img": img}, format="json")

    assert_image_refused(response)
    tool.refresh_from_db()
    assert tool.img == "/media/demo/tools/easel.svg"


@pytest.mark.parametrize("img", HERE)
def test_an_image_of_this_site_is_taken(admin_api, img):
    response = admin_api.post("/api/tools", {**NEW_TOOL, "img": img}, format="json")

    assert response.status_code == 201, response.json()
    assert Tool.objects.get().img == img


def test_images_on_the_configured_hosts_are_taken_and_no_others(admin_api, settings):
    settings.MEDIA_URL = "https://media.example.com/shop/"
    settings.CSP_EXTRA_IMG_SOURCES = ["https://cdn.example.net"]
    tool = ToolFactory()

    def answer(img: str) -> int:
        return admin_api.patch(f"/api/tools/{tool.id}", {"img": img}, format="json").status_code

    assert answer("https://media.example.com/shop/uploads/tools/a.png") == 200
    assert answer("https://cdn.example.net/tools/a.webp?v=2") == 200
    assert answer("/static/favicon.svg") == 200
    for elsewhere in [
        "https://media.example.com.evil.example/a.png",
        "https://media.example.com@evil.example/a.png",
        "https://evil.example/?https://media.example.com/a.png",
        "http://cdn.example.net/tools/a.webp",
        "https://cdn.example.net/\\evil.example/a.png",
        "https://cdn.example.net//evil.example/a.png",
        "/media/uploads/tools/a.png",  # media is at MEDIA_URL, not on this site
    ]:
        assert answer(elsewhere) == 400, elsewhere
