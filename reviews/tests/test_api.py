import pytest

from accounts.tests.factories import UserFactory
from core.pagination import PLAIN_LIST_MAX
from reviews.tests.factories import ReviewFactory

pytestmark = pytest.mark.django_db


def test_reviews_are_public_newest_first_and_reveal_no_author(api_client):
    author = UserFactory(email="private@example.com")
    older = ReviewFactory(name="Mei", review="Lovely pans.", author=author)
    newer = ReviewFactory(name="Jonas", review="Great acrylics.")

    response = api_client.get("/api/review")

    assert response.status_code == 200
    assert response.json() == [
        {"_id": newer.id, "name": "Jonas", "review": "Great acrylics."},
        {"_id": older.id, "name": "Mei", "review": "Lovely pans."},
    ]
    assert "private@example.com" not in response.content.decode()


def test_home_page_asks_for_six_reviews(api_client):
    ReviewFactory.create_batch(9)

    body = api_client.get("/api/review", {"limit": 6}).json()

    assert body["count"] == 9
    assert len(body["results"]) == 6


@pytest.mark.parametrize("count", [10, 200])
def test_review_list_runs_a_fixed_number_of_queries(api_client, django_assert_num_queries, count):
    ReviewFactory.create_batch(count)

    with django_assert_num_queries(2):  # the answers' version + the reviews
        assert len(api_client.get("/api/review").json()) == min(count, PLAIN_LIST_MAX)
    with django_assert_num_queries(3):  # the version + count + page
        assert api_client.get("/api/review", {"limit": 6}).json()["count"] == count
    # Asked again: only the version, the answers are those rendered above.
    with django_assert_num_queries(1):
        assert len(api_client.get("/api/review").json()) == min(count, PLAIN_LIST_MAX)
    with django_assert_num_queries(1):
        assert api_client.get("/api/review", {"limit": 6}).json()["count"] == count
