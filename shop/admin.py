from django import forms
from django.contrib import admin, messages

from core.errors import ApplicationError
from shop.models import Order, Painting, Tool
from shop.services import order_cancel, order_place


@admin.register(Tool)
class ToolAdmin(admin.ModelAdmin):
    list_display = ["name", "price", "minimum_order_quantity", "available_quantity", "created_at"]
    list_editable = ["price", "available_quantity"]
    search_fields = ["name", "description"]
    readonly_fields = ["created_at", "updated_at"]
    ordering = ["-id"]


@admin.register(Painting)
class PaintingAdmin(admin.ModelAdmin):
    list_display = ["title", "artist", "created_at"]
    search_fields = ["title", "artist"]
    readonly_fields = ["created_at"]


def _orders(count: int) -> str:
    return f"{count} order" if count == 1 else f"{count} orders"


# Which form field each of order_place's refusals is about.
PLACE_ERROR_FIELDS = {"tool": "tool", "toolsQuantity": "quantity"}


class OrderPlaceForm(forms.ModelForm):
    """Staff place an order for a customer the way the shop does: order_place reserves
    the stock and takes the name and price from the catalogue."""

    quantity = forms.IntegerField(min_value=1, max_value=1_000_000)

    class Meta:
        model = Order
        fields = ["customer", "tool", "quantity"]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["tool"].required = True
        self.placed: Order | None = None

    def full_clean(self) -> None:
        """The order is placed while the form is checked, so that what order_place
        refuses (stock, minimum quantity) shows as the form's errors."""
        super().full_clean()
        if not self.is_bound or self.errors or self.placed is not None:
            return
        try:
            self.placed = order_place(
                customer=self.cleaned_data["customer"],
                tool_id=self.cleaned_data["tool"].pk,
                quantity=self.cleaned_data["quantity"],
            )
        except ApplicationError as exc:
            self.add_error(PLACE_ERROR_FIELDS.get(next(iter(exc.fields), "")), exc.message)


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    """Orders are shown here but change only through the services (shop/services.py),
    which keep the stock and the payments in step: adding places the order with
    order_place, nothing can be edited or deleted, and actions call the services."""

    list_display = [
        "id",
        "customer",
        "tool_name",
        "quantity",
        "total",
        "status",
        "transaction_id",
        "created_at",
    ]
    list_filter = ["status"]
    search_fields = ["customer__email", "tool_name", "transaction_id"]
    list_select_related = ["customer"]
    raw_id_fields = ["customer", "tool"]
    actions = ["cancel"]

    def get_form(self, request, obj=None, **kwargs):
        if obj is None:
            kwargs["form"] = OrderPlaceForm
        return super().get_form(request, obj, **kwargs)

    def get_fields(self, request, obj=None):
        return OrderPlaceForm.Meta.fields if obj is None else super().get_fields(request, obj)

    def save_form(self, request, form, change):
        return form.placed  # already saved by order_place

    def save_model(self, request, obj, form, change) -> None:
        pass  # orders are saved by the services only

    def save_related(self, request, form, formsets, change) -> None:
        pass

    def has_change_permission(self, request, obj=None) -> bool:
        return False  # an edited status or quantity would skip the stock's return

    def has_delete_permission(self, request, obj=None) -> bool:
        return False  # a deleted pending order would keep its stock forever

    def has_cancel_permission(self, request) -> bool:
        return request.user.has_perm("shop.change_order")

    @admin.action(description="Cancel selected orders", permissions=["cancel"])
    def cancel(self, request, queryset):
        cancelled, refused = [], []
        for order in queryset.select_related("customer").order_by("pk"):
            try:
                order_cancel(customer=order.customer, order_id=order.pk)
            except ApplicationError as exc:
                refused.append(f"#{order.pk} ({exc.message})")
            else:
                cancelled.append(f"#{order.pk}")
        if cancelled:
            self.message_user(
                request,
                f"Cancelled {_orders(len(cancelled))} and returned the stock: "
                f"{', '.join(cancelled)}.",
                messages.SUCCESS,
            )
        if refused:
            self.message_user(
                request,
                f"Could not cancel {_orders(len(refused))}: {'; '.join(refused)}.",
                messages.ERROR,
            )
