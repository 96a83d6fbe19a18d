"""HAProxy for the cluster test: deploy/haproxy/haproxy.cfg, the reference deployment's own
file, made to run on loopback as a child process. Its global and defaults sections, its
checks, retries and error files are kept as they are; only what names the machine changes:
the listening address, the app servers (plain HTTP to their nginx), the certificate, the
Host of the health check, the files' paths, and no user switch or syslog.

Two lines are the test's own: a request with `X-Cluster-Server: a` goes to server a while
it is up (so a check can upload through one server and read through the other, through the
balancer all the same), and each answer says which server gave it (`X-Served-By`).
"""

import contextlib
import re
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

from devtools.processes import service_running

ROOT = Path(__file__).resolve().parent.parent
DEPLOYED = ROOT / "deploy" / "haproxy" / "haproxy.cfg"
ERRORS = ROOT / "deploy" / "haproxy" / "errors"
BACKEND = "app_servers"


def haproxy_binary() -> str:
    for candidate in ("/usr/sbin/haproxy", "/usr/bin/haproxy"):
        if Path(candidate).exists():
            return candidate
    raise RuntimeError("haproxy is missing: run scripts/system-packages (apt-get install haproxy)")


def haproxy_config(
    *, listen: str, servers: dict[str, str], socket_path: Path, server_maxconn: int
) -> str:
    """deploy/'s configuration with listen (host:port) in front of servers {name: host:port}."""
    lines = []
    for line in DEPLOYED.read_text().splitlines():
        words = line.split()
        first = words[0] if words else ""
        if first in {"user", "group", "daemon"}:
            continue
        if first == "maxconn":
            line = "    maxconn 2000"  # within the test's own limit of open files
        elif first == "log" and len(words) > 1 and words[1] != "global":
            line = "    log stderr format raw local0 notice"
        elif first == "stats" and words[1:2] == ["socket"]:
            line = f"    stats socket {socket_path} mode 600 level admin"
        elif first == "errorfile":
            line = f"    errorfile {words[1]} {ERRORS / Path(words[2]).name}"
        elif first == "bind":
            if ":80" not in words[1]:
                continue  # the TLS one: no certificate here
            line = f"    bind {listen}"
        elif first == "http-request" and "redirect" in words:
            continue  # no TLS on loopback
        elif first == "http-check" and "hdr" in words:
            line = re.sub(r"hdr Host \S+", "hdr Host 127.0.0.1", line)
        elif first == "default-server":
            line = re.sub(r" ssl .*$", "", line)  # plain HTTP to nginx on loopback
            line = re.sub(r"maxconn \d+", f"maxconn {server_maxconn}", line)
        elif first == "server":
            continue  # replaced by ours, below
        elif first == "default_backend":
            lines.append("    http-response set-header X-Served-By %s")
        lines.append(line)
        if first == "backend":
            for name in servers:
                lines.append(
                    f"    use-server {name} if {{ req.hdr(x-cluster-server) -m str {name} }}"
                )
    lines += [f"    server {name} {address}" for name, address in servers.items()]
    return "\n".join(lines) + "\n"


@contextlib.contextmanager
def haproxy(
    *,
    listen: str,
    servers: dict[str, str],
    workdir: Path,
    server_maxconn: int,
    log: Path | None = None,
) -> Iterator["Balancer"]:
    """Runs HAProxy on listen until the block ends; answers once a request passes."""
    workdir.mkdir(parents=True, exist_ok=True)
    socket_path = workdir / "admin.sock"
    config = workdir / "haproxy.cfg"
    config.write_text(
        haproxy_config(
            listen=listen, servers=servers, socket_path=socket_path, server_maxconn=server_maxconn
        )
    )
    checked = subprocess.run(
        [haproxy_binary(), "-c", "-q", "-f", str(config)], capture_output=True, text=True
    )
    if checked.returncode:
        raise RuntimeError(f"HAProxy refuses {config}:\n{checked.stdout}{checked.stderr}")
    command = [haproxy_binary(), "-db", "-f", str(config)]
    url = f"http://{listen}"
    with service_running("HAProxy", command, f"{url}/api/tools?limit=1", timeout=30, log=log):
        yield Balancer(url=url, socket_path=socket_path)


class Balancer:
    def __init__(self, *, url: str, socket_path: Path) -> None:
        self.url = url
        self.socket_path = socket_path

    def _ask(self, command: str) -> str:
        with socket.socket(socket.AF_UNIX) as connection:
            connection.settimeout(5)
            connection.connect(str(self.socket_path))
            connection.sendall(command.encode() + b"\n")
            chunks = []
            while chunk := connection.recv(65536):
                chunks.append(chunk)
        return b"".join(chunks).decode()

    def server_states(self) -> dict[str, str]:
        """{server name: "UP", "DOWN", "UP 1/2"...} as HAProxy sees its app servers now."""
        text = self._ask("show stat")
        header, *rows = [line for line in text.splitlines() if line]
        columns = header.lstrip("# ").split(",")
        states = {}
        for row in rows:
            values = dict(zip(columns, row.split(","), strict=False))
            if values.get("pxname") == BACKEND and values.get("svname") not in {
                "BACKEND",
                "FRONTEND",
            }:
                states[values["svname"]] = values["status"]
        return states

    def wait_for(self, server: str, state: str, timeout: float) -> float | None:
        """Seconds until server's state starts with state, polled every 50 ms; None if not
        within timeout."""
        start = time.monotonic()
        while time.monotonic() - start < timeout:
            if self.server_states().get(server, "").startswith(state):
                return time.monotonic() - start
            time.sleep(0.05)
        return None
