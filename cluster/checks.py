"""The cluster test's checks that need no fault: an image across servers, the cache across
servers (signed in at once, visitors within a second), shared rate limits, and 200 orders at
once on both servers. Each answers a
Result: PASS or FAIL with the numbers that show it."""

import io
import os
import time
import traceback
import urllib.request
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from PIL import Image

from cluster.client import Client, firebase_account, fresh_address, sign_in
from cluster.stack import ORDER_LIMIT, SIGN_IN_LIMIT, Cluster


@dataclass
class Result:
    name: str
    passed: bool = True
    numbers: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def note(self, text: str) -> None:
        self.numbers.append(text)

    def require(self, condition: bool, problem: str) -> bool:
        if not condition:
            self.passed = False
            self.problems.append(problem)
        return condition


def run_check(name: str, check, *args) -> Result:
    """check(result, *args), timed; an exception is a FAIL that says where."""
    result = Result(name)
    start = time.monotonic()
    try:
        check(result, *args)
    except Exception as exc:  # a check that breaks is a FAIL, and the run goes on
        result.passed = False
        result.problems.append(f"{type(exc).__name__}: {exc}")
        result.problems.append(traceback.format_exc(limit=3).strip().splitlines()[-3])
    result.seconds = time.monotonic() - start
    return result


def tool_create(admin: Client, name: str, stock: int, img: str = "/static/favicon.ico") -> int:
    body = {
        "name": name,
        "description": f"{name}, made by the cluster test.",
        "img": img,
        "price": "12.50",
        "minimumOrderQuantity": 1,
        "availableQuantity": stock,
    }
    answer = admin.call("POST", "/api/tools", body)
    if answer.status != 201:
        raise RuntimeError(f"POST /api/tools: {answer.status} {answer.body[:300]!r}")
    return answer.json()["_id"]


def _png() -> bytes:
    image = Image.new("RGB", (96, 64))
    image.putdata([(x * 2, y * 3, (x * y) % 256) for y in range(64) for x in range(96)])
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def _multipart(field_name: str, filename: str, content: bytes, kind: str) -> tuple[bytes, str]:
    boundary = "cluster-test-boundary"
    head = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="{field_name}"; '
        f'filename="{filename}"\r\nContent-Type: {kind}\r\n\r\n'
    ).encode()
    return head + content + f"\r\n--{boundary}--\r\n".encode(), (
        f"multipart/form-data; boundary={boundary}"
    )


def _fetch(cluster: Cluster, url: str, server: str) -> tuple[int, bytes]:
    """An image URL as the API gave it: a URL elsewhere (object storage) as it is, a path
    through the balancer to server."""
    if "://" not in url:
        answer = Client(cluster.url).call("GET", url, server=server)
        return answer.status, answer.body
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as exc:
        return exc.code, b""


def files_in(folders) -> list[str]:
    return [
        os.path.join(folder, name)
        for root in folders
        for folder, _, names in os.walk(root)
        for name in names
    ]


