"""The default set-up (SQLite, several gunicorn worker processes) takes a burst of
simultaneous orders with no error and no overselling, and a burst of sign-in attempts from
one address gets no more through than the rate limit, whichever workers answer them."""

import json
from concurrent.futures import ThreadPoolExecutor

import requests

from devtools.runners import running_shop
from shop.tests.factories import DELIVERY_ADDRESS

CUSTOMERS = 24
STOCK = 9

SET_UP = f"""
import json
from accounts.models import User
from accounts.tokens import access_token_for
from shop.models import Tool
tool = Tool.objects.create(name="Burst brush", description="d", img="/x.svg", price=3,
                           minimum_order_quantity=1, available_quantity={STOCK})
users = [User.objects.create_user(f"burst{{i}}@example.com") for i in range({CUSTOMERS})]
print(json.dumps({{"tool": tool.id, "tokens": [access_token_for(u) for u in users]}}))
"""

COUNT = """
from shop.models import Tool
from orders.models import Order
tool = Tool.objects.get(name="Burst brush")
print(tool.available_quantity, Order.objects.filter(tool=tool).count())
"""


SIGN_IN_ADDRESS_RATE = 5


def test_a_burst_of_orders_on_gunicorn_and_sqlite(monkeypatch):
    monkeypatch.setenv("SIGN_IN_ADDRESS_RATE", f"{SIGN_IN_ADDRESS_RATE}/minute")
    # No Firebase: the orders carry the shop's own tokens, and a made-up token is refused
    # before any call to Firebase.
    with running_shop(firebase_host="127.0.0.1:9", seed=False, workers=3) as shop:
        given = json.loads(shop.manage("shell", "-v", "0", "-c", SET_UP))

        def order(token: str) -> int:
            response = requests.post(
                f"{shop.url}/api/mypurchase",
                json={
                    "tool": given["tool"],
                    "toolsQuantity": 1,
                    "deliveryAddress": DELIVERY_ADDRESS,
                },
                headers={"Authorization": f"Bearer {token}"},
                timeout=60,
            )
            return response.status_code

        with ThreadPoolExecutor(max_workers=CUSTOMERS) as pool:
            statuses = list(pool.map(order, given["tokens"]))

        stock, orders = map(int, shop.manage("shell", "-v", "0", "-c", COUNT).split())

        def sign_in(_) -> int:  # a made-up token: 401 while the limit lets it through
            return requests.put(
                f"{shop.url}/api/user/burst@example.com",
                json={},
                headers={"Authorization": "Bearer not-a-firebase-token"},
                timeout=60,
            ).status_code

        with ThreadPoolExecutor(max_workers=CUSTOMERS) as pool:
            sign_ins = list(pool.map(sign_in, range(CUSTOMERS)))

    assert sorted(statuses) == [201] * STOCK + [400] * (CUSTOMERS - STOCK), statuses
    assert (stock, orders) == (0, STOCK)
    # Each attempt is counted in one atomic step: DRF's read-then-write count let about
    # half of such a burst through (20 of 40 at a limit of 5, on gunicorn).
    expected = [401] * SIGN_IN_ADDRESS_RATE + [429] * (CUSTOMERS - SIGN_IN_ADDRESS_RATE)
    assert sorted(sign_ins) == expected, sign_ins
