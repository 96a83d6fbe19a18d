"""The real stack (gunicorn's workers, config/wsgi.py) as production runs it: metrics that
add up over the workers, JSON log lines, and PostgreSQL going away and coming back."""

import json
import os
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor

import psycopg
import pytest
import requests
from prometheus_client.parser import text_string_to_metric_families

from devtools.ports import reserved_ports
from devtools.processes import ROOT
from devtools.runners import postgres_server, running_shop
from shop.tests.factories import DELIVERY_ADDRESS

pytestmark = pytest.mark.one_database

TOKEN = "metrics-token-for-the-tests"


def tool_list_count(url: str) -> float:
    text = requests.get(f"{url}/metrics", headers={"Authorization": f"Bearer {TOKEN}"}, timeout=10)
    assert text.status_code == 200, text.text
    for family in text_string_to_metric_families(text.text):
        for sample in family.samples:
            if sample.name == "shop_http_requests_total" and sample.labels == {
                "endpoint": "tool-list",
                "method": "GET",
                "status": "2xx",
            }:
                return sample.value
    return 0


def settled_tool_list_count(url: str) -> float:
    """The count once it stops moving: a request is counted when the server closes its
    answer, a moment after the client has the last byte (the readiness poll's, here)."""
    counted = tool_list_count(url)
    for _ in range(50):
        time.sleep(0.2)
        again = tool_list_count(url)
        if again == counted:
            return counted
        counted = again
    raise AssertionError("the tool list's count did not settle")


def test_metrics_add_up_over_the_workers_and_logs_are_json_lines(monkeypatch, tmp_path):
    metrics_folder = tmp_path / "metrics"
    metrics_folder.mkdir()
    (metrics_folder / "counter_99999.db").write_bytes(b"left by an earlier run")
    monkeypatch.setenv("METRICS_TOKEN", TOKEN)
    monkeypatch.setenv("LOG_FORMAT", "json")
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(metrics_folder))
    log = tmp_path / "shop.log"

    with running_shop(
        firebase_host="127.0.0.1:9", seed=False, workers=2, threads=2, log=log
    ) as shop:
        before = settled_tool_list_count(shop.url)
        ids, sent = set(), 0

        def list_tools(_):
            response = requests.get(f"{shop.url}/api/tools", timeout=10)  # a new connection
            assert response.status_code == 200
            return response.headers["X-Request-ID"]

        def workers_that_counted_the_list():
            files = metrics_folder.glob("counter_*.db")
            return {p.name for p in files if b"tool-list" in p.read_bytes()}

        # The kernel picks the worker for each connection: eight at a time, until both
        # workers have answered some (one worker may take twenty in a row on a quiet machine).
        with ThreadPoolExecutor(8) as pool:
            for _ in range(25):
                ids.update(pool.map(list_tools, range(8)))
                sent += 8
                if len(workers_that_counted_the_list()) == 2:
                    break
        assert len(workers_that_counted_the_list()) == 2
        # Whichever worker answers the scrape, it adds up every worker's numbers.
        assert settled_tool_list_count(shop.url) == before + sent
        assert [tool_list_count(shop.url) for _ in range(4)] == [before + sent] * 4
        # The file an earlier run left is gone: only the two workers' counts are read.
        pids = {p.name.split("_")[-1] for p in metrics_folder.glob("counter_*.db")}
        assert len(pids) == 2

    lines = [line for line in log.read_text().splitlines() if line.strip()]
    entries = [json.loads(line) for line in lines]  # every line is one JSON object
    access = [e for e in entries if e["logger"] == "gunicorn.access" and e["path"] == "/api/tools"]
    assert {e["request_id"] for e in access} >= ids
    line = access[-1]
    assert (line["method"], line["status"], line["level"]) == ("GET", 200, "INFO")
    assert isinstance(line["duration_ms"], float) and line["time"].endswith("+00:00")
    assert any(e["logger"] == "gunicorn.error" for e in entries)  # gunicorn's own lines too


SET_UP = """
import json
from accounts.models import User
from accounts.tokens import access_token_for
from shop.models import Tool
tool = Tool.objects.create(name="Brush", description="d", img="/x.svg", price=3,
                           minimum_order_quantity=1, available_quantity=10)
customer = User.objects.create_user("outage@example.com")
print(json.dumps({"tool": tool.id, "token": access_token_for(customer)}))
"""


def wait_for_status(url: str, status: int, timeout: float) -> float:
    """Seconds until url answers status (new connections: any worker)."""
    started = time.monotonic()
    while True:
        try:
            if requests.get(url, timeout=5).status_code == status:
                return time.monotonic() - started
        except requests.ConnectionError:
            pass
        if time.monotonic() - started > timeout:
            raise AssertionError(f"{url} did not answer {status} within {timeout} s")
        time.sleep(0.1)


def test_postgresql_down_answers_503_and_the_shop_recovers_by_itself():
    with reserved_ports(1) as (port,), postgres_server(port) as database_url:
        with psycopg.connect(f"postgres://postgres@127.0.0.1:{port}/postgres") as admin:
            data_dir = admin.execute("SHOW data_directory").fetchone()[0]
        server = {**os.environ, "PG_TEST_PORT": str(port), "PG_TEST_DIR": data_dir}
        script = str(ROOT / "scripts" / "pg-test-server")

        with running_shop(
            firebase_host="127.0.0.1:9", seed=False, workers=2, threads=2, database_url=database_url
        ) as shop:
            given = json.loads(shop.manage("shell", "-v", "0", "-c", SET_UP))
            customer = {"Authorization": f"Bearer {given['token']}"}
            order = {"tool": given["tool"], "toolsQuantity": 1, "deliveryAddress": DELIVERY_ADDRESS}
            assert requests.get(f"{shop.url}/api/tools", timeout=10).status_code == 200
            assert requests.get(f"{shop.url}/readyz", timeout=10).status_code == 200

            subprocess.run([script, "stop"], env=server, check=True)
            try:
                api = requests.get(f"{shop.url}/api/tools", timeout=10)
                page = requests.get(f"{shop.url}/paintings", timeout=10)
                placing = requests.post(
                    f"{shop.url}/api/mypurchase", json=order, headers=customer, timeout=10
                )
                ready = requests.get(f"{shop.url}/readyz", timeout=10)
                alive = requests.get(f"{shop.url}/healthz", timeout=10)
            finally:
                subprocess.run([script, "start"], env=server, check=True, capture_output=True)

            for answer in (api, placing):
                assert answer.status_code == 503
                assert answer.json()["code"] == "service_unavailable"
                assert int(answer.headers["Retry-After"]) > 0
            assert page.status_code == 503 and int(page.headers["Retry-After"]) > 0
            assert "unavailable for a moment" in page.text
            assert ready.status_code == 503 and ready.json()["checks"]["database"] == "failed"
            assert alive.status_code == 200

            took = wait_for_status(f"{shop.url}/api/tools", 200, timeout=10)
            assert took < 10
            # Every worker has a working connection again, and nothing was half-written.
            for _ in range(10):
                assert requests.get(f"{shop.url}/api/tools/{given['tool']}", timeout=10).ok
            with psycopg.connect(database_url) as connection:
                assert connection.execute("SELECT count(*) FROM orders_order").fetchone()[0] == 0
                stock = connection.execute(
                    "SELECT available_quantity FROM shop_tool WHERE id = %s", [given["tool"]]
                ).fetchone()[0]
            assert stock == 10
            placed = requests.post(
                f"{shop.url}/api/mypurchase", json=order, headers=customer, timeout=10
            )
            assert placed.status_code == 201
