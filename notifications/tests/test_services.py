"""The outbox: recorded in the caller's transaction, sent once, retried, found again."""

from datetime import timedelta

import pytest
from django.core import mail
from django.core.mail.backends.base import BaseEmailBackend
from django.db import transaction
from django.utils import timezone

from notifications import services
from notifications.models import OutgoingEmail

pytestmark = pytest.mark.django_db

Status = OutgoingEmail.Status


class RefusingBackend(BaseEmailBackend):
    """A mail server that is down."""

    def send_messages(self, email_messages):
        raise ConnectionRefusedError("Connection refused")


@pytest.fixture
def jobs_queued_not_run():
    """Queued jobs wait in the queue instead of running in the test's thread."""
    from huey.contrib.djhuey import HUEY

    HUEY.immediate = False
    HUEY.flush()
    yield HUEY
    HUEY.flush()


def queue(to: str = "casey@example.com") -> OutgoingEmail:
    return services.email_queue(
        to=to, template="order_delivered", context={"order": None, "customer_name": "Casey"}
    )


def an_email(**fields) -> OutgoingEmail:
    defaults = {"to": "casey@example.com", "subject": "Hello", "text_body": "Hi"}
    return OutgoingEmail.objects.create(**{**defaults, **fields})


def test_a_queued_email_is_recorded_at_once_and_rendered_and_sent_after_the_commit(
    django_capture_on_commit_callbacks,
):
    with django_capture_on_commit_callbacks() as callbacks:
        email = queue()
        assert mail.outbox == []
    assert OutgoingEmail.objects.get().status == Status.PENDING
    assert not email.is_rendered and email.text_body == ""
    for callback in callbacks:
        callback()

    email.refresh_from_db()
    assert (email.status, email.attempts) == (Status.SENT, 1)
    assert email.sent_at is not None and email.is_rendered
    assert "Hello Casey," in email.text_body and "<p>Hello Casey,</p>" in email.html_body
    [sent] = mail.outbox
    assert sent.to == ["casey@example.com"] and sent.subject == email.subject
    assert sent.body == email.text_body
    assert sent.alternatives[0][1] == "text/html"


def test_an_email_that_cannot_be_rendered_is_a_failed_try_not_a_lost_email(settings):
    settings.EMAIL_MAX_ATTEMPTS = 1
    email = services.email_queue(to="casey@example.com", template="no_such_email", context={})

    assert services.email_send(email_id=email.pk) == "failed"

    email.refresh_from_db()
    assert email.status == Status.FAILED and "no_such_email" in email.last_error
    assert not email.is_rendered  # what it would have shown is kept, for staff to look into


def test_a_rolled_back_transaction_queues_nothing(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks() as callbacks:
        with pytest.raises(RuntimeError), transaction.atomic():
            queue()
            raise RuntimeError("the change the e-mail was about failed")

    assert callbacks == []
    assert not OutgoingEmail.objects.exists()


def test_a_claimed_email_is_not_sent_by_anyone_else():
    email = an_email()

    assert services.email_claim(email_id=email.pk) is not None
    assert services.email_claim(email_id=email.pk) is None
    assert services.email_send(email_id=email.pk) == "skipped"
    assert mail.outbox == []


def test_a_sent_email_is_never_sent_again_by_a_late_job():
    email = an_email()

    assert services.email_send(email_id=email.pk) == "sent"
    assert services.email_send(email_id=email.pk) == "skipped"
    assert len(mail.outbox) == 1


def test_a_failed_try_goes_back_to_pending_later_then_fails_for_good(settings):
    settings.EMAIL_BACKEND = f"{__name__}.RefusingBackend"
    settings.EMAIL_MAX_ATTEMPTS, settings.EMAIL_RETRY_SECONDS = 3, 30
    email = an_email()

    delays = []
    for _ in range(2):
        with pytest.raises(services.EmailNotSent) as failure:
            services.email_send(email_id=email.pk)
        delays.append(failure.value.retry_in)
        email.refresh_from_db()
        assert email.status == Status.PENDING
        assert email.last_error == "ConnectionRefusedError: Connection refused"
        assert email.next_attempt_at > timezone.now() + timedelta(seconds=25)
    assert services.email_send(email_id=email.pk) == "failed"

    assert delays == [30, 60]
    email.refresh_from_db()
    assert (email.status, email.attempts) == (Status.FAILED, 3)
    assert services.email_send(email_id=email.pk) == "skipped"


def test_the_job_schedules_the_next_try_after_a_failure(settings, jobs_queued_not_run):
    from notifications import tasks

    settings.EMAIL_BACKEND = f"{__name__}.RefusingBackend"
    email = an_email()

    tasks.email_send.call_local(email.pk)

    [retry] = jobs_queued_not_run.pending()  # the worker holds it back until its time
    assert retry.args == (email.pk,)
    assert retry.eta > timezone.now().replace(tzinfo=None) + timedelta(seconds=25)
    assert OutgoingEmail.objects.get().status == Status.PENDING


def test_the_sweep_finds_emails_whose_job_was_lost(settings, django_capture_on_commit_callbacks):
    long_ago = timezone.now() - timedelta(minutes=10)
    lost_pending = an_email(next_attempt_at=long_ago)
    due_soon = an_email()
    waiting = an_email(next_attempt_at=timezone.now() + timedelta(minutes=5))
    held_by_a_dead_worker = an_email(status=Status.SENDING, claimed_at=long_ago, attempts=1)
    held_by_a_live_worker = an_email(status=Status.SENDING, claimed_at=timezone.now())
    dead_on_its_last_try = an_email(
        status=Status.SENDING, claimed_at=long_ago, attempts=settings.EMAIL_MAX_ATTEMPTS
    )

    with django_capture_on_commit_callbacks(execute=True):  # the jobs run at once here
        assert services.emails_sweep() == 2

    status = dict(OutgoingEmail.objects.values_list("pk", "status"))
    assert status == {
        lost_pending.pk: Status.SENT,
        due_soon.pk: Status.PENDING,
        waiting.pk: Status.PENDING,
        held_by_a_dead_worker.pk: Status.SENT,
        held_by_a_live_worker.pk: Status.SENDING,
        dead_on_its_last_try.pk: Status.FAILED,
    }
    assert len(mail.outbox) == 2


def test_sending_again_starts_over_but_leaves_an_email_being_sent_alone(
    settings, django_capture_on_commit_callbacks
):
    failed = an_email(status=Status.FAILED, attempts=settings.EMAIL_MAX_ATTEMPTS)
    in_flight = an_email(status=Status.SENDING, claimed_at=timezone.now(), attempts=1)

    with django_capture_on_commit_callbacks(execute=True):
        assert services.emails_send_again(email_ids=[failed.pk, in_flight.pk]) == 1

    failed.refresh_from_db()
    assert (failed.status, failed.attempts) == (Status.SENT, 1)
    assert OutgoingEmail.objects.get(pk=in_flight.pk).status == Status.SENDING
