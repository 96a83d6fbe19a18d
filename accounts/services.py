from django.db import IntegrityError, transaction

from accounts.firebase import FirebaseIdentity
from accounts.models import User
from accounts.selectors import user_by_email
from core.errors import Forbidden, NotFound


def user_sign_in(*, identity: FirebaseIdentity, email: str, name: str = "") -> User:
    """The shop user for a verified Firebase identity, created on first sign-in.

    `email` is the address the client claims; it must be the identity's own. A user the
    shop already knows is bound to one Firebase account; an account with privileges that
    was made outside the shop (Django admin, make_admin) is only claimed by a verified
    email address.
    """
    if email.strip().lower() != identity.email:
        raise Forbidden("This sign-in belongs to another email address.", code="email_mismatch")
    name = name.strip() or identity.name

    with transaction.atomic():
        user = User.objects.select_for_update().filter(email=identity.email).first()
        if user is None:
            try:
                with transaction.atomic():
                    return User.objects.create_user(
                        identity.email, firebase_uid=identity.uid, name=name[:150]
                    )
            except IntegrityError:  # a concurrent first sign-in won the race
                user = User.objects.select_for_update().get(email=identity.email)

        if not user.is_active:
            raise Forbidden("This account is disabled.", code="account_disabled")
        if user.firebase_uid != identity.uid:
            privileged = user.is_admin or user.is_staff
            if (user.firebase_uid or privileged) and not identity.email_verified:
                raise Forbidden(
                    "This email belongs to another sign-in account. Verify your email "
                    "address or sign in with the account you used before.",
                    code="account_conflict",
                )
            user.firebase_uid = identity.uid
        if name and name != user.name:
            user.name = name[:150]
        user.save()
    return user


def user_make_admin(*, email: str) -> int:
    """Makes a user an admin; answers how many users changed (0 if already an admin)."""
    user = user_by_email(email=email)
    if user is None:
        raise NotFound("No user with that email.")
    return (
        User.objects.filter(pk=user.pk).exclude(role=User.Role.ADMIN).update(role=User.Role.ADMIN)
    )
