"""The cluster test's customers and admin: plain HTTP/1.1 calls through the balancer, each
on a connection of its own from a loopback address of the caller's choice (127.0.0.0/8 is
all loopback), so that the rate limits, which count sign-ins by address, see distinct
clients; `server` pins a call to one app server (cluster/haproxy.py's X-Cluster-Server)."""

import http.client
import itertools
import json
import threading
import time
import urllib.parse
import urllib.request
import uuid
from dataclasses import dataclass, field

ADDRESS = {
    "fullName": "Cluster Customer",
    "line1": "1 Balancer Street",
    "line2": "",
    "city": "Springfield",
    "region": "IL",
    "postalCode": "62701",
    "country": "US",
    "phone": "+1 555 0100",
}
_addresses = itertools.count(10)
_addresses_lock = threading.Lock()


def fresh_address() -> str:
    """A loopback address no other client of this run has used (127.0.1.10, ...)."""
    with _addresses_lock:
        number = next(_addresses)
    return f"127.0.{1 + number // 250}.{number % 250 + 1}"


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes
    seconds: float

    def json(self):
        try:
            return json.loads(self.body)
        except ValueError:
            return None

    @property
    def code(self) -> str | None:
        body = self.json()
        return body.get("code") if isinstance(body, dict) else None

    @property
    def served_by(self) -> str:
        return self.headers.get("x-served-by", "")


@dataclass
class Client:
    base_url: str
    token: str | None = None
    email: str = ""
    source: str = "127.0.0.1"
    extra: dict = field(default_factory=dict)

    def call(
        self,
        method: str,
        path: str,
        body=None,
        *,
        server: str | None = None,
        raw: bytes | None = None,
        content_type: str = "application/json",
        timeout: float = 30,
    ) -> Answer:
        """One request; a connection that fails is an Answer with status 0."""
        parts = urllib.parse.urlsplit(self.base_url if "://" not in path else path)
        target = (
            path
            if "://" not in path
            else urllib.parse.urlsplit(path)._replace(scheme="", netloc="").geturl()
        )
        headers = {"Connection": "close"}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        if server:
            headers["X-Cluster-Server"] = server
        data = raw
        if body is not None:
            data = json.dumps(body).encode()
        if data is not None:
            headers["Content-Type"] = content_type
        start = time.monotonic()
        connection = http.client.HTTPConnection(
            parts.hostname, parts.port, timeout=timeout, source_address=(self.source, 0)
        )
        try:
            connection.request(method, target, body=data, headers=headers)
            response = connection.getresponse()
            content = response.read()
            answer_headers = {name.lower(): value for name, value in response.getheaders()}
            return Answer(response.status, answer_headers, content, time.monotonic() - start)
        except (OSError, http.client.HTTPException) as exc:
            return Answer(0, {"error": repr(exc)}, b"", time.monotonic() - start)
        finally:
            connection.close()

    def order(self, tool_id: int, quantity: int = 1, **kwargs) -> Answer:
        body = {"tool": tool_id, "toolsQuantity": quantity, "deliveryAddress": ADDRESS}
        return self.call("POST", "/api/mypurchase", body, **kwargs)


def _emulator(host: str, path: str, body: dict, bearer: str | None = None) -> dict:
    headers = {"Content-Type": "application/json"}
    if bearer:
        headers["Authorization"] = f"Bearer {bearer}"
    request = urllib.request.Request(
        f"http://{host}/identitytoolkit.googleapis.com/v1/{path}?key=demo-api-key",
        data=json.dumps(body).encode(),
        headers=headers,
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)


def firebase_account(firebase_host: str, label: str) -> tuple[str, str]:
    """A new verified account in the emulator: (e-mail, ID token)."""
    email = f"{label}-{uuid.uuid4().hex[:8]}@example.com"
    account = _emulator(
        firebase_host,
        "accounts:signUp",
        {"email": email, "password": "secret123", "returnSecureToken": True},
    )
    # Paying needs a verified address; the emulator takes "owner" as an admin's token.
    _emulator(
        firebase_host,
        "accounts:update",
        {"localId": account["localId"], "emailVerified": True},
        bearer="owner",
    )
    signed_in = _emulator(
        firebase_host,
        "accounts:signInWithPassword",
        {"email": email, "password": "secret123", "returnSecureToken": True},
    )
    return email, signed_in["idToken"]


def sign_in(client: Client, email: str, id_token: str, **kwargs) -> Answer:
    """The shop's token exchange (PUT /api/user/{email} with the Firebase ID token)."""
    saved, client.token = client.token, id_token
    try:
        return client.call("PUT", f"/api/user/{email}", {"email": email, "name": email}, **kwargs)
    finally:
        client.token = saved


def customer(base_url: str, firebase_host: str, label: str) -> Client:
    """A signed-in customer, from an address of its own."""
    email, id_token = firebase_account(firebase_host, label)
    client = Client(base_url, email=email, source=fresh_address())
    answer = sign_in(client, email, id_token)
    if answer.status != 200:
        raise RuntimeError(f"sign-in of {email}: {answer.status} {answer.body[:300]!r}")
    client.token = answer.json()["token"]
    return client
