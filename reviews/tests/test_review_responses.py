"""The public reviews are kept rendered in memory (apicache): posting, deleting and
hiding a review must show at once, in the plain list and in pages."""

import pytest
from django.core.cache import cache

from accounts.models import User
from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from reviews.services import reviews_delete_by_author
from reviews.tests.factories import ReviewFactory

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _fresh_rate_limits():
    cache.clear()


def as_(client_class, user):
    client = client_class()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(user)}")
    return client


def listed(api_client) -> tuple[list[str], list[str]]:
    plain = [r["review"] for r in api_client.get("/api/review").json()]
    paged = [r["review"] for r in api_client.get("/api/review", {"limit": 6}).json()["results"]]
    return plain, paged


def test_posting_deleting_and_hiding_reviews_show_at_once(api_client):
    ReviewFactory(review="Old one")
    author = as_(api_client.__class__, UserFactory())
    admin = as_(api_client.__class__, UserFactory(role=User.Role.ADMIN))
    assert listed(api_client) == (["Old one"], ["Old one"])

    posted = author.post("/api/review", {"name": "Mei", "review": "New one"}, format="json")
    assert listed(api_client) == (["New one", "Old one"], ["New one", "Old one"])

    admin.post(f"/api/review/{posted.json()['_id']}/hide")
    assert listed(api_client) == (["Old one"], ["Old one"])

    admin.post(f"/api/review/{posted.json()['_id']}/unhide")
    assert listed(api_client) == (["New one", "Old one"], ["New one", "Old one"])

    author.delete(f"/api/review/{posted.json()['_id']}")
    assert listed(api_client) == (["Old one"], ["Old one"])


def test_staff_hiding_a_review_in_the_django_admin_shows_at_once(api_client, admin_client):
    review = ReviewFactory(name="Mallory", review="Spam")
    assert len(api_client.get("/api/review").json()) == 1

    response = admin_client.post(
        f"/admin/reviews/review/{review.id}/change/",
        {"name": "Mallory", "review": "Spam", "is_hidden": "on"},
    )

    assert response.status_code == 302
    assert api_client.get("/api/review").json() == []


def test_an_unchanged_review_list_revalidates_with_304(api_client):
    ReviewFactory()
    etag = api_client.get("/api/review", {"limit": 6})["ETag"]

    assert api_client.get("/api/review", {"limit": 6}, HTTP_IF_NONE_MATCH=etag).status_code == 304
    ReviewFactory()
    assert api_client.get("/api/review", {"limit": 6}, HTTP_IF_NONE_MATCH=etag).status_code == 200


def test_the_django_admins_hide_and_show_actions_show_at_once(api_client, admin_client):
    reviews = ReviewFactory.create_batch(2)
    ids = [str(review.id) for review in reviews]
    assert len(api_client.get("/api/review").json()) == 2

    admin_client.post("/admin/reviews/review/", {"action": "hide", "_selected_action": ids})
    assert api_client.get("/api/review").json() == []

    admin_client.post("/admin/reviews/review/", {"action": "show", "_selected_action": ids})
    assert len(api_client.get("/api/review").json()) == 2


def test_an_authors_reviews_deleted_with_their_account_go_at_once(api_client):
    author = UserFactory()
    ReviewFactory(review="Mine", author=author)
    ReviewFactory(review="Theirs")
    assert listed(api_client) == (["Theirs", "Mine"], ["Theirs", "Mine"])

    assert reviews_delete_by_author(author=author) == 1

    assert listed(api_client) == (["Theirs"], ["Theirs"])
