from itertools import cycle, islice

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction

from apicache.services import version_bump
from ops import demo_data
from reviews.models import Review
from reviews.selectors import REVIEW_RESPONSES
from shop.models import Tool
from shop.search.indexes import SORT_INDEX_DROPS, sort_index_statements
from shop.selectors import TOOL_RESPONSES

BATCH = 500


class Command(BaseCommand):
    help = (
        "Grows (or shrinks) the demo catalogue to exactly N tools, and optionally N public "
        "reviews, with copies of the demo ones: for benchmarks. Run seed_demo first."
    )

    def add_arguments(self, parser):
        parser.add_argument("--tools", type=int, required=True, help="How many tools to have.")
        parser.add_argument("--reviews", type=int, help="How many reviews to have.")

    def handle(self, *args, tools: int, reviews: int | None, **options):
        if settings.IS_PRODUCTION:
            raise CommandError("This makes up products for benchmarks: not in production.")
        if tools < 0 or (reviews is not None and reviews < 0):
            raise CommandError("Counts cannot be negative.")
        templates = list(Tool.objects.order_by("id")[: len(demo_data.TOOLS)])
        if not templates and tools:
            raise CommandError("There are no tools to copy: run `manage.py seed_demo` first.")

        # bulk_create sends no save signal: bump the answers' versions here.
        with transaction.atomic():
            self._scale_tools(tools, templates)
            version_bump(resource=TOOL_RESPONSES)
            if reviews is not None:
                self._scale_reviews(reviews)
                version_bump(resource=REVIEW_RESPONSES)

        self.stdout.write(
            f"The catalogue has {Tool.objects.count()} tools"
            f" and {Review.objects.filter(is_hidden=False).count()} public reviews."
        )

    def _scale_tools(self, target: int, templates: list[Tool]) -> None:
        have = Tool.objects.count()
        if have > target:
            extra = Tool.objects.order_by("-id").values_list("id", flat=True)[: have - target]
            Tool.objects.filter(id__in=list(extra)).delete()
            return
        copies = (
            Tool(
                name=f"{template.name} No. {number}",
                description=template.description,
                img=template.img,
                price=template.price,
                minimum_order_quantity=template.minimum_order_quantity,
                available_quantity=template.available_quantity,
                category_id=template.category_id,
                brand_id=template.brand_id,
            )
            for number, template in enumerate(
                islice(cycle(templates), target - have), start=have + 1
            )
        )
        # As a bulk load should: the sort indexes are made again after it, packed, rather
        # than grown row by row in random order (on PostgreSQL 35 MB instead of 61 at
        # 100,000 tools, and a search sorted by price walks it in half the time).
        with connection.cursor() as cursor:
            for sql in SORT_INDEX_DROPS:
                cursor.execute(sql)
            Tool.objects.bulk_create(copies, batch_size=BATCH)
            if connection.vendor == "postgresql":
                # The rows' deferred foreign-key checks run now: PostgreSQL makes no index
                # on a table with checks still pending in the transaction.
                cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")
            for sql in sort_index_statements(connection.vendor):
                cursor.execute(sql)

    def _scale_reviews(self, target: int) -> None:
        public = Review.objects.filter(is_hidden=False)
        have = public.count()
        if have > target:
            extra = public.order_by("-id").values_list("id", flat=True)[: have - target]
            Review.objects.filter(id__in=list(extra)).delete()
            return
        copies = (
            Review(name=name, review=text)
            for name, text in islice(cycle(demo_data.REVIEWS), target - have)
        )
        Review.objects.bulk_create(copies, batch_size=BATCH)
