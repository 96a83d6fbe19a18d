"""Home's HTML stays small whatever the reviews say (issue 14, finding 9): it carries the
newest reviews only while they fit a small budget, else the app asks the API for them."""

import json
import re

import pytest

from apicache.services import version_bump
from reviews.models import REVIEW_MAX_LENGTH, Review
from reviews.selectors import REVIEW_RESPONSES
from reviews.tests.factories import ReviewFactory
from shop.tests.factories import PaintingFactory, ToolFactory

pytestmark = pytest.mark.django_db


def initial_data(html: str) -> dict:
    found = re.search(r'<script id="initial-data" type="application/json">(.*?)</script>', html)
    return json.loads(found.group(1))


@pytest.fixture
def catalogue(settings, tmp_path):
    manifest = tmp_path / "manifest.json"
    bundle = {"js": ["bundle/main.4567cdef.js"], "css": ["bundle/main.89abcdef.css"]}
    manifest.write_text(json.dumps({"entrypoints": {"main": bundle}, "chunks": {}}))
    settings.BUNDLE_MANIFEST = manifest
    ToolFactory.create_batch(12)
    PaintingFactory.create_batch(5)


def test_ordinary_reviews_are_carried_as_the_api_answers_them(client, api_client, catalogue):
    ReviewFactory.create_batch(20)

    data = initial_data(client.get("/").content.decode())

    assert data["reviews"] == api_client.get("/api/review", {"limit": 6}).json()["results"]


def test_a_spammers_reviews_leave_home_small(client, catalogue):
    baseline = len(client.get("/").content)
    # Longest reviews of the characters json_script writes as six bytes each ("<" is \u003C).
    Review.objects.bulk_create(
        Review(name="<" * 100, review="<" * REVIEW_MAX_LENGTH) for _ in range(1000)
    )
    version_bump(resource=REVIEW_RESPONSES)  # bulk_create sends no signal

    response = client.get("/")

    assert response.status_code == 200
    assert len(response.content) < baseline + 1024
    assert len(response.content) < 40 * 1024
    assert "reviews" not in initial_data(response.content.decode())


def test_reviews_up_to_the_budget_are_carried(client, catalogue):
    # Six reviews of 1,000 characters, an ordinary long review: well under the budget.
    ReviewFactory.create_batch(6, review="A lovely shop. " * 66)

    response = client.get("/")

    assert len(initial_data(response.content.decode())["reviews"]) == 6
    assert len(response.content) < 40 * 1024 + 16 * 1024  # the budget
