"""The front (ops/nginx/shop.conf, nginx before gunicorn, as `make run` serves the shop):
stalled clients hold none of gunicorn's threads, and requests refused before the app
(too long a URL, too many or too large headers, too large a body) answer the API's JSON
error shape under /api/."""

import json
import select
import socket
import time
import urllib.error
import urllib.request

import pytest

pytestmark = pytest.mark.one_database

STALLED = 150
WEBHOOK_STALLED = 10


def _connect(url: str, timeout: float = 15, source: str = "127.0.0.1") -> socket.socket:
    """A connection from source, a loopback address (all of 127.0.0.0/8 is this machine's:
    another address is another client to nginx)."""
    host, port = url.removeprefix("http://").split(":")
    return socket.create_connection((host, int(port)), timeout=timeout, source_address=(source, 0))


def _exchange(url: str, request: bytes) -> tuple[int, dict[str, str], bytes]:
    """Sends a raw request (with Connection: close), answers status, headers and body: read
    until the connection closes, or until the body is as long as its Content-Length says
    (nginx, having refused a body it never got, waits 5 s for it before it closes)."""
    with _connect(url) as sock:
        sock.sendall(request)
        answer = b""
        try:
            while not _complete(answer) and (chunk := sock.recv(65536)):
                answer += chunk
        except ConnectionResetError:  # nginx may reset once it answered a refused body
            pass
    return _parsed(answer)


def _parsed(answer: bytes) -> tuple[int, dict[str, str], bytes]:
    head, _, body = answer.partition(b"\r\n\r\n")
    status_line, *lines = head.decode("latin-1").split("\r\n")
    headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines)}
    return int(status_line.split()[1]), headers, body


def _complete(answer: bytes) -> bool:
    if b"\r\n\r\n" not in answer:
        return False
    _, headers, body = _parsed(answer)
    length = headers.get("content-length")
    return length is not None and len(body) >= int(length)


def _assert_api_error(answer, status: int, code: str) -> None:
    got_status, headers, body = answer
    assert got_status == status, body[:300]
    assert headers["content-type"] == "application/json"
    error = json.loads(body)
    assert error["code"] == code
    assert error["detail"]


def _stall(url: str) -> list[socket.socket]:
    """STALLED connections that never finish their request: most stop in the middle of
    their headers, the rest are anonymous webhook POSTs whose body stops short of its
    Content-Length."""
    stalled = []
    for number in range(STALLED):
        sock = _connect(url)
        if number < WEBHOOK_STALLED:
            sock.sendall(
                b"POST /api/stripe/webhook HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                b"Content-Type: application/json\r\nStripe-Signature: t=1,v1=00\r\n"
                b'Content-Length: 1000\r\n\r\n{"id": "evt_'
            )
        else:
            sock.sendall(b"GET /api/tools HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Stalled: ")
        stalled.append(sock)
    time.sleep(0.5)  # every one read by whoever reads it
    return stalled


def _answer_times(url: str, count: int = 10) -> list[float]:
    """Seconds each of count plain GET /api/tools took (a time out: 1 s or more)."""
    times = []
    for _ in range(count):
        start = time.monotonic()
        try:
            with urllib.request.urlopen(f"{url}/api/tools", timeout=1) as response:
                assert response.status == 200
        except (TimeoutError, urllib.error.URLError):
            pass
        times.append(time.monotonic() - start)
    return times


def test_stalled_clients_hold_up_no_one_and_are_dropped(shop):
    stalled = _stall(shop.url)
    try:
        assert max(_answer_times(shop.url)) < 1
        # Then dropped (reset): headers unfinished after 5 s, a body still short 5 s after
        # its last bytes.
        for sock, seconds in ((stalled[-1], 5), (stalled[0], 5)):
            sock.settimeout(seconds + 5)
            with pytest.raises(ConnectionResetError):
                sock.recv(100)
    finally:
        for sock in stalled:
            sock.close()


def test_bare_gunicorn_is_what_stalled_clients_hold_up(shop):
    """The same attack on gunicorn without the front (why the front is there)."""
    stalled = _stall(shop.app_url)
    try:
        assert min(_answer_times(shop.app_url, count=3)) >= 1
    finally:
        for sock in stalled:
            sock.close()
    time.sleep(0.5)
    assert max(_answer_times(shop.url, count=3)) < 1  # free again once they are gone


PER_ADDRESS = 32  # ops/nginx/shop.conf's limit_conn


def _slow_body(url: str, source: str) -> socket.socket:
    """A POST whose body comes a byte at a time (its first byte sent, then nothing yet)."""
    sock = _connect(url, source=source)
    sock.sendall(
        b"POST /api/stripe/webhook HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        b"Content-Type: application/json\r\nStripe-Signature: t=1,v1=00\r\n"
        b"Content-Length: 1000\r\n\r\n{"
    )
    return sock


