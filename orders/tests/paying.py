"""Finding an order's money in the tests, now that every order is paid through a checkout
(the payment page's calls start a checkout of that order alone): its Payment is its
checkout's, and the PaymentIntent's metadata names the checkout."""

from orders.models import Checkout, Order
from payments.models import Payment


def checkout_of(order: Order) -> Checkout:
    """The checkout paying the order (open) or that paid it, as the database says now; for
    an order that ended unpaid (its checkout voided, the order let go of it), the last
    checkout it was in."""
    checkout_id = Order.objects.filter(pk=order.pk).values_list("checkout_id", flat=True).get()
    if checkout_id is None:
        return Checkout.objects.filter(lines__order_id=order.pk).latest("pk")
    return Checkout.objects.get(pk=checkout_id)


def payment_of(order: Order) -> Payment:
    """The Payment (the PaymentIntent at Stripe) of the order's checkout (checkout_of)."""
    return Payment.objects.get(checkout=checkout_of(order))
