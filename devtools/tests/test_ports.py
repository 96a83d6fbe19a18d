"""Reserved ports: below the ephemeral range, free to bind, never handed out twice while
held (in one process or across processes), free again once released or once the process
holding them is gone."""

import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

import devtools.ports
from devtools.ports import KEPT, ephemeral_range_start, reserve, reserved_ports

ROOT = Path(__file__).resolve().parents[2]
HOLD_IN_ANOTHER_PROCESS = """
import sys
from devtools.ports import reserve
held = reserve(int(sys.argv[1]))
print(",".join(map(str, held.ports)), flush=True)
sys.stdin.read()  # hold them until told to stop
"""


def _hold_elsewhere(count: int) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", HOLD_IN_ANOTHER_PROCESS, str(count)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )


def _ports_of(holder: subprocess.Popen) -> list[int]:
    return [int(port) for port in holder.stdout.readline().split(",")]


def _start_search_at(monkeypatch, port: int) -> None:
    monkeypatch.setattr(devtools.ports._random, "randrange", lambda *_: port)


def test_a_block_is_consecutive_bindable_and_below_the_ephemeral_range():
    with reserved_ports(3) as ports:
        assert ports == list(range(ports[0], ports[0] + 3))
        assert max(ports) < ephemeral_range_start()
        assert not KEPT.intersection(ports)
        for port in ports:
            with socket.socket() as server:
                server.bind(("127.0.0.1", port))
                server.listen()


def test_the_ephemeral_range_is_read_from_the_kernel():
    kernel = Path("/proc/sys/net/ipv4/ip_local_port_range").read_text()

    assert ephemeral_range_start() == int(kernel.split()[0])


def test_without_the_kernels_range_the_default_32768_bounds_them(monkeypatch, tmp_path):
    monkeypatch.setattr(devtools.ports, "EPHEMERAL_RANGE", tmp_path / "missing")

    assert ephemeral_range_start() == 32_768


def test_reservations_held_at_once_in_one_process_never_overlap():
    held = [reserve(3) for _ in range(40)]
    try:
        ports = [port for reservation in held for port in reservation.ports]
        assert len(ports) == len(set(ports)) == 120
    finally:
        for reservation in held:
            reservation.release()


def test_another_process_never_gets_the_ports_this_one_holds():
    mine = [reserve(3) for _ in range(20)]
    others = [_hold_elsewhere(3) for _ in range(10)]
    try:
        theirs = [port for other in others for port in _ports_of(other)]
        held_here = {port for reservation in mine for port in reservation.ports}
        assert len(theirs) == len(set(theirs)) == 30
        assert held_here.isdisjoint(theirs)
    finally:
        for other in others:
            other.communicate("")
        for reservation in mine:
            reservation.release()


def test_a_port_held_elsewhere_is_skipped_even_where_the_search_starts(monkeypatch):
    other = _hold_elsewhere(3)
    try:
        theirs = _ports_of(other)
        _start_search_at(monkeypatch, theirs[0])

        with reserved_ports(3) as mine:
            assert set(mine).isdisjoint(theirs)
    finally:
        other.communicate("")


def test_a_released_port_can_be_reserved_again(monkeypatch):
    with reserved_ports(1) as (port,):
        pass
    _start_search_at(monkeypatch, port)

    with reserved_ports(1) as again:
        assert again == [port]


def test_the_ports_of_a_process_that_died_are_free_again(monkeypatch):
    other = _hold_elsewhere(3)
    theirs = _ports_of(other)
    os.kill(other.pid, signal.SIGKILL)  # no clean-up of its own
    other.communicate()
    _start_search_at(monkeypatch, theirs[0])

    with reserved_ports(3) as mine:
        assert mine == theirs


def test_a_port_in_use_is_never_handed_out(monkeypatch):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        taken = busy.getsockname()[1]
        busy.listen()
        _start_search_at(monkeypatch, taken)
        monkeypatch.setattr(devtools.ports, "ephemeral_range_start", lambda: 65_000)

        with reserved_ports(1) as (port,):
            assert port != taken


@pytest.mark.parametrize("kept", sorted(KEPT & set(range(devtools.ports.LOWEST, 32_768))))
def test_ports_servers_are_pinned_to_by_hand_are_never_handed_out(monkeypatch, kept):
    _start_search_at(monkeypatch, kept - 1)

    with reserved_ports(3) as ports:
        assert kept not in ports


def test_the_command_line_holds_the_ports_while_the_command_runs():
    show = "import os; print(os.environ['PG_PORT'], os.environ['OTHER_PORT'])"
    command = [sys.executable, "-m", "devtools.ports", "PG_PORT", "OTHER_PORT", "--"]
    script = f"{show}; import sys; sys.stdout.flush(); sys.stdin.read()"
    holder = subprocess.Popen(
        [*command, sys.executable, "-c", script],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        ports = [int(port) for port in holder.stdout.readline().split()]
        assert ports[1] == ports[0] + 1
        with reserved_ports(2) as mine:  # held by the command's reservation meanwhile
            assert set(mine).isdisjoint(ports)
    finally:
        holder.communicate("")
    assert holder.returncode == 0


def test_the_command_line_answers_the_commands_exit_status():
    command = [sys.executable, "-m", "devtools.ports", "PORT", "--", "sh", "-c", "exit 3"]

    assert subprocess.run(command, cwd=ROOT).returncode == 3