def _closed_at_once(socks: list[socket.socket]) -> list[socket.socket]:
    """Those of socks that nginx closed without an answer within a second."""
    deadline = time.monotonic() + 1
    closed, waiting = [], list(socks)
    while waiting and (left := deadline - time.monotonic()) > 0:
        readable, _, _ = select.select(waiting, [], [], left)
        for sock in readable:
            waiting.remove(sock)
            try:
                data = sock.recv(100)
            except ConnectionResetError:
                data = b""
            if data == b"":
                closed.append(sock)
    return closed


def test_one_address_holds_at_most_its_share_of_slow_bodies(shop):
    """Finding 2 of issue 38: 20 POSTs sending a byte every 3 s were all held, without a
    limit per address; one client could hold every connection."""
    slow = [_slow_body(shop.url, "127.0.0.2") for _ in range(PER_ADDRESS + 8)]
    try:
        time.sleep(0.5)
        assert len(_closed_at_once(slow)) == 8
        # One more request from that address is closed too; any other address is served.
        extra = _connect(shop.url, source="127.0.0.2")
        extra.sendall(b"GET /api/tools HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        assert _closed_at_once([extra]) == [extra]
        extra.close()
        assert max(_answer_times(shop.url, count=3)) < 1
    finally:
        for sock in slow:
            sock.close()


def test_a_url_too_long_is_a_json_414(shop):
    request = b"GET /api/tools?q=" + b"a" * 9000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    _assert_api_error(
        _exchange(shop.url, request + b"Connection: close\r\n\r\n"), 414, "uri_too_long"
    )


def test_a_header_too_large_is_a_json_431(shop):
    request = b"GET /api/tools HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"a" * 9000 + b"\r\n"
    answer = _exchange(shop.url, request + b"Connection: close\r\n\r\n")
    _assert_api_error(answer, 431, "headers_too_large")


def test_gunicorn_s_own_431_for_too_many_headers_is_json(shop):
    many = b"".join(b"X-Header-%d: 1\r\n" % number for number in range(200))  # gunicorn: 100
    request = b"GET /api/tools HTTP/1.1\r\nHost: 127.0.0.1\r\n" + many
    answer = _exchange(shop.url, request + b"Connection: close\r\n\r\n")
    _assert_api_error(answer, 431, "headers_too_large")


def test_a_body_too_large_is_refused_before_it_is_read_as_a_json_413(shop):
    request = (
        b"POST /api/review HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Content-Length: 100000\r\nConnection: close\r\n\r\n"
    )
    _assert_api_error(_exchange(shop.url, request), 413, "request_too_large")


def test_the_app_s_own_errors_pass_unchanged(shop):
    request = b"GET /api/user HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    _assert_api_error(_exchange(shop.url, request), 401, "not_authenticated")


def test_the_request_id_is_the_front_s_never_the_client_s(shop):
    request = urllib.request.Request(
        f"{shop.url}/api/missing", headers={"X-Request-ID": "chosen-by-the-client"}
    )
    with pytest.raises(urllib.error.HTTPError) as answer:
        urllib.request.urlopen(request, timeout=5)
    request_id = answer.value.headers["X-Request-ID"]
    assert request_id != "chosen-by-the-client"
    assert json.loads(answer.value.read())["requestId"] == request_id


@pytest.mark.parametrize(
    "header",
    ["X-Forwarded-Ssl: on", "X-Forwarded-Protocol: ssl", "X-Forwarded-Ssl: off"],
)
def test_a_client_s_scheme_headers_change_nothing_and_the_api_stays_json(shop, header):
    """The outside testers' third round: X-Forwarded-Ssl or X-Forwarded-Protocol from a
    client reached gunicorn, which answered its own HTML 400 "Contradictory scheme headers".
    The front drops them and gunicorn reads X-Forwarded-Proto alone, through the front and
    without it."""
    request = (
        f"GET /api/tools?limit=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n{header}\r\n"
        "X-Forwarded-Proto: https\r\nConnection: close\r\n\r\n"
    ).encode()
    for url in (shop.url, shop.app_url):
        status, headers, body = _exchange(url, request)
        assert status == 200, (url, body[:200])
        assert headers["content-type"] == "application/json"
        assert json.loads(body)["count"] >= 0


@pytest.mark.parametrize(
    "request_line",
    [
        "GET /api/tools/%ZZ HTTP/1.1",
        "GET /api/tools/%00 HTTP/1.1",
        "get /api/tools HTTP/1.1",
        "GET /api/../../etc/passwd HTTP/1.1",
    ],
)
def test_a_malformed_request_is_nginx_s_own_json_400_never_a_5xx(shop, request_line):
    """The outside testers' third round: malformed request lines got nginx's own HTML 500
    (its error page went to a named location, which an unparsed request cannot reach):
    anyone could make 5xx at will."""
    request = f"{request_line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode()
    _assert_api_error(_exchange(shop.url, request), 400, "bad_request")


def test_a_malformed_page_request_is_a_plain_400(shop):
    request = (
        b"GET /media/%2e%2e/%2e%2e/etc HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    )
    status, _, _ = _exchange(shop.url, request)
    assert status == 400
