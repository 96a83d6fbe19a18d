from django.contrib import admin, messages

from core.errors import ApplicationError
from shop.models import Order, Painting, Tool
from shop.services import order_cancel


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


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    """Orders are shown here but change only through the services (shop/services.py),
    which keep the stock and the payments in step: no add, edit or delete, and actions
    that call the services."""

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
    actions = ["cancel"]

    def has_add_permission(self, request) -> bool:
        return False  # orders are placed by customers (order_place reserves the stock)

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
