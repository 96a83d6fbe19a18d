from django.db import IntegrityError, transaction
from django.utils import timezone

from accounts.firebase import FirebaseIdentity
from accounts.models import User
from accounts.selectors import user_by_email
from accounts.services.sessions import cut_off_moved
from core.errors import Conflict, Forbidden, NotFound
from core.time_zones import is_time_zone

# Addresses no one can receive mail at (RFC 2606), which the shop gives the accounts no one
# may sign in to: deleted ones (deleted-<id>@deleted.invalid) and the demo shoppers. The
# Auth emulator lets anyone sign up and "verify" any address, so an account's being bound
# to another sign-in is not enough to keep them.
RESERVED_DOMAIN = ".invalid"


def user_sign_in(
    *, identity: FirebaseIdentity, email: str, name: str = "", time_zone: str = ""
) -> User:
    """The shop user for a verified Firebase identity, created on first sign-in.

    `email` is the address the client claims; it must be the identity's own. A user the
    shop already knows is bound to one Firebase account, and follows it when its email
    changes in Firebase (unless another shop account has the new address: Conflict). An
    account made outside the shop (Django admin, make_admin: no Firebase account yet) or
    bound to another Firebase account is only claimed by a verified email address: anyone
    can sign up in Firebase with any address unverified, and would get its orders and
    addresses. (The client then sends the verification e-mail.) Whether Firebase has
    verified the address is stored at every exchange (paying needs it), and so is
    Firebase's cut-off for the account's tokens (accounts.services.sessions), and the
    browser's time zone when it is a known one (the e-mails' times).
    """
    if email.strip().lower() != identity.email:
        raise Forbidden("This sign-in belongs to another email address.", code="email_mismatch")
    if identity.email.endswith(RESERVED_DOMAIN):
        raise Forbidden("This address cannot sign in to the shop.", code="address_reserved")
    name = name.strip() or identity.name
    time_zone = time_zone if is_time_zone(time_zone) else ""

    with transaction.atomic():
        user = _bound_user(identity) or _user_by_email(identity.email)
        if user is None:
            try:
                with transaction.atomic():
                    return User.objects.create_user(
                        identity.email,
                        firebase_uid=identity.uid,
                        name=name[:150],
                        time_zone=time_zone,
                        email_verified=identity.email_verified,
                        signed_in_at=timezone.now(),
                        # Firebase's cut-off as it is (the account's creation, usually): a
                        # later exchange moves it only when Firebase's moves.
                        tokens_valid_after=identity.tokens_valid_after,
                    )
            except IntegrityError:  # a concurrent first sign-in won the race
                user = _bound_user(identity) or _user_by_email(identity.email)
                if user is None:
                    raise

        if not user.is_active:
            raise Forbidden("This account is disabled.", code="account_disabled")
        if user.firebase_uid != identity.uid:
            if not identity.email_verified:
                raise Forbidden(
                    "This email belongs to another sign-in account. Verify your email "
                    "address or sign in with the account you used before.",
                    code="account_conflict",
                )
            user.firebase_uid = identity.uid
        user.email = identity.email
        user.email_verified = identity.email_verified
        user.signed_in_at = timezone.now()
        # A password changed or reset, sessions revoked: the shop's older tokens end too.
        cut_off = cut_off_moved(
            current=user.tokens_valid_after, firebase_says=identity.tokens_valid_after
        )
        if cut_off is not None:
            user.tokens_valid_after = cut_off
        if name and name != user.name:
            user.name = name[:150]
        if time_zone:
            user.time_zone = time_zone
        try:
            with transaction.atomic():
                user.save()
        except IntegrityError as exc:  # another account took the new email meanwhile
            raise _email_taken() from exc
    return user


def _email_taken() -> Conflict:
    return Conflict(
        "Your sign-in's email address belongs to another account in this shop. Sign in "
        "with that account, or ask the shop to merge them.",
        code="email_taken",
    )


def _user_by_email(email: str) -> User | None:
    return User.objects.select_for_update().filter(email=email).first()


def _bound_user(identity: FirebaseIdentity) -> User | None:
    """The user bound to this Firebase account, if any. When its email changed in Firebase,
    the new address must not be another shop account's."""
    user = User.objects.select_for_update().filter(firebase_uid=identity.uid).first()
    if user is None or user.email == identity.email:
        return user
    if User.objects.filter(email=identity.email).exclude(pk=user.pk).exists():
        raise _email_taken()
    return user


def user_make_admin(*, email: str) -> int:
    """Makes a user an admin; answers how many users changed (0 if already an admin)."""
    user = user_by_email(email=email)
    if user is None:
        raise NotFound("No user with that email.")
    return (
        User.objects.filter(pk=user.pk).exclude(role=User.Role.ADMIN).update(role=User.Role.ADMIN)
    )


def user_remove_admin(*, actor: User, email: str) -> int:
    """Takes the admin role back from a user; answers how many users changed (0 if not an
    admin). Never from yourself, and never from the shop's last admin: the admins' rows are
    locked (in id order) so that two admins removing each other cannot leave none."""
    user = user_by_email(email=email)
    if user is None:
        raise NotFound("No user with that email.")
    if user.pk == actor.pk:
        raise Conflict(
            "You cannot remove your own admin role. Ask another admin to do it.",
            code="admin_self",
        )
    with transaction.atomic():
        admins = list(
            User.objects.select_for_update()
            .filter(role=User.Role.ADMIN)
            .order_by("pk")
            .values_list("pk", flat=True)
        )
        if user.pk not in admins:
            return 0
        if len(admins) == 1:
            raise Conflict(
                "This is the shop's last admin. Make another user an admin first.",
                code="last_admin",
            )
        return User.objects.filter(pk=user.pk).update(role=User.Role.CUSTOMER)


def user_rename(*, user: User, name: str) -> User:
    """The user's display name (My Profile)."""
    if name != user.name:
        user.name = name
        user.save(update_fields=["name"])
    return user


def user_lock(*, user_id: int) -> User:
    """The user, their row locked until the transaction ends (placing an order locks it
    too, so none can be placed for an account being deleted meanwhile)."""
    return User.objects.select_for_update().get(pk=user_id)


def user_anonymise(*, user: User) -> None:
    """The account keeps its row (its orders stay for the books) and loses the person: no
    e-mail, name, sign-in, password or time zone; marked deleted. Call it with the row
    locked (user_lock), in the transaction that forgets the rest of the person's data."""
    user.email = f"deleted-{user.pk}@deleted.invalid"
    user.name = ""
    user.firebase_uid = None
    user.is_active = False
    user.email_verified = False
    user.time_zone = ""
    user.set_unusable_password()
    user.deleted_at = timezone.now()
    user.save()
