"""Search, filters and sorting of GET /api/tools and GET /api/paintings, on whichever
database the run uses (SQLite's FTS5, or PostgreSQL with `make test-postgres`)."""

from decimal import Decimal

import pytest

from shop.models import Tool
from shop.tests.factories import PaintingFactory, ToolFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def shelf():
    return {
        "sable": ToolFactory(
            name="Round Sable Brush Set",
            description="Five kolinsky sable brushes for watercolour.",
            price=Decimal("48.00"),
            available_quantity=10,
            minimum_order_quantity=1,
        ),
        "flat": ToolFactory(
            name="Flat Synthetic Brush",
            description="A wide brush for acrylic washes.",
            price=Decimal("12.00"),
            available_quantity=1,
            minimum_order_quantity=2,  # fewer than the minimum: not in stock
        ),
        "easel": ToolFactory(
            name="Beech Field Easel",
            description="Folds flat; carries canvases up to 90 cm.",
            price=Decimal("95.00"),
            available_quantity=0,
            minimum_order_quantity=1,
        ),
        "knife": ToolFactory(
            name="Palette Knife No. 5",
            description="Stainless steel, for mixing and impasto.",
            price=Decimal("7.50"),
            available_quantity=30,
            minimum_order_quantity=1,
        ),
    }


def names(response) -> list[str]:
    assert response.status_code == 200, response.json()
    body = response.json()
    return [tool["name"] for tool in (body["results"] if isinstance(body, dict) else body)]


def test_typos_still_find_the_tool(api_client, shelf):
    assert names(api_client.get("/api/tools", {"q": "sabel brsh"})) == ["Round Sable Brush Set"]
    assert names(api_client.get("/api/tools", {"q": "EASLE"})) == ["Beech Field Easel"]


def test_every_word_must_match_in_the_name_or_the_description(api_client, shelf):
    assert names(api_client.get("/api/tools", {"q": "brush watercolour"})) == [
        "Round Sable Brush Set"
    ]
    assert names(api_client.get("/api/tools", {"q": "steel knife"})) == ["Palette Knife No. 5"]


def test_a_word_being_typed_matches_the_words_it_begins(api_client, shelf):
    assert set(names(api_client.get("/api/tools", {"q": "bru"}))) == {
        "Round Sable Brush Set",
        "Flat Synthetic Brush",
    }
    assert names(api_client.get("/api/tools", {"q": "knife 5"})) == ["Palette Knife No. 5"]


def test_the_name_outranks_the_description(api_client, shelf):
    # "flat" is the Flat brush's name and in the easel's description.
    assert names(api_client.get("/api/tools", {"q": "flat"})) == [
        "Flat Synthetic Brush",
        "Beech Field Easel",
    ]


@pytest.mark.parametrize("text", ["zebra", "qqqq xylophone", "sable zzzzzz", "!!!", "12345"])
def test_a_search_that_matches_nothing_is_an_empty_list(api_client, shelf, text):
    assert api_client.get("/api/tools", {"q": text}).json() == []
    page = api_client.get("/api/tools", {"q": text, "limit": 5}).json()
    assert (page["count"], page["results"]) == (0, [])


def test_a_blank_search_is_the_plain_list(api_client, shelf):
    plain = api_client.get("/api/tools")
    assert api_client.get("/api/tools", {"q": "  "}).json() == plain.json()


def test_price_range_and_stock(api_client, shelf):
    cheap = api_client.get("/api/tools", {"minPrice": "7.5", "maxPrice": "12"})
    assert names(cheap) == ["Flat Synthetic Brush", "Palette Knife No. 5"]
    in_stock = api_client.get("/api/tools", {"inStock": "true"})
    assert names(in_stock) == ["Round Sable Brush Set", "Palette Knife No. 5"]
    both = api_client.get("/api/tools", {"q": "brush", "inStock": "1", "maxPrice": "50"})
    assert names(both) == ["Round Sable Brush Set"]


@pytest.mark.parametrize(
    ("ordering", "expected"),
    [
        ("-_id", ["knife", "easel", "flat", "sable"]),
        ("price", ["knife", "flat", "sable", "easel"]),
        ("-price", ["easel", "sable", "flat", "knife"]),
        ("name", ["easel", "flat", "knife", "sable"]),
    ],
)
def test_sorts(api_client, shelf, ordering, expected):
    wanted = [shelf[key].name for key in expected]
    assert names(api_client.get("/api/tools", {"ordering": ordering})) == wanted
    page = api_client.get("/api/tools", {"ordering": ordering, "limit": 2, "offset": 1})
    assert names(page) == wanted[1:3]


def test_a_search_keeps_the_asked_order(api_client, shelf):
    assert names(api_client.get("/api/tools", {"q": "brush", "ordering": "price"})) == [
        "Flat Synthetic Brush",
        "Round Sable Brush Set",
    ]


