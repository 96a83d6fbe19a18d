"""The outbox: e-mails are recorded in the caller's transaction and sent by the job worker,
never inside a request, and never lost on the way.

Queueing records the e-mail into a row, with the data it shows as it is now (a snapshot of
its context: notifications.snapshot), and hands its id to the job queue once the transaction
commits (a rollback queues nothing). The worker renders it just before its first try:
templates cost more than the rest of an order, and the customer waiting for the order's
answer need not wait for them. Sending claims the row with a
conditional UPDATE (pending -> sending), so two workers never both send it; a failure puts
it back to pending and the job is scheduled again, twice as late each time, until
EMAIL_MAX_ATTEMPTS tries have failed. A job lost on the way (a worker killed mid-send, a
queue emptied) is found again by the sweep, a periodic job.
"""

import logging
import re
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.db import transaction
from django.db.models import F, Q
from django.template.loader import render_to_string
from django.utils import timezone

from core.time_zones import zone_or_shops
from notifications.models import OutgoingEmail
from notifications.snapshot import restored, snapshot

logger = logging.getLogger(__name__)

Status = OutgoingEmail.Status

# A pending e-mail this late past its due time has lost its job: the sweep queues it again.
OVERDUE = timedelta(minutes=1)
# The most e-mails one sweep queues again (the next sweep takes the rest).
SWEEP_BATCH = 500


class EmailNotSent(Exception):
    """Sending failed; the e-mail is pending again, due in retry_in seconds."""

    def __init__(self, message: str, *, retry_in: float) -> None:
        super().__init__(message)
        self.retry_in = retry_in


def _lease() -> timedelta:
    return timedelta(seconds=settings.EMAIL_SENDING_LEASE_SECONDS)


def _retry_delay(attempts: int) -> timedelta:
    """The wait after the attempts-th failed try: EMAIL_RETRY_SECONDS, doubled each time."""
    return timedelta(seconds=settings.EMAIL_RETRY_SECONDS * 2 ** max(attempts - 1, 0))


def _enqueue_after_commit(email_ids: list[int]) -> None:
    from notifications import tasks  # the tasks call these services

    def enqueue() -> None:
        for email_id in email_ids:
            tasks.email_send(email_id)

    # A queue that is down (Redis) must not fail what was committed: the row waits, and the
    # sweep (emails_sweep, every minute) queues it again.
    transaction.on_commit(enqueue, robust=True)


def email_queue(
    *, to: str, template: str, context: dict[str, Any], time_zone: str = ""
) -> OutgoingEmail:
    """Records the e-mail of templates/emails/<template>.txt, .html and _subject.txt in an
    outbox row, with context as it is now, in the caller's transaction; the worker renders
    and sends it after the commit (email_render). Times are shown in the reader's time_zone
    (an IANA name; blank or unknown: the shop's), named in the templates by
    {{ time_zone }}."""
    email = OutgoingEmail.objects.create(
        to=to,
        template=template,
        context=snapshot(context),
        time_zone=zone_or_shops(time_zone).key,
    )
    _enqueue_after_commit([email.pk])
    return email


def email_render(email: OutgoingEmail) -> OutgoingEmail:
    """Renders the e-mail from the data it was queued with and keeps its subject and bodies
    in its row (once: rendered already, it is left as it is); answers it."""
    if email.is_rendered:
        return email
    zone = zone_or_shops(email.time_zone)
    context = {**restored(email.context), "time_zone": zone.key}
    with timezone.override(zone):
        subject = render_to_string(f"emails/{email.template}_subject.txt", context)
        email.text_body = render_to_string(f"emails/{email.template}.txt", context)
        email.html_body = render_to_string(f"emails/{email.template}.html", context)
    email.subject = re.sub(r"\s+", " ", subject).strip()[:255]
    email.context = None
    OutgoingEmail.objects.filter(pk=email.pk, context__isnull=False).update(
        subject=email.subject, text_body=email.text_body, html_body=email.html_body, context=None
    )
    return email


