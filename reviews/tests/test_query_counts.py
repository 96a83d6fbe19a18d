"""Every list answers with a fixed number of queries, whatever the number of rows."""

import pytest

from accounts.models import User
from accounts.tests.factories import UserFactory
from reviews.tests.factories import ReviewFactory

pytestmark = pytest.mark.django_db

SIZES = [3, 30]


@pytest.mark.parametrize("size", SIZES)
def test_my_reviews(api_client, django_assert_num_queries, size, signed_in):
    author = UserFactory()
    ReviewFactory.create_batch(size, author=author)
    client = signed_in(author)

    with django_assert_num_queries(2):  # the user (JWT) + the reviews
        assert len(client.get("/api/review/mine").json()) == size


@pytest.mark.parametrize("size", SIZES)
def test_moderation(api_client, django_assert_num_queries, size, signed_in):
    for _ in range(size):
        ReviewFactory(author=UserFactory(), is_hidden=True)
    client = signed_in(UserFactory(role=User.Role.ADMIN))

    with django_assert_num_queries(2):  # the user (JWT) + the reviews and their authors
        body = client.get("/api/review/moderation").json()
    assert len(body) == size and all(review["author"] for review in body)
    with django_assert_num_queries(3):  # the user + count + page
        assert client.get("/api/review/moderation", {"limit": 5}).json()["count"] == size
