"""Categories (a tree at most three levels deep) and brands (issue 51): the lists everyone
reads, the admins' changes with their refusals, a tool's place, and All Products narrowed by
a category (its subcategories' tools too) or a brand."""

import pytest

from accounts.models import User
from shop.admin import CategoryForm
from shop.models import Brand, Category
from shop.services.categories import brand_create, category_create
from shop.tests.factories import ToolFactory
from shop.tests.test_admin_products_api import GOOD_TOOL, as_

pytestmark = pytest.mark.django_db


@pytest.fixture
def tree():
    """Painting > Brushes > Round brushes, Painting > Paper; Drawing (empty)."""
    painting = category_create(name="Painting")
    brushes = category_create(name="Brushes", parent_id=painting.pk)
    rounds = category_create(name="Round brushes", parent_id=brushes.pk)
    paper = category_create(name="Paper", parent_id=painting.pk)
    drawing = category_create(name="Drawing")
    return painting, brushes, rounds, paper, drawing


def names(answer) -> list[str]:
    return [tool["name"] for tool in answer.json()]


def test_everyone_reads_the_tree_in_order_with_paths_and_counts(api_client, tree):
    painting, brushes, rounds, paper, drawing = tree
    ToolFactory(category=rounds)
    ToolFactory(category=brushes)
    ToolFactory(category=paper)

    rows = api_client.get("/api/categories").json()

    assert [(r["path"], r["depth"], r["toolCount"]) for r in rows] == [
        ("Drawing", 1, 0),
        ("Painting", 1, 3),
        ("Painting > Brushes", 2, 2),
        ("Painting > Brushes > Round brushes", 3, 1),
        ("Painting > Paper", 2, 1),
    ]
    assert rows[3]["slug"] == "round-brushes" and rows[3]["parent"] == brushes.pk


def test_all_products_narrowed_by_a_category_takes_its_subcategories_and_a_brand(api_client, tree):
    painting, brushes, rounds, paper, drawing = tree
    winsor = brand_create(name="Winsor & Newton")
    ToolFactory(name="Series 7", category=rounds, brand=winsor)
    ToolFactory(name="Flat", category=brushes)
    ToolFactory(name="Cotman pad", category=paper, brand=winsor)
    ToolFactory(name="Easel")

    assert names(api_client.get("/api/tools", {"category": "brushes"})) == ["Series 7", "Flat"]
    assert len(names(api_client.get("/api/tools", {"category": "painting"}))) == 3
    assert names(api_client.get("/api/tools", {"brand": "winsor-newton"})) == [
        "Series 7",
        "Cotman pad",
    ]
    both = api_client.get("/api/tools", {"category": "brushes", "brand": winsor.slug})
    assert names(both) == ["Series 7"]
    tool = api_client.get("/api/tools", {"category": "paper"}).json()[0]
    assert (tool["category"], tool["brand"]) == (paper.pk, winsor.pk)
    for name in ("category", "brand"):
        unknown = api_client.get("/api/tools", {name: "nope"})
        assert unknown.status_code == 400 and name in unknown.json()["fields"]


def test_a_moved_category_changes_the_cached_lists_at_once(api_client, tree):
    painting, brushes, rounds, paper, drawing = tree
    ToolFactory(name="Series 7", category=rounds)
    assert names(api_client.get("/api/tools", {"category": "drawing"})) == []

    moved = as_(api_client, User.Role.ADMIN).patch(
        f"/api/manage/categories/{rounds.pk}", {"parent": drawing.pk}, format="json"
    )

    assert moved.status_code == 200 and moved.json()["path"] == "Drawing > Round brushes"
    assert names(api_client.get("/api/tools", {"category": "drawing"})) == ["Series 7"]


