"""PUT /api/user/{email}: a Firebase ID token in, our JWT out, nothing else trusted."""

import base64
import json
import time

import pytest
from rest_framework_simplejwt.tokens import AccessToken

from accounts.models import User
from accounts.tests.factories import UserFactory

pytestmark = pytest.mark.django_db


def unsigned_token(**claims) -> str:
    """A token in the emulator's format (alg none), made by hand: what a forger sends."""

    def part(data: dict) -> str:
        return base64.urlsafe_b64encode(json.dumps(data).encode()).rstrip(b"=").decode()

    now = int(time.time())
    payload = {
        "iss": "https://securetoken.google.com/demo-shop",
        "aud": "demo-shop",
        "iat": now,
        "exp": now + 3600,
        "auth_time": now,
        **claims,
    }
    return f"{part({'alg': 'none', 'typ': 'JWT'})}.{part(payload)}."


def exchange(api_client, email: str, id_token: str | None, body: dict | None = None):
    headers = {"HTTP_AUTHORIZATION": f"Bearer {id_token}"} if id_token else {}
    return api_client.put(f"/api/user/{email}", body or {"email": email}, format="json", **headers)


def test_a_new_user_gets_a_token_and_an_account(api_client, firebase, settings):
    account = firebase.sign_up("new@example.com", name="Nia Okafor")

    response = exchange(api_client, "new@example.com", account.id_token)

    assert response.status_code == 200
    token = AccessToken(response.json()["token"])
    user = User.objects.get(email="new@example.com")
    assert str(token["user_id"]) == str(user.id)
    assert (token["email"], token["name"], token["role"]) == (
        "new@example.com",
        "Nia Okafor",
        "customer",
    )
    assert user.firebase_uid == account.uid
    assert user.role == User.Role.CUSTOMER
    assert token["exp"] - token["iat"] <= 24 * 3600


def test_the_token_opens_the_api(api_client, firebase):
    account = firebase.sign_up("casey@example.com")
    token = exchange(api_client, "casey@example.com", account.id_token).json()["token"]

    response = api_client.get("/api/admin/casey@example.com", HTTP_AUTHORIZATION=f"Bearer {token}")

    assert response.status_code == 200
    assert response.json() == {"admin": False}


def test_sign_up_sends_the_name_and_signing_in_again_keeps_one_account(api_client, firebase):
    account = firebase.sign_up("mei@example.com")
    exchange(
        api_client,
        "mei@example.com",
        account.id_token,
        {"email": "mei@example.com", "name": "Mei Chen"},
    )

    again = firebase.sign_in("mei@example.com", "secret123")
    response = exchange(api_client, "MEI@example.com", again.id_token)

    assert response.status_code == 200
    assert User.objects.filter(email="mei@example.com").count() == 1
    assert User.objects.get(email="mei@example.com").name == "Mei Chen"


def test_no_request_body_can_set_a_role(api_client, firebase):
    account = firebase.sign_up("sly@example.com")

    response = exchange(
        api_client,
        "sly@example.com",
        account.id_token,
        {"email": "sly@example.com", "role": "admin", "is_staff": True, "is_superuser": True},
    )

    assert response.status_code == 200
    user = User.objects.get(email="sly@example.com")
    assert (user.role, user.is_staff, user.is_superuser) == ("customer", False, False)
    assert AccessToken(response.json()["token"])["role"] == "customer"


@pytest.mark.parametrize(
    "header",
    [None, "Bearer", "Basic dXNlcjpwYXNz", "Bearer not-a-jwt", "Bearer a.b.c"],
)
def test_without_a_valid_firebase_token_there_is_no_token_and_no_user(api_client, firebase, header):
    firebase.sign_up("victim@example.com")
    headers = {"HTTP_AUTHORIZATION": header} if header else {}

    response = api_client.put(
        "/api/user/victim@example.com", {"email": "victim@example.com"}, format="json", **headers
    )

    assert response.status_code == 401
    assert "token" not in response.json()
    assert not User.objects.exists()


def test_a_forged_token_for_a_real_account_is_refused(api_client, firebase):
    victim = firebase.sign_up("victim@example.com")
    firebase.sign_up("mallory@example.com")

    # The victim's uid with the forger's choice of email, or a uid Firebase never issued.
    for forged in [
        unsigned_token(sub=victim.uid, user_id=victim.uid, email="mallory@example.com"),
        unsigned_token(sub="made-up-uid", user_id="made-up-uid", email="victim@example.com"),
        unsigned_token(
            sub=victim.uid,
            user_id=victim.uid,
            email="victim@example.com",
            aud="another-project",
            iss="https://securetoken.google.com/another-project",
        ),
    ]:
        email = json.loads(base64.urlsafe_b64decode(forged.split(".")[1] + "==")).get("email")
        assert exchange(api_client, email, forged).status_code == 401
    assert not User.objects.exists()


