from django.db.models import QuerySet

from shop.models import Order, Painting, Tool

TOOL_ORDERINGS = {"_id": "id", "name": "name", "price": "price"}

# The apicache resources whose version every change of the public answers bumps.
TOOL_RESPONSES = "tools"
PAINTING_RESPONSES = "paintings"


def tool_list(*, ordering: str = "id") -> QuerySet[Tool]:
    # A stable tiebreaker keeps pages from overlapping when the sort key repeats.
    tiebreak = "-id" if ordering.startswith("-") else "id"
    return Tool.objects.order_by(ordering, tiebreak)


def painting_list() -> QuerySet[Painting]:
    return Painting.objects.order_by("id")


def order_list_for_user(*, user) -> QuerySet[Order]:
    return Order.objects.filter(customer=user).select_related("customer").order_by("-id")
