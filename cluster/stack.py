"""Everything the cluster test runs, on loopback, each on ports from devtools.ports: one
PostgreSQL, one Redis, one S3-compatible server (moto), localstripe, the Firebase Auth
emulator, two app servers (gunicorn behind nginx, each with an empty media folder of its
own), one job worker, and HAProxy in front (cluster/haproxy.py). Stops it all when the
block ends, whatever happened."""

import contextlib
import os
import secrets
import signal
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import psycopg

from cluster.haproxy import Balancer, haproxy
from devtools.firebase_emulator import firebase_emulator
from devtools.nginx import nginx_front
from devtools.ports import reserved_ports
from devtools.processes import ROOT, service_running
from devtools.redis_server import redis_server
from devtools.runners import (
    gunicorn_command,
    job_worker,
    localstripe,
    localstripe_register_webhook,
    localstripe_reset,
    manage_command,
    postgres_server,
)
from devtools.s3_server import ACCESS_KEY, REGION, SECRET_KEY, s3_bucket_create, s3_server

LOGS = ROOT / ".local" / "cluster-test"
BUCKET = "cluster-media"
WEBHOOK_SECRET = "whsec_cluster_test"
# Known limits for the rate-limit checks; room for the load's unpaid orders.
SIGN_IN_LIMIT = 10
ORDER_LIMIT = 20
MAX_UNPAID_ORDERS = 25
# Each app server's gunicorn (2 cores here, shared by everything).
GUNICORN_WORKERS, GUNICORN_THREADS = 2, 4


@dataclass
class AppServer:
    name: str
    media: Path
    workdir: Path
    gunicorn_port: int
    nginx_port: int
    processes: contextlib.ExitStack = field(default_factory=contextlib.ExitStack)
    gunicorn_pid: int = 0

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.nginx_port}"


@dataclass
class Cluster:
    url: str
    balancer: Balancer
    servers: dict[str, AppServer]
    env: dict
    database_url: str
    stripe_url: str
    firebase_host: str
    media_folders: list[Path]
    killed: set[str] = field(default_factory=set)  # servers SIGKILLed (they stay down)

    def manage(self, *args: str) -> str:
        return manage_command(*args, env=self.env)

    def kill(self, name: str) -> None:
        """SIGKILL to the app server's gunicorn and nginx, every process of each: the
        machine is gone."""
        server = self.servers[name]
        self.killed.add(name)
        nginx_pid = int((server.workdir / "nginx" / "nginx.pid").read_text())
        for group in (server.gunicorn_pid, nginx_pid):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(group, signal.SIGKILL)

    def database_restart(self, down_seconds: float, stopped=None) -> None:
        """Stops PostgreSQL (fast shutdown: the connections are cut), waits, starts it on the
        same port with the same data; calls stopped() once it is down."""
        server, _, _ = self.database_url.rpartition("/")
        superuser = server.replace("//shop@", "//postgres@") + "/postgres"
        with psycopg.connect(superuser, autocommit=True) as connection:
            data = connection.execute("SHOW data_directory").fetchone()[0]
            port = connection.execute("SHOW port").fetchone()[0]
        env = {**os.environ, "PG_TEST_PORT": str(port), "PG_TEST_DIR": data}
        script = [str(ROOT / "scripts" / "pg-test-server")]
        subprocess.run([*script, "stop"], env=env, check=True, capture_output=True)
        if stopped:
            stopped()
        threading.Event().wait(down_seconds)
        subprocess.run([*script, "start"], env=env, check=True, capture_output=True)


def _app_server_start(server: AppServer, env: dict) -> None:
    server_env = {**env, "DJANGO_MEDIA_ROOT": str(server.media)}
    bind = f"127.0.0.1:{server.gunicorn_port}"
    process = server.processes.enter_context(
        service_running(
            f"app server {server.name}",
            gunicorn_command(bind=bind),
            f"http://{bind}/api/tools?limit=1",
            timeout=60,
            env=server_env,
            log=LOGS / f"server-{server.name}.log",
        )
    )
    server.gunicorn_pid = process.pid
    server.processes.enter_context(
        nginx_front(
            listen=server.address,
            upstream=bind,
            workdir=server.workdir / "nginx",
            log=LOGS / f"nginx-{server.name}.log",
        )
    )


def _migrate(env: dict) -> None:
    for command in (["migrate", "-v", "0"], ["createcachetable"]):
        manage_command(*command, env=env)


class _Background(threading.Thread):
    """Runs work(*args) in a thread; join() raises what it raised."""

    def __init__(self, work, *args) -> None:
        super().__init__(daemon=True)
        self.work, self.args, self.error = work, args, None
        self.start()

    def run(self) -> None:
        try:
            self.work(*self.args)
        except BaseException as exc:  # raised again by join()
            self.error = exc

    def join(self, timeout=None) -> None:
        super().join(timeout)
        if self.error is not None:
            raise RuntimeError(str(self.error)) from self.error


