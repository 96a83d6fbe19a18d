"""The flash sale's checkout round (bench/flash-sale): customers who each hold three unpaid
orders (a painting of their own and two tools everyone buys) all pay them at once, each
with one checkout: `POST /api/checkouts` at the quoted total, then `POST
/api/checkouts/{id}/pay` with a card at localstripe. Their quotes and cards are made
beforehand; the measured part is the two requests, per customer, all released together.

Checked: no 5xx, every checkout paid, and the books: each checkout's three orders paid by
its PaymentIntent, whose amount at Stripe is the checkout's total, and the tools' stock
down by exactly what was sold."""

import http.client
import json
import urllib.parse
import urllib.request
from dataclasses import dataclass

CUSTOMERS = """
import json
from django.conf import settings
from accounts.models import User
from accounts.tokens import access_token_for
from ops.demo_shipping import demo_shipping_seed
from orders import actions
from shop.models import Painting, Tool
demo_shipping_seed(settings.SHOP_COUNTRY)
address = {address}
tools = [Tool.objects.create(name=f"Checkout Rush {{n}}", description="Round {label}.",
    img="/static/favicon.svg", price=12, available_quantity={count}, weight_grams=300)
    for n in (1, 2)]
answer = []
for n in range({count}):
    user, _ = User.objects.get_or_create(email=f"checkout{{n}}@example.com")
    User.objects.filter(pk=user.pk).update(email_verified=True)
    painting = Painting.objects.create(title=f"Rush {label} {{n}}", artist="Bench", price=300,
        width_cm=30, height_cm=40, img="/static/favicon.svg")
    orders = [actions.order_place(customer=user, address=address, tool_id=tool.pk).pk
        for tool in tools]
    orders.append(actions.order_place(customer=user, address=address,
        painting_id=painting.pk).pk)
    answer.append({{"token": access_token_for(user), "orders": orders}})
print(json.dumps({{"customers": answer, "tools": [tool.pk for tool in tools]}}))
"""
BOOKS = """
import json
from core.money import to_minor_units
from orders.models import Checkout, Order
from payments.services import payment_refresh
from shop.models import Tool
problems = []
for checkout in Checkout.objects.filter(pk__in={checkouts}).prefetch_related("lines__order"):
    intent = payment_refresh(checkout_id=checkout.pk).intent
    charged = to_minor_units(checkout.total, checkout.currency)
    if (intent.status, intent.amount) != ("succeeded", charged):
        problems.append(f"checkout {{checkout.pk}}: {{intent.status}} {{intent.amount}}")
    for line in checkout.lines.all():
        if (line.order.status, line.order.transaction_id) != ("paid", intent.id):
            problems.append(f"order {{line.order_id}}: {{line.order.status}}")
for tool in Tool.objects.filter(pk__in={tools}):
    sold = sum(Order.objects.filter(tool=tool).values_list("quantity", flat=True))
    if tool.available_quantity != {count} - sold:
        problems.append(f"tool {{tool.pk}}: {{tool.available_quantity}} left, {{sold}} sold")
print(json.dumps(problems))
"""


# Where the rush's parcels go (in the EU zone of the demo's shipping), as the API and the
# order's own fields name it.
ADDRESS = {
    "fullName": "Rush Buyer",
    "line1": "1 Kassenstrasse",
    "city": "Berlin",
    "postalCode": "10115",
    "country": "DE",
}
ORDER_ADDRESS = {
    "full_name": "Rush Buyer",
    "line1": "1 Kassenstrasse",
    "line2": "",
    "city": "Berlin",
    "region": "",
    "postal_code": "10115",
    "country": "DE",
    "phone": "",
}


@dataclass
class Prepared:
    token: str
    body: dict
    payment_method: str


def _post(host: str, port: int, path: str, token: str, body: dict) -> tuple[int, dict]:
    connection = http.client.HTTPConnection(host, port, timeout=120)
    try:
        headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
        connection.request("POST", path, body=json.dumps(body), headers=headers)
        response = connection.getresponse()
        raw = response.read()
        return response.status, (json.loads(raw) if raw.startswith(b"{") else {})
    finally:
        connection.close()


def _card(stripe_url: str) -> str:
    """A PaymentMethod for the 4242 card, as the browser's confirmCardSetup gives the page."""
    body = urllib.parse.urlencode(
        {
            "type": "card",
            "card[number]": "4242424242424242",
            "card[exp_month]": "12",
            "card[exp_year]": "2034",
            "card[cvc]": "123",
        }
    ).encode()
    request = urllib.request.Request(
        f"{stripe_url}/v1/payment_methods",
        data=body,
        headers={"Authorization": "Bearer sk_test_localstripe"},
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())["id"]


def prepare(shop, host: str, port: int, stripe_url: str, *, count: int, label: str):
    """The customers, their three orders each, their quotes and cards."""
    script = CUSTOMERS.format(count=count, label=label, address=repr(ORDER_ADDRESS))
    made = json.loads(shop.manage("shell", "-v", "0", "-c", script))
    address = ADDRESS
    prepared = []
    for customer in made["customers"]:
        status, quote = _post(
            host,
            port,
            "/api/checkout/quote",
            customer["token"],
            {"orders": customer["orders"], "country": address["country"]},
        )
        if status != 200:
            raise RuntimeError(f"quote answered {status}: {quote}")
        body = {
            "orders": customer["orders"],
            "address": address,
            "method": quote["method"],
            "total": quote["total"],
        }
        prepared.append(Prepared(customer["token"], body, _card(stripe_url)))
    return prepared, made["tools"]


def pay_attempt(host: str, port: int, customer: Prepared):
    """One customer's checkout: started, then paid. Answers (statuses, checkout id)."""

    def attempt() -> tuple[list[int], int | None]:
        status, started = _post(host, port, "/api/checkouts", customer.token, customer.body)
        if status != 201:
            return [status], None
        checkout = started["checkout"]["_id"]
        paid, state = _post(
            host,
            port,
            f"/api/checkouts/{checkout}/pay",
            customer.token,
            {"paymentMethod": customer.payment_method},
        )
        ok = paid == 200 and state.get("status") == "succeeded"
        return [status, paid if ok else paid or 599], checkout if ok else None

    return attempt


def books_problems(shop, checkouts: list[int], tools: list[int], count: int) -> list[str]:
    script = BOOKS.format(checkouts=checkouts, tools=tools, count=count)
    return json.loads(shop.manage("shell", "-v", "0", "-c", script))
