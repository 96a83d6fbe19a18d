"""The catalogue lists' query strings (GET /api/tools, GET /api/paintings): each value read
and checked, or a 400 in the API's error shape saying what is wrong."""

from decimal import Decimal, InvalidOperation

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter
from rest_framework import serializers

from core.pagination import ordering_from_query
from shop.models import Brand
from shop.search import MAX_QUERY_LENGTH, MAX_QUERY_WORDS, query_words
from shop.selectors import category_and_below

BOOLEANS = {"true": True, "1": True, "false": False, "0": False}

SEARCH_PARAM = OpenApiParameter(
    "q",
    OpenApiTypes.STR,
    description=f"Search (at most {MAX_QUERY_LENGTH} characters, {MAX_QUERY_WORDS} words): "
    "every word must be in the name or description, or begin one of their words; a word "
    "with a typo matches the words it is one or two letters away from. Ordered by relevance "
    "unless `ordering` is given. Nothing found is an empty list.",
)
CATALOGUE_PARAMS = [
    OpenApiParameter(
        "category",
        OpenApiTypes.STR,
        description="A category's slug: the tools in it and its subcategories (400: none).",
    ),
    OpenApiParameter("brand", OpenApiTypes.STR, description="A brand's slug (400: none)."),
]
PRICE_PARAMS = [
    OpenApiParameter("minPrice", OpenApiTypes.NUMBER, description="At least this price."),
    OpenApiParameter("maxPrice", OpenApiTypes.NUMBER, description="At most this price."),
]


def boolean_param(params, name: str) -> bool | None:
    if name not in params:
        return None
    value = BOOLEANS.get(params[name].strip().lower())
    if value is None:
        raise serializers.ValidationError({name: ["Use true or false."]})
    return value


def _price(params, name: str) -> Decimal | None:
    raw = params.get(name, "").strip()
    if not raw:
        return None
    try:
        value = Decimal(raw)
    except InvalidOperation:
        value = None
    if value is None or not value.is_finite() or not 0 <= value <= Decimal("99999999.99"):
        raise serializers.ValidationError({name: ["Enter a price of 0 or more."]})
    return value


def price_range_params(params) -> dict:
    """{"min_price", "max_price"} from ?minPrice= and ?maxPrice=."""
    low, high = _price(params, "minPrice"), _price(params, "maxPrice")
    if low is not None and high is not None and low > high:
        raise serializers.ValidationError(
            {"maxPrice": ["The highest price must not be below the lowest."]}
        )
    return {"min_price": low, "max_price": high}


def search_param(params) -> str:
    """?q=, stripped ("" for none)."""
    text = params.get("q", "").strip()
    if len(text) > MAX_QUERY_LENGTH:
        raise serializers.ValidationError(
            {"q": [f"Search for at most {MAX_QUERY_LENGTH} characters."]}
        )
    if len(query_words(text)) > MAX_QUERY_WORDS:
        raise serializers.ValidationError({"q": [f"Search for at most {MAX_QUERY_WORDS} words."]})
    return text


def ordering_param(request, allowed: dict[str, str], *, searching: bool) -> str | None:
    """The model field to order by; None (by relevance) for a search that names none."""
    if searching and "ordering" not in request.query_params:
        return None
    return ordering_from_query(request, allowed, "_id")


def category_param(params) -> list[int] | None:
    """?category=<slug>: the ids of it and the categories below it (None: not asked)."""
    slug = params.get("category", "").strip()
    if not slug:
        return None
    ids = category_and_below(slug)
    if ids is None:
        raise serializers.ValidationError({"category": ["No such category."]})
    return ids


def brand_param(params) -> int | None:
    """?brand=<slug>: the brand's id (None: not asked)."""
    slug = params.get("brand", "").strip()
    if not slug:
        return None
    brand = Brand.objects.filter(slug=slug).values_list("pk", flat=True).first()
    if brand is None:
        raise serializers.ValidationError({"brand": ["No such brand."]})
    return brand
