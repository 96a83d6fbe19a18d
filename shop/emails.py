"""The e-mails an order sends its customer."""

from django.core.mail import send_mail

from shop.models import Order


def order_receipt_send(*, order_id: int) -> None:
    """The receipt for a paid order (sent after the payment's transaction commits)."""
    order = Order.objects.select_related("customer").get(pk=order_id)
    send_mail(
        subject=f"Your Brush & Canvas receipt for order #{order.pk}",
        message=(
            f"Hello {order.customer.name or order.customer.email},\n\n"
            f"Thank you for your payment.\n\n"
            f"  {order.quantity} x {order.tool_name} at {order.unit_price} = {order.total}\n"
            f"  Transaction: {order.transaction_id}\n\n"
            "Brush & Canvas"
        ),
        from_email=None,
        recipient_list=[order.customer.email],
        fail_silently=True,
    )
