"""DELETE /api/me: a customer deletes their account. Pending orders are cancelled as the
customer's own cancel does (against a real localstripe), the Firebase account is deleted
(in the tests' emulator), the shop account is anonymised and its orders stay for the books."""

import urllib.error
from datetime import timedelta
from decimal import Decimal

import pytest
import stripe
from django.core import mail
from django.utils import timezone
from firebase_admin import auth
from rest_framework.test import APIClient

from accounts import firebase as firebase_identity
from accounts.models import User
from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from notifications.models import OutgoingEmail
from orders.models import Order, SavedAddress
from orders.tests.test_payments_api import GOOD
from payments.models import Payment, StripeCustomer
from payments.tests.stripe_client import pay_behind_the_shops_back, stripe_client
from reviews.models import Review
from shop.models import Tool
from shop.tests.factories import DELIVERY_ADDRESS, ToolFactory

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("stripe_server")]

ORDERS_IN_PROGRESS = (
    "You have orders on their way. You can delete your account once they have been "
    "delivered or refunded."
)
ADMIN_ACCOUNT = (
    "Admins cannot delete their own account here. Ask another admin to remove your admin "
    "role first."
)


def bearer(token: str) -> APIClient:
    client = APIClient(raise_request_exception=False)
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


@pytest.fixture
def tool() -> Tool:
    return ToolFactory(
        name="Easel", price=Decimal("12.35"), minimum_order_quantity=1, available_quantity=10
    )


@pytest.fixture
def casey(firebase):
    """Casey signed up in Firebase and exchanged the ID token: (account, user, API token)."""
    account = firebase.sign_up("casey@example.com", name="Casey")
    response = APIClient().put(
        "/api/user/casey@example.com",
        {"email": "casey@example.com"},
        format="json",
        HTTP_AUTHORIZATION=f"Bearer {account.id_token}",
    )
    assert response.status_code == 200
    user = User.objects.get(email="casey@example.com")
    User.objects.filter(pk=user.pk).update(email_verified=True)  # so Casey may pay
    return account, user, response.json()["token"]


