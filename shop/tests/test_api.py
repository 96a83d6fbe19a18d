from decimal import Decimal

import pytest

from core.pagination import PLAIN_LIST_MAX
from shop.models import Tool
from shop.tests.factories import ToolFactory

pytestmark = pytest.mark.django_db

TOOL_FIELDS = {
    "_id",
    "name",
    "description",
    "img",
    "imgSrcset",
    "price",
    "minimumOrderQuantity",
    "availableQuantity",
    "category",
    "brand",
}


def test_tools_are_a_plain_list_in_the_wire_format_oldest_first(api_client):
    first = ToolFactory(name="Flat brush", price=Decimal("9.90"), minimum_order_quantity=3)
    second = ToolFactory(name="Easel", available_quantity=7)

    response = api_client.get("/api/tools")

    assert response.status_code == 200
    body = response.json()
    assert [tool["_id"] for tool in body] == [first.id, second.id]
    assert set(body[0]) == TOOL_FIELDS
    assert body[0]["name"] == "Flat brush"
    assert body[0]["price"] == 9.9
    assert body[0]["minimumOrderQuantity"] == 3
    assert body[1]["availableQuantity"] == 7


def test_limit_and_offset_give_a_page_envelope(api_client):
    tools = ToolFactory.create_batch(5)

    response = api_client.get("/api/tools", {"limit": 2, "offset": 2})

    assert response.status_code == 200
    body = response.json()
    assert body["count"] == 5
    assert [tool["_id"] for tool in body["results"]] == [tools[2].id, tools[3].id]
    assert "offset=4" in body["next"]
    assert body["previous"] is not None


def test_home_page_query_gives_the_six_newest_tools(api_client):
    tools = ToolFactory.create_batch(8)

    body = api_client.get("/api/tools", {"ordering": "-_id", "limit": 6}).json()

    assert [tool["_id"] for tool in body["results"]] == [t.id for t in reversed(tools)][:6]


def test_limit_is_capped_at_one_hundred(api_client):
    ToolFactory.create_batch(101)

    body = api_client.get("/api/tools", {"limit": 500}).json()

    assert body["count"] == 101
    assert len(body["results"]) == 100


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"limit": "abc"}, "limit"),
        ({"limit": 0}, "limit"),
        ({"limit": 5, "offset": -1}, "offset"),
        ({"ordering": "description"}, "ordering"),
        ({"ordering": "-"}, "ordering"),
    ],
)
def test_bad_list_parameters_are_a_clear_400(api_client, params, field):
    ToolFactory()

    response = api_client.get("/api/tools", params)

    assert response.status_code == 400
    body = response.json()
    assert body["code"] == "invalid"
    assert field in body["fields"]
    assert body["detail"]


def test_one_tool(api_client):
    tool = ToolFactory(name="Palette knife")

    response = api_client.get(f"/api/tools/{tool.id}")

    assert response.status_code == 200
    assert response.json()["name"] == "Palette knife"
    assert set(response.json()) == TOOL_FIELDS


@pytest.mark.parametrize("path", ["/api/tools/999999", "/api/tools/abc", "/api/tools/" + "9" * 40])
def test_missing_tool_is_a_json_404(api_client, path):
    response = api_client.get(path)

    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"
    assert response.json() == {
        "detail": "Not found.",
        "code": "not_found",
        "requestId": response["X-Request-ID"],
    }


def test_anonymous_visitors_cannot_create_or_change_tools(api_client):
    tool = ToolFactory(price=Decimal("5.00"))

    created = api_client.post("/api/tools", {"name": "Free", "price": 0}, format="json")
    patched = api_client.patch(f"/api/tools/{tool.id}", {"price": 0.01}, format="json")

    assert created.status_code in {401, 403, 405}
    assert patched.status_code in {401, 403, 405}
    assert Tool.objects.count() == 1
    tool.refresh_from_db()
    assert tool.price == Decimal("5.00")


@pytest.mark.parametrize("count", [10, 200])
def test_tool_list_runs_a_fixed_number_of_queries(api_client, django_assert_num_queries, count):
    last = ToolFactory.create_batch(count)[-1]
    page = {"limit": 6, "ordering": "-_id"}

    with django_assert_num_queries(2):  # the answers' version + the tools
        assert len(api_client.get("/api/tools").json()) == min(count, PLAIN_LIST_MAX)
    with django_assert_num_queries(3):  # the version + count + page
        assert api_client.get("/api/tools", page).json()["count"] == count
    with django_assert_num_queries(2):  # the version + the tool
        assert api_client.get(f"/api/tools/{last.id}").status_code == 200
    # Asked again: only the version, the answers are those rendered above.
    with django_assert_num_queries(1):
        assert len(api_client.get("/api/tools").json()) == min(count, PLAIN_LIST_MAX)
    with django_assert_num_queries(1):
        assert api_client.get("/api/tools", page).json()["count"] == count
    with django_assert_num_queries(1):
        assert api_client.get(f"/api/tools/{last.id}").status_code == 200