def test_an_expired_token_is_refused(api_client, firebase):
    account = firebase.sign_up("late@example.com")
    past = int(time.time()) - 7200
    expired = unsigned_token(
        sub=account.uid, user_id=account.uid, email="late@example.com", iat=past, exp=past + 3600
    )

    response = exchange(api_client, "late@example.com", expired)

    assert response.status_code == 401
    assert response.json()["code"] == "invalid_id_token"
    assert not User.objects.exists()


def test_another_users_token_is_refused(api_client, firebase):
    mallory = firebase.sign_up("mallory@example.com")
    UserFactory(email="victim@example.com", role=User.Role.ADMIN)

    response = exchange(api_client, "victim@example.com", mallory.id_token)

    assert response.status_code == 403
    assert response.json()["code"] == "email_mismatch"
    assert not User.objects.filter(email="mallory@example.com").exists()


def test_body_email_must_be_the_address_email(api_client, firebase):
    account = firebase.sign_up("me@example.com")

    response = exchange(
        api_client, "me@example.com", account.id_token, {"email": "you@example.com"}
    )

    assert response.status_code == 400
    assert "email" in response.json()["fields"]
    assert not User.objects.exists()


def test_a_privileged_account_made_outside_the_shop_needs_a_verified_email(api_client, firebase):
    UserFactory(email="boss@example.com", role=User.Role.ADMIN, firebase_uid=None)
    squatter = firebase.sign_up("boss@example.com")  # email/password: not verified

    response = exchange(api_client, "boss@example.com", squatter.id_token)

    assert response.status_code == 403
    assert response.json()["code"] == "account_conflict"
    assert User.objects.get(email="boss@example.com").firebase_uid is None


def test_a_customer_account_made_outside_the_shop_is_claimed_only_by_a_verified_email(
    api_client, firebase
):
    # Made by staff in the Django admin: no Firebase account yet, orders and an address.
    made = UserFactory(email="walkin@example.com", firebase_uid=None)
    squatter = firebase.sign_up("walkin@example.com")  # anyone can: not verified

    refused = exchange(api_client, "walkin@example.com", squatter.id_token)

    assert refused.status_code == 403
    assert refused.json()["code"] == "account_conflict"
    assert User.objects.get(pk=made.pk).firebase_uid is None

    owner = firebase.sign_in_with_google("walkin@example.com")  # a verified address
    claimed = exchange(api_client, "walkin@example.com", owner.id_token)

    assert claimed.status_code == 200
    assert User.objects.get(pk=made.pk).firebase_uid == owner.uid
    assert User.objects.filter(email="walkin@example.com").count() == 1


def test_a_disabled_account_gets_no_token(api_client, firebase):
    account = firebase.sign_up("gone@example.com")
    UserFactory(email="gone@example.com", firebase_uid=account.uid, is_active=False)

    response = exchange(api_client, "gone@example.com", account.id_token)

    assert response.status_code == 403


def test_the_sign_in_keeps_the_browsers_time_zone_for_the_e_mails(api_client, firebase):
    account = firebase.sign_up("tz@example.com")
    body = {"email": "tz@example.com", "timeZone": "Europe/Paris"}

    assert exchange(api_client, "tz@example.com", account.id_token, body).status_code == 200
    assert User.objects.get(email="tz@example.com").time_zone == "Europe/Paris"

    # Signing in later from Tokyo moves it; a sign-in that names no zone keeps it.
    body["timeZone"] = "Asia/Tokyo"
    assert exchange(api_client, "tz@example.com", account.id_token, body).status_code == 200
    assert exchange(api_client, "tz@example.com", account.id_token).status_code == 200
    assert User.objects.get(email="tz@example.com").time_zone == "Asia/Tokyo"


@pytest.mark.parametrize("zone", ["Mars/Olympus_Mons", "../../etc/passwd", "localtime", ""])
def test_an_unknown_time_zone_is_ignored_and_the_sign_in_succeeds(api_client, firebase, zone):
    account = firebase.sign_up("tz@example.com")
    body = {"email": "tz@example.com", "timeZone": zone}

    response = exchange(api_client, "tz@example.com", account.id_token, body)

    assert response.status_code == 200
    assert User.objects.get(email="tz@example.com").time_zone == ""