def place(client, tool, quantity=3) -> Order:
    response = client.post(
        "/api/mypurchase",
        {"tool": tool.id, "toolsQuantity": quantity, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    )
    assert response.status_code == 201, response.json()
    return Order.objects.get(pk=response.json()["_id"])


def delivered_order(user, tool) -> Order:
    order = place(bearer(access_token_for(user)), tool, 1)
    Order.objects.filter(pk=order.pk).update(status=Order.Status.DELIVERED, expires_at=None)
    return order


def delete(client, confirm="casey@example.com"):
    return client.delete("/api/me", {"confirm": confirm}, format="json")


def firebase_has(uid: str) -> bool:
    try:
        auth.get_user(uid, app=firebase_identity.app())
    except auth.UserNotFoundError:
        return False
    return True


def test_deleting_the_account(
    casey, firebase, tool, admin_client, django_capture_on_commit_callbacks
):
    account, user, token = casey
    client = bearer(token)
    client.patch("/api/me", {"deliveryAddress": DELIVERY_ADDRESS}, format="json")
    Review.objects.create(author=user, name="Casey", review="Lovely brushes.")
    delivered = delivered_order(user, tool)
    pending = place(client, tool, 3)
    assert (
        client.post("/api/create-payment-intent", {"order": pending.id}, format="json").status_code
        == 200
    )
    intent_id = Payment.objects.get(checkout__lines__order=pending).payment_intent_id
    customer_id = StripeCustomer.objects.get(user=user).customer_id
    assert stripe_client().v1.customers.retrieve(customer_id).email == "casey@example.com"
    assert tool_stock(tool) == 6

    with django_capture_on_commit_callbacks(execute=True):
        response = delete(client, " Casey@Example.com ")

    assert response.status_code == 204
    # The pending order is cancelled as Casey's own cancel would: stock back, PI cancelled.
    pending.refresh_from_db()
    assert pending.status == "cancelled" and tool_stock(tool) == 9
    assert stripe_client().v1.payment_intents.retrieve(intent_id).status == "canceled"
    # Stripe no longer keeps Casey's e-mail and cards (the payments stay there).
    with pytest.raises(stripe.InvalidRequestError):
        stripe_client().v1.customers.retrieve(customer_id)
    assert not StripeCustomer.objects.filter(user=user).exists()
    assert stripe_client().v1.payment_intents.retrieve(intent_id).id == intent_id
    # Firebase no longer knows Casey: signing in fails.
    assert not firebase_has(account.uid)
    with pytest.raises(urllib.error.HTTPError):
        firebase.sign_in("casey@example.com", "secret123")
    # The shop account is anonymised; the orders stay, without the personal details.
    user.refresh_from_db()
    assert user.email == f"deleted-{user.pk}@deleted.invalid"
    assert (user.name, user.firebase_uid, user.is_active) == ("", None, False)
    assert not user.has_usable_password() and user.deleted_at is not None
    assert not SavedAddress.objects.filter(user=user).exists()
    assert not Review.objects.filter(author=user).exists()
    assert Order.objects.filter(customer=user).count() == 2
    delivered.refresh_from_db()
    assert delivered.status == "delivered"
    assert delivered.delivery_address == {
        "fullName": "",
        "line1": "",
        "line2": "",
        "city": "",
        "region": "",
        "postalCode": "",
        "country": "US",
        "countryName": "United States",
        "phone": "",
    }
    # The old API token no longer opens anything.
    assert client.get("/api/me").status_code == 401
    assert client.get("/api/mypurchase").status_code == 401
    # Admins see a deleted customer.
    staff = bearer(access_token_for(UserFactory(role=User.Role.ADMIN)))
    listed = staff.get("/api/manage/orders").json()["results"]
    one = staff.get(f"/api/manage/orders/{delivered.pk}").json()
    for order in [*listed, one]:
        assert order["customer"] == {"email": None}
        assert order["customerName"] == "deleted customer"
        assert order["customerDeleted"] is True
    assert user.email not in [row["email"] for row in staff.get("/api/user").json()]
    django_admin_list = admin_client.get("/admin/orders/order/").content.decode()
    assert "deleted customer" in django_admin_list and "casey@" not in django_admin_list
    # Casey is told, at the address the account had.
    [sent] = [email for email in mail.outbox if "deleted" in email.subject]
    assert sent.to == ["casey@example.com"]
    assert sent.subject == "Your Brush & Canvas account has been deleted"
    assert OutgoingEmail.objects.get(template="account_deleted").status == "sent"


def tool_stock(tool) -> int:
    tool.refresh_from_db()
    return tool.available_quantity


def test_others_see_a_live_customer_as_before(tool):
    customer = UserFactory(email="dana@example.com", name="Dana")
    order = place(bearer(access_token_for(customer)), tool, 1)
    staff = bearer(access_token_for(UserFactory(role=User.Role.ADMIN)))

    answer = staff.get(f"/api/manage/orders/{order.pk}").json()

    assert answer["customer"] == {"email": "dana@example.com"}
    assert (answer["customerName"], answer["customerDeleted"]) == ("Dana", False)


def assert_unchanged(user: User, account_uid: str, token: str) -> None:
    before = (user.email, user.name, user.firebase_uid, user.is_active, user.deleted_at)
    user.refresh_from_db()
    assert (user.email, user.name, user.firebase_uid, user.is_active, user.deleted_at) == before
    assert firebase_has(account_uid)
    assert bearer(token).get("/api/me").status_code == 200


def test_an_order_on_its_way_is_a_409_that_changes_nothing(casey, tool):
    account, user, token = casey
    client = bearer(token)
    paid = place(client, tool, 1)
    Order.objects.filter(pk=paid.pk).update(status=Order.Status.PAID, expires_at=None)
    pending = place(client, tool, 2)
    Review.objects.create(author=user, name="Casey", review="Lovely brushes.")

    response = delete(client)

    assert response.status_code == 409
    assert response.json()["code"] == "orders_in_progress"
    assert response.json()["detail"] == ORDERS_IN_PROGRESS
    pending.refresh_from_db()
    assert pending.status == "pending" and tool_stock(tool) == 7
    assert Review.objects.filter(author=user).exists()
    assert_unchanged(user, account.uid, token)


def test_money_that_came_for_a_pending_order_stops_the_deletion(casey, tool):
    account, user, token = casey
    client = bearer(token)
    order = place(client, tool, 1)
    client.post("/api/create-payment-intent", {"order": order.id}, format="json")
    pay_behind_the_shops_back(
        Payment.objects.get(checkout__lines__order=order).payment_intent_id, GOOD
    )

    response = delete(client)

    assert response.status_code == 409
    assert response.json()["code"] == "orders_in_progress"
    order.refresh_from_db()
    assert order.status == "paid"
    assert_unchanged(user, account.uid, token)


@pytest.mark.parametrize("body", [{"confirm": "someone@example.com"}, {"confirm": ""}, {}])
def test_a_wrong_confirmation_is_a_400_that_changes_nothing(casey, body):
    account, user, token = casey

    response = bearer(token).delete("/api/me", body, format="json")

    assert response.status_code == 400
    assert response.json()["code"] == "confirmation_mismatch"
    assert response.json()["fields"] == {"confirm": ["Type your email address to confirm."]}
    assert_unchanged(user, account.uid, token)


def test_admins_cannot_delete_themselves_here(casey):
    account, user, token = casey
    User.objects.filter(pk=user.pk).update(role=User.Role.ADMIN)

    response = delete(bearer(token))

    assert response.status_code == 409
    assert (response.json()["code"], response.json()["detail"]) == (
        "admin_account",
        ADMIN_ACCOUNT,
    )
    assert_unchanged(user, account.uid, token)


def test_firebase_unreachable_is_a_503_that_changes_nothing(casey, tool, settings, stopped_host):
    account, user, token = casey
    client = bearer(token)
    client.patch("/api/me", {"deliveryAddress": DELIVERY_ADDRESS}, format="json")
    Review.objects.create(author=user, name="Casey", review="Lovely brushes.")
    pending = place(client, tool, 2)
    emulator = settings.FIREBASE_AUTH_EMULATOR_HOST
    settings.FIREBASE_AUTH_EMULATOR_HOST = stopped_host

    response = delete(client)

    assert response.status_code == 503
    assert response.json()["code"] == "identity_unavailable"
    assert not OutgoingEmail.objects.filter(template="account_deleted").exists()
    assert SavedAddress.objects.filter(user=user).exists()
    assert Review.objects.filter(author=user).exists()
    pending.refresh_from_db()
    assert pending.status == "pending" and tool_stock(tool) == 8
    settings.FIREBASE_AUTH_EMULATOR_HOST = emulator
    assert_unchanged(user, account.uid, token)
    assert delete(client).status_code == 204  # once Firebase is back, it works


def test_an_account_firebase_no_longer_has_is_deleted_all_the_same(casey):
    account, user, token = casey
    auth.delete_user(account.uid, app=firebase_identity.app())

    assert delete(bearer(token)).status_code == 204
    user.refresh_from_db()
    assert user.deleted_at is not None


def test_a_pending_order_past_its_hold_ends_as_expired(casey, tool):
    account, user, token = casey
    order = place(bearer(token), tool, 2)
    Order.objects.filter(pk=order.pk).update(expires_at=timezone.now() - timedelta(seconds=1))

    assert delete(bearer(token)).status_code == 204
    order.refresh_from_db()
    assert order.status == "expired" and tool_stock(tool) == 10
    assert not firebase_has(account.uid)


def test_stripe_unreachable_is_a_503_that_keeps_the_account(casey, settings, stopped_host):
    account, user, token = casey
    customer_id = stripe_client().v1.customers.create({"email": "casey@example.com"}).id
    StripeCustomer.objects.create(user=user, customer_id=customer_id)
    stripe_url = settings.LOCALSTRIPE_URL
    settings.LOCALSTRIPE_URL = f"http://{stopped_host}"

    response = delete(bearer(token))

    assert (response.status_code, response.json()["code"]) == (503, "payments_unavailable")
    assert StripeCustomer.objects.filter(user=user).exists()
    assert_unchanged(user, account.uid, token)
    settings.LOCALSTRIPE_URL = stripe_url
    assert delete(bearer(token)).status_code == 204  # once Stripe is back, it works
    with pytest.raises(stripe.InvalidRequestError):
        stripe_client().v1.customers.retrieve(customer_id)
