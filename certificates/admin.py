from django.contrib import admin, messages

from certificates.models import Certificate
from certificates.services import certificate_revoke


@admin.register(Certificate)
class CertificateAdmin(admin.ModelAdmin):
    """Certificates as issued: shown, never changed or deleted; "Revoke" ends one (its
    public page then says it is not valid)."""

    list_display = ["number", "painting", "order_id", "issued_at", "revoked_at", "rendered_at"]
    list_filter = ["year", ("revoked_at", admin.EmptyFieldListFilter)]
    search_fields = ["number", "=order_id", "painting__title"]
    exclude = ["pdf"]  # private: downloaded through the API, never linked from here
    actions = ["revoke"]

    def get_readonly_fields(self, request, obj=None):
        return [field.name for field in Certificate._meta.fields if field.name != "pdf"]

    def has_add_permission(self, request) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    @admin.action(description="Revoke")
    def revoke(self, request, queryset):
        reason = f"Revoked by {request.user} in the admin."
        count = sum(
            certificate_revoke(order_id=order_id, reason=reason)
            for order_id in queryset.values_list("order_id", flat=True)
        )
        self.message_user(request, f"{count} certificate(s) revoked.", messages.SUCCESS)
