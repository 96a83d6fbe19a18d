"""Starting a local service as a child process and stopping it again: the helpers every
runner in devtools/ (and cluster/) shares."""

import contextlib
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_BIN = Path(sys.executable).parent


def url_reachable(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=1):
            return True
    except (urllib.error.URLError, OSError):
        return False


def process_stop(process: subprocess.Popen, timeout: float = 20) -> None:
    """SIGINT to the process (the emulator exports its data on it; gunicorn and nginx stop
    their workers), to the rest of its group too if it still runs 10 s later, SIGKILL to the
    group at the timeout. Not to the group at once: a gunicorn worker given SIGINT by us
    and SIGQUIT by its arbiter could deadlock in its signal handler (shutting its thread
    pool down twice, CPython issue 121649) until the SIGKILL, 20 s later."""
    if process.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        process.send_signal(signal.SIGINT)
    try:
        process.wait(timeout=min(10, timeout))
    except subprocess.TimeoutExpired:
        _group_signal(process, signal.SIGINT)
        try:
            process.wait(timeout=max(0, timeout - 10))
        except subprocess.TimeoutExpired:
            pass
    _group_signal(process, signal.SIGKILL)  # whatever is left of it
    process.wait()


def _group_signal(process: subprocess.Popen, sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, sig)


@contextlib.contextmanager
def service_running(
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
        while not url_reachable(ready_url):
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
        process_stop(process)
        output.close()
        if temporary_log:
            log.unlink(missing_ok=True)


def _tail(log: Path, start: int, size: int = 3000) -> str:
    """What the service wrote since start, its last size bytes."""
    with open(log, "rb") as file:
        file.seek(max(start, file.seek(0, os.SEEK_END) - size))
        return file.read().decode(errors="replace")
