"""A throw-away Redis server (Debian's redis-server) on loopback, for the tests and the
cluster test: nothing saved to disk, gone when the block ends.

    with reserved_ports(1) as (port,), redis_server(port) as url:
        ...  # url is redis://127.0.0.1:PORT/0
"""

import contextlib
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

REDIS_SERVER = "redis-server"


def redis_answers(port: int, timeout: float = 0.5) -> bool:
    """Whether a Redis on 127.0.0.1:port answers PING with PONG."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
            connection.sendall(b"PING\r\n")
            return connection.recv(16).startswith(b"+PONG")
    except OSError:
        return False


@contextlib.contextmanager
def redis_server(port: int, *, timeout: float = 10) -> Iterator[str]:
    """Runs redis-server on 127.0.0.1:port with no persistence until the block ends;
    answers its URL once it answers PING. Its log says why, if it does not start."""
    if shutil.which(REDIS_SERVER) is None:
        raise RuntimeError("redis-server is missing: run scripts/system-packages")
    if redis_answers(port):
        raise RuntimeError(f"something already answers PING on port {port}: not starting Redis")
    with tempfile.TemporaryDirectory(prefix="redis-") as workdir:
        log = Path(workdir) / "redis.log"
        command = [
            REDIS_SERVER,
            "--bind", "127.0.0.1",
            "--port", str(port),
            "--save", "",
            "--appendonly", "no",
            "--dir", workdir,
            "--logfile", str(log),
            "--daemonize", "no",
        ]  # fmt: skip
        process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT, start_new_session=True
        )
        try:
            deadline = time.monotonic() + timeout
            while not redis_answers(port):
                if process.poll() is not None or time.monotonic() > deadline:
                    detail = log.read_text()[-2000:] if log.exists() else ""
                    raise RuntimeError(f"Redis did not start on port {port}:\n{detail}")
                time.sleep(0.05)
            yield f"redis://127.0.0.1:{port}/0"
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