@pytest.mark.parametrize("ordering", ["price", "-price", "name", "-_id"])
def test_a_sorted_search_pages_through_exactly_its_matches(api_client, ordering):
    # A page's rows are found by their keys first (core.pagination.page_of), the search
    # nested in that query: every page holds the next matches, in stock, in the asked order.
    for number in range(8):
        ToolFactory(
            name=f"Hog Brush {number}",
            price=Decimal(20 + (number * 7) % 8),
            available_quantity=0 if number == 3 else 5,
            minimum_order_quantity=1,
        )
        ToolFactory(name=f"Cheap Rag {number}", price=Decimal("1.00"), available_quantity=5)
    key, descending = ordering.removeprefix("-"), ordering.startswith("-")
    field = {"_id": "id"}.get(key, key)
    matches = Tool.objects.filter(name__startswith="Hog Brush", available_quantity__gt=0)
    tiebreak = "-id" if descending else "id"
    wanted = list(
        matches.order_by(f"-{field}" if descending else field, tiebreak).values_list(
            "name", flat=True
        )
    )
    assert len(wanted) == 7
    seen = []
    for offset in range(0, 8, 3):
        params = {"q": "hog brush", "inStock": "true", "ordering": ordering}
        page = api_client.get("/api/tools", {**params, "limit": 3, "offset": offset}).json()
        assert page["count"] == 7
        seen += [tool["name"] for tool in page["results"]]
    assert seen == wanted


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"minPrice": "cheap"}, "minPrice"),
        ({"maxPrice": "-1"}, "maxPrice"),
        ({"minPrice": "50", "maxPrice": "10"}, "maxPrice"),
        ({"inStock": "yes please"}, "inStock"),
        ({"ordering": "newest"}, "ordering"),
        ({"q": "x" * 101}, "q"),
        ({"q": "a b c d e f g h i"}, "q"),
    ],
)
def test_bad_values_are_a_400_that_says_which(api_client, shelf, params, field):
    response = api_client.get("/api/tools", params)

    assert response.status_code == 400
    body = response.json()
    assert body["code"] == "invalid"
    assert list(body["fields"]) == [field]


def test_search_follows_changes_to_the_catalogue(api_client, shelf):
    assert names(api_client.get("/api/tools", {"q": "gouache"})) == []
    shelf["flat"].description = "For gouache."
    shelf["flat"].save()
    tube = ToolFactory(name="Gouache tube", description="Red.")
    assert set(names(api_client.get("/api/tools", {"q": "gouache"}))) == {
        "Flat Synthetic Brush",
        "Gouache tube",
    }
    assert names(api_client.get("/api/tools", {"q": "acrylic"})) == []
    Tool.objects.filter(pk=tube.pk).delete()
    assert names(api_client.get("/api/tools", {"q": "gouache"})) == ["Flat Synthetic Brush"]


@pytest.mark.parametrize("size", [3, 30])
def test_search_runs_a_fixed_number_of_queries(api_client, django_assert_num_queries, size):
    for number in range(size):
        ToolFactory(name=f"Sable brush {number}", description="Soft.")

    # the answers' version + the words near the query's + whether there are too many to
    # rank + the tools
    with django_assert_num_queries(4):
        assert len(api_client.get("/api/tools", {"q": "sabel brsh"}).json()) == size
    # the version + the words + too many to rank? + count + page
    with django_assert_num_queries(5):
        page = api_client.get("/api/tools", {"q": "sabel", "inStock": "1", "limit": 2}).json()
    assert page["count"] == size
    with django_assert_num_queries(1):  # asked again: the version alone
        assert len(api_client.get("/api/tools", {"q": "sabel brsh"}).json()) == size


def test_paintings_are_searched_by_title_artist_and_description(api_client):
    PaintingFactory(title="Sunflowers at Dusk", artist="Ana Lima", description="Oil on linen.")
    PaintingFactory(title="Harbour", artist="Tom Reyes", description="Boats and sunflowers.")
    PaintingFactory(title="Night Train", artist="Ana Lima", description="Ink.")

    titles = [p["title"] for p in api_client.get("/api/paintings", {"q": "sunflwers"}).json()]
    assert titles == ["Sunflowers at Dusk", "Harbour"]
    by_artist = api_client.get("/api/paintings", {"q": "lima", "ordering": "title"}).json()
    assert [p["title"] for p in by_artist] == ["Night Train", "Sunflowers at Dusk"]
    assert api_client.get("/api/paintings", {"q": "volcano"}).json() == []
    page = api_client.get("/api/paintings", {"q": "ana", "medium": "oil", "limit": 1}).json()
    assert page["count"] == 2
    assert api_client.get("/api/paintings", {"q": "y" * 101}).status_code == 400


def test_a_large_result_is_counted_only_so_far_past_the_page(api_client, monkeypatch):
    """Counting every match of a common word costs more than the page: the count is exact up
    to COUNT_AHEAD past the page, a lower bound beyond it, and the pages still lead on."""
    monkeypatch.setattr("core.pagination.COUNT_AHEAD", 5)
    ToolFactory.create_batch(12, name="Flat Brush")

    first = api_client.get("/api/tools", {"q": "brush", "limit": 2}).json()
    assert (first["count"], first["countExact"], len(first["results"])) == (7, False, 2)
    assert "offset=2" in first["next"]

    last = api_client.get("/api/tools", {"q": "brush", "limit": 2, "offset": 10}).json()
    assert (last["count"], last["countExact"], last["next"]) == (12, True, None)

    small = api_client.get("/api/tools", {"q": "brush", "limit": 20}).json()
    assert (small["count"], small["countExact"]) == (12, True)


def test_a_search_matching_more_than_can_be_ranked_lists_the_newest_first(
    api_client, shelf, monkeypatch
):
    """Ranking reads every match; past RANKED_AT_MOST matches the newest come first."""
    monkeypatch.setattr("shop.search.RANKED_AT_MOST", 1)
    # "flat": the Flat brush's name, and the easel's description (the newer tool).
    assert names(api_client.get("/api/tools", {"q": "flat"})) == [
        "Beech Field Easel",
        "Flat Synthetic Brush",
    ]
    assert names(api_client.get("/api/tools", {"q": "flat synthetic"})) == ["Flat Synthetic Brush"]
