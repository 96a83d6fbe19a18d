"""Home's HTML stays small whatever the reviews say (issue 14, finding 9; issue 18): it
carries the newest reviews, a fixed count, each cut to a preview length, and so stays under
30 KB gzipped."""

import gzip
import json
import random
import re
import string

import pytest

from apicache.services import version_bump
from reviews.models import NAME_MAX_LENGTH, REVIEW_MAX_LENGTH, Review
from reviews.selectors import REVIEW_RESPONSES
from reviews.tests.factories import ReviewFactory
from shop.tests.factories import PaintingFactory, ToolFactory
from web.initial_data import HOME_REVIEW_PREVIEW_CHARS, HOME_REVIEWS

pytestmark = pytest.mark.django_db


def initial_data(html: str) -> dict:
    found = re.search(r'<script id="initial-data" type="application/json">(.*?)</script>', html)
    return json.loads(found.group(1))


@pytest.fixture
def catalogue(settings, tmp_path):
    manifest = tmp_path / "manifest.json"
    bundle = {"js": ["bundle/main.4567cdef.js"], "css": ["bundle/main.89abcdef.css"]}
    loader = {"js": ["bundle/after-first-picture.7777aaaa.js"]}
    entrypoints = {"main": bundle, "after-first-picture": loader}
    manifest.write_text(json.dumps({"entrypoints": entrypoints, "chunks": {}}))
    settings.BUNDLE_MANIFEST = manifest
    ToolFactory.create_batch(12)
    PaintingFactory.create_batch(5)


def test_ordinary_reviews_are_carried_as_the_api_answers_them(client, api_client, catalogue):
    ReviewFactory.create_batch(20)

    data = initial_data(client.get("/").content.decode())

    assert data["reviews"] == api_client.get("/api/review", {"limit": 6}).json()["results"]


def _noise(length: int) -> str:
    # Letters, digits and the characters json_script escapes: as little for gzip as text gets.
    alphabet = string.ascii_letters + string.digits + "<>&é€ "
    return "".join(random.choices(alphabet, k=length))


@pytest.mark.parametrize("text", [lambda n: "<" * n, _noise], ids=["escaped characters", "noise"])
def test_home_stays_under_30_kb_gzipped_whatever_the_reviews_say(client, catalogue, text):
    random.seed(18)
    Review.objects.bulk_create(
        Review(name=text(NAME_MAX_LENGTH), review=text(REVIEW_MAX_LENGTH)) for _ in range(500)
    )
    version_bump(resource=REVIEW_RESPONSES)  # bulk_create sends no signal

    response = client.get("/", HTTP_ACCEPT_ENCODING="gzip")
    html = gzip.decompress(response.content).decode()
    reviews = initial_data(html)["reviews"]

    assert response.status_code == 200
    assert len(response.content) < 30 * 1024
    assert len(reviews) == HOME_REVIEWS
    assert [len(review["review"]) for review in reviews] == [HOME_REVIEW_PREVIEW_CHARS] * 6


def test_reviews_shorter_than_the_preview_are_carried_whole(client, catalogue):
    ReviewFactory.create_batch(6, review="A lovely shop. " * 60)

    reviews = initial_data(client.get("/").content.decode())["reviews"]

    assert [review["review"] for review in reviews] == ["A lovely shop. " * 60] * 6
