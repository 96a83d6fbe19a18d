"""The customers of bench/load: they browse, order (with a delivery address), cancel, pay
and leave some orders unpaid until their hold ends; one admin ships, delivers and refunds
paid orders. Everybody notes every order the shop accepted, paid, cancelled, shipped,
delivered or refunded, so that bench/load can check the books afterwards.

bench/load runs it (locust, headless) with these in the environment:
  LOAD_CUSTOMERS  a JSON file: [{"email": ..., "token": <the shop's JWT>}, ...]
  LOAD_RECORD     where to write what the customers saw, when locust quits
  LOAD_STRIPE_URL the localstripe the shop uses (the "browser" makes its cards there)
  LOAD_ADMIN      a JSON file: {"email": ..., "token": <the shop's JWT of an admin>}

An answer is either what the call should give, a refusal that is correct behaviour (a
code the shop may give for that call, e.g. 400 above_available on a sold-out tool), or an
error: any other status, a 5xx, a connection error, an API answer that is not JSON.
"""

import itertools
import json
import logging
import os
import random
from collections import Counter, defaultdict
from decimal import Decimal
from pathlib import Path

import stripe
from locust import HttpUser, between, events, task

GOOD_CARD = {"number": "4242424242424242", "exp_month": 12, "exp_year": 2034, "cvc": "123"}
ADDRESS = {
    "fullName": "Load Customer",
    "line1": "1 Bench Street",
    "line2": "",
    "city": "Springfield",
    "region": "IL",
    "postalCode": "62701",
    "country": "US",
    "phone": "+1 555 0100",
}
# Leaves this share of its orders unpaid: their holds end and the shop expires them.
UNPAID_SHARE = 0.2
# The answers an order's hold ending can give in the middle of paying or cancelling it.
EXPIRED = {409: {"order_expired"}}


class Record:
    """What the customers were told, for every customer together."""

    def __init__(self) -> None:
        self.accepted: dict[int, dict] = {}  # order id -> {tool, quantity}
        self.duplicates: list[int] = []  # ids the shop answered 201 with more than once
        self.paid: dict[int, str] = {}  # order id -> transaction id
        self.cancelled: set[int] = set()
        self.left_unpaid: set[int] = set()  # never paid nor cancelled: their holds end
        self.shipped: set[int] = set()
        self.delivered: set[int] = set()
        self.refunded: set[int] = set()
        self.refusals: dict[str, Counter] = defaultdict(Counter)  # request -> answer -> count
        self.client_errors: list[str] = []  # failures outside the shop (localstripe)

    def order_accepted(self, order: dict) -> None:
        if order["_id"] in self.accepted:
            self.duplicates.append(order["_id"])
        self.accepted[order["_id"]] = {"tool": order["tool"], "quantity": order["toolsQuantity"]}

    def as_json(self, stats) -> dict:
        entries = sorted(stats.entries.values(), key=lambda entry: (entry.name, entry.method))
        return {
            "accepted": self.accepted,
            "duplicates": self.duplicates,
            "paid": self.paid,
            "cancelled": sorted(self.cancelled),
            "left_unpaid": sorted(self.left_unpaid),
            "shipped": sorted(self.shipped),
            "delivered": sorted(self.delivered),
            "refunded": sorted(self.refunded),
            "refusals": {name: dict(codes) for name, codes in self.refusals.items()},
            "client_errors": self.client_errors,
            "requests": [_summary(entry) for entry in [*entries, stats.total]],
            "failures": [
                {"request": f"{e.method} {e.name}", "error": str(e.error), "count": e.occurrences}
                for e in stats.errors.values()
            ],
        }


def _summary(entry) -> dict:
    return {
        "name": f"{entry.method} {entry.name}" if entry.method else "all",
        "requests": entry.num_requests,
        "failures": entry.num_failures,
        "rps": entry.total_rps,
        "p50": entry.get_response_time_percentile(0.5),
        "p99": entry.get_response_time_percentile(0.99),
    }


record = Record()
_customers = None
_admin = None


@events.test_start.add_listener
def _set_up(environment, **kwargs) -> None:
    global _customers, _admin
    stripe.api_key = "sk_test_localstripe"
    stripe.api_base = os.environ["LOAD_STRIPE_URL"]
    stripe.enable_telemetry = False
    logging.getLogger("stripe").setLevel(logging.WARNING)
    _customers = itertools.cycle(json.loads(Path(os.environ["LOAD_CUSTOMERS"]).read_text()))
    _admin = json.loads(Path(os.environ["LOAD_ADMIN"]).read_text())


@events.quitting.add_listener
def _write_record(environment, **kwargs) -> None:
    Path(os.environ["LOAD_RECORD"]).write_text(json.dumps(record.as_json(environment.stats)))


