"""Starts the real stack (gunicorn + WhiteNoise, collected static files) on a free
loopback port with a throw-away database, for benchmarks."""

import contextlib
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_BIN = Path(sys.executable).parent
BENCH_FIREBASE_HOST = "127.0.0.1:9299"
sys.path.insert(0, str(ROOT))

from config.devservices import firebase_emulator  # noqa: E402


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def running_shop(seed: bool = True) -> Iterator[str]:
    with tempfile.TemporaryDirectory() as tmp, firebase_emulator(BENCH_FIREBASE_HOST) as auth:
        env = {
            **os.environ,
            "DATABASE_URL": f"sqlite:///{tmp}/bench.sqlite3",
            "DJANGO_MEDIA_ROOT": f"{tmp}/media",
            "FIREBASE_AUTH_EMULATOR_HOST": auth,
        }
        manage = [str(VENV_BIN / "python"), "manage.py"]
        subprocess.run([*manage, "migrate", "-v", "0"], cwd=ROOT, env=env, check=True)
        if seed:
            subprocess.run(
                [*manage, "seed_demo"], cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL
            )
        port = _free_port()
        server = subprocess.Popen(
            [
                str(VENV_BIN / "gunicorn"),
                "config.wsgi",
                "--bind",
                f"127.0.0.1:{port}",
                "--workers",
                "2",
            ],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        url = f"http://127.0.0.1:{port}"
        try:
            for _ in range(100):
                with contextlib.suppress(OSError):
                    urllib.request.urlopen(f"{url}/api/tools?limit=1", timeout=1)
                    break
                time.sleep(0.1)
            else:
                raise RuntimeError("the shop did not start")
            yield url
        finally:
            server.terminate()
            server.wait(timeout=10)
