"""A user whose Firebase email changed keeps their shop account: it is found by its
Firebase uid and takes the new address, unless another account already has it (409)."""

import pytest
from rest_framework.test import APIClient
from rest_framework_simplejwt.tokens import AccessToken

from accounts.models import User
from accounts.tests.factories import UserFactory
from orders.actions import order_place
from shop.tests.factories import ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db


def exchange(email: str, id_token: str):
    client = APIClient(raise_request_exception=False)  # a bug answers 500 rather than raising
    return client.put(
        f"/api/user/{email}",
        {"email": email},
        format="json",
        HTTP_AUTHORIZATION=f"Bearer {id_token}",
    )


def orders_of(token: str, email: str) -> list[int]:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    response = client.get("/api/mypurchase", {"customer": email})
    assert response.status_code == 200, response.json()
    return [order["_id"] for order in response.json()]


def test_the_account_follows_its_firebase_uid_to_the_new_email(firebase):
    account = firebase.sign_up("old@example.com", name="Ola")
    first = exchange("old@example.com", account.id_token)
    user = User.objects.get(email="old@example.com")
    order = order_place(customer=user, tool_id=ToolFactory().id, quantity=2, address=ADDRESS)

    firebase.change_email(account, "new@example.com")
    again = firebase.sign_in("new@example.com", "secret123")
    response = exchange("new@example.com", again.id_token)
    repeated = exchange("new@example.com", again.id_token)

    assert first.status_code == response.status_code == repeated.status_code == 200
    token = response.json()["token"]
    assert AccessToken(token)["user_id"] == AccessToken(first.json()["token"])["user_id"]
    assert AccessToken(token)["email"] == "new@example.com"
    user.refresh_from_db()
    assert (user.email, user.firebase_uid, user.name) == ("new@example.com", account.uid, "Ola")
    assert User.objects.count() == 1
    assert orders_of(token, "new@example.com") == [order.id]


def test_the_old_address_is_free_for_a_new_account_afterwards(firebase):
    account = firebase.sign_up("old@example.com")
    exchange("old@example.com", account.id_token)
    firebase.change_email(account, "new@example.com")
    exchange("new@example.com", firebase.sign_in("new@example.com", "secret123").id_token)

    newcomer = firebase.sign_up("old@example.com")
    response = exchange("old@example.com", newcomer.id_token)

    assert response.status_code == 200
    assert dict(User.objects.values_list("email", "firebase_uid")) == {
        "new@example.com": account.uid,
        "old@example.com": newcomer.uid,
    }


def test_a_new_email_another_shop_account_has_is_a_409_that_changes_nothing(firebase):
    # Bo signed up with taken@, then changed it in Firebase and never came back: the shop
    # still knows Bo as taken@. Then Al's Firebase account takes taken@.
    bo = firebase.sign_up("taken@example.com")
    exchange("taken@example.com", bo.id_token)
    firebase.change_email(bo, "bo@example.com")
    al = firebase.sign_up("al@example.com")
    exchange("al@example.com", al.id_token)
    firebase.change_email(al, "taken@example.com")

    response = exchange(
        "taken@example.com", firebase.sign_in("taken@example.com", "secret123").id_token
    )

    assert response.status_code == 409
    assert response.json()["code"] == "email_taken"
    assert "another account" in response.json()["detail"]
    assert dict(User.objects.values_list("firebase_uid", "email")) == {
        bo.uid: "taken@example.com",
        al.uid: "al@example.com",
    }


def test_a_new_email_of_an_account_made_outside_the_shop_is_a_409(firebase):
    UserFactory(email="staff@example.com", firebase_uid=None, is_staff=True)
    account = firebase.sign_up("me@example.com")
    exchange("me@example.com", account.id_token)
    firebase.change_email(account, "staff@example.com")

    response = exchange(
        "staff@example.com", firebase.sign_in("staff@example.com", "secret123").id_token
    )

    assert response.status_code == 409
    assert User.objects.get(email="staff@example.com").firebase_uid is None
    assert User.objects.get(firebase_uid=account.uid).email == "me@example.com"


def test_a_disabled_account_stays_shut_under_its_new_email(firebase):
    account = firebase.sign_up("gone@example.com")
    exchange("gone@example.com", account.id_token)
    User.objects.filter(email="gone@example.com").update(is_active=False)
    firebase.change_email(account, "back@example.com")

    response = exchange(
        "back@example.com", firebase.sign_in("back@example.com", "secret123").id_token
    )

    assert response.status_code == 403
    assert response.json()["code"] == "account_disabled"
    assert User.objects.get().email == "gone@example.com"
