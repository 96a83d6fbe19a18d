from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin

from accounts.models import User


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
    readonly_fields = ["date_joined", "last_login", "firebase_uid", "email_verified", "deleted_at"]
    fieldsets = [
        (None, {"fields": ["email", "password"]}),
        ("Profile", {"fields": ["name", "role", "firebase_uid", "email_verified"]}),
        ("Django admin access", {"fields": ["is_active", "is_staff", "is_superuser", "groups"]}),
        ("Dates", {"fields": ["last_login", "date_joined", "deleted_at"]}),
    ]
    add_fieldsets = [
        (None, {"classes": ["wide"], "fields": ["email", "password1", "password2", "role"]}),
    ]
    filter_horizontal = ["groups"]
