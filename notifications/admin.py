from django.contrib import admin, messages
from django.utils.html import format_html

from notifications.models import OutgoingEmail
from notifications.services import emails_send_again


@admin.register(OutgoingEmail)
class OutgoingEmailAdmin(admin.ModelAdmin):
    """The outbox: what the shop sent or is about to send, read-only. Failed e-mails (and
    sent ones a customer says never came) can be sent again."""

    list_display = ["created_at", "to", "subject_shown", "status", "attempts", "sent_at"]
    list_filter = ["status", "template"]
    search_fields = ["to", "subject"]
    date_hierarchy = "created_at"
    actions = ["send_again"]
    fields = [
        "to",
        "subject_shown",
        "template",
        "status",
        "attempts",
        "last_error",
        "created_at",
        "next_attempt_at",
        "claimed_at",
        "sent_at",
        "text_body",
        "html_preview",
    ]
    readonly_fields = fields

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    @admin.display(description="Subject", ordering="subject")
    def subject_shown(self, email: OutgoingEmail) -> str:
        # The worker writes it just before it sends it (notifications.services).
        return email.subject if email.is_rendered else f"({email.template}: written when sent)"

    @admin.display(description="HTML body")
    def html_preview(self, email: OutgoingEmail) -> str:
        # In a sandboxed frame: the e-mail's HTML runs no script and touches no admin page.
        return format_html(
            '<iframe sandbox srcdoc="{}" style="width:100%;height:480px;border:1px solid #ccc">'
            "</iframe>",
            email.html_body,
        )

    @admin.action(description="Send again")
    def send_again(self, request, queryset) -> None:
        ids = list(queryset.values_list("pk", flat=True))
        count = emails_send_again(email_ids=ids)
        self.message_user(request, f"{count} of {len(ids)} e-mails queued to be sent again.")
        if count < len(ids):
            self.message_user(
                request, "E-mails being sent right now were left alone.", messages.WARNING
            )
