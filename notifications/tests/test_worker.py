"""The real job worker (manage.py run_huey in its own process) against the test database
and this run's queue file, with a mail server that hangs and then behaves."""

import os
import signal
import time
import urllib.parse
from collections.abc import Callable
from decimal import Decimal

import pytest
from django.db import connection

from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from devtools.runners import job_worker
from notifications.models import OutgoingEmail
from notifications.tests.smtp_server import smtp_server
from orders.models import Order
from payments.tests.stripe_client import card
from shop.tests.factories import ToolFactory

pytestmark = pytest.mark.django_db(transaction=True)

Status = OutgoingEmail.Status
EMAIL_TIMEOUT = 2  # the worker's; its sending lease is 2 x 2 + 5 = 9 s


def database_url() -> str:
    db = connection.settings_dict
    if db["ENGINE"].endswith("sqlite3"):
        return f"sqlite:///{db['NAME']}"
    password = urllib.parse.quote(db["PASSWORD"] or "", safe="")
    return f"postgres://{db['USER']}:{password}@{db['HOST']}:{db['PORT']}/{db['NAME']}"


@pytest.fixture
def mail_server():
    with smtp_server() as server:
        yield server


@pytest.fixture
def worker_env(job_queue_file, mail_server, tmp_path) -> dict:
    """The worker's environment: the test database, this run's queue (emptied), the mail
    server; jobs queued by the test wait in the queue for it."""
    from huey.contrib.djhuey import HUEY

    HUEY.immediate = False
    HUEY.flush()
    return {
        **os.environ,
        "DATABASE_URL": database_url(),
        "JOBS_URL": f"sqlite:///{job_queue_file}",
        "EMAIL_HOST": "127.0.0.1",
        "EMAIL_PORT": str(mail_server.port),
        "EMAIL_USE_TLS": "off",
        "EMAIL_TIMEOUT": str(EMAIL_TIMEOUT),
        "EMAIL_RETRY_SECONDS": "1",
        "DJANGO_LOG_LEVEL": "INFO",
    }


def wait_for(check: Callable[[], bool], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout} s for {what}")
        time.sleep(0.05)


def email_status() -> str | None:
    return OutgoingEmail.objects.values_list("status", flat=True).first()


@pytest.fixture
def order():
    tool = ToolFactory(name="Easel", price=Decimal("12.35"), available_quantity=10)
    return Order.objects.create(
        customer=UserFactory(email="casey@example.com", name="Casey"),
        tool=tool,
        item_name="Easel",
        unit_price=Decimal("12.35"),
        quantity=3,
        total=Decimal("37.05"),
    )


@pytest.mark.usefixtures("stripe_server")
def test_paying_answers_at_once_while_the_mail_server_hangs_and_the_receipt_follows(
    api_client, order, mail_server, worker_env, tmp_path
):
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(order.customer)}")
    with job_worker(env=worker_env, log=tmp_path / "worker.log", periodic=False):
        api_client.post("/api/create-payment-intent", {"order": order.id}, format="json")
        started = time.monotonic()
        paid = api_client.post(
            "/api/payments/confirm",
            {"order": order.id, "paymentMethod": card("4242424242424242")},
            format="json",
        )
        took = time.monotonic() - started

        assert paid.status_code == 200 and paid.json()["status"] == "succeeded"
        assert took < 2, f"paying took {took:.1f} s"
        # The worker tries, the server never answers, the try times out: pending again.
        wait_for(
            lambda: OutgoingEmail.objects.filter(attempts__gte=1, status=Status.PENDING).exists(),
            timeout=10,
            what="a timed-out try",
        )
        assert "timed out" in OutgoingEmail.objects.get().last_error
        mail_server.answering.set()
        wait_for(lambda: email_status() == Status.SENT, timeout=10, what="the receipt")

    [message] = mail_server.messages
    assert b"casey@example.com" in message and b"37.05 USD" in message
    # The order is paid through a checkout of it alone: the receipt is the checkout's.
    checkout_id = Order.objects.get(pk=order.pk).checkout_id
    assert f"receipt for checkout #{checkout_id}".encode() in message
    assert f"Order #{order.id}: 3 x Easel = 37.05 USD".encode() in message


def test_a_worker_killed_mid_send_loses_no_email_and_sends_none_twice(
    order, mail_server, worker_env, tmp_path
):
    from notifications import tasks
    from orders.emails import order_email_queue

    log = tmp_path / "worker.log"
    with job_worker(env=worker_env, log=log, periodic=False) as worker:
        order_email_queue(order=order, kind="delivered")  # no transaction: queued at once
        wait_for(lambda: email_status() == Status.SENDING, timeout=10, what="the first try")
        os.killpg(worker.pid, signal.SIGKILL)  # mid-send: the server has not answered yet
        worker.wait()
    email = OutgoingEmail.objects.get()
    assert (email.status, email.attempts) == (Status.SENDING, 1)
    mail_server.answering.set()

    with job_worker(env=worker_env, log=log, periodic=False):
        # The lease of the dead worker's claim runs out; the sweep (a periodic job, queued
        # by hand here instead of waiting for the minute) finds the e-mail again.
        lease_ends = email.claimed_at.timestamp() + 2 * EMAIL_TIMEOUT + 5
        time.sleep(max(0.0, lease_ends - time.time()) + 0.2)
        tasks.emails_sweep()
        wait_for(lambda: email_status() == Status.SENT, timeout=8, what="the e-mail")
        tasks.emails_sweep()  # a second sweep finds nothing to send
        time.sleep(1.5)

    email.refresh_from_db()
    assert (email.status, email.attempts) == (Status.SENT, 2)
    assert len(mail_server.messages) == 1
    assert b"has been delivered" in mail_server.messages[0]