def _answer(
    response, ok: int | None, refusals: dict[int, set[str]] | None = None
) -> dict | list | None:
    """The JSON body of the answer the call should give (status ok), else None: counts a
    correct refusal (a status and code in refusals), and fails anything else."""
    if response.status_code == 0:
        response.failure(f"no answer: {response.error}")
        return None
    if not response.headers.get("Content-Type", "").startswith("application/json"):
        response.failure(f"{response.status_code} not JSON: {response.text[:200]!r}")
        return None
    try:
        body = response.json()
    except ValueError:
        response.failure(f"{response.status_code} invalid JSON: {response.text[:200]!r}")
        return None
    if response.status_code == ok:
        response.success()
        return body
    code = body.get("code") if isinstance(body, dict) else None
    if code in (refusals or {}).get(response.status_code, set()):
        response.success()
        request = f"{response.request_meta['request_type']} {response.request_meta['name']}"
        record.refusals[request][f"{response.status_code} {code}"] += 1
        return None
    response.failure(f"unexpected {response.status_code}: {json.dumps(body)[:300]}")
    return None


class Customer(HttpUser):
    wait_time = between(0.02, 0.2)

    def on_start(self) -> None:
        customer = next(_customers)
        self.email = customer["email"]
        self.client.headers["Authorization"] = f"Bearer {customer['token']}"
        self.tools: dict[int, dict] = {}  # id -> the tool as last seen
        self.pending: list[int] = []
        self.settled: list[int] = []  # paid or cancelled
        while not self.tools:
            self.browse_tools()

    def _post(self, path: str, name: str, body: dict | None = None):
        return self.client.post(path, json=body, name=name, catch_response=True, timeout=60)

    def _get(self, path: str, name: str):
        return self.client.get(path, name=name, catch_response=True, timeout=60)

    def _take_pending(self) -> int | None:
        if not self.pending:
            return None
        return self.pending.pop(random.randrange(len(self.pending)))

    # --- browsing ---------------------------------------------------------------------

    @task(10)
    def browse_tools(self) -> None:
        offset = random.choice([0, 0, 0, 5, 10])
        with self._get(f"/api/tools?limit=20&offset={offset}", "/api/tools?limit=20") as response:
            body = _answer(response, 200)
            if body is not None:
                self.tools.update({tool["_id"]: tool for tool in body["results"]})

    @task(10)
    def tool_detail(self) -> None:
        tool_id = random.choice(list(self.tools))
        with self._get(f"/api/tools/{tool_id}", "/api/tools/{id}") as response:
            body = _answer(response, 200)
            if body is not None:
                self.tools[tool_id] = body

    @task(4)
    def reviews(self) -> None:
        with self._get("/api/review?limit=20", "/api/review?limit=20") as response:
            _answer(response, 200)

    @task(3)
    def paintings(self) -> None:
        with self._get("/api/paintings", "/api/paintings") as response:
            _answer(response, 200)

    @task(3)
    def home_page(self) -> None:
        with self._get("/", "/ (HTML)") as response:
            if response.status_code != 200 or "text/html" not in response.headers.get(
                "Content-Type", ""
            ):
                response.failure(f"{response.status_code} {response.headers.get('Content-Type')}")
            else:
                response.success()

    @task(2)
    def my_orders(self) -> None:
        with self._get(f"/api/mypurchase?customer={self.email}&limit=20", "/api/mypurchase") as r:
            _answer(r, 200)

    # --- ordering ---------------------------------------------------------------------

    @task(8)
    def place_order(self) -> None:
        tool = random.choice(list(self.tools.values()))
        minimum = tool["minimumOrderQuantity"]
        roll = random.random()
        if roll < 0.03 and minimum > 1:
            quantity, refusal = minimum - 1, "below_minimum"
        elif roll < 0.15 and minimum <= tool["availableQuantity"] <= 10 * minimum:
            quantity, refusal = tool["availableQuantity"], "above_available"  # the last few
        else:
            quantity, refusal = random.randint(minimum, 3 * minimum), "above_available"
        body = {"tool": tool["_id"], "toolsQuantity": quantity, "deliveryAddress": ADDRESS}
        refusals = {400: {refusal}, 409: {"too_many_unpaid_orders"}}
        with self._post("/api/mypurchase", "/api/mypurchase", body) as response:
            order = _answer(response, 201, refusals)
            if order is None:
                return
            if (order["tool"], order["toolsQuantity"], order["status"]) != (
                tool["_id"],
                quantity,
                "pending",
            ):
                response.failure(f"not the order asked for: {order}")
            if order["deliveryAddress"]["city"] != ADDRESS["city"] or not order["expiresAt"]:
                response.failure(f"no address or no hold: {order}")
            record.order_accepted(order)
            if random.random() < UNPAID_SHARE:
                record.left_unpaid.add(order["_id"])
            else:
                self.pending.append(order["_id"])

    @task(2)
    def cancel_order(self) -> None:
        order_id = self._take_pending()
        if order_id is not None:
            self._cancel(order_id)

    def _cancel(self, order_id: int) -> None:
        path = f"/api/mypurchase/{order_id}/cancel"
        with self._post(path, "/api/mypurchase/{id}/cancel") as response:
            order = _answer(response, 200, {409: {"not_cancellable"}})
            if order is None:
                return
            if order["status"] != "cancelled":
                response.failure(f"not cancelled: {order}")
                return
            record.cancelled.add(order_id)
            self.settled.append(order_id)

    # --- paying -----------------------------------------------------------------------

    def _start_payment(self, order_id: int) -> bool:
        """The payment page's start: a checkout of this order alone (to its address by the
        cheapest method, the seeded demo's shipping in it; an export's line without the
        shop's VAT), whose total is the amount."""
        body = {"order": order_id}
        with self._post("/api/create-payment-intent", "/api/create-payment-intent", body) as r:
            started = _answer(r, 200, EXPIRED)
            if started is None:
                return False
            if started["order"]["_id"] != order_id:
                r.failure(f"wrong order: {started}")
                return False
        checkout_id = started["checkout"]
        with self._get(f"/api/checkouts/{checkout_id}", "/api/checkouts/{id}") as r:
            checkout = _answer(r, 200)
            if checkout is None:
                return False
            lines = [line["_id"] for line in checkout["lines"]]
            amount = int(Decimal(str(checkout["total"])) * 100)
            if lines != [order_id] or started["amount"] != amount:
                r.failure(f"wrong amount or order: {started} for {checkout}")
                return False
            return True

    @task(4)
    def pay_order(self) -> None:
        order_id = self._take_pending()
        if order_id is None or not self._start_payment(order_id):
            return
        try:
            card = stripe.PaymentMethod.create(type="card", card=GOOD_CARD).id
        except stripe.StripeError as exc:
            record.client_errors.append(f"localstripe PaymentMethod.create: {exc}")
            return
        body = {"order": order_id, "paymentMethod": card}
        with self._post("/api/payments/confirm", "/api/payments/confirm", body) as response:
            # The hold can end (and the job cancel the PaymentIntent) between the two calls.
            state = _answer(response, 200, {**EXPIRED, 400: {"payment_failed"}})
            if state is None:
                return
            if state["status"] != "succeeded" or not (state["transactionId"] or "").startswith(
                "pi_"
            ):
                response.failure(f"not paid: {state}")
                return
            record.paid[order_id] = state["transactionId"]
            self.settled.append(order_id)

    @task(1)
    def abandon_checkout(self) -> None:
        """Starts paying, thinks better of it and cancels the order."""
        order_id = self._take_pending()
        if order_id is not None and self._start_payment(order_id):
            self._cancel(order_id)

    @task(1)
    def touch_a_settled_order(self) -> None:
        """Cancelling or paying a paid or cancelled order is refused, always."""
        if not self.settled:
            return
        order_id = random.choice(self.settled)
        if random.random() < 0.5:
            path, name = f"/api/mypurchase/{order_id}/cancel", "/api/mypurchase/{id}/cancel"
            refusal, body = "not_cancellable", None
        else:
            path, name = "/api/create-payment-intent", "/api/create-payment-intent"
            refusal, body = "not_payable", {"order": order_id}
        # Paid orders the admin refunded or shipped meanwhile are refused all the same.
        with self._post(path, name, body) as response:
            _answer(response, None, {409: {refusal}})


