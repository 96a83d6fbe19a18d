from django.db.models import Q, QuerySet

from accounts.models import User


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
