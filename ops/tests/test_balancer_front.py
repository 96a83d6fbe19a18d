"""The balancer of the reference deployment (deploy/haproxy/haproxy.cfg, as the cluster test
runs it) before the front: a whole request within 10 s, whatever its pace, and at most 64
connections from one address (issue 38, finding 2)."""

import json
import socket
import time

import pytest

from cluster.haproxy import haproxy
from devtools.ports import reserved_ports
from devtools.runners import running_shop

pytestmark = pytest.mark.one_database

PER_ADDRESS = 64  # the balancer's stick table


@pytest.fixture(scope="module")
def balancer(tmp_path_factory):
    with (
        running_shop(
            firebase_host="127.0.0.1:9", seed=False, workers=1, threads=4, front=True
        ) as shop,
        reserved_ports(1) as (port,),
        haproxy(
            listen=f"127.0.0.1:{port}",
            servers={"a": shop.url.removeprefix("http://")},
            workdir=tmp_path_factory.mktemp("haproxy"),
            server_maxconn=4,
        ) as balancer,
    ):
        yield balancer.url


def _connect(url: str, source: str = "127.0.0.1", timeout: float = 20) -> socket.socket:
    host, port = url.removeprefix("http://").split(":")
    return socket.create_connection((host, int(port)), timeout=timeout, source_address=(source, 0))


def test_a_body_sent_a_byte_a_second_is_dropped_at_the_deadline_with_json(balancer):
    """Each byte comes well within nginx's 5 s between reads; only a deadline for the whole
    request ends it."""
    sock = _connect(balancer)
    start = time.monotonic()
    sock.sendall(
        b"POST /api/stripe/webhook HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        b"Content-Type: application/json\r\nStripe-Signature: t=1,v1=00\r\n"
        b"Content-Length: 100\r\n\r\n"
    )
    answer = b""
    sock.settimeout(1)
    while time.monotonic() - start < 20:
        try:
            sock.sendall(b" ")
            chunk = sock.recv(4096)
        except TimeoutError:
            continue
        except (BrokenPipeError, ConnectionResetError):
            break
        if not chunk:
            break
        answer += chunk
    took = time.monotonic() - start
    sock.close()

    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 408"), answer[:200]
    assert b"content-type: application/json" in head.lower()
    assert json.loads(body)["code"] == "request_timeout"
    assert 9 < took < 12


def test_one_address_holds_at_most_its_share_of_connections(balancer):
    held = [_connect(balancer, source="127.0.0.3") for _ in range(PER_ADDRESS)]
    try:
        time.sleep(0.3)
        try:  # closed before anything is read: a reset (at once, or at the first read)
            refused = _connect(balancer, source="127.0.0.3", timeout=2)
            with refused:
                refused.sendall(b"GET /api/tools HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                answer = refused.recv(100)
        except (BrokenPipeError, ConnectionResetError):
            answer = b""
        assert answer == b""
        # Another address is served as ever.
        other = _connect(balancer, source="127.0.0.4")
        other.sendall(
            b"GET /api/tools?limit=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        )
        assert other.recv(100).startswith(b"HTTP/1.1 200")
        other.close()
    finally:
        for sock in held:
            sock.close()
