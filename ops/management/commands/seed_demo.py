from decimal import Decimal

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.utils.crypto import salted_hmac

from accounts import firebase
from accounts.models import User
from core.errors import ServiceUnavailable
from ops import demo_data, demo_orders
from ops.demo_categories import demo_categories_seed
from ops.demo_pictures import demo_image_store
from ops.demo_shipping import demo_shipping_seed
from orders.models import Order
from reviews.models import Review
from shop.models import Painting, Tool
from shop.services.catalogue import tool_update
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

    def add_arguments(self, parser):
        parser.add_argument(
            "--no-past-orders",
            action="store_true",
            help="Leaves the month of past orders out (they are paid at Stripe: localstripe).",
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
            shoppers = demo_orders.demo_shoppers_seed()
            past_orders = not options["no_past_orders"] and not (
                Order.objects.filter(customer__in=shoppers.values()).exists()
            )
            made, by_slug = [], {}
            for slug, name, description, price, minimum, available in demo_data.TOOLS:
                image, drawing = tool_images[slug]
                if past_orders:  # as it stood before the past orders: they end at the figures
                    minimum, available = demo_orders.figures_before(name, minimum, available)
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
                by_slug[slug] = tool
                if was_created:
                    made.append(tool)
                if tool.img == drawing:  # seeded before the pictures were WebP
                    tool.img = image
                    tool.save()
            demo_categories_seed(by_slug)
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
            zones_added = len(demo_shipping_seed())  # before the orders: they ship
            standard_rates_seed()  # a database emptied since its migrations (the browser tests)

        orders_added = 0
        if past_orders:  # each order in transactions of its own: they call Stripe
            orders_added = self._past_orders_seed(shoppers, made)

        self.stdout.write(
            f"Demo data ready: {Tool.objects.count()} tools ({len(made)} new), "
            f"{Painting.objects.count()} paintings, {Review.objects.count()} reviews, "
            f"{orders_added} past orders added, {zones_added} shipping zones added."
        )

    def _past_orders_seed(self, shoppers: dict[str, User], made: list[Tool]) -> int:
        """The past orders of the tools just made, which then get the catalogue's minimum
        order."""
        minimums = {name: minimum for _, name, _, _, minimum, _ in demo_data.TOOLS}
        try:
            return demo_orders.demo_orders_seed(
                staff=User.objects.get(email=demo_data.ADMIN_EMAIL), shoppers=shoppers, tools=made
            )
        except ServiceUnavailable as exc:
            raise CommandError(
                f"The past orders are paid at Stripe, which did not answer ({exc}): start "
                "localstripe (`make run` does), or seed with --no-past-orders."
            ) from exc
        finally:
            for tool in made:
                if tool.minimum_order_quantity != minimums[tool.name]:
                    tool_update(tool_id=tool.pk, minimum_order_quantity=minimums[tool.name])
