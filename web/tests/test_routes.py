"""The one route table (assets/src/app/routes.json): every page it declares opens directly
with HTTP 200, anything else is the app's 404 page with HTTP 404."""

import json
import re

import pytest
from django.conf import settings
from django.test import Client

from shop.tests.factories import PaintingFactory, ToolFactory
from web.initial_data import PRELOADS
from web.routes import ACCESS, page_for, pages

pytestmark = pytest.mark.django_db


def _example(path: str) -> str:
    return re.sub(r":[A-Za-z]+", "12", path)


def test_the_table_declares_every_page_of_the_app():
    declared = {page.path: page.access for page in pages()}

    assert declared == {
        "/": "public",
        "/home": "public",
        "/blog": "public",
        "/myportfolio": "public",
        "/paintings": "public",
        "/paintings/:paintingId": "public",
        "/paintings/:paintingId/buy": "signed-in",
        "/login": "public",
        "/signup": "public",
        "/auth/action": "public",
        "/certificates/:code": "public",
        "/allproduct": "signed-in",
        "/purchase": "signed-in",
        "/purchase/:purchaseId": "signed-in",
        "/dashboard": "signed-in",
        "/dashboard/payment/:id": "signed-in",
        "/dashboard/review": "signed-in",
        "/dashboard/myprofile": "signed-in",
        "/dashboard/products": "admin",
        "/dashboard/categories": "admin",
        "/dashboard/addproduct": "admin",
        "/dashboard/editproduct/:id": "admin",
        "/dashboard/addpainting": "admin",
        "/dashboard/editpainting/:id": "admin",
        "/dashboard/alluser": "admin",
        "/dashboard/reviews": "admin",
        "/dashboard/shipping": "admin",
        "/dashboard/orders": "admin",
        "/dashboard/orders/:id": "admin",
        "/dashboard/invoices": "admin",
        "/dashboard/order/:id": "signed-in",
    }


@pytest.mark.parametrize("page", pages(), ids=lambda page: page.path)
def test_every_page_in_the_table_opens_directly(client: Client, page):
    ToolFactory(id=12)  # the product and painting pages show one that exists
    PaintingFactory(id=12)
    for path in {_example(page.path), _example(page.path) + "/"} - {"//"}:
        response = client.get(path)

        assert response.status_code == 200, path
        assert '<div id="root"></div>' in response.content.decode()


def test_admin_review_moderation_opens_directly(client: Client):
    assert client.get("/dashboard/reviews").status_code == 200


@pytest.mark.parametrize(
    "path", ["/nope", "/home/more", "/dashboard/reviews/1", "/dashboard/payment", "/Login"]
)
def test_paths_missing_from_the_table_are_the_apps_404(client: Client, path):
    assert page_for(path) is None
    assert client.get(path).status_code == 404


def test_a_nested_page_preloads_its_layouts_chunk_and_its_own():
    page, _ = page_for("/dashboard/review")
    index, _ = page_for("/dashboard")

    assert page.chunks == ("dashboard", "my-review")
    assert index.chunks == ("dashboard", "my-orders")


def test_every_node_of_the_table_is_well_formed():
    table = json.loads(settings.ROUTE_TABLE.read_text())
    keys = {"path", "index", "module", "access", "preload", "children"}

    def walk(nodes):
        for node in nodes:
            assert set(node) <= keys, node
            assert node.get("access", "public") in ACCESS
            assert node.get("preload") in {None, *PRELOADS}, (
                "web/initial_data.py has no such preload"
            )
            assert "module" in node or "children" in node, node
            walk(node.get("children", []))

    walk(table["routes"])
