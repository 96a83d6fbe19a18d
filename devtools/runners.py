"""The local stand-ins for outside services, started by `make run` and by the tests
(localstripe, PostgreSQL, the job worker; the Firebase Auth emulator is in
devtools/firebase_emulator.py), and the whole shop started the way production runs it,
for benchmarks and load tests."""

import atexit
import contextlib
import functools
import os
import shutil
import sqlite3
import subprocess
import tempfile
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psycopg

from devtools.firebase_emulator import firebase_emulator
from devtools.ports import reserved_ports
from devtools.processes import ROOT, VENV_BIN, process_stop, service_running, url_reachable


@contextlib.contextmanager
def localstripe(
    host: str = "127.0.0.1:8420",
    state: Path | None = None,
    log: Path | None = None,
    *,
    reuse: bool = False,
) -> Iterator[str]:
    """Runs localstripe at host; answers its base URL. With reuse, one already answering
    there is used instead; otherwise a server already there is an error."""
    url = f"http://{host}"
    if url_reachable(f"{url}/js.stripe.com/v3/"):
        if reuse:
            yield url
            return
        raise RuntimeError(f"something already answers at {host}: not starting localstripe")
    address, port = host.rsplit(":", 1)
    command = [
        str(VENV_BIN / "python"),
        "-m",
        "devtools.localstripe_server",
        "--host",
        address,
        "--port",
        port,
    ]
    if state is not None:
        state.parent.mkdir(parents=True, exist_ok=True)
        command += ["--state", str(state)]
    with service_running("localstripe", command, f"{url}/js.stripe.com/v3/", timeout=30, log=log):
        yield url


def localstripe_reset(url: str) -> None:
    """Forgets every object localstripe holds (customers, intents...) and stops sending
    webhooks to whoever the last test registered (its store flush keeps them)."""
    request = urllib.request.Request(f"{url}/_config/data", method="DELETE")
    urllib.request.urlopen(request, timeout=5).close()
    # localstripe cannot forget a webhook: subscribe ours to an event that never happens.
    _localstripe_webhook(url, endpoint="http://127.0.0.1:9/", secret="off", events=["none"])


def localstripe_register_webhook(url: str, *, endpoint: str, secret: str) -> None:
    """Tells localstripe to send payment events, signed with secret, to endpoint."""
    events = ["payment_intent.succeeded", "payment_intent.payment_failed"]
    _localstripe_webhook(url, endpoint=endpoint, secret=secret, events=events)


def _localstripe_webhook(url: str, *, endpoint: str, secret: str, events: list[str]) -> None:
    body = urllib.parse.urlencode(
        [("url", endpoint), ("secret", secret)] + [("events[]", e) for e in events]
    )
    request = urllib.request.Request(
        f"{url}/_config/webhooks/shop", data=body.encode(), method="POST"
    )
    urllib.request.urlopen(request, timeout=5).close()


@dataclass
class LocalShop:
    url: str
    env: dict
    # gunicorn itself: the same as url, unless nginx is in front (running_shop's front).
    app_url: str = ""

    def manage(self, *args: str) -> str:
        """Runs manage.py against this shop's database; answers its output."""
        return manage_command(*args, env=self.env)


