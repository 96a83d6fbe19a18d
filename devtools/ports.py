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
EPHEMERAL_RANGE = Path("/proc/sys/net/ipv4/ip_local_port_range")
# What `make run` and a developer's own servers listen on: never handed out.
KEPT_FOR_MAKE_RUN = frozenset({8000, 8420, 9099, 9100, 9101})
# Fixed ports in the range that servers are started on by hand, without a reservation: the
# tests' PostgreSQL when pinned (scripts/pg-test-server's default 25432, and 25433 beside
# it). A reservation only sees them if they are already listening: never hand them out.
KEPT_FOR_FIXED_SERVERS = frozenset({25432, 25433})
KEPT = KEPT_FOR_MAKE_RUN | KEPT_FOR_FIXED_SERVERS
# Where each search starts, apart from the global `random`, which test tools reseed (runs
# seeded alike would otherwise all try the same ports first).
_random = random.SystemRandom()


def ephemeral_range_start() -> int:
    """The lowest port the kernel hands out to outgoing connections (and to bind(0))."""
    try:
        text = EPHEMERAL_RANGE.read_text()
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


def _lock_folder() -> Path:
    """LOCKS, shared by every user's runs (world-writable and sticky, like /tmp)."""
    if not LOCKS.is_dir():
        LOCKS.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(PermissionError):  # another user made it meanwhile
            LOCKS.chmod(0o1777)
    return LOCKS


def _lock(port: int) -> int | None:
    # Read-only is enough to lock a file, and to open another user's lock file.
    descriptor = os.open(_lock_folder() / f"{port}.lock", os.O_RDONLY | os.O_CREAT, 0o666)
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
    first = _random.randrange(LOWEST, highest)
    span = highest - LOWEST
    for offset in range(0, span, count):
        base = LOWEST + (first - LOWEST + offset) % span
        ports = list(range(base, base + count))
        if KEPT.intersection(ports):
            continue
        reservation = Reservation(ports, [])
        try:
            for port in ports:
                descriptor = _lock(port)
                if descriptor is None:
                    break
                reservation._locks.append(descriptor)
            else:
                # Checked once locked, so no other run can take them between check and use.
                if all(_bindable(port) for port in ports):
                    return reservation
        except BaseException:
            reservation.release()
            raise
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
        process = subprocess.Popen(command, env=env)
        while True:
            try:
                status = process.wait()
                return 128 - status if status < 0 else status  # killed by a signal: as a shell
            except KeyboardInterrupt:
                # Ctrl-C reached the command too: hold the ports while it winds down (stops
                # its servers), never kill it half-way as subprocess.run would.
                continue


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
