from django.contrib import admin

from paperwork.models import Document


@admin.register(Document)
class DocumentAdmin(admin.ModelAdmin):
    """Invoices and credit notes, as issued: shown, never changed or deleted (the law asks
    them kept as they are)."""

    list_display = ["number", "kind", "issued_at", "checkout_id", "order_id", "rendered_at"]
    list_filter = ["kind", "year"]
    search_fields = ["number", "=checkout_id"]

    def get_readonly_fields(self, request, obj=None):
        return [field.name for field in Document._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
