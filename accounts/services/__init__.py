"""Accounts: signing in and roles (users.py), My Profile (profile.py) and deleting an
account (deletion.py), ending its sessions (sessions.py)."""

from accounts.services.deletion import user_delete
from accounts.services.profile import user_update_profile
from accounts.services.sessions import sessions_check_revoked, sessions_end_everywhere
from accounts.services.users import user_make_admin, user_remove_admin, user_sign_in

__all__ = [
    "sessions_check_revoked",
    "sessions_end_everywhere",
    "user_delete",
    "user_make_admin",
    "user_remove_admin",
    "user_sign_in",
    "user_update_profile",
]
