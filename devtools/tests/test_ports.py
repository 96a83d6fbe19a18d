"""Reserved ports: below the ephemeral range, free to bind, never handed out twice while
held (in one process or across processes), free again once released."""

import socket
import subprocess
import sys

import devtools.ports
from devtools.ports import KEPT_FOR_MAKE_RUN, ephemeral_range_start, reserve, reserved_ports

HOLD_IN_ANOTHER_PROCESS = """
import sys
from devtools.ports import reserve
held = reserve(int(sys.argv[1]))
print(",".join(map(str, held.ports)), flush=True)
sys.stdin.read()  # hold them until told to stop
"""


def test_a_block_is_consecutive_bindable_and_below_the_ephemeral_range():
    with reserved_ports(3) as ports:
        assert ports == list(range(ports[0], ports[0] + 3))
        assert max(ports) < ephemeral_range_start()
        assert not KEPT_FOR_MAKE_RUN.intersection(ports)
        for port in ports:
            with socket.socket() as server:
                server.bind(("127.0.0.1", port))


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
    others = [
        subprocess.Popen(
            [sys.executable, "-c", HOLD_IN_ANOTHER_PROCESS, "3"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(10)
    ]
    try:
        theirs = [int(p) for other in others for p in other.stdout.readline().split(",")]
        held_here = {port for reservation in mine for port in reservation.ports}
        assert len(theirs) == len(set(theirs)) == 30
        assert held_here.isdisjoint(theirs)
    finally:
        for other in others:
            other.communicate("")
        for reservation in mine:
            reservation.release()


def test_a_released_port_can_be_reserved_again(monkeypatch):
    first = reserve(1)
    port = first.ports[0]
    first.release()
    monkeypatch.setattr(devtools.ports.random, "randrange", lambda *_: port)

    with reserved_ports(1) as again:
        assert again == [port]


def test_a_port_in_use_is_never_handed_out(monkeypatch):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        taken = busy.getsockname()[1]
        busy.listen()
        monkeypatch.setattr(devtools.ports.random, "randrange", lambda *_: taken)
        monkeypatch.setattr(devtools.ports, "ephemeral_range_start", lambda: 65_000)

        with reserved_ports(1) as (port,):
            assert port != taken
