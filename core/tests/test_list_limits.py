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


LISTS = [
    "/api/tools",
    "/api/paintings",
    "/api/review",
    "/api/mypurchase",
    "/api/user",
    "/api/manage/orders",
    "/api/review/moderation",
]


@pytest.mark.parametrize("path", LISTS)
def test_every_list_refuses_a_page_beyond_the_paging_maximum_with_a_400(path, signed_in):
    """The outside testers' third round: ?offset=9223372036854775807 on /api/tools answered
    500 (an integer overflow in the paging); the other lists answered 200. Every list now
    takes limit and offset from 0 (1) to PAGING_MAX and says 400 beyond, changing nothing."""
    from accounts.models import User
    from accounts.tests.factories import UserFactory
    from core.pagination import PAGING_MAX

    client = signed_in(UserFactory(role=User.Role.ADMIN))
    for query, field in [
        ({"limit": 5, "offset": 2**63 - 1}, "offset"),
        ({"limit": 5, "offset": PAGING_MAX + 1}, "offset"),
        ({"limit": 5, "offset": "9" * 400}, "offset"),
        ({"limit": 10**30}, "limit"),
        ({"limit": 0}, "limit"),
        ({"limit": 5, "offset": -1}, "offset"),
    ]:
        response = client.get(path, query)
        assert response.status_code == 400, (path, query, response.content[:200])
        assert response["Content-Type"] == "application/json"
        assert field in response.json()["fields"]
    last = client.get(path, {"limit": 5, "offset": PAGING_MAX})
    assert last.status_code == 200 and last.json()["results"] == []
