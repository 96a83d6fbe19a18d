from django.db.models import QuerySet

from accounts.models import User


def user_list() -> QuerySet[User]:
    return User.objects.order_by("email")


def user_is_admin(*, email: str) -> bool:
    return User.objects.filter(email=email.lower(), role=User.Role.ADMIN).exists()
