from django.db.models import Prefetch
from django.utils import timezone

from accounts.models import User
from orders.models import Order, OrderEvent
from reviews.models import Review


def user_data_export(*, user: User) -> dict:
    """Everything the shop keeps about the user, for "download my data": the account, its
    orders (with their history) and its reviews; for profiles.serializers.ExportSerializer."""
    events = Prefetch("events", queryset=OrderEvent.objects.order_by("id"))
    return {
        "exportedAt": timezone.now(),
        "account": user,
        "orders": Order.objects.filter(customer=user).prefetch_related(events).order_by("id"),
        "reviews": Review.objects.filter(author=user).order_by("id"),
    }
