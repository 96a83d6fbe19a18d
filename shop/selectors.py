from dataclasses import dataclass, replace
from datetime import datetime
from decimal import Decimal

from django.db.models import Count, F, Q, QuerySet
from django.utils import timezone

from shop import search as catalogue_search
from shop.models import Brand, Category, Painting, Tool

TOOL_ORDERINGS = {"_id": "id", "name": "name", "price": "price"}
PAINTING_ORDERINGS = {"_id": "id", "price": "price", "title": "title", "year": "year"}

# The apicache resources whose version every change of the public answers bumps.
TOOL_RESPONSES = "tools"
PAINTING_RESPONSES = "paintings"


@dataclass(frozen=True)
class CategoryRow:
    """A category as the shop lists it: where it sits, and how many tools it holds (its
    subcategories' too)."""

    pk: int
    name: str
    slug: str
    parent_id: int | None
    depth: int
    path: str
    tool_count: int


def category_list() -> list[CategoryRow]:
    """Every category in tree order (each followed by its subcategories; siblings by
    position, then name). Two queries, whatever the tree."""
    categories = list(Category.objects.order_by("position", "name"))
    own = dict(
        Tool.objects.filter(category__isnull=False)
        .values_list("category_id")
        .annotate(n=Count("id"))
        .values_list("category_id", "n")
    )
    children: dict[int | None, list[Category]] = {}
    for category in categories:
        children.setdefault(category.parent_id, []).append(category)
    rows: list[CategoryRow] = []

    def walk(parent_id: int | None, depth: int, above: str) -> int:
        total = 0
        for category in children.get(parent_id, []):
            path = f"{above} > {category.name}" if above else category.name
            at = len(rows)
            rows.append(
                CategoryRow(category.pk, category.name, category.slug, parent_id, depth, path, 0)
            )
            count = own.get(category.pk, 0) + walk(category.pk, depth + 1, path)
            rows[at] = replace(rows[at], tool_count=count)
            total += count
        return total

    walk(None, 1, "")
    return rows


def category_and_below(slug: str) -> list[int] | None:
    """The ids of the category with this slug and of every category below it (None: no
    such category)."""
    rows = category_list()
    found = next((row for row in rows if row.slug == slug), None)
    if found is None:
        return None
    ids = {found.pk}
    for row in rows:  # tree order: a parent comes before its children
        if row.parent_id in ids:
            ids.add(row.pk)
    return sorted(ids)


def brand_list() -> QuerySet[Brand]:
    """Every brand by name, with how many tools it has (tool_count)."""
    return Brand.objects.annotate(tool_count=Count("tools")).order_by("name")


def tool_list(
    *,
    ordering: str | None = "id",
    search: str = "",
    min_price: Decimal | None = None,
    max_price: Decimal | None = None,
    in_stock: bool = False,
    category_ids: list[int] | None = None,
    brand_id: int | None = None,
) -> QuerySet[Tool]:
    """Tools in `ordering` (a field, "-" for descending; None: by relevance to `search`).
    `search`: shop.search.search's words (none of them found: no tools); `in_stock`: those
    with at least their minimum order quantity (and one) on the shelf; `category_ids`:
    those in one of these categories; `brand_id`: that brand's."""
    tools = Tool.objects.all()
    if category_ids is not None:
        tools = tools.filter(category_id__in=category_ids)
    if brand_id is not None:
        tools = tools.filter(brand_id=brand_id)
    if in_stock:
        tools = tools.filter(
            available_quantity__gte=F("minimum_order_quantity"), available_quantity__gt=0
        )
    if min_price is not None:
        tools = tools.filter(price__gte=min_price)
    if max_price is not None:
        tools = tools.filter(price__lte=max_price)
    if search:
        tools = catalogue_search.search(tools, index=catalogue_search.TOOLS, text=search)
    if ordering is None:
        return catalogue_search.by_relevance(tools) if search else tools.order_by("id")
    # A stable tiebreaker keeps pages from overlapping when the sort key repeats.
    tiebreak = "-id" if ordering.startswith("-") else "id"
    return tools.order_by(ordering, tiebreak)


def painting_list(
    *,
    available: bool | None = None,
    medium: str = "",
    artist: str = "",
    min_price: Decimal | None = None,
    max_price: Decimal | None = None,
    search: str = "",
    ordering: str | None = "id",
) -> QuerySet[Painting]:
    """Paintings with their images. `available`: True for those for sale now (not sold,
    and no hold, or a hold past its end: it no longer reserves the painting, even before
    the job expires its order), False for the others. `artist`: that name exactly. `search`
    and `ordering` None (by relevance) as tool_list's."""
    paintings = Painting.objects.prefetch_related("images")
    for_sale = Q(sold_at__isnull=True) & (
        Q(held_until__isnull=True) | Q(held_until__lte=timezone.now())
    )
    if available is True:
        paintings = paintings.filter(for_sale)
    elif available is False:
        paintings = paintings.exclude(for_sale)
    if medium:
        paintings = paintings.filter(medium=medium)
    if artist:
        paintings = paintings.filter(artist=artist)
    if min_price is not None:
        paintings = paintings.filter(price__gte=min_price)
    if max_price is not None:
        paintings = paintings.filter(price__lte=max_price)
    if search:
        paintings = catalogue_search.search(
            paintings, index=catalogue_search.PAINTINGS, text=search
        )
    if ordering is None:
        return catalogue_search.by_relevance(paintings) if search else paintings.order_by("id")
    descending = ordering.startswith("-")
    field = F(ordering.removeprefix("-"))
    # Paintings without a year come last either way; the id keeps pages from overlapping.
    key = field.desc(nulls_last=True) if descending else field.asc(nulls_last=True)
    return paintings.order_by(key, "-id" if descending else "id")


def painting_state(painting: Painting) -> tuple[str, datetime | None]:
    """("available" | "reserved" | "sold", when the hold ends while reserved)."""
    if painting.sold:
        return "sold", None
    if painting.held_until is not None and painting.held_until > timezone.now():
        return "reserved", painting.held_until
    return "available", None
