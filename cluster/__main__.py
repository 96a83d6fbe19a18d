"""The cluster test (`make cluster-test`): two app servers behind HAProxy on loopback, with
one PostgreSQL, one Redis, one S3-compatible server and one job worker, and the checks that
they work as one shop, also when a server dies or the database restarts. Prints each check
as PASS or FAIL with its numbers, and a summary; exits non-zero on any FAIL. Stops
everything it started, also on a failure or Ctrl-C. Logs: .local/cluster-test/.

    .venv/bin/python -m cluster
"""

import contextlib
import logging
import os
import signal
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings"

from cluster.books import Books, payments_problems  # noqa: E402
from cluster.checks import (  # noqa: E402
    cache_across_servers,
    flash_sale,
    image_across_servers,
    rate_limits_shared,
    run_check,
    visitors_within_a_second,
)
from cluster.client import customer  # noqa: E402
from cluster.faults import database_restarted, server_killed  # noqa: E402
from cluster.stack import LOGS, running_cluster  # noqa: E402


def _interrupt(signum, frame):
    raise KeyboardInterrupt


_STARTED = time.monotonic()


def _say(text: str) -> None:
    print(f"[{time.monotonic() - _STARTED:5.1f} s] {text}", flush=True)


def _customers(cluster, count: int, label: str) -> list:
    with ThreadPoolExecutor(max_workers=6) as pool:
        return list(
            pool.map(
                lambda n: customer(cluster.url, cluster.firebase_host, f"{label}{n}"), range(count)
            )
        )


def _report(result) -> None:
    print(f"{'PASS' if result.passed else 'FAIL'}  {result.name} ({result.seconds:.1f} s)")
    for line in result.numbers:
        print(f"        {line}")
    for problem in result.problems:
        print(f"     !  {problem}")
    sys.stdout.flush()


def run() -> bool:
    started = time.monotonic()
    results = []
    with running_cluster(say=_say) as cluster:
        os.environ.update(cluster.env)  # the books are read with the shop's own settings
        import django

        django.setup()
        logging.getLogger("stripe").setLevel(logging.WARNING)
        from django.db import connections

        from accounts.services import user_make_admin

        ready = time.monotonic() - started
        _say(
            f"The cluster is up after {ready:.0f} s: {cluster.url} in front of "
            + ", ".join(f"{n} ({s.address})" for n, s in cluster.servers.items())
        )
        admin = customer(cluster.url, cluster.firebase_host, "admin")
        user_make_admin(email=admin.email)
        flash, killing, restarting = (
            _customers(cluster, 10, "flash"),
            _customers(cluster, 10, "kill"),
            _customers(cluster, 8, "restart"),
        )
        _say(
            f"Signed up 29 customers and an admin through the balancer "
            f"({time.monotonic() - started - ready:.0f} s). The checks:"
        )
        books = Books()
        checks = [
            ("an image uploaded through a is served through b", image_across_servers, admin),
            (
                "a stock change made through a is in b's answers to a signed-in reader at once",
                cache_across_servers,
                admin,
                flash[0],
            ),
            (
                "a visitor through either front sees a change made through a within 1 s",
                visitors_within_a_second,
                admin,
            ),
            ("the sign-in and order rate limits are shared by a and b", rate_limits_shared, admin),
            (
                "200 orders at once over a and b sell exactly the stock",
                flash_sale,
                admin,
                flash,
                books,
            ),
            (
                "a killed (SIGKILL) under orders and payments: out within 5 s, nothing lost",
                server_killed,
                admin,
                killing,
                books,
            ),
            (
                "PostgreSQL restarted under load: 503 + Retry-After, back within 10 s, "
                "nothing half-written",
                database_restarted,
                admin,
                restarting,
                books,
            ),
        ]
        for name, check, *args in checks:
            results.append(run_check(name, check, cluster, *args))
            _report(results[-1])
        results.append(
            run_check(
                "no payment lost: every succeeded PaymentIntent is a paid order", _payments, cluster
            )
        )
        _report(results[-1])
        connections.close_all()
        _say("Stopping everything...")
    took = time.monotonic() - started
    failed = [result for result in results if not result.passed]
    print(
        f"\nSummary: {len(results) - len(failed)} of {len(results)} checks passed in "
        f"{took:.0f} s (logs in {LOGS.relative_to(ROOT)}/)"
    )
    for result in results:
        print(f"  {'PASS' if result.passed else 'FAIL'}  {result.name}")
    if failed:
        _print_log_tails()
    return not failed


def _payments(result, cluster) -> None:
    problems, numbers = payments_problems(cluster.stripe_url)
    result.note(numbers)
    for problem in problems:
        result.require(False, problem)


def _print_log_tails(lines: int = 20) -> None:
    """The app servers' last log lines, so that a failure in CI shows its cause."""
    for log in sorted(LOGS.glob("server-*.log")):
        tail = log.read_text(errors="replace").splitlines()[-lines:]
        print(f"\n--- the last {len(tail)} lines of {log.relative_to(ROOT)}:")
        print("\n".join(tail))


def main() -> int:
    # Also when started in the background (SIGINT ignored) or stopped with SIGTERM.
    signal.signal(signal.SIGINT, _interrupt)
    signal.signal(signal.SIGTERM, _interrupt)
    sys.stdout.reconfigure(line_buffering=True)
    try:
        return 0 if run() else 1
    except KeyboardInterrupt:
        print("Interrupted: everything it started is stopped.")
        return 130
    except RuntimeError as exc:
        print(f"FAIL  the cluster did not start: {exc}")
        _print_log_tails()
        return 1


if __name__ == "__main__":
    with contextlib.suppress(BrokenPipeError):
        sys.exit(main())
