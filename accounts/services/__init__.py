"""Accounts: signing in and roles (users.py)."""

from accounts.services.users import user_make_admin, user_sign_in

__all__ = ["user_make_admin", "user_sign_in"]
