from django.db.models import Prefetch, Q, QuerySet
from django.utils import timezone

from accounts.models import User
from orders.models import Order, OrderEvent
from reviews.models import Review


def user_list(*, search: str = "") -> QuerySet[User]:
    """The shop's users for its admins, by e-mail; deleted (anonymised) accounts are left
    out. `search`: part of an e-mail address or a name, in any case."""
    users = User.objects.filter(deleted_at__isnull=True)
    search = search.strip()
    if search:
        users = users.filter(Q(email__icontains=search) | Q(name__icontains=search))
    return users.order_by("email", "pk")


def user_by_email(*, email: str) -> User | None:
    """The user with this address (in any case, spaces around it ignored), if any."""
    email = email.strip().lower()
    if "\x00" in email:  # no address has one, and PostgreSQL text cannot even hold it
        return None
    return User.objects.filter(email=email).first()


def user_is_admin(*, email: str) -> bool:
    user = user_by_email(email=email)
    return user is not None and user.is_admin


def user_data_export(*, user: User) -> dict:
    """Everything the shop keeps about the user, for "download my data": the account, its
    orders (with their history) and its reviews; for accounts.serializers.ExportSerializer."""
    events = Prefetch("events", queryset=OrderEvent.objects.order_by("id"))
    return {
        "exportedAt": timezone.now(),
        "account": user,
        "orders": Order.objects.filter(customer=user).prefetch_related(events).order_by("id"),
        "reviews": Review.objects.filter(author=user).order_by("id"),
    }
