from django.contrib import admin

from payments.models import Payment, StripeCustomer, StripeEvent


@admin.register(Payment)
class PaymentAdmin(admin.ModelAdmin):
    list_display = ["order", "payment_intent_id", "amount", "currency", "status", "updated_at"]
    list_filter = ["status"]
    search_fields = ["payment_intent_id", "order__customer__email"]
    raw_id_fields = ["order"]
    readonly_fields = ["created_at", "updated_at"]


admin.site.register(StripeCustomer, raw_id_fields=["user"], list_display=["user", "customer_id"])
admin.site.register(StripeEvent, list_display=["event_id", "type", "received_at"])
