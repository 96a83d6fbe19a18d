from django.db.models import QuerySet

from accounts.models import User


def user_list() -> QuerySet[User]:
    return User.objects.order_by("email")


def user_by_email(*, email: str) -> User | None:
    """The user with this address (in any case, spaces around it ignored), if any."""
    email = email.strip().lower()
    if "\x00" in email:  # no address has one, and PostgreSQL text cannot even hold it
        return None
    return User.objects.filter(email=email).first()


def user_is_admin(*, email: str) -> bool:
    user = user_by_email(email=email)
    return user is not None and user.is_admin
