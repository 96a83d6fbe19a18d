from decimal import Decimal

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.utils.crypto import salted_hmac

from accounts import firebase
from accounts.models import User
from ops import demo_data
from ops.demo_orders import demo_orders_seed
from ops.demo_pictures import demo_image_store
from ops.demo_shipping import demo_shipping_seed
from reviews.models import Review
from shop.models import Painting, Tool
from taxes.services import standard_rates_seed


def demo_uid(email: str) -> str:
    """A demo account's Firebase uid: the emulator accepts unsigned ID tokens, so whoever
    knows a uid (and its e-mail) is that user. Derived from this installation's secret key,
    the same on every run here and unknown anywhere else."""
    return salted_hmac("ops.seed_demo.demo_uid", email, algorithm="sha256").hexdigest()[:32]


class Command(BaseCommand):
    help = (
        "Loads the demo catalogue, paintings, reviews, demo accounts and a month of past"
        " orders. Safe to run again."
    )

    def handle(self, *args, **options):
        if settings.IS_PRODUCTION:
            raise CommandError("The demo data has well-known passwords: not in production.")

        tool_images = {slug: demo_image_store("tools", slug) for slug, *_ in demo_data.TOOLS}
        painting_images = {
            slug: demo_image_store("paintings", slug) for slug, *_ in demo_data.PAINTINGS
        }

        # The demo users' Firebase accounts (no network call inside the transaction).
        firebase_uids = {
            email: firebase.ensure_account(
                uid=demo_uid(email), email=email, password=password, name=name
            )
            for email, password, name, _ in demo_data.DEMO_USERS
        }

        with transaction.atomic():
            created = 0
            for slug, name, description, price, minimum, available in demo_data.TOOLS:
                image, drawing = tool_images[slug]
                tool, was_created = Tool.objects.get_or_create(
                    name=name,
                    defaults={
                        "description": description,
                        "img": image,
                        "price": Decimal(price),
                        "minimum_order_quantity": minimum,
                        "available_quantity": available,
                    },
                )
                created += was_created
                if tool.img == drawing:  # seeded before the pictures were WebP
                    tool.img = image
                    tool.save()
            for slug, title, artist, description, price, medium, *size in demo_data.PAINTINGS:
                width, height, framed, year = size
                image, drawing = painting_images[slug]
                details = {
                    "artist": artist,
                    "img": image,
                    "description": description,
                    "price": Decimal(price),
                    "medium": medium,
                    "width_cm": Decimal(width),
                    "height_cm": Decimal(height),
                    "framed": framed,
                    "year": year,
                }
                painting, was_created = Painting.objects.get_or_create(
                    title=title, defaults=details
                )
                if not was_created and not painting.description:
                    # A demo painting from before paintings were sold: its details now.
                    for field, value in details.items():
                        setattr(painting, field, value)
                    painting.save()
                elif painting.img == drawing:  # seeded before the pictures were WebP
                    painting.img = image
                    painting.save()
            for name, text in demo_data.REVIEWS:
                Review.objects.get_or_create(name=name, review=text)
            for email, password, name, is_admin in demo_data.DEMO_USERS:
                user, was_created = User.objects.get_or_create(email=email, defaults={"name": name})
                if was_created:
                    user.set_password(password)  # for the Django admin
                user.firebase_uid = firebase_uids[email]
                user.email_verified = True  # ensure_account verified it in Firebase
                if is_admin:
                    user.role = User.Role.ADMIN
                    user.is_staff = user.is_superuser = True
                user.save()
            orders_added = demo_orders_seed(staff=User.objects.get(email=demo_data.ADMIN_EMAIL))
            zones_added = len(demo_shipping_seed())
            standard_rates_seed()  # a database emptied since its migrations (the browser tests)

        self.stdout.write(
            f"Demo data ready: {Tool.objects.count()} tools ({created} new), "
            f"{Painting.objects.count()} paintings, {Review.objects.count()} reviews, "
            f"{orders_added} past orders added, {zones_added} shipping zones added."
        )
