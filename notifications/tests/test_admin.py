"""Staff read the outbox in the Django admin and send an e-mail again; nothing else."""

import pytest
from django.core import mail

from notifications.models import OutgoingEmail
from notifications.services import email_queue, email_render

pytestmark = pytest.mark.django_db


@pytest.fixture
def failed() -> OutgoingEmail:
    return OutgoingEmail.objects.create(
        to="casey@example.com",
        subject="Order #7 is on its way",
        text_body="Your order is on its way.",
        html_body='<p>Your order is on its way.</p><script>alert("x")</script>',
        template="order_shipped",
        status=OutgoingEmail.Status.FAILED,
        attempts=5,
        last_error="TimeoutError: timed out",
    )


def test_the_outbox_lists_and_shows_emails_read_only(admin_client, failed):
    listed = admin_client.get("/admin/notifications/outgoingemail/?status=failed")
    shown = admin_client.get(f"/admin/notifications/outgoingemail/{failed.pk}/change/")

    assert listed.status_code == 200 and b"Order #7 is on its way" in listed.content
    assert shown.status_code == 200 and b"TimeoutError: timed out" in shown.content
    assert b"<iframe sandbox" in shown.content and b"<script>" not in shown.content
    edited = admin_client.post(
        f"/admin/notifications/outgoingemail/{failed.pk}/change/", {"to": "x@example.com"}
    )
    assert edited.status_code == 403
    assert admin_client.get("/admin/notifications/outgoingemail/add/").status_code == 403


def test_send_again_sends_a_failed_email(admin_client, failed, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client.post(
            "/admin/notifications/outgoingemail/",
            {"action": "send_again", "_selected_action": [failed.pk]},
            follow=True,
        )

    assert b"1 of 1 e-mails queued to be sent again." in response.content
    failed.refresh_from_db()
    assert failed.status == OutgoingEmail.Status.SENT
    assert [m.subject for m in mail.outbox] == ["Order #7 is on its way"]


def test_an_email_not_yet_rendered_says_so_until_the_worker_writes_it(admin_client):
    email = email_queue(
        to="casey@example.com", template="account_deleted", context={"customer_name": "Casey"}
    )
    listed = admin_client.get("/admin/notifications/outgoingemail/")
    assert b"(account_deleted: written when sent)" in listed.content

    email_render(email)
    listed = admin_client.get("/admin/notifications/outgoingemail/")
    assert b"written when sent" not in listed.content and b"deleted" in listed.content
