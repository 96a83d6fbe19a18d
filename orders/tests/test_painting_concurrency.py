"""Fifty customers try to buy one painting at the same moment, through the API, on
PostgreSQL and on SQLite (real threads, each request with its own database connection):
exactly one order, 49 clear refusals, no 5xx (issue 15)."""

import threading
from collections import Counter

import pytest
from django.db import connection, transaction
from rest_framework.test import APIClient

from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from orders.models import Order
from orders.steps import PAINTING_RESERVED
from shop.models import Painting
from shop.tests.factories import DELIVERY_ADDRESS, PaintingFactory

pytestmark = pytest.mark.django_db(transaction=True)

ATTEMPTS = 50


def test_fifty_customers_at_once_buy_one_painting_exactly_once():
    painting = PaintingFactory()
    tokens = [access_token_for(customer) for customer in UserFactory.create_batch(ATTEMPTS)]
    start = threading.Barrier(ATTEMPTS)
    answers: list[tuple[int, dict]] = []
    lock = threading.Lock()

    def attempt(token: str) -> None:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
        try:
            start.wait()
            response = client.post(
                "/api/mypurchase",
                {"painting": painting.id, "deliveryAddress": DELIVERY_ADDRESS},
                format="json",
            )
            with lock:
                answers.append((response.status_code, response.json()))
        finally:
            connection.close()

    threads = [threading.Thread(target=attempt, args=(token,)) for token in tokens]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)

    assert len(answers) == ATTEMPTS
    assert Counter(status for status, _ in answers) == {201: 1, 409: ATTEMPTS - 1}
    refusals = {(body["code"], body["detail"]) for status, body in answers if status == 409}
    assert refusals == {("painting_reserved", PAINTING_RESERVED)}
    (order,) = Order.objects.filter(painting=painting)
    (accepted,) = [body for status, body in answers if status == 201]
    assert accepted["_id"] == order.id
    assert order.status == Order.Status.PENDING
    assert APIClient().get(f"/api/paintings/{painting.id}").json()["state"] == "reserved"


@pytest.mark.skipif(
    not connection.features.has_select_for_update_nowait,
    reason="a database that cannot answer at once without waiting (SQLite serialises writes)",
)
def test_an_order_while_another_holds_the_paintings_row_is_answered_at_once_not_queued():
    painting = PaintingFactory()
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(UserFactory())}")
    locked, release = threading.Event(), threading.Event()

    def another_order_under_way() -> None:  # its own connection holds the row meanwhile
        try:
            with transaction.atomic():
                Painting.objects.select_for_update().get(pk=painting.pk)
                locked.set()
                release.wait(10)
        finally:
            connection.close()

    holder = threading.Thread(target=another_order_under_way)
    holder.start()
    assert locked.wait(10)
    try:
        answer = client.post(
            "/api/mypurchase",
            {"painting": painting.id, "deliveryAddress": DELIVERY_ADDRESS},
            format="json",
        )
    finally:
        release.set()
        holder.join()

    assert (answer.status_code, answer.json()["detail"]) == (409, PAINTING_RESERVED)
    assert not Order.objects.exists()
