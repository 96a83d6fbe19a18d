"""All Users (/dashboard/alluser) through the API: searching and paging the users, and
taking the admin role back (DELETE /api/user/admin/{email})."""

import pytest
from rest_framework.test import APIClient

from accounts.models import User
from accounts.services import user_remove_admin
from accounts.tests.factories import UserFactory
from core.errors import Conflict

pytestmark = pytest.mark.django_db


@pytest.fixture
def owner():
    return UserFactory(email="owner@example.com", name="Olive Owner", role=User.Role.ADMIN)


def emails(body) -> list[str]:
    rows = body["results"] if isinstance(body, dict) else body
    return [row["email"] for row in rows]


def test_the_search_finds_part_of_an_email_or_a_name_in_any_case(signed_in, owner):
    UserFactory(email="ada.lovelace@example.com", name="Ada")
    UserFactory(email="grace@navy.example", name="Grace Hopper")
    UserFactory(email="linus@example.org", name="")
    UserFactory(email="deleted-9@deleted.invalid", name="Hopper", deleted_at="2026-01-01T00:00Z")
    client = signed_in(owner)

    assert emails(client.get("/api/user", {"search": "LOVELACE"}).json()) == [
        "ada.lovelace@example.com"
    ]
    assert emails(client.get("/api/user", {"search": "hopp"}).json()) == ["grace@navy.example"]
    assert emails(client.get("/api/user", {"search": "  example.org "}).json()) == [
        "linus@example.org"
    ]
    assert emails(client.get("/api/user", {"search": "nobody"}).json()) == []
    assert len(emails(client.get("/api/user", {"search": ""}).json())) == 4


def test_the_users_come_in_pages_with_their_count(signed_in, owner):
    for n in range(7):
        UserFactory(email=f"painter{n}@example.com", name=f"Painter {n}")
    client = signed_in(owner)

    first = client.get("/api/user", {"search": "painter", "limit": 5}).json()
    second = client.get("/api/user", {"search": "painter", "limit": 5, "offset": 5}).json()

    assert first["count"] == second["count"] == 7
    assert emails(first) == [f"painter{n}@example.com" for n in range(5)]
    assert emails(second) == ["painter5@example.com", "painter6@example.com"]
    bad = client.get("/api/user", {"limit": "many"})
    assert bad.status_code == 400 and "limit" in bad.json()["fields"]


def test_an_admin_takes_the_admin_role_back_from_another(signed_in, owner):
    helper = UserFactory(email="helper@example.com", role=User.Role.ADMIN)
    client = signed_in(owner)

    first = client.delete("/api/user/admin/Helper@Example.com")
    again = client.delete("/api/user/admin/helper@example.com")

    assert (first.status_code, first.json()) == (200, {"modifiedCount": 1})
    assert again.json() == {"modifiedCount": 0}
    helper.refresh_from_db()
    assert helper.role == User.Role.CUSTOMER
    # Their next request is a customer's: the role is read from the database each time.
    assert signed_in(helper, client=APIClient()).get("/api/user").status_code == 403
    assert client.delete("/api/user/admin/nobody@example.com").status_code == 404


def test_an_admin_cannot_remove_their_own_admin_role(signed_in, owner):
    UserFactory(email="helper@example.com", role=User.Role.ADMIN)

    response = signed_in(owner).delete("/api/user/admin/owner@example.com")

    assert response.status_code == 409
    assert response.json()["code"] == "admin_self"
    assert response.json()["detail"] == (
        "You cannot remove your own admin role. Ask another admin to do it."
    )
    owner.refresh_from_db()
    assert owner.role == User.Role.ADMIN


def test_the_last_admin_keeps_the_role(owner):
    """Two admins removing each other at once: the first wins, the second finds the other
    one the last admin (its request began while it was still an admin)."""
    helper = UserFactory(email="helper@example.com", role=User.Role.ADMIN)
    assert user_remove_admin(actor=owner, email="helper@example.com") == 1

    with pytest.raises(Conflict) as refused:
        user_remove_admin(actor=helper, email="owner@example.com")

    assert refused.value.code == "last_admin"
    assert str(refused.value) == "This is the shop's last admin. Make another user an admin first."
    assert list(User.objects.filter(role=User.Role.ADMIN)) == [owner]


def test_a_customer_cannot_remove_an_admin(signed_in, owner):
    customer = UserFactory(email="customer@example.com")

    response = signed_in(customer).delete("/api/user/admin/owner@example.com")

    assert response.status_code == 403
    owner.refresh_from_db()
    assert owner.role == User.Role.ADMIN
