"""Each gunicorn worker keeps the answers it rendered (apicache): an order placed through
any worker must show at once in what every worker answers."""

import json

import requests

from devtools.runners import running_shop
from shop.tests.factories import DELIVERY_ADDRESS

STOCK = 50

SET_UP = f"""
import json
from accounts.models import User
from accounts.tokens import access_token_for
from shop.models import Tool
tool = Tool.objects.create(name="Shared brush", description="d", img="/x.svg", price=3,
                           minimum_order_quantity=1, available_quantity={STOCK})
customer = User.objects.create_user("shared@example.com")
print(json.dumps({{"tool": tool.id, "token": access_token_for(customer)}}))
"""


def test_an_order_shows_in_every_workers_answers():
    # No Firebase: the order carries the shop's own token.
    with running_shop(firebase_host="127.0.0.1:9", seed=False, workers=3) as shop:
        given = json.loads(shop.manage("shell", "-v", "0", "-c", SET_UP))
        urls = [
            f"{shop.url}/api/tools",
            f"{shop.url}/api/tools?limit=20&ordering=-_id",
            f"{shop.url}/api/tools/{given['tool']}",
        ]

        def stock_seen() -> set[int]:
            """The stock every answer gives, asked on fresh connections (any worker)."""
            seen = set()
            for _ in range(20):
                for url in urls:
                    body = requests.get(url, timeout=30).json()
                    if isinstance(body, list):  # the plain list
                        body = body[0]
                    elif "results" in body:  # a page
                        body = body["results"][0]
                    seen.add(body["availableQuantity"])
            return seen

        assert stock_seen() == {STOCK}
        order = requests.post(
            f"{shop.url}/api/mypurchase",
            json={"tool": given["tool"], "toolsQuantity": 5, "deliveryAddress": DELIVERY_ADDRESS},
            headers={"Authorization": f"Bearer {given['token']}"},
            timeout=30,
        )
        assert order.status_code == 201
        assert stock_seen() == {STOCK - 5}
