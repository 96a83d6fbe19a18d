"""The default set-up (SQLite, several gunicorn worker processes) takes a burst of
simultaneous orders with no error and no overselling."""

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
from shop.models import Order, Tool
tool = Tool.objects.get(name="Burst brush")
print(tool.available_quantity, Order.objects.filter(tool=tool).count())
"""


def test_a_burst_of_orders_on_gunicorn_and_sqlite():
    with running_shop(seed=False, workers=3) as shop:
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

    assert sorted(statuses) == [201] * STOCK + [400] * (CUSTOMERS - STOCK), statuses
    assert (stock, orders) == (0, STOCK)