def image_across_servers(result: Result, cluster: Cluster, admin: Client) -> None:
    content = _png()
    body, kind = _multipart("image", "cluster.png", content, "image/png")
    uploaded = admin.call("POST", "/api/images", raw=body, content_type=kind, server="a")
    if not result.require(
        uploaded.status == 201 and uploaded.served_by == "a",
        f"upload through a: {uploaded.status} by {uploaded.served_by!r} {uploaded.body[:200]!r}",
    ):
        return
    url = uploaded.json()["data"]["display_url"]
    tool_id = tool_create(admin, "Cluster image tool", 5, img=url)
    seen = Client(cluster.url).call("GET", f"/api/tools/{tool_id}", server="b")
    result.require(seen.served_by == "b", f"the tool was read by {seen.served_by!r}, not b")
    image_url = (seen.json() or {}).get("img", "")
    status, served = _fetch(cluster, image_url, server="b")
    result.note(f"uploaded {len(content)} bytes through a; b's API names {image_url[:80]}")
    result.require(
        status == 200 and served == content,
        f"that URL answered {status} with {len(served)} bytes, not the {len(content)} uploaded",
    )
    # The worker makes the WebP copies (a job); b's API lists them once made.
    deadline, srcset = time.monotonic() + 15, ""
    while time.monotonic() < deadline and not srcset:
        time.sleep(0.5)
        srcset = (
            Client(cluster.url).call("GET", f"/api/tools/{tool_id}", server="b").json() or {}
        ).get("imgSrcset") or ""
    if result.require(bool(srcset), "no image copies (imgSrcset) within 15 s"):
        copy_url = srcset.split(",")[0].split()[0]
        status, copy = _fetch(cluster, copy_url, server="b")
        result.require(status == 200 and copy[:4] == b"RIFF", f"a copy answered {status}")
        result.note(f"the worker's copies served too ({len(srcset.split(','))} sizes)")
    local = files_in(cluster.media_folders)
    result.note(f"files in the {len(cluster.media_folders)} media folders: {len(local)}")
    result.require(not local, f"media folders are not empty: {local[:3]}")


def cache_across_servers(result: Result, cluster: Cluster, admin: Client, reader: Client) -> None:
    """A signed-in reader (reader has a token: the fronts' micro-cache never answers it)."""
    tool_id = tool_create(admin, "Cluster cache tool", 40)
    path, listing = f"/api/tools/{tool_id}", "/api/tools?limit=100&ordering=-_id"
    for _ in range(2):  # rendered, then answered from b's memory
        before = reader.call("GET", path, server="b")
        reader.call("GET", listing, server="b")
    changed = admin.call("PATCH", path, {"availableQuantity": 7}, server="a")
    result.require(changed.status == 200 and changed.served_by == "a", f"PATCH: {changed.status}")
    changed_at = time.monotonic()
    after = reader.call("GET", path, server="b")
    listed = reader.call("GET", listing, server="b")
    lag_ms = (time.monotonic() - changed_at) * 1000
    in_list = {tool["_id"]: tool for tool in listed.json()["results"]}.get(tool_id, {})
    result.note(
        f"b's cached tool said {before.json()['availableQuantity']}, then "
        f"{after.json()['availableQuantity']} (detail) and {in_list.get('availableQuantity')} "
        f"(list) {lag_ms:.0f} ms after a's change to 7"
    )
    result.require(after.served_by == "b" and listed.served_by == "b", "not read through b")
    result.require(after.json()["availableQuantity"] == 7, "b's tool is out of date")
    result.require(in_list.get("availableQuantity") == 7, "b's list is out of date")
    result.require(after.headers.get("etag") != before.headers.get("etag"), "same ETag")


def visitors_within_a_second(result: Result, cluster: Cluster, admin: Client) -> None:
    """A visitor (no token, no cookie) is answered by each server's front from its
    micro-cache (ops/nginx/shop.conf): a change made through a reaches them through both
    fronts at most 1 s after the change's answer."""
    tool_id = tool_create(admin, "Cluster micro-cache tool", 40)
    visitor, path = Client(cluster.url), f"/api/tools/{tool_id}"
    kept = {
        server: [visitor.call("GET", path, server=server).headers.get("x-front-cache")]
        for server in "ab"
    }
    for server in "ab":
        kept[server].append(visitor.call("GET", path, server=server).headers.get("x-front-cache"))
    changed = admin.call("PATCH", path, {"availableQuantity": 5}, server="a")
    result.require(changed.status == 200, f"PATCH: {changed.status}")
    changed_at = time.monotonic()
    late: list[str] = []
    fresh_after: dict[str, float] = {}
    while (sent := time.monotonic() - changed_at) < 1.5:
        for server in "ab":
            answer = visitor.call("GET", path, server=server)
            quantity = (answer.json() or {}).get("availableQuantity")
            if quantity == 5:
                fresh_after.setdefault(server, sent)
            elif sent >= 1.0:
                late.append(f"{server} at {sent:.2f} s: {quantity} ({answer.status})")
        time.sleep(0.05)
    result.note(f"the fronts' second answers before the change: {kept}")
    result.note(
        "the change first seen by a visitor "
        + ", ".join(f"through {s} after {t * 1000:.0f} ms" for s, t in sorted(fresh_after.items()))
    )
    result.require(all("HIT" in statuses for statuses in kept.values()), "no front kept it")
    result.require(not late, f"stale more than 1 s after the change: {late[:3]}")
    result.require(set(fresh_after) == {"a", "b"}, "a front never showed the change")