def email_claim(*, email_id: int) -> OutgoingEmail | None:
    """Takes the e-mail for sending (pending, or held by a worker whose lease ran out)
    and counts the try; answers None when another worker has it or it is done."""
    now = timezone.now()
    claimed = (
        OutgoingEmail.objects.filter(pk=email_id, attempts__lt=settings.EMAIL_MAX_ATTEMPTS)
        .filter(Q(status=Status.PENDING) | Q(status=Status.SENDING, claimed_at__lt=now - _lease()))
        .update(status=Status.SENDING, claimed_at=now, attempts=F("attempts") + 1)
    )
    return OutgoingEmail.objects.get(pk=email_id) if claimed else None


def email_send(*, email_id: int) -> str:
    """Sends one e-mail from the outbox; answers "sent", "failed" (its last try failed)
    or "skipped" (somebody else has it, or it is done). Raises EmailNotSent when the try
    failed and another is due."""
    email = email_claim(email_id=email_id)
    if email is None:
        return "skipped"
    ours = OutgoingEmail.objects.filter(
        pk=email.pk, status=Status.SENDING, claimed_at=email.claimed_at
    )
    try:
        email = email_render(email)
        message = EmailMultiAlternatives(subject=email.subject, body=email.text_body, to=[email.to])
        if email.html_body:
            message.attach_alternative(email.html_body, "text/html")
        message.send()
    except Exception as error:  # noqa: BLE001 - any failure to render or send is a failed try
        error_text = f"{type(error).__name__}: {error}"[:2000]
        if email.attempts >= settings.EMAIL_MAX_ATTEMPTS:
            ours.update(status=Status.FAILED, last_error=error_text)
            logger.error("E-mail %s failed for good: %s", email.pk, error_text)
            return "failed"
        delay = _retry_delay(email.attempts)
        ours.update(
            status=Status.PENDING, last_error=error_text, next_attempt_at=timezone.now() + delay
        )
        raise EmailNotSent(
            f"E-mail {email.pk}, try {email.attempts}: {error_text}",
            retry_in=delay.total_seconds(),
        ) from error
    ours.update(status=Status.SENT, sent_at=timezone.now())
    return "sent"


def emails_sweep() -> int:
    """Queues again the e-mails whose job was lost: pending well past their due time, or
    held by a worker for longer than the lease (it died mid-send). Those already tried
    EMAIL_MAX_ATTEMPTS times are marked failed. Answers how many were queued."""
    now = timezone.now()
    stale = Q(status=Status.SENDING, claimed_at__lt=now - _lease())
    OutgoingEmail.objects.filter(stale, attempts__gte=settings.EMAIL_MAX_ATTEMPTS).update(
        status=Status.FAILED, last_error="The worker stopped while sending it."
    )
    overdue = Q(status=Status.PENDING, next_attempt_at__lt=now - OVERDUE)
    email_ids = list(
        OutgoingEmail.objects.filter(overdue | stale)
        .order_by("pk")
        .values_list("pk", flat=True)[:SWEEP_BATCH]
    )
    if email_ids:
        logger.warning("Queueing %d e-mails again whose job was lost.", len(email_ids))
        _enqueue_after_commit(email_ids)
    return len(email_ids)


def emails_send_again(*, email_ids: list[int]) -> int:
    """Staff's "send again": the e-mails (sent, failed or pending; not one being sent)
    start over with a full set of tries. Answers how many."""
    with transaction.atomic():
        again = list(
            OutgoingEmail.objects.filter(pk__in=email_ids)
            .exclude(status=Status.SENDING)
            .values_list("pk", flat=True)
        )
        OutgoingEmail.objects.filter(pk__in=again).update(
            status=Status.PENDING,
            attempts=0,
            next_attempt_at=timezone.now(),
            claimed_at=None,
            sent_at=None,
        )
        _enqueue_after_commit(again)
    return len(again)
