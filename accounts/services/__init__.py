"""Accounts: signing in, roles and the user's own row (users.py), ending an account's
sessions (sessions.py)."""

from accounts.services.sessions import sessions_check_revoked, sessions_end_everywhere
from accounts.services.users import (
    user_anonymise,
    user_lock,
    user_make_admin,
    user_remove_admin,
    user_rename,
    user_sign_in,
)

__all__ = [
    "sessions_check_revoked",
    "sessions_end_everywhere",
    "user_anonymise",
    "user_lock",
    "user_make_admin",
    "user_remove_admin",
    "user_rename",
    "user_sign_in",
]
