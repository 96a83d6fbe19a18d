from django.contrib import admin, messages

from payments.models import Payment, StripeCustomer, StripeEvent
from payments.services import payments_reconcile


@admin.register(Payment)
class PaymentAdmin(admin.ModelAdmin):
    list_display = ["order", "payment_intent_id", "amount", "currency", "status", "updated_at"]
    list_filter = ["status"]
    search_fields = ["payment_intent_id", "order__customer__email"]
    raw_id_fields = ["order"]
    readonly_fields = ["created_at", "updated_at"]
    actions = ["reconcile"]

    @admin.action(description="Re-check all unpaid orders' payments with Stripe")
    def reconcile(self, request, queryset):
        counts = payments_reconcile()
        self.message_user(
            request,
            f"Checked {counts['checked']} unpaid orders: {counts['paid']} now paid, "
            f"{counts['failed']} could not be checked.",
            messages.SUCCESS if not counts["failed"] else messages.WARNING,
        )


admin.site.register(StripeCustomer, raw_id_fields=["user"], list_display=["user", "customer_id"])
admin.site.register(StripeEvent, list_display=["event_id", "type", "received_at"])
