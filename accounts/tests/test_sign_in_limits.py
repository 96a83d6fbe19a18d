"""The sign-in exchange's two limits: a high ceiling per address, a lower one per account."""

import pytest
from rest_framework.test import APIClient

from accounts.models import User
from core.throttling import ActionRateThrottle

pytestmark = pytest.mark.django_db


@pytest.fixture
def rates(monkeypatch):
    def set_rates(*, per_address: str, per_account: str) -> None:
        monkeypatch.setitem(ActionRateThrottle.THROTTLE_RATES, "sign_in_address", per_address)
        monkeypatch.setitem(ActionRateThrottle.THROTTLE_RATES, "sign_in", per_account)

    return set_rates


def exchange(client: APIClient, account):
    return client.put(
        f"/api/user/{account.email}",
        {"email": account.email},
        format="json",
        HTTP_AUTHORIZATION=f"Bearer {account.id_token}",
    )


def test_people_sharing_one_address_sign_up_past_the_per_account_rate(firebase, rates):
    rates(per_address="10/minute", per_account="2/minute")
    office = APIClient(REMOTE_ADDR="10.0.0.7")
    accounts = [firebase.sign_up(f"colleague{n}@example.com") for n in range(6)]

    answers = [exchange(office, account) for account in accounts]

    assert [a.status_code for a in answers] == [200] * 6
    assert User.objects.count() == 6


def test_one_account_is_limited_from_every_address(firebase, rates):
    rates(per_address="100/minute", per_account="2/minute")
    account = firebase.sign_up("busy@example.com")
    other = firebase.sign_up("calm@example.com")

    answers = [exchange(APIClient(REMOTE_ADDR=f"10.0.1.{n}"), account) for n in range(3)]

    assert [a.status_code for a in answers] == [200, 200, 429]
    seconds = int(answers[-1]["Retry-After"])
    assert 1 <= seconds <= 60
    assert answers[-1].json()["code"] == "throttled"
    assert answers[-1].json()["retryAfter"] == seconds  # what the sign-up page waits for
    # One sentence, said once (DRF would append "Expected available in ... seconds.").
    assert answers[-1].json()["detail"] == (
        f"Too many sign-in attempts. Please try again in {seconds} seconds."
    )
    assert exchange(APIClient(REMOTE_ADDR="10.0.1.0"), other).status_code == 200


def test_the_address_ceiling_still_holds_and_says_when_once(firebase, rates):
    rates(per_address="3/minute", per_account="30/minute")
    account = firebase.sign_up("cafe@example.com")
    cafe = APIClient(REMOTE_ADDR="10.0.2.1")

    answers = [exchange(cafe, account) for _ in range(4)]

    assert [a.status_code for a in answers] == [200, 200, 200, 429]
    detail = answers[-1].json()["detail"]
    assert (
        detail
        == f"Too many sign-in attempts. Please try again in {answers[-1]['Retry-After']} seconds."
    )
    assert exchange(APIClient(REMOTE_ADDR="10.0.2.2"), account).status_code == 200


def test_a_refused_token_is_not_counted_against_the_account_it_names(firebase, rates):
    rates(per_address="100/minute", per_account="1/minute")
    victim = firebase.sign_up("victim@example.com")
    forger = APIClient(REMOTE_ADDR="10.0.3.1")

    for _ in range(3):
        forged = forger.put(
            "/api/user/victim@example.com",
            {"email": "victim@example.com"},
            format="json",
            HTTP_AUTHORIZATION="Bearer not-a-firebase-token",
        )
        assert forged.status_code == 401

    assert exchange(APIClient(REMOTE_ADDR="10.0.3.2"), victim).status_code == 200
