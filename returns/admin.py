from django.contrib import admin

from returns.models import Return, ReturnItem


class ReturnItemInline(admin.TabularInline):
    model = ReturnItem
    fields = ["order"]
    readonly_fields = ["order"]
    extra = 0
    can_delete = False


@admin.register(Return)
class ReturnAdmin(admin.ModelAdmin):
    """Returns, as their steps left them: shown, changed only in the dashboard (its
    steps refund through Stripe)."""

    list_display = ["number", "status", "customer", "requested_at", "refund_amount"]
    list_filter = ["status"]
    search_fields = ["number", "customer__email"]
    inlines = [ReturnItemInline]

    def get_readonly_fields(self, request, obj=None):
        return [field.name for field in Return._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
