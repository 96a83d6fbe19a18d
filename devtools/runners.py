"""The local stand-ins for outside services, started by `make run` and by the tests, and
the whole shop started the way production runs it, for benchmarks and load tests.

Firebase Auth emulator (npm firebase-tools, installed in tools/firebase/): needs no Java
and downloads nothing.
"""

import contextlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psycopg

from devtools.ports import reserved_ports

ROOT = Path(__file__).resolve().parent.parent
FIREBASE_BIN = ROOT / "tools" / "firebase" / "node_modules" / ".bin" / "firebase"
FIREBASE_PROJECT = "demo-shop"
VENV_BIN = Path(sys.executable).parent


def _reachable(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=1):
            return True
    except (urllib.error.URLError, OSError):
        return False


def _stop(process: subprocess.Popen, timeout: float = 20) -> None:
    """SIGINT first (the emulator exports its data on it), then SIGKILL."""
    if process.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGINT)
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()


@contextlib.contextmanager
def _running(
    name: str,
    command: list[str],
    ready_url: str,
    *,
    timeout: float,
    cwd: Path = ROOT,
    env: dict | None = None,
    log: Path | None = None,
) -> Iterator[subprocess.Popen]:
    """Starts command in its own session, waits until ready_url answers, stops it after."""
    if log is None:  # keep the output anyway: a failed start must say why
        descriptor, name_of_log = tempfile.mkstemp(prefix="service-", suffix=".log")
        os.close(descriptor)
        log, temporary_log = Path(name_of_log), True
    else:
        temporary_log = False
    output = open(log, "ab")  # noqa: SIM115
    start = output.tell()
    process = subprocess.Popen(
        command,
        cwd=cwd,
        env=env,
        stdout=output,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + timeout
        while not _reachable(ready_url):
            if process.poll() is not None:
                raise RuntimeError(
                    f"{name} stopped (exit {process.returncode}):\n{_tail(log, start)}"
                )
            if time.monotonic() > deadline:
                raise RuntimeError(
                    f"{name} did not start within {timeout:g} s:\n{_tail(log, start)}"
                )
            time.sleep(0.1)
        yield process
    finally:
        _stop(process)
        output.close()
        if temporary_log:
            log.unlink(missing_ok=True)


def _tail(log: Path, start: int, size: int = 3000) -> str:
    """What the service wrote since start, its last size bytes."""
    with open(log, "rb") as file:
        file.seek(max(start, file.seek(0, os.SEEK_END) - size))
        return file.read().decode(errors="replace")


@contextlib.contextmanager
def firebase_emulator(
    host: str = "127.0.0.1:9099",
    data_dir: Path | None = None,
    log: Path | None = None,
    *,
    reuse: bool = False,
) -> Iterator[str]:
    """Runs the Firebase Auth emulator at host; answers host. It also listens on the next
    two ports (its hub and logging): reserve all three (devtools.ports).

    With data_dir, accounts are loaded from it at start and saved to it on exit. With
    reuse, an emulator already answering at host is used instead (`make run` again);
    otherwise a server already there is an error, never somebody else's emulator to reset.
    """
    if _reachable(f"http://{host}/"):
        if reuse:
            yield host
            return
        raise RuntimeError(f"something already answers at {host}: not starting the emulator")
    if not FIREBASE_BIN.exists():
        raise RuntimeError(
            f"{FIREBASE_BIN} is missing: run `make install` (npm ci in tools/firebase)"
        )

    address, port = host.rsplit(":", 1)
    with tempfile.TemporaryDirectory(prefix="firebase-") as workdir:
        config = {
            "emulators": {
                "auth": {"host": address, "port": int(port)},
                # Its helper ports follow the auth port, so several emulators can run at once.
                "hub": {"host": address, "port": int(port) + 1},
                "logging": {"host": address, "port": int(port) + 2},
                "ui": {"enabled": False},
                "singleProjectMode": True,
            }
        }
        (Path(workdir) / "firebase.json").write_text(json.dumps(config))
        command = [
            str(FIREBASE_BIN),
            "emulators:start",
            "--only",
            "auth",
            "--project",
            FIREBASE_PROJECT,
        ]
        if data_dir is not None:
            data_dir.mkdir(parents=True, exist_ok=True)
            if (data_dir / "firebase-export-metadata.json").exists():
                command += ["--import", str(data_dir)]
            command += ["--export-on-exit", str(data_dir)]
        env = {
            **os.environ,
            "CI": "true",
            "NO_UPDATE_NOTIFIER": "1",
            "XDG_CONFIG_HOME": str(ROOT / ".local" / "firebase-config"),
            # Its hub writes where to find it to $TMPDIR/hub-<project>.json, and
            # --export-on-exit asks the hub named there: with one file for every emulator of
            # the project on the machine, `make run` could save a test run's accounts.
            "TMPDIR": workdir,
        }
        with _running(
            "the Firebase Auth emulator",
            command,
            f"http://{host}/",
            timeout=90,
            cwd=Path(workdir),
            env=env,
            log=log,
        ):
            yield host


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
    if _reachable(f"{url}/js.stripe.com/v3/"):
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
    with _running("localstripe", command, f"{url}/js.stripe.com/v3/", timeout=30, log=log):
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


def firebase_emulator_reset(host: str) -> None:
    """Deletes every account in the emulator."""
    request = urllib.request.Request(
        f"http://{host}/emulator/v1/projects/{FIREBASE_PROJECT}/accounts", method="DELETE"
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
        _stop(process)
        if log:
            output.close()


def gunicorn_command(
    *, bind: str, workers: int | None = None, threads: int | None = None
) -> list[str]:
    """gunicorn with the shop's settings (config/gunicorn.conf.py), as production runs it;
    workers and threads None keep the config's numbers (from the CPU count)."""
    command = [
        str(VENV_BIN / "gunicorn"),
        "--config",
        str(ROOT / "config" / "gunicorn.conf.py"),
        "--bind",
        bind,
    ]
    if workers is not None:
        command += ["--workers", str(workers)]
    if threads is not None:
        command += ["--threads", str(threads)]
    return command


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
    The database is a throw-away SQLite file unless database_url names an empty one.
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
        if stripe_url:
            env["LOCALSTRIPE_URL"] = stripe_url
            env["STRIPE_WEBHOOK_SECRET"] = RUNNING_SHOP_WEBHOOK_SECRET
        if front:  # one proxy appends to X-Forwarded-For and gives each request its id
            env |= {"TRUSTED_PROXY_COUNT": "1", "TRUST_INCOMING_REQUEST_ID": "on"}
        shop = LocalShop(url=app_url, env=env, app_url=app_url)
        shop.manage("migrate", "-v", "0")
        shop.manage("createcachetable")
        if seed:
            shop.manage("seed_demo")
        command = gunicorn_command(bind=f"127.0.0.1:{port}", workers=workers, threads=threads)
        with _running(
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
