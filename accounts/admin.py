from django.contrib import admin, messages
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin

from accounts.firebase import IdentityUnavailable
from accounts.models import User
from accounts.services import sessions_end_everywhere


@admin.register(User)
class UserAdmin(BaseUserAdmin):
    ordering = ["email"]
    list_display = [
        "email",
        "name",
        "role",
        "email_verified",
        "is_staff",
        "is_active",
        "date_joined",
        "deleted_at",
    ]
    list_filter = ["role", "email_verified", "is_staff", "is_active"]
    search_fields = ["email", "name"]
    readonly_fields = [
        "date_joined",
        "last_login",
        "firebase_uid",
        "email_verified",
        "deleted_at",
        "signed_in_at",
        "tokens_valid_after",
    ]
    fieldsets = [
        (None, {"fields": ["email", "password"]}),
        ("Profile", {"fields": ["name", "role", "firebase_uid", "email_verified"]}),
        ("Django admin access", {"fields": ["is_active", "is_staff", "is_superuser", "groups"]}),
        ("Dates", {"fields": ["last_login", "date_joined", "deleted_at"]}),
        ("Sessions", {"fields": ["signed_in_at", "tokens_valid_after"]}),
    ]
    add_fieldsets = [
        (None, {"classes": ["wide"], "fields": ["email", "password1", "password2", "role"]}),
    ]
    filter_horizontal = ["groups"]
    actions = ["sign_out_everywhere"]

    @admin.action(description="Sign the selected accounts out everywhere", permissions=["change"])
    def sign_out_everywhere(self, request, queryset):
        """For an account that may be in the wrong hands: every session ends, as when its
        holder chooses "Sign out everywhere" in My Profile."""
        ended = 0
        for user in queryset:
            try:
                sessions_end_everywhere(user=user)
            except IdentityUnavailable as exc:
                self.message_user(request, f"{user.email}: {exc.detail}", messages.ERROR)
                continue
            ended += 1
        self.message_user(request, f"Signed {ended} account(s) out everywhere.")