def test_an_admin_adds_renames_and_deletes_categories(api_client, tree):
    painting, brushes, rounds, paper, drawing = tree
    admin = as_(api_client, User.Role.ADMIN)

    added = admin.post(
        "/api/manage/categories", {"name": "Palettes", "parent": None}, format="json"
    )
    renamed = admin.patch(
        f"/api/manage/categories/{paper.pk}", {"name": "Watercolour paper"}, format="json"
    )
    deleted = admin.delete(f"/api/manage/categories/{added.json()['_id']}")

    assert added.status_code == 201 and added.json()["slug"] == "palettes"
    assert renamed.json()["slug"] == "watercolour-paper"
    assert deleted.status_code == 204 and not Category.objects.filter(name="Palettes").exists()


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ("fourth level", "parent", "Categories go at most 3 levels deep."),
        ("loop", "parent", "A category cannot be inside itself."),
        ("too deep once moved", "parent", "Categories go at most 3 levels deep."),
        ("sibling's name", "name", "Another category here has this name."),
        ("unknown parent", "parent", "No such category."),
    ],
)
def test_a_bad_place_is_refused_and_changes_nothing(api_client, tree, change, field, message):
    painting, brushes, rounds, paper, drawing = tree
    admin = as_(api_client, User.Role.ADMIN)
    before = list(Category.objects.values_list("id", "name", "parent_id", "slug"))
    url = "/api/manage/categories"
    answer = {
        "fourth level": lambda: admin.post(
            url, {"name": "Tiny", "parent": rounds.pk}, format="json"
        ),
        "loop": lambda: admin.patch(f"{url}/{painting.pk}", {"parent": rounds.pk}, format="json"),
        "too deep once moved": lambda: admin.patch(
            f"{url}/{brushes.pk}", {"parent": paper.pk}, format="json"
        ),
        "sibling's name": lambda: admin.patch(
            f"{url}/{paper.pk}", {"name": "brushes"}, format="json"
        ),
        "unknown parent": lambda: admin.post(url, {"name": "Odd", "parent": 999999}, format="json"),
    }[change]()

    assert answer.status_code == 400
    assert answer.json()["fields"][field] == [message]
    assert list(Category.objects.values_list("id", "name", "parent_id", "slug")) == before


def test_a_category_or_brand_in_use_is_not_deleted(api_client, tree):
    painting, brushes, rounds, paper, drawing = tree
    winsor = brand_create(name="Winsor & Newton")
    ToolFactory(category=paper, brand=winsor)
    ToolFactory(category=painting, brand=winsor)
    admin = as_(api_client, User.Role.ADMIN)

    with_tool = admin.delete(f"/api/manage/categories/{painting.pk}")
    brand = admin.delete(f"/api/manage/brands/{winsor.pk}")

    assert with_tool.status_code == 409 and with_tool.json()["code"] == "category_in_use"
    assert with_tool.json()["detail"] == "Move its 1 tool and 2 subcategories first."
    assert brand.status_code == 409
    assert brand.json()["detail"] == "Move its 2 tools to another brand first."
    assert Category.objects.filter(pk=painting.pk).exists() and Brand.objects.exists()


def test_brands_are_listed_with_counts_and_a_name_is_taken_once(api_client):
    daler = brand_create(name="Daler-Rowney")
    ToolFactory(brand=daler)
    admin = as_(api_client, User.Role.ADMIN)

    added = admin.post("/api/manage/brands", {"name": "da Vinci"}, format="json")
    taken = admin.post("/api/manage/brands", {"name": "DALER-ROWNEY"}, format="json")
    renamed = admin.patch(
        f"/api/manage/brands/{added.json()['_id']}", {"name": "Da Vinci"}, format="json"
    )

    assert added.status_code == 201 and taken.status_code == 400
    assert taken.json()["fields"]["name"] == ["A brand has this name already."]
    assert renamed.status_code == 200 and renamed.json()["name"] == "Da Vinci"
    assert [(b["name"], b["toolCount"]) for b in api_client.get("/api/brands").json()] == [
        ("Da Vinci", 0),
        ("Daler-Rowney", 1),
    ]


def test_only_admins_change_them(api_client, tree):
    customer = as_(api_client, User.Role.CUSTOMER)

    assert customer.post("/api/manage/categories", {"name": "X"}, format="json").status_code == 403
    assert customer.delete(f"/api/manage/categories/{tree[0].pk}").status_code == 403
    assert customer.post("/api/manage/brands", {"name": "X"}, format="json").status_code == 403
    assert Category.objects.count() == 5 and not Brand.objects.exists()


def test_an_admin_puts_a_tool_in_a_category_with_a_brand(api_client, tree):
    painting, brushes, rounds, paper, drawing = tree
    daler = brand_create(name="Daler-Rowney")
    admin = as_(api_client, User.Role.ADMIN)
    body = {**GOOD_TOOL, "category": rounds.pk, "brand": daler.pk}

    made = admin.post("/api/tools", body, format="json")
    moved = admin.patch(f"/api/tools/{made.json()['_id']}", {"category": None}, format="json")
    unknown = admin.patch(f"/api/tools/{made.json()['_id']}", {"brand": 999999}, format="json")

    assert made.status_code == 201
    assert (made.json()["category"], made.json()["brand"]) == (rounds.pk, daler.pk)
    assert moved.json()["category"] is None and moved.json()["brand"] == daler.pk
    assert unknown.status_code == 400 and unknown.json()["fields"]["brand"] == ["No such brand."]


def test_the_django_admin_refuses_a_loop_too(tree):
    painting, brushes, rounds, paper, drawing = tree
    data = {"name": "Painting", "slug": "painting", "parent": rounds.pk, "position": 0}

    form = CategoryForm(data=data, instance=painting)

    assert not form.is_valid()
    assert form.errors["parent"] == ["A category cannot be inside itself."]
