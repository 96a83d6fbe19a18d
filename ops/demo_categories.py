"""The demo catalogue's categories and brands (demo_data.TOOL_PLACES): made once, and each
demo tool put in its place unless an admin has placed it already."""

from django.utils.text import slugify

from ops import demo_data
from shop.models import Brand, Category, Tool


def _category(path: tuple[str, ...]) -> Category:
    parent = None
    for name in path:
        parent, _ = Category.objects.get_or_create(
            name=name, parent=parent, defaults={"slug": slugify(name)}
        )
    return parent


def demo_categories_seed(tools: dict[str, Tool]) -> None:
    """tools: the demo tools by their demo slug."""
    for slug, (path, brand_name) in demo_data.TOOL_PLACES.items():
        tool = tools.get(slug)
        if tool is None or tool.category_id or tool.brand_id:
            continue
        brand, _ = Brand.objects.get_or_create(
            name=brand_name, defaults={"slug": slugify(brand_name)}
        )
        tool.category, tool.brand = _category(path), brand
        tool.save(update_fields=["category", "brand", "updated_at"])
