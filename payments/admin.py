from django.contrib import admin

from payments.models import Payment, StripeCustomer, StripeEvent


class StripeRecordAdmin(admin.ModelAdmin):
    """What Stripe last told the shop: shown here, changed only by the payment services
    (an edited amount or status would no longer match Stripe's)."""

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Payment)
class PaymentAdmin(StripeRecordAdmin):
    list_display = ["order", "payment_intent_id", "amount", "currency", "status", "updated_at"]
    list_filter = ["status"]
    search_fields = ["payment_intent_id", "order__customer__email"]
    raw_id_fields = ["order"]

    def has_add_permission(self, request) -> bool:
        # A hand-made Payment changes no order: only Stripe's word on a PaymentIntent made
        # for that order, for its amount, marks an order paid (orders.actions.stripe_reported).
        return request.user.has_perm("payments.add_payment")


@admin.register(StripeCustomer)
class StripeCustomerAdmin(StripeRecordAdmin):
    list_display = ["user", "customer_id"]
    search_fields = ["customer_id", "user__email"]


@admin.register(StripeEvent)
class StripeEventAdmin(StripeRecordAdmin):
    list_display = ["event_id", "type", "received_at"]
    search_fields = ["event_id"]
