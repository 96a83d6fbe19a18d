import pytest

from accounts.models import User
from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from reviews.models import Review
from reviews.tests.factories import ReviewFactory

pytestmark = pytest.mark.django_db

XSS = "<img src=x onerror=alert(1)>"


def as_(api_client, user):
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(user)}")
    return api_client


def test_a_customer_posts_a_review_and_it_leads_the_list(api_client):
    ReviewFactory()
    author = UserFactory()

    response = as_(api_client, author).post(
        "/api/review", {"name": "  Mei  ", "review": "Lovely pans."}, format="json"
    )

    assert response.status_code == 201
    assert response.json() == {
        "_id": response.json()["_id"],
        "name": "Mei",
        "review": "Lovely pans.",
    }
    assert Review.objects.get(pk=response.json()["_id"]).author == author
    assert api_client.get("/api/review").json()[0]["review"] == "Lovely pans."


def test_anonymous_posts_get_401(api_client):
    response = api_client.post("/api/review", {"name": "A", "review": "B"}, format="json")

    assert response.status_code == 401
    assert not Review.objects.exists()


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"review": "Fine."}, "name", "name is required"),
        ({"name": "", "review": "Fine."}, "name", "name is required"),
        ({"name": "   ", "review": "Fine."}, "name", "name is required"),
        ({"name": "Mei"}, "review", "Review is required"),
        ({"name": "Mei", "review": " \n\t "}, "review", "Review is required"),
        ({"name": "x" * 101, "review": "Fine."}, "name", "The name can be at most 100 characters."),
        (
            {"name": "Mei", "review": "x" * 2001},
            "review",
            "The review can be at most 2,000 characters.",
        ),
    ],
)
def test_bad_reviews_are_a_400_with_the_spec_messages(api_client, body, field, message):
    response = as_(api_client, UserFactory()).post("/api/review", body, format="json")

    assert response.status_code == 400
    assert response.json()["fields"][field] == [message]
    assert not Review.objects.exists()


def test_the_longest_allowed_review_is_accepted(api_client):
    body = {"name": "x" * 100, "review": "y" * 2000}

    assert (
        as_(api_client, UserFactory()).post("/api/review", body, format="json").status_code == 201
    )


def test_posting_is_rate_limited_per_user_with_a_clear_message(api_client, settings):
    eager = as_(api_client, UserFactory())
    statuses = [
        eager.post("/api/review", {"name": "A", "review": f"r{i}"}, format="json") for i in range(6)
    ]

    assert [r.status_code for r in statuses] == [201] * 5 + [429]
    assert (
        statuses[-1]
        .json()["detail"]
        .startswith("You are posting reviews too fast. Please try again in")
    )
    assert statuses[-1]["Retry-After"]
    assert Review.objects.count() == 5
    # Another customer is not held back, and reading is never limited.
    assert (
        as_(api_client, UserFactory())
        .post("/api/review", {"name": "B", "review": "ok"}, format="json")
        .status_code
        == 201
    )
    assert api_client.get("/api/review").status_code == 200


def test_hidden_reviews_are_not_listed(api_client):
    visible = ReviewFactory(name="Shown")
    ReviewFactory(name="Abuse", is_hidden=True)

    assert [r["_id"] for r in api_client.get("/api/review").json()] == [visible.id]
    assert api_client.get("/api/review", {"limit": 10}).json()["count"] == 1


def test_admins_hide_and_show_reviews(api_client):
    review = ReviewFactory(review="Nasty words")
    admin = as_(api_client, UserFactory(role=User.Role.ADMIN))

    hidden = admin.post(f"/api/review/{review.id}/hide")
    listed = admin.get("/api/review/moderation").json()
    assert hidden.status_code == 200 and hidden.json()["hidden"] is True
    assert api_client.get("/api/review").json() == []
    assert [(r["_id"], r["hidden"]) for r in listed] == [(review.id, True)]

    assert admin.post(f"/api/review/{review.id}/unhide").json()["hidden"] is False
    assert len(api_client.get("/api/review").json()) == 1


def test_moderation_lists_reviews_whose_author_is_gone_and_the_schema_says_so(api_client):
    ReviewFactory(author=None)  # the author's account was deleted
    admin = as_(api_client, UserFactory(role=User.Role.ADMIN))

    listed = admin.get("/api/review/moderation").json()
    schema = admin.get("/api/schema/", HTTP_ACCEPT="application/json").json()

    assert listed[0]["author"] is None
    author = schema["components"]["schemas"]["ModerationReview"]["properties"]["author"]
    assert author["nullable"] is True


def test_customers_cannot_moderate(api_client):
    review = ReviewFactory()
    customer = as_(api_client, UserFactory())

    assert customer.post(f"/api/review/{review.id}/hide").status_code == 403
    assert customer.get("/api/review/moderation").status_code == 403
    review.refresh_from_db()
    assert not review.is_hidden


def test_customers_delete_only_their_own_reviews(api_client):
    author = UserFactory()
    mine, theirs = ReviewFactory(author=author), ReviewFactory(author=UserFactory())
    client = as_(api_client, author)

    assert [r["_id"] for r in client.get("/api/review/mine").json()] == [mine.id]
    assert client.delete(f"/api/review/{theirs.id}").status_code == 404
    assert client.delete(f"/api/review/{mine.id}").status_code == 204
    assert list(Review.objects.all()) == [theirs]


def test_html_in_a_review_is_text_in_the_api_and_the_django_admin(api_client, admin_client):
    ReviewFactory(name="Mallory", review=XSS)

    assert api_client.get("/api/review").json()[0]["review"] == XSS
    page = admin_client.get("/admin/reviews/review/").content.decode()
    assert "&lt;img src=x onerror=alert(1)&gt;" in page
    assert XSS not in page