def rate_limits_shared(result: Result, cluster: Cluster, admin: Client) -> None:
    servers = ["a", "b"]
    email, id_token = firebase_account(cluster.firebase_host, "rate")
    client = Client(cluster.url, email=email, source=fresh_address())
    answers = [
        sign_in(client, email, id_token, server=servers[n % 2]) for n in range(SIGN_IN_LIMIT + 1)
    ]
    statuses = [answer.status for answer in answers]
    by = Counter(answer.served_by for answer in answers)
    result.note(
        f"sign-ins from one address, a and b in turn ({dict(by)}): "
        f"{statuses.count(200)} x 200, then {statuses[-1]} (limit {SIGN_IN_LIMIT}/minute)"
    )
    result.require(statuses == [200] * SIGN_IN_LIMIT + [429], f"sign-ins answered {statuses}")
    client.token = answers[0].json()["token"]
    tool_id = tool_create(admin, "Cluster rate tool", 100)
    orders = [client.order(tool_id, server=servers[n % 2]) for n in range(ORDER_LIMIT + 1)]
    statuses = [answer.status for answer in orders]
    by = Counter(answer.served_by for answer in orders)
    result.note(
        f"orders of one customer, a and b in turn ({dict(by)}): {statuses.count(201)} x 201, "
        f"then {statuses[-1]} {orders[-1].code} (limit {ORDER_LIMIT}/minute)"
    )
    result.require(statuses == [201] * ORDER_LIMIT + [429], f"orders answered {statuses}")
    result.require("retry-after" in orders[-1].headers, "the 429 has no Retry-After")


def flash_sale(result: Result, cluster: Cluster, admin: Client, customers: list[Client], books):
    """200 orders at once for a tool of 150, split over a and b."""
    stock, count = 150, 200
    tool_id = tool_create(admin, "Cluster flash-sale tool", stock)
    books.starting[tool_id] = stock

    def place(number: int):
        customer = customers[number % len(customers)]
        return customer.order(tool_id, server="ab"[number % 2])

    start = time.monotonic()
    with ThreadPoolExecutor(max_workers=40) as pool:
        answers = list(pool.map(place, range(count)))
    took = time.monotonic() - start
    accepted = [answer for answer in answers if answer.status == 201]
    for answer in accepted:
        books.accepted(answer.json())
    outcomes = Counter(f"{answer.status} {answer.code or ''}".strip() for answer in answers)
    by = Counter(answer.served_by for answer in answers)
    latencies = sorted(answer.seconds for answer in answers)
    result.note(
        f"{count} orders in {took:.1f} s ({count / took:.0f}/s, p50 "
        f"{latencies[count // 2] * 1000:.0f} ms, max {latencies[-1] * 1000:.0f} ms) by "
        f"{dict(by)}: {dict(outcomes)}"
    )
    result.require(len(accepted) == stock, f"{len(accepted)} accepted for a stock of {stock}")
    refused = outcomes.get("400 above_available", 0)
    result.require(refused == count - stock, f"{refused} refused as sold out")
    problems = books.problems(tools=[tool_id])
    result.note(books.summary(tool_id))
    for problem in problems:
        result.require(False, problem)
