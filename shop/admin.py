from django.contrib import admin

from shop.models import Painting, Tool


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
