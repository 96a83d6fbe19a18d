"""The catalogue's categories (a tree at most Category.MAX_DEPTH levels deep) and brands: made,
renamed, moved and deleted by admins, each change checked before anything is written."""

from django.db import transaction
from django.utils.text import slugify

from core.errors import ApplicationError, Conflict, NotFound
from shop.models import Brand, Category

TOO_DEEP = f"Categories go at most {Category.MAX_DEPTH} levels deep."
LOOP = "A category cannot be inside itself."
NAME_TAKEN = "Another category here has this name."
BRAND_TAKEN = "A brand has this name already."


def _refuse(field: str, message: str) -> ApplicationError:
    return ApplicationError(message, code="invalid", fields={field: [message]})


def _unique_slug(model, name: str, *, exclude: int | None = None) -> str:
    """The name as an address (`round-brushes`), numbered when another has it already."""
    base = slugify(name)[:100] or "item"
    similar = model.objects.filter(slug__startswith=base).exclude(pk=exclude)
    taken = set(similar.values_list("slug", flat=True))
    slug, number = base, 2
    while slug in taken:
        slug, number = f"{base}-{number}", number + 1
    return slug


def _depth(category: Category | None) -> int:
    """How deep the category sits (1: top level; 0 for None)."""
    depth = 0
    while category is not None:
        depth, category = depth + 1, category.parent
    return depth


def _height(category: Category) -> int:
    """How many levels it and its subcategories span (1: no subcategories)."""
    children = list(Category.objects.filter(parent=category))
    return 1 + max((_height(child) for child in children), default=0)


def category_place_check(category: Category | None, *, name: str, parent: Category | None) -> None:
    """Refuses a parent that is the category or below it, a tree deeper than MAX_DEPTH, or a
    name a sibling has."""
    if category is not None:
        above = parent
        while above is not None:
            if above.pk == category.pk:
                raise _refuse("parent", LOOP)
            above = above.parent
    height = 1 if category is None else _height(category)
    if _depth(parent) + height > Category.MAX_DEPTH:
        raise _refuse("parent", TOO_DEEP)
    siblings = Category.objects.filter(parent=parent, name__iexact=name)
    if category is not None:
        siblings = siblings.exclude(pk=category.pk)
    if siblings.exists():
        raise _refuse("name", NAME_TAKEN)


def _parent(parent_id: int | None) -> Category | None:
    if parent_id is None:
        return None
    parent = Category.objects.filter(pk=parent_id).first()
    if parent is None:
        raise _refuse("parent", "No such category.")
    return parent


def category_create(*, name: str, parent_id: int | None = None) -> Category:
    with transaction.atomic():
        parent = _parent(parent_id)
        category_place_check(None, name=name, parent=parent)
        return Category.objects.create(name=name, parent=parent, slug=_unique_slug(Category, name))


def category_update(*, category_id: int, **changes) -> Category:
    """Renames (`name`) or moves (`parent_id`, None: to the top level) a category."""
    with transaction.atomic():
        category = Category.objects.select_for_update().filter(pk=category_id).first()
        if category is None:
            raise NotFound()
        name = changes.get("name", category.name)
        parent = _parent(changes["parent_id"]) if "parent_id" in changes else category.parent
        category_place_check(category, name=name, parent=parent)
        if name != category.name:
            category.slug = _unique_slug(Category, name, exclude=category.pk)
        category.name, category.parent = name, parent
        category.save()
        return category


def _in_use(tools: int, children: int = 0) -> str:
    parts = [f"its {tools} tool{'s' if tools != 1 else ''}"] if tools else []
    if children:
        parts.append(f"{children} subcategor{'ies' if children != 1 else 'y'}")
    return f"Move {' and '.join(parts)} first."


def category_delete(*, category_id: int) -> None:
    """Deletes an empty category: one with tools or subcategories is refused (409)."""
    with transaction.atomic():
        category = Category.objects.select_for_update().filter(pk=category_id).first()
        if category is None:
            raise NotFound()
        tools, children = category.tools.count(), category.children.count()
        if tools or children:
            raise Conflict(_in_use(tools, children), code="category_in_use")
        category.delete()


def brand_create(*, name: str) -> Brand:
    with transaction.atomic():
        if Brand.objects.filter(name__iexact=name).exists():
            raise _refuse("name", BRAND_TAKEN)
        return Brand.objects.create(name=name, slug=_unique_slug(Brand, name))


def brand_update(*, brand_id: int, name: str) -> Brand:
    with transaction.atomic():
        brand = Brand.objects.select_for_update().filter(pk=brand_id).first()
        if brand is None:
            raise NotFound()
        if Brand.objects.filter(name__iexact=name).exclude(pk=brand.pk).exists():
            raise _refuse("name", BRAND_TAKEN)
        if name != brand.name:
            brand.name, brand.slug = name, _unique_slug(Brand, name, exclude=brand.pk)
            brand.save()
        return brand


def brand_delete(*, brand_id: int) -> None:
    """Deletes a brand no tool has (else 409: its tools are moved first)."""
    with transaction.atomic():
        brand = Brand.objects.select_for_update().filter(pk=brand_id).first()
        if brand is None:
            raise NotFound()
        tools = brand.tools.count()
        if tools:
            message = f"Move its {tools} tool{'s' if tools != 1 else ''} to another brand first."
            raise Conflict(message, code="brand_in_use")
        brand.delete()
