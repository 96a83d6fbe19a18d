"""Firebase down or hung: the token exchange answers a clear 503 within seconds."""

import time

import pytest

from accounts.models import User
from conftest import FirebaseEmulator
from devtools.firebase_emulator import firebase_emulator
from devtools.ports import reserved_ports

pytestmark = [pytest.mark.django_db, pytest.mark.one_database]

UNAVAILABLE = "Sign-in is unavailable just now. Please try again in a minute."


def exchange(api_client, account):
    began = time.monotonic()
    response = api_client.put(
        f"/api/user/{account.email}",
        {"email": account.email},
        format="json",
        HTTP_AUTHORIZATION=f"Bearer {account.id_token}",
    )
    return response, time.monotonic() - began


def assert_unavailable(response) -> None:
    assert response.status_code == 503
    assert response.json()["code"] == "identity_unavailable"
    assert response.json()["detail"] == UNAVAILABLE
    assert response["Retry-After"] == "30"
    assert response.json()["retryAfter"] == 30


def test_the_emulator_stopped_mid_run_gives_503_and_creates_no_user(api_client, settings):
    with reserved_ports(3) as (port, _hub, _logging):
        host = f"127.0.0.1:{port}"
        settings.FIREBASE_AUTH_EMULATOR_HOST = host
        with firebase_emulator(host):
            emulator = FirebaseEmulator(host)
            first = emulator.sign_up("first@example.com")
            second = emulator.sign_up("second@example.com")
            assert exchange(api_client, first)[0].status_code == 200
        # The emulator is stopped now.

        response, seconds = exchange(api_client, second)

    assert_unavailable(response)
    assert seconds < 5
    assert not User.objects.filter(email="second@example.com").exists()


def test_a_hung_identity_service_gives_503_within_a_few_seconds(
    api_client, settings, firebase, unresponsive_host
):
    account = firebase.sign_up("casey@example.com")
    settings.FIREBASE_AUTH_EMULATOR_HOST = unresponsive_host

    response, seconds = exchange(api_client, account)

    assert_unavailable(response)
    assert seconds < 2 * settings.FIREBASE_TIMEOUT_SECONDS + 2
    assert not User.objects.exists()
