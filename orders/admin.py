"""Orders in the Django admin: shown, placed and moved along only through orders.actions,
which keeps the stock and the payments in step."""

from django import forms
from django.contrib import admin, messages
from django.db import models
from django_countries import countries

from core.errors import ApplicationError
from orders import actions
from orders.models import Checkout, CheckoutLine, Order, OrderEvent, PartRefund
from orders.staff_serializers import DELETED_CUSTOMER
from orders.tasks import reconciled_text


def _orders(count: int) -> str:
    return f"{count} order" if count == 1 else f"{count} orders"


ADDRESS_REQUIRED = ["full_name", "line1", "city", "postal_code", "country"]

# Which form field each of the services' refusals is about.
PLACE_ERROR_FIELDS = {"tool": "tool", "toolsQuantity": "quantity", "painting": "painting"}


class OrderPlaceForm(forms.ModelForm):
    """Staff place an order for a customer the way the shop does: actions.order_place
    reserves the tool's stock or the painting and takes the name and price from the
    catalogue."""

    quantity = forms.IntegerField(min_value=1, max_value=1_000_000, initial=1)

    class Meta:
        model = Order
        fields = [
            "customer",
            "tool",
            "painting",
            "quantity",
            "delivery_full_name",
            "delivery_line1",
            "delivery_line2",
            "delivery_city",
            "delivery_region",
            "delivery_postal_code",
            "delivery_country",
            "delivery_phone",
        ]
        widgets = {"delivery_country": forms.Select(choices=[("", "---------"), *countries])}

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["tool"].help_text = "A tool, or else a painting (always one)."
        for name in ADDRESS_REQUIRED:
            self.fields[f"delivery_{name}"].required = True
        self.placed: Order | None = None

    def full_clean(self) -> None:
        """The order is placed while the form is checked, so that what order_place
        refuses (stock, minimum quantity) shows as the form's errors."""
        super().full_clean()
        if not self.is_bound or self.errors or self.placed is not None:
            return
        tool, painting = self.cleaned_data["tool"], self.cleaned_data["painting"]
        if bool(tool) == bool(painting):
            self.add_error("tool", "Choose a tool or a painting, not both.")
            return
        customer = self.cleaned_data["customer"]
        address = {
            name.removeprefix("delivery_"): self.cleaned_data[name]
            for name in self.Meta.fields
            if name.startswith("delivery_")
        }
        try:
            self.placed = actions.order_place(
                customer=customer,
                tool_id=tool.pk if tool else None,
                painting_id=painting.pk if painting else None,
                quantity=self.cleaned_data["quantity"] if tool else 1,
                address=address,
            )
        except ApplicationError as exc:
            field = PLACE_ERROR_FIELDS.get(next(iter(exc.fields), ""))
            if field is None and exc.code.startswith("painting_"):
                field = "painting"
            self.add_error(field, exc.message)


