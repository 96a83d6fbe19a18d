"""The API's token check: our JWT, then the user's row as it is now (accounts.authentication)."""

import pytest
from rest_framework_simplejwt.tokens import AccessToken

from accounts.models import User
from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for

pytestmark = pytest.mark.django_db


def bearer(api_client, token: str):
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return api_client


def test_the_role_comes_from_the_users_row_not_from_the_token(api_client):
    user = UserFactory(email="sam@example.com", name="Sam")
    token = access_token_for(user)  # says customer
    User.objects.filter(pk=user.pk).update(role=User.Role.ADMIN)

    client = bearer(api_client, token)
    assert client.get("/api/user").status_code == 200  # admins only
    User.objects.filter(pk=user.pk).update(role=User.Role.CUSTOMER)
    assert client.get("/api/user").status_code == 403
    me = client.get("/api/me").json()
    assert (me["email"], me["name"]) == ("sam@example.com", "Sam")


def test_a_deactivated_or_removed_users_token_opens_nothing(api_client):
    user = UserFactory()
    client = bearer(api_client, access_token_for(user))
    assert client.get("/api/mypurchase").status_code == 200

    User.objects.filter(pk=user.pk).update(is_active=False)
    answer = client.get("/api/mypurchase")
    assert answer.status_code == 401
    assert answer.json()["code"] == "user_inactive"

    User.objects.filter(pk=user.pk).delete()
    answer = client.get("/api/mypurchase")
    assert answer.status_code == 401
    assert answer.json()["code"] == "user_not_found"


@pytest.mark.parametrize("user_id", [None, "abc", "1; DROP TABLE accounts_user", 10**30, -1])
def test_a_signed_token_without_a_usable_user_id_is_a_401(api_client, user_id):
    UserFactory()  # someone exists, with id 1 or more
    token = AccessToken()
    if user_id is None:
        token.payload.pop("user_id", None)
    else:
        token["user_id"] = user_id

    answer = bearer(api_client, str(token)).get("/api/mypurchase")

    assert answer.status_code == 401
    assert User.objects.count() == 1
