"""Every list an anonymous client can ask for is bounded (issue 14, finding 9): a plain list
(no ?limit=) answers at most its first PLAIN_LIST_MAX items, still a plain array, and the
cached answer is the very bytes the serializer gives for them."""

import pytest
from rest_framework.renderers import JSONRenderer

from apicache.services import version_bump
from core.pagination import PLAIN_LIST_MAX
from reviews.models import Review
from reviews.selectors import REVIEW_RESPONSES
from reviews.serializers import ReviewSerializer
from shop.models import Tool
from shop.selectors import painting_list
from shop.serializers import PaintingSerializer, ToolSerializer
from shop.tests.factories import PaintingFactory, ToolFactory

pytestmark = pytest.mark.django_db

MANY = 1000


def spam_reviews(count: int = MANY) -> None:
    Review.objects.bulk_create(
        Review(name=f"Spammer {n}", review=f"Buy now {n}! " * 100) for n in range(count)
    )
    version_bump(resource=REVIEW_RESPONSES)  # bulk_create sends no signal


def test_a_spammers_thousand_reviews_give_at_most_the_newest_hundred(api_client):
    spam_reviews()

    response = api_client.get("/api/review")

    assert response.status_code == 200
    body = response.json()
    assert isinstance(body, list)
    assert len(body) == PLAIN_LIST_MAX == 100
    newest = Review.objects.order_by("-id")[:PLAIN_LIST_MAX]
    assert body == ReviewSerializer(newest, many=True).data
    assert response.content == JSONRenderer().render(ReviewSerializer(newest, many=True).data)
    # The rest are there page by page.
    assert api_client.get("/api/review", {"limit": 100}).json()["count"] == MANY


@pytest.mark.parametrize(
    ("path", "make", "queryset", "serializer_class"),
    [
        (
            "/api/tools",
            lambda: ToolFactory.create_batch(PLAIN_LIST_MAX + 5),
            lambda: Tool.objects.order_by("id"),
            ToolSerializer,
        ),
        (
            "/api/tools?ordering=-_id",
            lambda: ToolFactory.create_batch(PLAIN_LIST_MAX + 5),
            lambda: Tool.objects.order_by("-id"),
            ToolSerializer,
        ),
        (
            "/api/paintings",
            lambda: PaintingFactory.create_batch(PLAIN_LIST_MAX + 5),
            lambda: painting_list(),
            PaintingSerializer,
        ),
    ],
)
def test_plain_catalogue_lists_answer_their_first_hundred(
    api_client, path, make, queryset, serializer_class
):
    make()

    response = api_client.get(path)

    first = queryset()[:PLAIN_LIST_MAX]
    assert response.content == JSONRenderer().render(serializer_class(first, many=True).data)
    assert len(response.json()) == PLAIN_LIST_MAX


def test_the_browsable_api_is_bounded_too(client, monkeypatch):
    """With DEBUG on a browser gets DRF's HTML page instead of the cached JSON."""
    from rest_framework.renderers import BrowsableAPIRenderer

    from reviews.views import ReviewViewSet

    monkeypatch.setattr(ReviewViewSet, "renderer_classes", [BrowsableAPIRenderer, JSONRenderer])
    spam_reviews(PLAIN_LIST_MAX + 20)

    response = client.get("/api/review", HTTP_ACCEPT="text/html")

    assert response["Content-Type"].startswith("text/html")
    assert response.content.decode().count("Spammer ") == PLAIN_LIST_MAX
