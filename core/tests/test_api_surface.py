"""What the API shows around its calls: JSON 404s for unknown paths, the OpenAPI schema and
its docs, the Django admin's pages, and the server error page."""

import json

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("get", "/api/nothing/here"),
        ("get", "/api/review/a%0Ab/hide"),  # an encoded newline in the path
        *[(m, "/api/review/not-a-number/hide") for m in ("post", "put", "patch", "delete")],
    ],
)
def test_unknown_api_paths_are_json_404(method, path):
    client = Client(enforce_csrf_checks=True)  # as API clients meet it

    response = getattr(client, method)(path)

    assert response.status_code == 404
    assert response.json() == {
        "detail": "Not found.",
        "code": "not_found",
        "requestId": response["X-Request-ID"],
    }


def test_admin_without_slash_redirects_to_the_admin(client: Client):
    response = client.get("/admin")

    assert response.status_code == 302
    assert response["Location"] == "/admin/"


def test_openapi_schema_describes_the_public_api(client: Client):
    response = client.get("/api/schema/", HTTP_ACCEPT="application/json")

    assert response.status_code == 200
    paths = response.json()["paths"]
    assert {"/api/tools", "/api/tools/{id}", "/api/review", "/api/paintings"} <= set(paths)


def test_openapi_schema_declares_the_errors_each_operation_answers(client: Client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    paths = schema["paths"]

    assert set(schema["components"]["schemas"]["Error"]["required"]) == {"detail", "code"}
    assert set(paths["/api/tools/{id}"]["get"]["responses"]) == {"200", "401", "404"}
    assert set(paths["/api/tools"]["post"]["responses"]) == {
        "201",
        "400",
        "401",
        "403",
        "413",
        "415",
    }
    assert "429" in paths["/api/review"]["post"]["responses"]
    assert {"429", "503"} <= set(paths["/api/user/{email}"]["put"]["responses"])
    assert "503" in paths["/api/payments/confirm"]["post"]["responses"]
    error = paths["/api/review/{id}/hide"]["post"]["responses"]["403"]
    assert error["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Error"}


PAGES = {"limit", "offset"}


def test_openapi_schema_says_lists_are_an_array_or_with_limit_a_page(client: Client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()

    tools = schema["components"]["schemas"]["PaginatedToolList"]["oneOf"]
    parameters = schema["paths"]["/api/paintings"]["get"]["parameters"]

    assert [variant["type"] for variant in tools] == ["array", "object"]
    pages = {p["name"]: p["schema"].get("minimum") for p in parameters if p["name"] in PAGES}
    assert pages == {"limit": 1, "offset": 0}


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [
        ("post", "/api/schema/", 405),
        ("put", "/api/schema/?format=xml", 405),
        ("delete", "/api/docs/", 405),
    ],
)
def test_the_schema_and_docs_answer_errors_in_json(client: Client, method, path, status):
    response = getattr(client, method)(path)

    assert response.status_code == status
    assert response["Content-Type"] == "application/json"
    assert set(response.json()) == {"detail", "code", "requestId"}


def test_a_format_parameter_is_no_renderer_switch(client: Client):
    """`?format=` is a query parameter like any other (URL_FORMAT_OVERRIDE is off): never
    DRF's 404 for a format it has no renderer for."""
    assert client.get("/api/review?format=null").status_code == 200
    assert client.get("/api/schema/?format=xml", HTTP_ACCEPT="application/json").status_code == 200


def test_api_docs_are_served_without_a_cdn(client: Client):
    response = client.get("/api/docs/")

    assert response.status_code == 200
    html = response.content.decode()
    assert "swagger-ui" in html
    assert "cdn.jsdelivr.net" not in html
    assert "/static/drf_spectacular_sidecar/" in html


def test_staff_edit_tools_and_reviews_in_the_django_admin(admin_client: Client):
    for model in [
        "shop/tool",
        "shop/painting",
        "orders/order",
        "reviews/review",
        "accounts/user",
        "payments/payment",
    ]:
        assert admin_client.get(f"/admin/{model}/").status_code == 200
        assert admin_client.get(f"/admin/{model}/add/").status_code == 200


def test_server_errors_on_the_api_are_json(rf):
    from core.views import server_error

    response = server_error(rf.get("/api/tools"))

    assert response.status_code == 500
    assert json.loads(response.content)["code"] == "server_error"
