import pytest
from django.core.management import CommandError, call_command

from core.pagination import PLAIN_LIST_MAX
from reviews.models import Review
from reviews.tests.factories import ReviewFactory
from shop.models import Tool
from shop.tests.factories import ToolFactory

pytestmark = pytest.mark.django_db


def test_the_catalogue_grows_and_shrinks_to_the_size_asked(api_client):
    ToolFactory.create_batch(3)
    ReviewFactory()
    assert len(api_client.get("/api/tools").json()) == 3

    call_command("scale_catalogue", "--tools", "250", "--reviews", "40")

    assert Tool.objects.count() == 250
    assert Review.objects.count() == 40
    # Not the answer kept above: the plain list's first PLAIN_LIST_MAX, and 250 in pages.
    assert len(api_client.get("/api/tools").json()) == PLAIN_LIST_MAX
    assert api_client.get("/api/tools", {"limit": 5}).json()["count"] == 250
    assert api_client.get("/api/review", {"limit": 5}).json()["count"] == 40

    call_command("scale_catalogue", "--tools", "10")

    assert Tool.objects.count() == 10
    assert api_client.get("/api/tools", {"limit": 5}).json()["count"] == 10


def test_scaling_needs_tools_to_copy():
    with pytest.raises(CommandError, match="seed_demo"):
        call_command("scale_catalogue", "--tools", "5")


def test_scaling_is_refused_in_production(settings):
    settings.IS_PRODUCTION = True

    with pytest.raises(CommandError, match="not in production"):
        call_command("scale_catalogue", "--tools", "5")
