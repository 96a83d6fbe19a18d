"""A stolen shop token does not outlive account recovery (issue 38, finding 6): signing out
everywhere, a password changed in My Profile or reset at Firebase end the shop's tokens."""

import time

import pytest
from django.utils import timezone
from firebase_admin import auth

from accounts import firebase as firebase_calls
from accounts.models import User
from accounts.services import sessions_check_revoked

pytestmark = pytest.mark.django_db

SESSION_ENDED = "Your session has ended. Please sign in again."


def exchange(client, account) -> str:
    response = client.put(
        f"/api/user/{account.email}",
        {"email": account.email},
        format="json",
        HTTP_AUTHORIZATION=f"Bearer {account.id_token}",
    )
    assert response.status_code == 200, response.content
    return response.json()["token"]


def me(client, token: str):
    return client.get("/api/me", HTTP_AUTHORIZATION=f"Bearer {token}")


def assert_ended(response) -> None:
    assert response.status_code == 401
    assert response.json()["code"] == "session_ended"
    assert response.json()["detail"] == SESSION_ENDED


def test_sign_out_everywhere_ends_every_token_and_firebase_session(api_client, firebase):
    laptop = firebase.sign_up("casey@example.com", "secret123")
    stolen = exchange(api_client, laptop)
    phone = exchange(api_client, firebase.sign_in("casey@example.com", "secret123"))
    # Firebase keeps its cut-off in whole seconds: an ID token of the same second passes it.
    time.sleep(1.05)

    response = api_client.post("/api/me/sign-out-everywhere", HTTP_AUTHORIZATION=f"Bearer {phone}")

    assert response.status_code == 204
    assert_ended(me(api_client, stolen))
    assert_ended(me(api_client, phone))
    # Firebase's own sessions ended too: the old ID token cannot be exchanged again.
    again = api_client.put(
        "/api/user/casey@example.com",
        {"email": "casey@example.com"},
        format="json",
        HTTP_AUTHORIZATION=f"Bearer {laptop.id_token}",
    )
    assert again.status_code == 401
    # Signing in again works at once (the cut-off is to the microsecond).
    fresh = exchange(api_client, firebase.sign_in("casey@example.com", "secret123"))
    assert me(api_client, fresh).status_code == 200


def test_signing_in_again_ends_no_token(api_client, firebase):
    """Firebase's cut-off starts at the account's creation: exchanges right after it, in
    the same second, must not end the tokens of the first (the cluster test's sign-ins)."""
    account = firebase.sign_up("casey@example.com", "secret123")
    first = exchange(api_client, account)
    for _ in range(3):
        exchange(api_client, firebase.sign_in("casey@example.com", "secret123"))
    time.sleep(1.05)
    exchange(api_client, firebase.sign_in("casey@example.com", "secret123"))

    assert me(api_client, first).status_code == 200


def test_a_password_changed_in_my_profile_ends_the_older_tokens(api_client, firebase):
    account = firebase.sign_up("casey@example.com", "secret123")
    stolen = exchange(api_client, account)
    assert me(api_client, stolen).status_code == 200
    time.sleep(1.05)  # Firebase's cut-off is in whole seconds: a later one than the sign-up's

    # My Profile: Firebase changes the password, the page exchanges the fresh ID token.
    current = exchange(api_client, firebase.change_password(account, "n3w-secret"))

    assert_ended(me(api_client, stolen))
    assert me(api_client, current).status_code == 200


def test_a_password_reset_at_firebase_ends_the_tokens_within_the_check(
    api_client, firebase, settings
):
    account = firebase.sign_up("casey@example.com", "secret123")
    stolen = exchange(api_client, account)
    time.sleep(1.05)  # Firebase's cut-off is in whole seconds: a later one than the sign-up's
    # The owner resets the password from the e-mail link: Firebase alone hears of it.
    auth.update_user(account.uid, password="r3covered", app=firebase_calls.app())
    assert me(api_client, stolen).status_code == 200  # until the periodic check

    assert sessions_check_revoked() == 1

    assert_ended(me(api_client, stolen))
    assert sessions_check_revoked() == 0  # nothing more to end
    fresh = exchange(api_client, firebase.sign_in("casey@example.com", "r3covered"))
    assert me(api_client, fresh).status_code == 200


def test_the_check_asks_only_about_accounts_whose_tokens_may_live(api_client, firebase, settings):
    account = firebase.sign_up("casey@example.com", "secret123")
    exchange(api_client, account)
    User.objects.filter(email="casey@example.com").update(
        signed_in_at=timezone.now() - settings.JWT_LIFETIME - timezone.timedelta(minutes=1)
    )
    before = User.objects.get(email="casey@example.com").tokens_valid_after
    time.sleep(1.05)
    auth.update_user(account.uid, password="r3covered", app=firebase_calls.app())

    assert sessions_check_revoked() == 0
    assert User.objects.get(email="casey@example.com").tokens_valid_after == before


def test_firebase_unreachable_signs_nobody_out(api_client, firebase, settings, stopped_host):
    token = exchange(api_client, firebase.sign_up("casey@example.com"))
    before = User.objects.get(email="casey@example.com").tokens_valid_after
    settings.FIREBASE_AUTH_EMULATOR_HOST = stopped_host

    response = api_client.post("/api/me/sign-out-everywhere", HTTP_AUTHORIZATION=f"Bearer {token}")

    assert response.status_code == 503
    assert response.json()["code"] == "identity_unavailable"
    assert me(api_client, token).status_code == 200
    assert User.objects.get(email="casey@example.com").tokens_valid_after == before


def test_signing_out_everywhere_needs_a_token(api_client):
    assert api_client.post("/api/me/sign-out-everywhere").status_code == 401


def test_staff_sign_an_account_out_everywhere_in_the_django_admin(api_client, firebase, client):
    token = exchange(api_client, firebase.sign_up("casey@example.com"))
    staff = User.objects.create_superuser("staff@example.com", "staffpass")
    client.force_login(staff)
    casey = User.objects.get(email="casey@example.com")

    response = client.post(
        "/admin/accounts/user/",
        {"action": "sign_out_everywhere", "_selected_action": [casey.pk]},
        follow=True,
    )

    assert "Signed 1 account(s) out everywhere." in response.content.decode()
    assert_ended(me(api_client, token))
