"""The cluster test's faults under load: app server a killed with SIGKILL, and PostgreSQL
restarted, while customers order and pay through the balancer."""

import threading
import time
from collections import Counter
from dataclasses import dataclass

import stripe

from cluster.books import Books
from cluster.checks import Result, tool_create
from cluster.client import ADDRESS, Answer, Client
from cluster.stack import ORDER_LIMIT, Cluster

GOOD_CARD = {"number": "4242424242424242", "exp_month": 12, "exp_year": 2034, "cvc": "123"}
LOST = {0, 502, 503, 504}  # no answer, or the balancer's or the shop's "not now"


@dataclass
class Seen:
    name: str
    started: float
    ended: float
    answer: Answer

    @property
    def failed(self) -> bool:
        return self.answer.status == 0 or self.answer.status >= 500


class Load:
    """Customers ordering one tool and paying for it, until stopped: each at most
    ORDER_LIMIT - 2 orders (the rate limit is a minute long)."""

    def __init__(self, cluster: Cluster, customers: list[Client], tool_id: int, books: Books):
        self.cluster, self.customers, self.tool_id, self.books = cluster, customers, tool_id, books
        self.seen: list[Seen] = []
        self.stopping = threading.Event()
        self._lock = threading.Lock()
        self._threads = [
            threading.Thread(target=self._customer, args=(customer,), daemon=True)
            for customer in customers
        ]
        stripe.api_key, stripe.api_base = "sk_test_localstripe", cluster.stripe_url
        stripe.enable_telemetry = False

    def __enter__(self) -> "Load":
        for thread in self._threads:
            thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stopping.set()
        for thread in self._threads:
            thread.join()

    def _call(self, customer: Client, name: str, method: str, path: str, body=None) -> Answer:
        started = time.monotonic()
        answer = customer.call(method, path, body)
        with self._lock:
            self.seen.append(Seen(name, started, time.monotonic(), answer))
        return answer

    def _customer(self, customer: Client) -> None:
        placed = 0
        while not self.stopping.is_set() and placed < ORDER_LIMIT - 2:
            answer = self._call(
                customer,
                "order",
                "POST",
                "/api/mypurchase",
                {"tool": self.tool_id, "toolsQuantity": 1, "deliveryAddress": ADDRESS},
            )
            if answer.status == 201:
                placed += 1
                self.books.accepted(answer.json())
                self._pay(customer, answer.json()["_id"])
            elif answer.status != 0 and answer.status < 500:
                placed += 1  # a refusal counts against the rate limit too
            self.stopping.wait(0.3 if answer.status in LOST else 0.05)

    def _pay(self, customer: Client, order_id: int) -> None:
        body = {"order": order_id}
        started = self._call(customer, "start payment", "POST", "/api/create-payment-intent", body)
        if started.status != 200:
            return  # the order stays unpaid: its hold ends by itself
        card = stripe.PaymentMethod.create(type="card", card=GOOD_CARD).id
        paid = self._call(
            customer,
            "confirm payment",
            "POST",
            "/api/payments/confirm",
            {"order": order_id, "paymentMethod": card},
        )
        for _ in range(40):  # the answer was lost: ask again, as the payment page does
            if paid.status not in LOST:
                break
            self.stopping.wait(0.5)
            paid = self._call(customer, "refresh payment", "POST", "/api/payments/refresh", body)
        state = paid.json() if paid.status == 200 else None
        if state and state.get("status") == "succeeded":
            self.books.confirmed(order_id, state["transactionId"])

    def between(self, start: float, end: float) -> list[Seen]:
        with self._lock:
            return [seen for seen in self.seen if start <= seen.started < end]


def _outcomes(seen: list[Seen]) -> dict:
    return dict(Counter(f"{s.answer.status}" for s in seen))


def _both_up(cluster: Cluster) -> None:
    """Every server still running (not one killed by an earlier check) is in rotation."""
    for name in cluster.servers.keys() - cluster.killed:
        if cluster.balancer.wait_for(name, "UP", timeout=15) is None:
            raise RuntimeError(f"app server {name} is not in rotation before the fault")


