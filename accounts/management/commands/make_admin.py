from django.core.management.base import BaseCommand, CommandError

from accounts.models import User
from accounts.services import user_make_admin
from core.errors import ApplicationError


class Command(BaseCommand):
    help = (
        "Makes a shop user an admin (the first admin of a deployment). The person signs up "
        "in the shop first, so that the account is bound to their own sign-in."
    )

    def add_arguments(self, parser):
        parser.add_argument("email")

    def handle(self, *args, email: str, **options):
        try:
            changed = user_make_admin(email=email)
        except ApplicationError:
            known = User.objects.count()
            raise CommandError(
                f"No user {email!r} yet ({known} users known): sign up in the shop with that "
                "email first, then run this again."
            ) from None
        if changed:
            self.stdout.write(self.style.SUCCESS(f"{email} is now an admin."))
        else:
            self.stdout.write(f"{email} was already an admin.")
