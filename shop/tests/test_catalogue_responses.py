"""The catalogue's answers are kept rendered in memory (apicache): every change of a tool,
wherever it is made, must show at once, and unchanged answers revalidate with 304."""

from decimal import Decimal

import pytest
from rest_framework.test import APIClient

from accounts.models import User
from accounts.tests.factories import UserFactory
from apicache.services import version_bump
from shop.models import Tool
from shop.selectors import TOOL_RESPONSES
from shop.tests.factories import DELIVERY_ADDRESS, PaintingFactory, ToolFactory

pytestmark = pytest.mark.django_db

PAGE = {"limit": 20, "ordering": "-_id"}


def stock_everywhere(client, tool_id: int) -> tuple[int, int, int]:
    """The tool's stock in the plain list, a page and its own answer (each one cached)."""
    listed = next(t for t in client.get("/api/tools").json() if t["_id"] == tool_id)
    paged = next(t for t in client.get("/api/tools", PAGE).json()["results"] if t["_id"] == tool_id)
    one = client.get(f"/api/tools/{tool_id}").json()
    return listed["availableQuantity"], paged["availableQuantity"], one["availableQuantity"]


def etags(client, tool_id: int) -> list[str]:
    return [
        client.get("/api/tools")["ETag"],
        client.get("/api/tools", PAGE)["ETag"],
        client.get(f"/api/tools/{tool_id}")["ETag"],
    ]


def test_an_order_shows_its_new_stock_in_every_answer_at_once(api_client, signed_in):
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=10)
    ToolFactory()
    customer = signed_in(UserFactory(), client=APIClient())
    assert stock_everywhere(api_client, tool.id) == (10, 10, 10)
    before = etags(api_client, tool.id)

    order = customer.post(
        "/api/mypurchase",
        {"tool": tool.id, "toolsQuantity": 3, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    )

    assert order.status_code == 201
    assert stock_everywhere(api_client, tool.id) == (7, 7, 7)
    after = etags(api_client, tool.id)
    assert all(old != new for old, new in zip(before, after, strict=True))

    assert customer.post(f"/api/mypurchase/{order.json()['_id']}/cancel").status_code == 200
    assert stock_everywhere(api_client, tool.id) == (10, 10, 10)
    assert etags(api_client, tool.id) == before  # the same bytes, the same strong ETag


def test_a_refused_order_leaves_the_answers_as_they_were(api_client, signed_in):
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=2)
    customer = signed_in(UserFactory(), client=APIClient())
    before = etags(api_client, tool.id)

    refused = customer.post(
        "/api/mypurchase",
        {"tool": tool.id, "toolsQuantity": 5, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    )

    assert refused.status_code == 400
    assert etags(api_client, tool.id) == before
    assert stock_everywhere(api_client, tool.id) == (2, 2, 2)


@pytest.mark.parametrize(
    "path", ["/api/tools", "/api/tools?limit=20&ordering=-_id", "/api/tools/{tool}"]
)
def test_unchanged_answers_revalidate_with_304(api_client, path):
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=10)
    url = path.format(tool=tool.id)
    first = api_client.get(url)
    etag = first["ETag"]
    assert first.status_code == 200
    assert etag.startswith('"') and not etag.startswith("W/")
    assert "no-cache" in first["Cache-Control"]

    again = api_client.get(url, HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304
    assert again.content == b""
    assert again["ETag"] == etag

    Tool.objects.filter(pk=tool.id).update(available_quantity=9)
    version_bump(resource=TOOL_RESPONSES)
    changed = api_client.get(url, HTTP_IF_NONE_MATCH=etag)
    assert changed.status_code == 200
    assert changed["ETag"] != etag
    assert b'"availableQuantity":9' in changed.content


def test_admins_changes_through_the_api_show_at_once(api_client, signed_in):
    tool = ToolFactory(name="Old name")
    admin = signed_in(UserFactory(role=User.Role.ADMIN), client=APIClient())
    assert [t["name"] for t in api_client.get("/api/tools").json()] == ["Old name"]

    admin.patch(f"/api/tools/{tool.id}", {"name": "New name"}, format="json")
    added = admin.post(
        "/api/tools",
        {
            "name": "Added",
            "description": "d",
            "img": "/media/x.png",
            "price": 3,
            "minimumOrderQuantity": 1,
            "availableQuantity": 5,
        },
        format="json",
    ).json()

    assert [t["name"] for t in api_client.get("/api/tools").json()] == ["New name", "Added"]
    assert api_client.get("/api/tools", PAGE).json()["count"] == 2
    assert api_client.get(f"/api/tools/{tool.id}").json()["name"] == "New name"
    assert api_client.get(f"/api/tools/{added['_id']}").status_code == 200


def test_staff_changes_in_the_django_admin_show_at_once(api_client, admin_client):
    tool = ToolFactory(name="Easel", price=Decimal("10.00"), available_quantity=5)
    gone = ToolFactory(name="Old stock")
    assert api_client.get(f"/api/tools/{tool.id}").json()["price"] == 10.0
    assert len(api_client.get("/api/tools").json()) == 2

    changed = admin_client.post(
        f"/admin/shop/tool/{tool.id}/change/",
        {
            "name": "Easel",
            "description": tool.description,
            "img": tool.img,
            "price": "12.50",
            "minimum_order_quantity": tool.minimum_order_quantity,
            "available_quantity": 4,
        },
    )
    deleted = admin_client.post(f"/admin/shop/tool/{gone.id}/delete/", {"post": "yes"})

    assert changed.status_code == deleted.status_code == 302
    assert api_client.get(f"/api/tools/{tool.id}").json()["price"] == 12.5
    assert [(t["name"], t["availableQuantity"]) for t in api_client.get("/api/tools").json()] == [
        ("Easel", 4)
    ]
    assert api_client.get(f"/api/tools/{gone.id}").status_code == 404


def test_a_save_anywhere_else_shows_at_once(api_client):
    tool = ToolFactory(available_quantity=5)
    assert api_client.get("/api/tools").json()[0]["availableQuantity"] == 5

    tool.available_quantity = 6
    tool.save()  # the shell, a data migration, a management command...

    assert api_client.get("/api/tools").json()[0]["availableQuantity"] == 6
    tool.delete()
    assert api_client.get("/api/tools").json() == []


def test_pages_link_their_neighbours_on_the_host_that_was_asked(api_client):
    ToolFactory.create_batch(3)

    on_localhost = api_client.get("/api/tools", {"limit": 1}, HTTP_HOST="localhost").json()
    on_loopback = api_client.get("/api/tools", {"limit": 1}, HTTP_HOST="127.0.0.1").json()

    assert on_localhost["next"] == "http://localhost/api/tools?limit=1&offset=1"
    assert on_loopback["next"] == "http://127.0.0.1/api/tools?limit=1&offset=1"


def test_paintings_changes_show_at_once(api_client):
    painting = PaintingFactory(title="Before")
    assert api_client.get("/api/paintings").json()[0]["title"] == "Before"

    painting.title = "After"
    painting.save()

    assert api_client.get("/api/paintings").json()[0]["title"] == "After"
