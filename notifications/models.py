from django.db import models
from django.utils import timezone


class OutgoingEmail(models.Model):
    """An e-mail in the outbox: recorded when it was queued (in the transaction of the
    change it tells about) with what it will show (`context`, notifications.snapshot),
    rendered and sent by the job worker, kept afterwards as the record of what the shop
    sent (its subject and bodies as rendered; `context` is then emptied).

    pending --a worker claims it--> sending --> sent
       ^                               |
       \\---- it failed, tried again ---/--> failed (after EMAIL_MAX_ATTEMPTS tries)
    """

    class Status(models.TextChoices):
        PENDING = "pending", "Waiting to be sent"
        SENDING = "sending", "Being sent"
        SENT = "sent", "Sent"
        FAILED = "failed", "Failed"

    to = models.EmailField(max_length=254)
    subject = models.CharField(max_length=255)
    text_body = models.TextField()
    html_body = models.TextField(blank=True)
    template = models.CharField(max_length=100, help_text="Which e-mail it is.")
    context = models.JSONField(
        null=True, blank=True, help_text="What it will show, until it is rendered to be sent."
    )
    time_zone = models.CharField(
        max_length=64, blank=True, help_text="The reader's time zone, in which it shows times."
    )
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveSmallIntegerField(default=0, help_text="Tries started so far.")
    last_error = models.TextField(blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    next_attempt_at = models.DateTimeField(
        default=timezone.now, help_text="When a pending e-mail is due to be tried."
    )
    claimed_at = models.DateTimeField(
        null=True, blank=True, help_text="When a worker last started sending it."
    )
    sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-id"]
        verbose_name = "outgoing e-mail"
        indexes = [
            models.Index(fields=["status", "next_attempt_at"], name="email_status_due"),
            # An unverified address's latest e-mail (orders.emails).
            models.Index(fields=["to", "-created_at"], name="email_to_newest"),
        ]

    def __str__(self) -> str:
        return f"{self.subject or self.template} to {self.to} ({self.status})"

    @property
    def is_rendered(self) -> bool:
        return self.context is None
