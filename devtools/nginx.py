"""nginx in front of gunicorn, as `make run` and the tests run it: Debian's nginx
(scripts/system-packages) started as a child process, never as the system's service, with
the shop's front (ops/nginx/shop.conf) in a configuration of its own written to a folder of
its own (its pid file, temporary bodies, logs).

    with nginx_front(listen="127.0.0.1:8000", upstream="127.0.0.1:20123") as url: ...
"""

import contextlib
import os
import pwd
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHOP_FRONT = ROOT / "ops" / "nginx" / "shop.conf"
SHOP_FRONT_HTTP = ROOT / "ops" / "nginx" / "http.conf"
# nginx's connections: a proxied request takes two (the client's and gunicorn's), and each
# needs a file descriptor, with room for the temporary files of bodies and answers.
WORKER_CONNECTIONS = 1024
# The micro-cache's zone (shop.conf): keys in 10 MB of shared memory (about 80,000), answers
# up to 256 MB on disk, an entry unused for a minute removed (each is valid for under a
# second anyway); written in place, not moved from the proxy's temporary folder.
MICRO_CACHE = "levels=1:2 keys_zone=shop_micro:10m max_size=256m inactive=1m use_temp_path=off"


def nginx_binary() -> str:
    found = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin:/usr/local/sbin")
    if found is None:
        raise RuntimeError("nginx is missing: run scripts/system-packages (apt-get install nginx)")
    return found


def nginx_config(*, listen: str, upstream: str, workdir: Path, access_log: Path | None) -> str:
    """A whole nginx.conf: one server on listen in front of the gunicorn at upstream."""
    temp = "\n".join(
        f'    {kind}_temp_path "{workdir / kind}";'
        for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    # Run as root (as in a container), nginx would hand its work to `nobody`, who may not
    # reach these folders: its workers run as whoever runs the shop, as gunicorn does.
    user = f"user {pwd.getpwuid(0).pw_name};\n" if os.geteuid() == 0 else ""
    log = f'"{access_log}"' if access_log else "off"
    return f"""# Written by devtools/nginx.py for one run; the front itself is {SHOP_FRONT.name}.
{user}worker_processes 1;
worker_rlimit_nofile {WORKER_CONNECTIONS * 2};
pid "{workdir / "nginx.pid"}";
error_log stderr warn;
events {{
    worker_connections {WORKER_CONNECTIONS};
}}
http {{
    default_type application/octet-stream;
    include "{SHOP_FRONT_HTTP}";
    proxy_cache_path "{workdir / "micro-cache"}" {MICRO_CACHE};
    access_log {log};
{temp}
    upstream shop_app {{
        server {upstream};
        keepalive 16;
        # Closed before gunicorn closes it (its keepalive is 5 s): never a request sent
        # on a connection gunicorn is closing.
        keepalive_timeout 4s;
    }}
    server {{
        listen {listen};
        include "{SHOP_FRONT}";
    }}
}}
"""


@contextlib.contextmanager
def nginx_front(
    *,
    listen: str,
    upstream: str,
    workdir: Path | None = None,
    log: Path | None = None,
    access_log: Path | None = None,
    ready_path: str = "/api/tools?limit=1",
) -> Iterator[str]:
    """Runs nginx on listen (host:port) in front of the gunicorn at upstream (host:port)
    until the block ends; answers its URL once ready_path answers through it. Its files go
    to workdir (a temporary folder by default), its errors to log."""
    from devtools.processes import service_running

    with contextlib.ExitStack() as stack:
        if workdir is None:
            workdir = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="nginx-")))
        workdir.mkdir(parents=True, exist_ok=True)
        config = workdir / "nginx.conf"
        config.write_text(
            nginx_config(listen=listen, upstream=upstream, workdir=workdir, access_log=access_log)
        )
        command = [nginx_binary(), "-p", f"{workdir}/", "-c", str(config), "-g", "daemon off;"]
        url = f"http://{listen}"
        stack.enter_context(
            service_running("nginx", command, url + ready_path, timeout=30, log=log)
        )
        yield url
