"""My Profile's changes, which span the apps: the name and the saved delivery address, and
a customer deleting their own account (the orders stay for the books, the person's data
goes).

Deletion's steps run in the order that leaves the shop sound whatever fails on the way:
1. checks (the confirmation, no admin, no order on its way): nothing changes if they fail;
2. the pending orders are cancelled exactly as the customer's own cancel does (Stripe
   first, no lock held meanwhile). If Stripe fails, or says an order was paid meanwhile,
   the account stays as it was, apart from the orders that were already cancelled, which
   is what the customer asked for anyway; they can try again;
3. the Stripe Customer (the person's e-mail and saved cards at Stripe) is deleted; the
   payments stay at Stripe for the books. If Stripe cannot be asked: 503, as in step 2;
4. the Firebase account is deleted. If Firebase cannot be asked: 503 and the account
   stays usable (Firebase is asked once before step 2 as well, so that Firebase being
   down stops the deletion before any order is cancelled). This comes before the
   anonymising because the reverse could leave a Firebase account that signs in to an
   anonymised shop account which can never be cleaned up by its owner;
5. the shop account is anonymised in one transaction that needs no network.
"""

import logging

from django.db import transaction

from accounts import firebase
from accounts.models import User
from accounts.services import user_anonymise, user_lock, user_rename
from core.errors import ApplicationError, Conflict
from notifications.services import email_queue
from orders.actions import order_cancel, orders_end_for_deleted_account
from orders.customer_data import customer_details_forget, saved_address_set
from orders.models import Order
from payments.services import customer_forget
from reviews.services import reviews_delete_by_author

logger = logging.getLogger(__name__)

CONFIRMATION_MISMATCH = "Type your email address to confirm."
ORDERS_IN_PROGRESS = (
    "You have orders on their way. You can delete your account once they have been "
    "delivered or refunded."
)
ADMIN_ACCOUNT = (
    "Admins cannot delete their own account here. Ask another admin to remove your admin "
    "role first."
)
# Orders that still have to reach the customer: the account must stay until they do.
ON_THEIR_WAY = (Order.Status.PAID, Order.Status.SHIPPED)


def user_update_profile(
    *,
    user: User,
    name: str | None = None,
    set_address: bool = False,
    address: dict[str, str] | None = None,
) -> User:
    """My Profile: a new name (when given), and with `set_address` the default delivery
    address (checked by orders.serializers.DeliveryAddressSerializer; None forgets it)."""
    with transaction.atomic():
        if name is not None:
            user_rename(user=user, name=name)
        if set_address:
            saved_address_set(user=user, address=address)
    return user


def user_delete(*, user: User, confirm: str) -> None:
    """Deletes the customer's account, confirmed by typing its own e-mail address."""
    if confirm.strip().lower() != user.email.lower():
        raise ApplicationError(
            CONFIRMATION_MISMATCH,
            code="confirmation_mismatch",
            fields={"confirm": [CONFIRMATION_MISMATCH]},
        )
    if user.is_admin or user.is_staff or user.is_superuser:
        raise Conflict(ADMIN_ACCOUNT, code="admin_account")
    _check_nothing_on_its_way(user)
    if user.firebase_uid:
        firebase.account_deletion_check(uid=user.firebase_uid)
    _pending_orders_cancel(user)
    _check_nothing_on_its_way(user, pending_too=True)  # one paid or placed meanwhile
    customer_forget(user=user)
    if user.firebase_uid:
        firebase.delete_account(uid=user.firebase_uid)
    _anonymise(user)


def _check_nothing_on_its_way(user: User, *, pending_too: bool = False) -> None:
    statuses = [*ON_THEIR_WAY, Order.Status.PENDING] if pending_too else ON_THEIR_WAY
    if Order.objects.filter(customer=user, status__in=statuses).exists():
        raise Conflict(ORDERS_IN_PROGRESS, code="orders_in_progress")


def _pending_orders_cancel(user: User) -> None:
    pending = Order.objects.filter(customer=user, status=Order.Status.PENDING).order_by("pk")
    for order_id in pending.values_list("pk", flat=True):
        try:
            order_cancel(customer=user, order_id=order_id)
        except Conflict as exc:
            if exc.code == "already_paid":  # the money came: the order is on its way now
                raise Conflict(ORDERS_IN_PROGRESS, code="orders_in_progress") from exc
            if exc.code != "not_cancellable":  # (expired or ended meanwhile: fine)
                raise


def _anonymise(user: User) -> None:
    with transaction.atomic():
        user = user_lock(user_id=user.pk)
        orders_end_for_deleted_account(customer=user)  # any placed since the cancels above
        address, name = user.email, user.name
        user_anonymise(user=user)
        reviews_delete_by_author(author=user)
        customer_details_forget(customer=user)
        email_queue(
            to=address, template="account_deleted", context={"customer_name": name or address}
        )
    logger.info("User %s deleted their account", user.pk)
