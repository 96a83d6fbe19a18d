from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError

from core.errors import ApplicationError
from shop.models import Brand, Category, Painting, PaintingImage, Tool
from shop.selectors import painting_list, painting_state
from shop.services.categories import category_place_check


class CategoryForm(forms.ModelForm):
    class Meta:
        model = Category
        fields = ["name", "slug", "parent", "position"]

    def clean(self):
        data = super().clean()
        try:
            category_place_check(
                self.instance if self.instance.pk else None,
                name=data.get("name", ""),
                parent=data.get("parent"),
            )
        except ApplicationError as exc:  # a loop, a fourth level, a sibling's name
            raise ValidationError(exc.fields or exc.message) from exc
        return data


@admin.register(Category)
class CategoryAdmin(admin.ModelAdmin):
    """The React dashboard's Categories and brands does the same, with the same checks."""

    form = CategoryForm
    list_display = ["name", "parent", "slug", "position"]
    list_select_related = ["parent"]
    search_fields = ["name", "slug"]
    prepopulated_fields = {"slug": ["name"]}


@admin.register(Brand)
class BrandAdmin(admin.ModelAdmin):
    list_display = ["name", "slug"]
    search_fields = ["name"]
    prepopulated_fields = {"slug": ["name"]}


@admin.register(Tool)
class ToolAdmin(admin.ModelAdmin):
    list_display = ["name", "price", "minimum_order_quantity", "available_quantity", "created_at"]
    list_editable = ["price", "available_quantity"]
    list_filter = ["category", "brand"]
    search_fields = ["name", "description"]
    readonly_fields = ["created_at", "updated_at"]
    ordering = ["-id"]


class PaintingImageInline(admin.TabularInline):
    model = PaintingImage
    fields = ["img", "position"]
    extra = 0


@admin.register(Painting)
class PaintingAdmin(admin.ModelAdmin):
    """A painting's state (available, reserved, sold) follows its orders: it changes by
    ordering, paying, cancelling, expiring or refunding (orders.actions), never here."""

    list_display = ["title", "artist", "price", "medium", "state", "created_at"]
    list_filter = ["medium", "framed"]
    search_fields = ["title", "artist", "description"]
    readonly_fields = ["state", "created_at", "updated_at"]
    fields = [
        "title",
        "artist",
        "description",
        "price",
        "medium",
        ("width_cm", "height_cm", "framed"),
        "year",
        "img",
        "state",
        "created_at",
        "updated_at",
    ]
    inlines = [PaintingImageInline]
    ordering = ["-id"]

    def get_queryset(self, request):
        return painting_list()

    @admin.display(description="state")
    def state(self, painting: Painting) -> str:
        if painting.pk is None:
            return "available"
        state, until = painting_state(painting)
        return f"reserved until {until:%Y-%m-%d %H:%M} UTC" if until else state
