"""`make run`: start the local stand-ins, migrate, load the demo data, serve with gunicorn
behind nginx (devtools/nginx.py: it reads whole requests, with timeouts, before gunicorn
sees them) next to the job worker (manage.py run_huey).

Ctrl-C stops everything; the Firebase Auth emulator saves its accounts to
.local/firebase-data on the way out and loads them at the next start.
"""

import argparse
import contextlib
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

import django  # noqa: E402
from django.conf import settings  # noqa: E402

from config.local_mode import refuse_public_listening  # noqa: E402
from devtools.firebase_emulator import firebase_emulator  # noqa: E402
from devtools.nginx import nginx_front  # noqa: E402
from devtools.ports import reserved_ports  # noqa: E402
from devtools.runners import (  # noqa: E402
    gunicorn_command,
    job_worker,
    localstripe,
    localstripe_register_webhook,
)

BIN = Path(sys.executable).parent
LOGS = ROOT / ".local" / "logs"


def manage(*args: str) -> None:
    subprocess.run([str(BIN / "python"), "manage.py", *args], cwd=ROOT, check=True)


def _interrupt(signum, frame):
    raise KeyboardInterrupt


def port_taken(host: str, port: str) -> str | None:
    """Why the shop cannot listen on host:port (something else does), or None."""
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, int(port)))
        except OSError as error:
            return (
                f"Cannot serve the shop on {host}:{port}: {error.strerror}. Another `make run`"
                f" (or another program) is using it: stop it, or pick another port, e.g."
                f" `PORT={int(port) + 1} make run`."
            )
    return None


def main() -> int:
    # Also when started in the background (where SIGINT starts out ignored) or stopped
    # with SIGTERM: shut down cleanly, so the emulator saves its accounts.
    signal.signal(signal.SIGINT, _interrupt)
    signal.signal(signal.SIGTERM, _interrupt)
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", default="8000")
    args = parser.parse_args()
    # Local mode listens on loopback only (config/local_mode.py says why).
    stand_ins = [
        settings.FIREBASE_AUTH_EMULATOR_HOST,
        urlsplit(settings.LOCALSTRIPE_URL or "").netloc,
    ]
    refuse_public_listening([args.host, *filter(None, stand_ins)])
    # Before anything starts: nginx would only find out after the set-up, with a traceback.
    taken = port_taken(args.host, args.port)
    if taken:
        print(taken, file=sys.stderr)
        return 1
    django.setup()
    sys.stdout.reconfigure(line_buffering=True)
    LOGS.mkdir(parents=True, exist_ok=True)

    with contextlib.ExitStack() as services:
        if settings.FIREBASE_AUTH_EMULATOR_HOST:
            print(
                f"Starting the Firebase Auth emulator on {settings.FIREBASE_AUTH_EMULATOR_HOST}..."
            )
            services.enter_context(
                firebase_emulator(
                    settings.FIREBASE_AUTH_EMULATOR_HOST,
                    data_dir=ROOT / ".local" / "firebase-data",
                    log=LOGS / "firebase-emulator.log",
                    reuse=True,
                )
            )
        if settings.LOCALSTRIPE_URL:
            host = settings.LOCALSTRIPE_URL.removeprefix("http://")
            print(f"Starting localstripe on {host}...")
            stripe_url = services.enter_context(
                localstripe(
                    host,
                    state=ROOT / ".local" / "localstripe.pickle",
                    log=LOGS / "localstripe.log",
                    reuse=True,
                )
            )
            localstripe_register_webhook(
                stripe_url,
                endpoint=f"http://{args.host}:{args.port}/api/stripe/webhook",
                secret=settings.STRIPE_WEBHOOK_SECRET,
            )
        manage("migrate", "--noinput", "-v", "0")
        manage("createcachetable")
        manage("seed_demo")
        # E-mails, hold expiry and payment reconciliation run as jobs of this worker.
        services.enter_context(job_worker(log=LOGS / "worker.log"))
        print(
            f"\nBrush & Canvas: http://{args.host}:{args.port}"
            "  (Django admin: /admin/, API docs: /api/docs/)\n"
            "Demo accounts: admin@example.com / adminpass, customer@example.com / customerpass\n"
            f"The job worker logs to {LOGS / 'worker.log'}; the e-mails sent are files in "
            f"{settings.EMAIL_FILE_PATH}\n"
        )
        # Workers, threads, the access log: config/gunicorn.conf.py. gunicorn listens on a
        # loopback port of its own; nginx on the shop's address, in front of it.
        app_port = services.enter_context(reserved_ports(1))[0]
        app = f"127.0.0.1:{app_port}"
        env = {**os.environ, "TRUSTED_PROXY_COUNT": "1", "TRUST_INCOMING_REQUEST_ID": "on"}
        server = subprocess.Popen(gunicorn_command(bind=app), cwd=ROOT, env=env)
        try:
            services.enter_context(
                nginx_front(
                    listen=f"{args.host}:{args.port}",
                    upstream=app,
                    workdir=ROOT / ".local" / "nginx",
                    log=LOGS / "nginx.log",
                    access_log=LOGS / "nginx-access.log",
                )
            )
            return server.wait()
        except KeyboardInterrupt:
            print("\nStopping the local services...")
            return 0
        finally:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    sys.exit(main())