def manage_command(*args: str, env: dict) -> str:
    """Runs manage.py with env (a shop's DATABASE_URL and the rest); answers its output, or
    raises RuntimeError with the end of what it wrote to stderr."""
    done = subprocess.run(
        [str(VENV_BIN / "python"), "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    if done.returncode:
        raise RuntimeError(f"manage.py {' '.join(args)}: {done.stderr[-2000:]}")
    return done.stdout


@functools.cache
def _migrated_sqlite() -> Path:
    """A SQLite database with every migration and the cache table, made once a process:
    each throw-away shop starts from a copy of it (migrating takes 4 to 5 s)."""
    folder = Path(tempfile.mkdtemp(prefix="shop-migrated-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    path = folder / "shop.sqlite3"
    # Without REDIS_URL, whatever the caller's: the database cache's table is made too.
    env = {name: value for name, value in os.environ.items() if name != "REDIS_URL"}
    env["DATABASE_URL"] = f"sqlite:///{path}"
    manage_command("migrate", "-v", "0", env=env)
    manage_command("createcachetable", env=env)
    return path


def _sqlite_copy(source: Path, target: Path) -> None:
    with contextlib.closing(sqlite3.connect(source)) as original:
        with contextlib.closing(sqlite3.connect(target)) as copy:
            original.backup(copy)


# The secret running_shop's localstripe signs its webhooks with.
RUNNING_SHOP_WEBHOOK_SECRET = "whsec_running_shop"


@contextlib.contextmanager
def postgres_server(port: int) -> Iterator[str]:
    """A throw-away PostgreSQL server (scripts/pg-test-server) on 127.0.0.1:port with its
    data in a temporary folder and one empty database; answers its DATABASE_URL. Stops
    the server and deletes its data after."""
    with tempfile.TemporaryDirectory(prefix="pg-") as tmp:
        os.chmod(tmp, 0o755)  # run as root, the server runs as the postgres account
        env = {**os.environ, "PG_TEST_PORT": str(port), "PG_TEST_DIR": f"{tmp}/data"}
        script = str(ROOT / "scripts" / "pg-test-server")
        try:
            started = subprocess.run([script, "start"], env=env, capture_output=True, text=True)
            if started.returncode:
                log = Path(tmp, "data", "server.log")
                detail = log.read_text()[-2000:] if log.exists() else started.stderr
                raise RuntimeError(f"PostgreSQL did not start on port {port}:\n{detail}")
            url = started.stdout.strip()
            server, _, database = url.rpartition("/")
            with psycopg.connect(f"{server}/postgres", autocommit=True) as connection:
                connection.execute(f'CREATE DATABASE "{database}"')
            yield url
        finally:
            subprocess.run([script, "stop"], env=env, check=False)


def job_worker_command(*, workers: int = 2, periodic: bool = True) -> list[str]:
    """The job worker (Huey's consumer: `manage.py run_huey`) with threads for workers;
    it also runs the periodic jobs unless periodic is False."""
    command = [str(VENV_BIN / "python"), str(ROOT / "manage.py"), "run_huey"]
    command += ["--workers", str(workers), "--worker-type", "thread"]
    return command if periodic else [*command, "--no-periodic"]


@contextlib.contextmanager
def job_worker(
    *, env: dict | None = None, log: Path | None = None, workers: int = 2, periodic: bool = True
) -> Iterator[subprocess.Popen]:
    """Runs the job worker in its own session (its output to log, or discarded) until the
    block ends; then stops it (SIGINT: it finishes the jobs in hand; SIGKILL after 20 s)."""
    output = open(log, "ab") if log else subprocess.DEVNULL  # noqa: SIM115
    process = subprocess.Popen(
        job_worker_command(workers=workers, periodic=periodic),
        cwd=ROOT,
        env=env,
        stdout=output,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        yield process
    finally:
        process_stop(process)
        if log:
            output.close()


def gunicorn_command(
    *, bind: str, workers: int | None = None, threads: int | None = None, app: str | None = None
) -> list[str]:
    """gunicorn with the shop's settings (config/gunicorn.conf.py), as production runs it;
    workers and threads None keep the config's numbers (from the CPU count); app, another
    WSGI application than the shop's."""
    command = [
        str(VENV_BIN / "gunicorn"),
        "--config",
        str(ROOT / "config" / "gunicorn.conf.py"),
        "--bind",
        bind,
        *([app] if app else []),
    ]
    if workers is not None:
        command += ["--workers", str(workers)]
    if threads is not None:
        command += ["--threads", str(threads)]
    return command


@contextlib.contextmanager
def bare_view(env: dict, *, minimal: bool = False) -> Iterator[str]:
    """The benchmarks' yardstick: bench/bare/ (a bare Django JsonResponse view with the shop's
    settings and middleware; with minimal, three middleware and no apps: bare/minimal.py)
    under the same gunicorn settings as the shop, on a reserved loopback port; answers its
    URL. env: the shop's environment."""
    env = {
        **env,
        "DJANGO_SETTINGS_MODULE": "bare.minimal" if minimal else "bare.settings",
        "PYTHONPATH": os.pathsep.join([str(ROOT / "bench"), str(ROOT)]),
    }
    with reserved_ports(1) as (port,):
        bind = f"127.0.0.1:{port}"
        url = f"http://{bind}/bare"
        command = gunicorn_command(bind=bind, app="bare.minimal:application" if minimal else None)
        with service_running("the bare view", command, url, timeout=30, env=env):
            yield url


@contextlib.contextmanager
def running_shop(
    *,
    firebase_host: str | None = None,
    seed: bool = True,
    workers: int | None = None,
    threads: int | None = None,
    database_url: str | None = None,
    stripe_url: str | None = None,
    log: Path | None = None,
    front: bool = False,
) -> Iterator[LocalShop]:
    """The real stack (gunicorn workers, WhiteNoise, the collected bundle) on a reserved
    loopback port: for benchmarks and load tests. With front, nginx in front of gunicorn
    (devtools/nginx.py) as `make run` and production serve it: url is nginx's.

    firebase_host: an emulator to use; by default one of its own on reserved ports.
    The database is a throw-away SQLite file unless database_url names an empty one; the
    job queue too, unless JOBS_URL or REDIS_URL is set.
    With stripe_url, the shop pays through that localstripe, which sends its webhooks to
    the shop. gunicorn's output (and so the app's log) goes to log.
    """
    with contextlib.ExitStack() as stack:
        tmp = stack.enter_context(tempfile.TemporaryDirectory())
        if firebase_host is None:
            auth_port = stack.enter_context(reserved_ports(3))[0]
            firebase_host = stack.enter_context(firebase_emulator(f"127.0.0.1:{auth_port}"))
        port = stack.enter_context(reserved_ports(1))[0]
        app_url = f"http://127.0.0.1:{port}"
        env = {
            **os.environ,
            "DATABASE_URL": database_url or f"sqlite:///{tmp}/shop.sqlite3",
            "DJANGO_MEDIA_ROOT": f"{tmp}/media",
            "FIREBASE_AUTH_EMULATOR_HOST": firebase_host,
        }
        if not (env.get("JOBS_URL") or env.get("REDIS_URL")):
            # its own job queue, never the developer's (a worker started with env meets it)
            env["JOBS_URL"] = f"sqlite:///{tmp}/jobs.sqlite3"
        if stripe_url:
            env["LOCALSTRIPE_URL"] = stripe_url
            env["STRIPE_WEBHOOK_SECRET"] = RUNNING_SHOP_WEBHOOK_SECRET
        if front:  # one proxy appends to X-Forwarded-For and gives each request its id
            env |= {"TRUSTED_PROXY_COUNT": "1", "TRUST_INCOMING_REQUEST_ID": "on"}
        shop = LocalShop(url=app_url, env=env, app_url=app_url)
        if database_url:
            shop.manage("migrate", "-v", "0")
            shop.manage("createcachetable")
        else:
            _sqlite_copy(_migrated_sqlite(), Path(tmp, "shop.sqlite3"))
        if seed:  # the past orders are paid at Stripe: only with a localstripe to pay at
            shop.manage("seed_demo", *([] if stripe_url else ["--no-past-orders"]))
        command = gunicorn_command(bind=f"127.0.0.1:{port}", workers=workers, threads=threads)
        with service_running(
            "the shop", command, f"{app_url}/api/tools?limit=1", timeout=30, env=env, log=log
        ):
            if front:
                from devtools.nginx import nginx_front

                front_port = stack.enter_context(reserved_ports(1))[0]
                shop.url = stack.enter_context(
                    nginx_front(
                        listen=f"127.0.0.1:{front_port}",
                        upstream=f"127.0.0.1:{port}",
                        workdir=Path(tmp) / "nginx",
                    )
                )
            if stripe_url:
                localstripe_register_webhook(
                    stripe_url,
                    endpoint=f"{shop.url}/api/stripe/webhook",
                    secret=RUNNING_SHOP_WEBHOOK_SECRET,
                )
            yield shop