def server_killed(result: Result, cluster: Cluster, admin: Client, customers, books: Books):
    _both_up(cluster)
    tool_id = tool_create(admin, "Cluster kill tool", 1000)
    books.starting[tool_id] = 1000
    with Load(cluster, customers, tool_id, books) as load:
        time.sleep(3)  # load on both servers first
        before = Counter(s.answer.served_by for s in load.seen)
        killed_at = time.monotonic()
        cluster.kill("a")
        down = cluster.balancer.wait_for("a", "DOWN", timeout=10)
        out_at = killed_at + (down if down is not None else 10)
        time.sleep(4)  # and on b alone
        ended_at = time.monotonic()
    result.note(f"before the kill: {dict(before)} answers by server")
    if result.require(down is not None, "HAProxy still sends to a 10 s after the kill"):
        result.note(f"HAProxy took a out of rotation {down:.2f} s after SIGKILL (limit 5 s)")
        result.require(down <= 5, f"a out of rotation after {down:.2f} s")
    meanwhile = load.between(killed_at - 1, out_at)
    failed = [s for s in meanwhile if s.failed]
    unclear = [s for s in failed if s.answer.status == 0 or "retry-after" not in s.answer.headers]
    result.note(
        f"from 1 s before the kill until a was out: {len(meanwhile)} requests, "
        f"{len(failed)} failed ({_outcomes(failed)}: requests a held when it died)"
    )
    result.require(not unclear, f"{len(unclear)} failures without a JSON 5xx and Retry-After")
    after = load.between(out_at + 0.2, ended_at)
    bad = [s for s in after if s.failed or s.answer.served_by != "b"]
    result.note(f"after: {len(after)} requests, all by b: {len(bad) == 0} ({_outcomes(after)})")
    result.require(after and not bad, f"{len(bad)} of {len(after)} requests failed after")
    for problem in books.problems(tools=[tool_id]):
        result.require(False, problem)
    result.note(books.summary(tool_id))
    result.note(
        f"{sum(1 for pk in books.paid if books.orders[pk][0] == tool_id)} payments confirmed"
    )


def database_restarted(result: Result, cluster: Cluster, admin: Client, customers, books: Books):
    _both_up(cluster)
    tool_id = tool_create(admin, "Cluster database tool", 1000)
    books.starting[tool_id] = 1000
    marks = {}
    with Load(cluster, customers, tool_id, books) as load:
        time.sleep(2)
        marks["stop"] = time.monotonic()
        cluster.database_restart(3, stopped=lambda: marks.setdefault("down", time.monotonic()))
        back_at = time.monotonic()
        deadline = back_at + 15
        while time.monotonic() < deadline:  # until it serves again (or 15 s)
            if any(not s.failed for s in load.between(back_at, time.monotonic())):
                break
            time.sleep(0.1)
        time.sleep(3)
        ended_at = time.monotonic()
    result.note(f"PostgreSQL was down {back_at - marks['down']:.1f} s")
    during = load.between(marks["stop"], back_at)
    failed = [s for s in load.between(marks["stop"] - 1, ended_at) if s.failed]
    unclear = [
        f"{s.name}: {s.answer.status} {s.answer.body[:80]!r}"
        for s in failed
        if s.answer.status != 503 or "retry-after" not in s.answer.headers
    ]
    result.note(f"while it was down: {len(during)} requests, {_outcomes(during)}")
    result.require(any(s.answer.status == 503 for s in during), "no 503 seen while it was down")
    result.require(not unclear, f"answers other than 503 with Retry-After: {unclear[:3]}")
    late = [s.ended for s in failed if s.started >= back_at]
    recovered = (max(late) - back_at) if late else 0.0
    after = load.between(back_at + recovered, ended_at)
    result.note(
        f"served again {recovered:.1f} s after it came back (limit 10 s); then "
        f"{len(after)} requests, {_outcomes(after)}"
    )
    result.require(recovered <= 10, f"recovered only after {recovered:.1f} s")
    result.require(after and not any(s.failed for s in after), "failures after recovery")
    for problem in books.problems(tools=[tool_id]):
        result.require(False, problem)
    result.note(books.summary(tool_id))
