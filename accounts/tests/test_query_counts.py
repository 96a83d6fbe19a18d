"""Every list answers with a fixed number of queries, whatever the number of rows."""

import pytest

from accounts.models import User
from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("size", [3, 30])
def test_users(api_client, django_assert_num_queries, size):
    admin = UserFactory(role=User.Role.ADMIN)
    UserFactory.create_batch(size - 1)
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(admin)}")

    with django_assert_num_queries(2):  # the user (JWT) + the users
        assert len(api_client.get("/api/user").json()) == size
    with django_assert_num_queries(3):  # the user + count + page
        assert api_client.get("/api/user", {"limit": 2}).json()["count"] == size
