"""The customer's personal data that orders keeps: the saved delivery address (My Profile)
and the delivery details on their orders. Written here only; the profiles app calls these."""

from django.db import transaction
from django.utils import timezone

from accounts.models import User
from orders.models import Order, SavedAddress

# An order's personal delivery details, blanked when its customer is forgotten (the
# country stays, for the books).
PERSONAL_DELIVERY_FIELDS = (
    "delivery_full_name",
    "delivery_line1",
    "delivery_line2",
    "delivery_city",
    "delivery_region",
    "delivery_postal_code",
    "delivery_phone",
)


def saved_address_set(*, user: User, address: dict[str, str] | None) -> None:
    """Saves the customer's default delivery address, in model field names (checked by
    orders.serializers.DeliveryAddressSerializer); None forgets it."""
    if address is None:
        SavedAddress.objects.filter(user=user).delete()
    else:
        SavedAddress.objects.update_or_create(user=user, defaults=address)


def customer_details_forget(*, customer: User) -> None:
    """Deletes the customer's saved address and blanks the personal delivery details of
    their orders; the orders themselves stay for the books."""
    with transaction.atomic():
        SavedAddress.objects.filter(user=customer).delete()
        Order.objects.filter(customer=customer).update(
            **dict.fromkeys(PERSONAL_DELIVERY_FIELDS, ""), updated_at=timezone.now()
        )
