from django.db import transaction

from accounts.models import User
from orders.models import SavedAddress


def user_update_profile(
    *,
    user: User,
    name: str | None = None,
    set_address: bool = False,
    address: dict[str, str] | None = None,
) -> User:
    """My Profile: a new name (when given), and with `set_address` the default delivery
    address (checked by shop.serializers.DeliveryAddressSerializer; None forgets it)."""
    with transaction.atomic():
        if name is not None and name != user.name:
            user.name = name
            user.save(update_fields=["name"])
        if set_address and address is None:
            SavedAddress.objects.filter(user=user).delete()
        elif set_address:
            SavedAddress.objects.update_or_create(user=user, defaults=address)
    return user
