from django.contrib.auth.models import AbstractBaseUser, BaseUserManager, PermissionsMixin
from django.db import models
from django.utils import timezone

from core.time_zones import validate_time_zone


class UserManager(BaseUserManager["User"]):
    use_in_migrations = True

    def create_user(self, email: str, password: str | None = None, **extra) -> "User":
        if not email:
            raise ValueError("Users need an email address.")
        user = self.model(email=self.normalize_email(email).lower(), **extra)
        if password:
            user.set_password(password)
        else:
            user.set_unusable_password()
        user.save(using=self._db)
        return user

    def create_superuser(self, email: str, password: str | None = None, **extra) -> "User":
        extra.update(is_staff=True, is_superuser=True, role=User.Role.ADMIN)
        return self.create_user(email, password, **extra)


class User(AbstractBaseUser, PermissionsMixin):
    """A shop user, identified by email.

    `role` is the shop's own notion of admin (make admins, add products);
    `is_staff` only opens the Django admin.
    """

    class Role(models.TextChoices):
        ADMIN = "admin", "Admin"
        CUSTOMER = "customer", "Customer"

    email = models.EmailField(unique=True)
    name = models.CharField(max_length=150, blank=True)
    role = models.CharField(max_length=16, choices=Role.choices, default=Role.CUSTOMER)
    firebase_uid = models.CharField(max_length=128, unique=True, null=True, blank=True)
    is_staff = models.BooleanField(default=False)
    is_active = models.BooleanField(default=True)
    date_joined = models.DateTimeField(default=timezone.now)
    # Firebase's word, stored at every sign-in exchange: paying needs a verified address.
    email_verified = models.BooleanField(default=False)
    deleted_at = models.DateTimeField(
        null=True, blank=True, help_text="When the customer deleted the account (anonymised)."
    )
    # The shop's tokens issued before this are refused: "sign out everywhere", or Firebase's
    # own cut-off after a password change or reset (accounts.services.sessions).
    tokens_valid_after = models.DateTimeField(
        null=True, blank=True, help_text="The shop's tokens issued before this are refused."
    )
    signed_in_at = models.DateTimeField(
        null=True,
        blank=True,
        db_index=True,
        help_text="When the shop last issued this account a token.",
    )
    time_zone = models.CharField(
        max_length=64,
        blank=True,
        validators=[validate_time_zone],
        help_text="The browser's time zone at the last sign-in (an IANA name, Europe/Paris): "
        "e-mails give times in it. Blank: the shop's TIME_ZONE.",
    )

    objects = UserManager()

    USERNAME_FIELD = "email"
    EMAIL_FIELD = "email"

    class Meta:
        ordering = ["email"]

    def __str__(self) -> str:
        return self.email

    @property
    def is_admin(self) -> bool:
        return self.role == self.Role.ADMIN

    @property
    def is_deleted(self) -> bool:
        return self.deleted_at is not None
