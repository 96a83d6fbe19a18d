"""The Firebase Auth emulator (npm firebase-tools, installed in tools/firebase/), started
by `make run` and by the tests: needs no Java and downloads nothing."""

import contextlib
import json
import os
import tempfile
import urllib.request
from collections.abc import Iterator
from pathlib import Path

from devtools.processes import ROOT, service_running, url_reachable

FIREBASE_BIN = ROOT / "tools" / "firebase" / "node_modules" / ".bin" / "firebase"
FIREBASE_PROJECT = "demo-shop"
# Compiles the emulator's request validators when first used, not all at start (15 s of CPU).
LAZY_VALIDATORS = ROOT / "tools" / "firebase" / "lazy-validators.js"


def emulator_node_options() -> str:
    """NODE_OPTIONS for the emulator: the environment's, and tools/firebase/lazy-validators.js."""
    return f'{os.environ.get("NODE_OPTIONS", "")} --require "{LAZY_VALIDATORS}"'.strip()


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
    if url_reachable(f"http://{host}/"):
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
            "NODE_OPTIONS": emulator_node_options(),
        }
        with service_running(
            "the Firebase Auth emulator",
            command,
            f"http://{host}/",
            timeout=90,
            cwd=Path(workdir),
            env=env,
            log=log,
        ):
            yield host


def firebase_emulator_reset(host: str) -> None:
    """Deletes every account in the emulator."""
    request = urllib.request.Request(
        f"http://{host}/emulator/v1/projects/{FIREBASE_PROJECT}/accounts", method="DELETE"
    )
    urllib.request.urlopen(request, timeout=5).close()
