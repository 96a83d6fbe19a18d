"""Ports for the servers that tests and benchmarks start, which nothing else can take.

A port the kernel hands out (bind to port 0) comes from its ephemeral range, which every
outgoing connection on the machine draws from too: between choosing it and the server
binding it, or for the ports next to it (the Firebase emulator's hub and logging ports),
anything may take it. Ports reserved here come from below that range, where only
listeners live, and are locked in a file per port (fcntl) for as long as the reservation
lasts, so two test runs at once (two suites, two clones) never choose the same ones. A
process that dies loses its locks with it.

    with reserved_ports(3) as (auth, hub, logging): ...

`python -m devtools.ports NAME [NAME ...] -- command ...` runs command with each NAME
set to a reserved port in its environment, held until the command ends (the Makefile
gives the tests' PostgreSQL server its port this way).
"""

import contextlib
import fcntl
import os
import random
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

LOCKS = Path(tempfile.gettempdir()) / "brush-and-canvas-ports"
LOWEST = 20_000
# What `make run` and a developer's own servers listen on: never handed out.
KEPT_FOR_MAKE_RUN = frozenset({8000, 8420, 9099, 9100, 9101})


def ephemeral_range_start() -> int:
    try:
        text = Path("/proc/sys/net/ipv4/ip_local_port_range").read_text()
        return int(text.split()[0])
    except (OSError, ValueError, IndexError):
        return 32_768


def _bindable(port: int) -> bool:
    with socket.socket() as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


class Reservation:
    """count consecutive ports, locked until release()."""

    def __init__(self, ports: list[int], locks: list[int]) -> None:
        self.ports = ports
        self._locks = locks

    def release(self) -> None:
        for descriptor in self._locks:
            os.close(descriptor)  # closing the file drops its lock
        self._locks = []


def _lock(port: int) -> int | None:
    LOCKS.mkdir(mode=0o777, parents=True, exist_ok=True)
    descriptor = os.open(LOCKS / f"{port}.lock", os.O_RDWR | os.O_CREAT, 0o666)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(descriptor)
        return None
    return descriptor


def reserve(count: int = 1) -> Reservation:
    """count consecutive free ports below the ephemeral range, locked for this process."""
    highest = ephemeral_range_start() - count
    if highest <= LOWEST:
        raise RuntimeError("no room for reserved ports below the ephemeral port range")
    # Start anywhere, so that runs at once rarely even try the same ports.
    first = random.randrange(LOWEST, highest)
    span = highest - LOWEST
    for offset in range(0, span, count):
        base = LOWEST + (first - LOWEST + offset) % span
        ports = list(range(base, base + count))
        if KEPT_FOR_MAKE_RUN.intersection(ports):
            continue
        locks = []
        for port in ports:
            descriptor = _lock(port)
            if descriptor is None:
                break
            locks.append(descriptor)
        reservation = Reservation(ports, locks)
        if len(locks) == count and all(_bindable(port) for port in ports):
            return reservation
        reservation.release()
    raise RuntimeError(f"no {count} free consecutive ports between {LOWEST} and {highest}")


@contextlib.contextmanager
def reserved_ports(count: int = 1) -> Iterator[list[int]]:
    reservation = reserve(count)
    try:
        yield reservation.ports
    finally:
        reservation.release()


def main(argv: list[str]) -> int:
    if "--" not in argv or argv.index("--") == 0 or argv[-1] == "--":
        print("usage: python -m devtools.ports NAME [NAME ...] -- command ...", file=sys.stderr)
        return 2
    split = argv.index("--")
    names, command = argv[:split], argv[split + 1 :]
    with reserved_ports(len(names)) as ports:
        env = {**os.environ, **{name: str(port) for name, port in zip(names, ports, strict=True)}}
        return subprocess.run(command, env=env).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