def _cluster_env(
    tmp: Path, database_url: str, redis_url: str, s3_url: str, stripe_url: str, firebase_host: str
) -> dict:
    return {
        **os.environ,
        "DATABASE_URL": database_url,
        "REDIS_URL": redis_url,
        "JOBS_URL": redis_url,
        "AWS_STORAGE_BUCKET_NAME": BUCKET,
        "AWS_S3_ENDPOINT_URL": s3_url,
        "AWS_ACCESS_KEY_ID": ACCESS_KEY,
        "AWS_SECRET_ACCESS_KEY": SECRET_KEY,
        "AWS_S3_REGION_NAME": REGION,
        "DJANGO_SERVE_MEDIA": "off",
        "CSP_EXTRA_IMG_SOURCES": s3_url,
        "FIREBASE_AUTH_EMULATOR_HOST": firebase_host,
        "LOCALSTRIPE_URL": stripe_url,
        "STRIPE_WEBHOOK_SECRET": WEBHOOK_SECRET,
        # One secret for every machine, as production's environment file gives them.
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "LOCAL_SECRETS_FILE": str(tmp / "secrets.json"),
        "TRUSTED_PROXY_COUNT": "2",  # HAProxy, then nginx
        "TRUST_INCOMING_REQUEST_ID": "on",
        "SIGN_IN_RATE": f"{SIGN_IN_LIMIT}/minute",
        "ORDER_CREATE_RATE": f"{ORDER_LIMIT}/minute",
        "MAX_UNPAID_ORDERS": str(MAX_UNPAID_ORDERS),
        "GUNICORN_WORKERS": str(GUNICORN_WORKERS),
        "GUNICORN_THREADS": str(GUNICORN_THREADS),
        "EMAIL_FILE_PATH": str(tmp / "mail"),
        "DJANGO_LOG_LEVEL": "WARNING",
        "DJANGO_MEDIA_ROOT": str(tmp / "media-manage"),
    }


@contextlib.contextmanager
def running_cluster(say=print) -> Iterator[Cluster]:
    LOGS.mkdir(parents=True, exist_ok=True)
    for log in LOGS.glob("*.log"):
        log.unlink()
    with contextlib.ExitStack() as stack:
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="cluster-")))
        pg_port, redis_port, s3_port, stripe_port = stack.enter_context(reserved_ports(4))
        auth_port = stack.enter_context(reserved_ports(3))[0]
        firebase_host = f"127.0.0.1:{auth_port}"
        # The emulator is the slowest to start (Node): it starts first, beside the rest.
        emulator = contextlib.ExitStack()
        stack.callback(emulator.close)
        firebase = _Background(
            emulator.enter_context, firebase_emulator(firebase_host, log=LOGS / "firebase.log")
        )
        stack.callback(firebase.join)  # before emulator.close, so it is never left running
        say("Starting the Firebase Auth emulator, PostgreSQL, Redis, moto's S3, localstripe...")
        database_url = stack.enter_context(postgres_server(pg_port))
        redis_url = stack.enter_context(redis_server(redis_port))
        s3_url = stack.enter_context(s3_server(s3_port))
        stripe_url = f"127.0.0.1:{stripe_port}"
        env = _cluster_env(
            tmp, database_url, redis_url, s3_url, f"http://{stripe_url}", firebase_host
        )
        migrating = _Background(_migrate, env)
        s3_bucket_create(s3_url, BUCKET)
        stack.enter_context(localstripe(stripe_url, log=LOGS / "localstripe.log"))
        stripe_url = f"http://{stripe_url}"
        localstripe_reset(stripe_url)
        say("Migrating the database...")
        migrating.join()
        media_folders = [tmp / "media-manage"]
        servers = {}
        a_port, b_port = stack.enter_context(reserved_ports(2))
        a_front, b_front = stack.enter_context(reserved_ports(2))
        for name, port, front in (("a", a_port, a_front), ("b", b_port, b_front)):
            server = AppServer(name, tmp / f"media-{name}", tmp / name, port, front)
            server.media.mkdir(parents=True)
            media_folders.append(server.media)
            stack.callback(server.processes.close)
            servers[name] = server
        say("Starting app servers a and b (gunicorn behind nginx), the job worker, HAProxy...")
        starting = [_Background(_app_server_start, server, env) for server in servers.values()]
        for thread in starting:
            thread.join()
        worker_media = tmp / "media-worker"
        worker_media.mkdir()
        media_folders.append(worker_media)
        stack.enter_context(
            job_worker(env={**env, "DJANGO_MEDIA_ROOT": str(worker_media)}, log=LOGS / "worker.log")
        )
        balancer_port = stack.enter_context(reserved_ports(1))[0]
        balancer = stack.enter_context(
            haproxy(
                listen=f"127.0.0.1:{balancer_port}",
                servers={name: server.address for name, server in servers.items()},
                workdir=tmp / "haproxy",
                server_maxconn=GUNICORN_WORKERS * GUNICORN_THREADS,
                log=LOGS / "haproxy.log",
            )
        )
        for name in servers:
            if balancer.wait_for(name, "UP", timeout=15) is None:
                raise RuntimeError(f"HAProxy does not see app server {name} UP (/readyz)")
        localstripe_register_webhook(
            stripe_url, endpoint=f"{balancer.url}/api/stripe/webhook", secret=WEBHOOK_SECRET
        )
        say("Waiting for the Firebase Auth emulator...")
        firebase.join()
        yield Cluster(
            url=balancer.url,
            balancer=balancer,
            servers=servers,
            env=env,
            database_url=database_url,
            stripe_url=stripe_url,
            firebase_host=firebase_host,
            media_folders=media_folders,
        )