class Admin(HttpUser):
    """The shop's admin: ships and refunds paid orders, marks shipped ones delivered."""

    fixed_count = 1
    wait_time = between(0.2, 0.5)

    def on_start(self) -> None:
        self.client.headers["Authorization"] = f"Bearer {_admin['token']}"

    def _orders(self, status: str) -> list[dict]:
        path = f"/api/manage/orders?status={status}&limit=50"
        with self.client.get(
            path, name="/api/manage/orders?status=", catch_response=True, timeout=60
        ) as response:
            body = _answer(response, 200)
        return body["results"] if body else []

    def _act(self, order_id: int, action: str, status: str, body: dict | None = None) -> bool:
        path = f"/api/manage/orders/{order_id}/{action}"
        name = f"/api/manage/orders/{{id}}/{action}"
        with self.client.post(path, json=body, name=name, catch_response=True, timeout=60) as r:
            order = _answer(r, 200)
            if order is None:
                return False
            if order["status"] != status:
                r.failure(f"not {status}: {order}")
                return False
            return True

    @task(2)
    def ship(self) -> None:
        orders = self._orders("paid")
        if orders:
            order_id = random.choice(orders)["_id"]
            body = {
                "carrier": "Bench Post",
                "trackingNumber": f"BP{order_id:08d}",
                "trackingUrl": f"https://track.example.com/BP{order_id:08d}",
            }
            if self._act(order_id, "ship", "shipped", body):
                record.shipped.add(order_id)

    @task(1)
    def deliver(self) -> None:
        orders = self._orders("shipped")
        if orders:
            order_id = random.choice(orders)["_id"]
            if self._act(order_id, "deliver", "delivered"):
                record.delivered.add(order_id)

    @task(2)
    def refund(self) -> None:
        orders = self._orders("paid")
        if orders:
            order_id = random.choice(orders)["_id"]
            if self._act(order_id, "refund", "refunded"):
                record.refunded.add(order_id)

    @task(1)
    def overview(self) -> None:
        with self.client.get(
            "/api/manage/overview", name="/api/manage/overview", catch_response=True, timeout=60
        ) as response:
            _answer(response, 200)
