"""The Django admin's login locks an account out from an address after a few wrong
passwords (django-axes); the shop's API, which never takes passwords, is not affected."""

from datetime import timedelta

import pytest
from axes.models import AccessAttempt
from django.test import Client
from django.utils import timezone

from accounts.models import User
from accounts.tokens import access_token_for

pytestmark = pytest.mark.django_db

EMAIL, PASSWORD = "owner@example.com", "right horse battery staple"


@pytest.fixture
def staff():
    return User.objects.create_superuser(EMAIL, PASSWORD)


def log_in(client: Client, password: str, email: str = EMAIL, **headers):
    return client.post(
        "/admin/login/?next=/admin/",
        {"username": email, "password": password},
        **headers,
    )


def is_signed_in(client: Client) -> bool:
    return client.get("/admin/").status_code == 200


def assert_locked_out(response) -> None:
    assert response.status_code == 429
    page = response.content.decode()
    assert "Too many failed sign-ins" in page
    assert "15 minutes" in page


def test_the_right_password_opens_the_admin(staff):
    client = Client()

    response = log_in(client, PASSWORD)

    assert response.status_code == 302 and response["Location"] == "/admin/"
    assert is_signed_in(client)


def test_after_five_wrong_passwords_the_right_one_is_refused(staff):
    client = Client()

    wrong = [log_in(client, f"guess {n}") for n in range(5)]
    right = log_in(client, PASSWORD)

    assert [r.status_code for r in wrong[:4]] == [200] * 4  # the form, with its error
    assert_locked_out(wrong[4])
    assert_locked_out(right)
    assert not is_signed_in(client)


def test_sixteen_wrong_passwords_then_the_right_one_is_refused(staff):
    client = Client()
    for n in range(16):
        log_in(client, f"guess {n}")

    assert_locked_out(log_in(client, PASSWORD))
    assert not is_signed_in(client)


def test_the_lockout_is_for_that_account_from_that_address(staff):
    User.objects.create_superuser("other@example.com", PASSWORD)
    attacker = Client(REMOTE_ADDR="203.0.113.7")
    for n in range(5):
        log_in(attacker, f"guess {n}")

    owner_elsewhere = Client(REMOTE_ADDR="198.51.100.20")
    colleague_same_address = Client(REMOTE_ADDR="203.0.113.7")

    assert log_in(owner_elsewhere, PASSWORD).status_code == 302
    assert log_in(colleague_same_address, PASSWORD, "other@example.com").status_code == 302


def test_the_lockout_ends_after_the_cool_off(staff):
    client = Client()
    for n in range(5):
        log_in(client, f"guess {n}")
    assert_locked_out(log_in(client, PASSWORD))

    AccessAttempt.objects.update(attempt_time=timezone.now() - timedelta(minutes=16))

    assert log_in(client, PASSWORD).status_code == 302
    assert is_signed_in(client)


def test_behind_a_proxy_each_client_address_counts_and_a_forged_one_does_not_dodge(staff, settings):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    proxy = Client(REMOTE_ADDR="10.0.0.2")

    # The proxy appends the address it saw; anything before it the client wrote itself.
    for n in range(5):
        log_in(proxy, f"guess {n}", HTTP_X_FORWARDED_FOR=f"192.0.2.{n}, 203.0.113.7")

    assert_locked_out(log_in(proxy, PASSWORD, HTTP_X_FORWARDED_FOR="203.0.113.7"))
    assert log_in(proxy, PASSWORD, HTTP_X_FORWARDED_FOR="198.51.100.20").status_code == 302
    attempt = AccessAttempt.objects.get()
    assert (attempt.username, attempt.ip_address) == (EMAIL, "203.0.113.7")


def test_a_forwarded_address_that_is_no_address_counts_as_the_proxys(staff, settings):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    proxy = Client(REMOTE_ADDR="10.0.0.2")

    answers = [log_in(proxy, "guess", HTTP_X_FORWARDED_FOR="not-an-address") for _ in range(5)]

    assert_locked_out(answers[-1])
    assert AccessAttempt.objects.get().ip_address == "10.0.0.2"


def test_the_api_is_not_affected_by_an_admin_lockout(staff, api_client):
    client = Client()
    for n in range(5):
        log_in(client, f"guess {n}")
    assert_locked_out(log_in(client, PASSWORD))

    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(staff)}")
    response = api_client.get(f"/api/admin/{EMAIL}")

    assert response.status_code == 200
    assert response.json() == {"admin": True}