class OrderEventInline(admin.TabularInline):
    model = OrderEvent
    fields = ["created_at", "status", "by", "actor", "note"]
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    """Orders are shown here but change only through orders.actions, which keeps the stock
    and the payments in step: adding places the order with order_place, nothing can be
    edited or deleted, and the admin's actions call it. Shipping (it needs a tracking
    number) is in the React dashboard's Orders."""

    list_display = [
        "id",
        "customer_shown",
        "item_name",
        "kind",
        "quantity",
        "total",
        "status",
        "expires_at",
        "tracking_number",
        "created_at",
    ]
    list_filter = ["status"]
    search_fields = ["=id", "customer__email", "item_name", "transaction_id", "tracking_number"]
    list_select_related = ["customer"]
    raw_id_fields = ["customer", "tool", "painting"]
    inlines = [OrderEventInline]
    formfield_overrides = {models.URLField: {"assume_scheme": "https"}}
    actions = ["cancel", "deliver", "refund", "reconcile"]

    @admin.display(description="kind")
    def kind(self, order: Order) -> str:
        return order.kind

    @admin.display(description="customer", ordering="customer__email")
    def customer_shown(self, order: Order) -> str:
        return DELETED_CUSTOMER if order.customer.is_deleted else order.customer.email

    def get_form(self, request, obj=None, **kwargs):
        if obj is None:
            kwargs["form"] = OrderPlaceForm
        return super().get_form(request, obj, **kwargs)

    def get_fields(self, request, obj=None):
        return OrderPlaceForm.Meta.fields if obj is None else super().get_fields(request, obj)

    def get_inlines(self, request, obj):
        return self.inlines if obj is not None else []

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
        return request.user.has_perm("orders.change_order")

    has_deliver_permission = has_refund_permission = has_cancel_permission
    has_reconcile_permission = has_cancel_permission

    def _each(self, request, queryset, step, *, done: str, verb: str) -> None:
        """Runs a service on each order, then says which it did and which it refused."""
        succeeded, refused = [], []
        for order in queryset.select_related("customer").order_by("pk"):
            try:
                step(order)
            except ApplicationError as exc:
                refused.append(f"#{order.pk} ({exc.message})")
            else:
                succeeded.append(f"#{order.pk}")
        if succeeded:
            self.message_user(
                request,
                f"{done.format(orders=_orders(len(succeeded)))}: {', '.join(succeeded)}.",
                messages.SUCCESS,
            )
        if refused:
            self.message_user(
                request,
                f"Could not {verb} {_orders(len(refused))}: {'; '.join(refused)}.",
                messages.ERROR,
            )

    @admin.action(description="Cancel selected orders", permissions=["cancel"])
    def cancel(self, request, queryset):
        self._each(
            request,
            queryset,
            lambda order: actions.order_cancel(customer=order.customer, order_id=order.pk),
            done="Cancelled {orders} and returned the stock",
            verb="cancel",
        )

    @admin.action(description="Mark selected orders delivered", permissions=["deliver"])
    def deliver(self, request, queryset):
        self._each(
            request,
            queryset,
            lambda order: actions.order_deliver(admin=request.user, order_id=order.pk),
            done="Marked {orders} delivered",
            verb="mark delivered",
        )

    @admin.action(description="Refund selected orders in full", permissions=["refund"])
    def refund(self, request, queryset):
        self._each(
            request,
            queryset,
            lambda order: actions.order_refund(admin=request.user, order_id=order.pk),
            done="Refunded {orders} and returned the stock",
            verb="refund",
        )

    @admin.action(
        description="Re-check all unpaid orders' payments with Stripe", permissions=["reconcile"]
    )
    def reconcile(self, request, queryset):
        counts = actions.payments_reconcile()
        self.message_user(
            request,
            reconciled_text(counts),
            messages.SUCCESS if not counts["failed"] else messages.WARNING,
        )


class CheckoutLineInline(admin.TabularInline):
    model = CheckoutLine
    fields = ["order", "net", "tax", "rate", "gross"]
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None) -> bool:
        return False


class PartRefundInline(admin.TabularInline):
    """Parts of the money given back by an admin (the dashboard's order page gives them)."""

    model = PartRefund
    fields = ["order", "gross", "net", "tax", "reason", "admin", "refund_id", "created_at"]
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Checkout)
class CheckoutAdmin(admin.ModelAdmin):
    """A checkout's amounts are fixed when it starts and its status follows its payment
    (orders.actions): shown here, never edited. Ship and refund (in full or in part)
    through the React dashboard's Orders."""

    list_display = ["id", "customer", "status", "method_name", "shipping_gross", "total"]
    list_filter = ["status"]
    search_fields = ["=id", "customer__email", "transaction_id"]
    list_select_related = ["customer"]
    inlines = [CheckoutLineInline, PartRefundInline]

    def get_readonly_fields(self, request, obj=None):
        return [field.name for field in Checkout._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
