"""The sign-in exchange stores Firebase's word on whether the e-mail address is verified,
every time (a customer who just verified it exchanges a fresh ID token), never the body's."""

import pytest
from firebase_admin import auth
from rest_framework_simplejwt.tokens import AccessToken

from accounts import firebase as firebase_identity
from accounts.models import User

pytestmark = pytest.mark.django_db


def exchange(api_client, email: str, id_token: str, **body):
    return api_client.put(
        f"/api/user/{email}",
        {"email": email, **body},
        format="json",
        HTTP_AUTHORIZATION=f"Bearer {id_token}",
    )


def me(api_client, token: str) -> dict:
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    answer = api_client.get("/api/me").json()
    api_client.credentials()
    return answer


def test_each_exchange_stores_whether_firebase_has_verified_the_email(api_client, firebase):
    account = firebase.sign_up("nia@example.com")

    first = exchange(api_client, "nia@example.com", account.id_token, emailVerified=True)

    assert first.status_code == 200
    assert User.objects.get(email="nia@example.com").email_verified is False
    assert me(api_client, first.json()["token"])["emailVerified"] is False
    # The token tells the browser too: it loads Firebase only when there is something to verify.
    assert AccessToken(first.json()["token"])["email_verified"] is False

    auth.update_user(account.uid, email_verified=True, app=firebase_identity.app())
    fresh = firebase.sign_in("nia@example.com", "secret123")
    second = exchange(api_client, "nia@example.com", fresh.id_token)

    assert second.status_code == 200
    assert User.objects.get(email="nia@example.com").email_verified is True
    assert me(api_client, second.json()["token"])["emailVerified"] is True
    assert AccessToken(second.json()["token"])["email_verified"] is True

    auth.update_user(account.uid, email_verified=False, app=firebase_identity.app())
    exchange(
        api_client, "nia@example.com", firebase.sign_in("nia@example.com", "secret123").id_token
    )

    assert User.objects.get(email="nia@example.com").email_verified is False


def test_the_token_says_whether_the_account_signs_in_with_a_password(api_client, firebase):
    with_password = firebase.sign_up("pam@example.com")
    with_google = firebase.sign_in_with_google("gus@example.com", name="Gus")

    password_token = exchange(api_client, "pam@example.com", with_password.id_token)
    google_token = exchange(api_client, "gus@example.com", with_google.id_token)

    assert AccessToken(password_token.json()["token"])["has_password"] is True
    google_claims = AccessToken(google_token.json()["token"])
    assert google_claims["has_password"] is False
    assert google_claims["email_verified"] is True  # Google accounts count as verified
