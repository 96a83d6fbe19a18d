from django.contrib import admin

from shop.models import Order, Painting, Tool


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


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
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
    raw_id_fields = ["customer", "tool"]
    readonly_fields = ["created_at", "updated_at"]
    list_select_related = ["customer"]
