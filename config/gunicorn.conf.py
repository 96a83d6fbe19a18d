"""gunicorn's settings, the same for `make run`, the benchmarks and production:

    gunicorn -c config/gunicorn.conf.py [--bind HOST:PORT]

Threaded workers (gthread) keep client connections alive. The defaults follow the CPU
count; the environment overrides them: GUNICORN_BIND, GUNICORN_WORKERS, GUNICORN_THREADS,
GUNICORN_ACCESS_LOG (a file, "-" for stdout, "none" for no access log) and
FORWARDED_ALLOW_IPS. Command-line options win over all of these. LOG_FORMAT=json makes
its log and access log JSON lines, as the app's (config/logs.py).

The workers' metrics (monitoring/metrics.py) meet in PROMETHEUS_MULTIPROC_DIR: a
temporary folder made at start and removed at exit, or the folder that variable names
(emptied at start).

In local mode (SHOP_ENV not "production") it listens on loopback only, unless
LOCAL_MODE_ALLOW_PUBLIC=yes-i-understand (config/local_mode.py says why).
"""

import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from config.logs import gunicorn_json_logging  # noqa: E402


def _cpu_count() -> int:
    # The CPUs this process may run on (taskset, cpusets), not all the machine has.
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def _positive(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    value = int(raw)
    if value < 1:
        raise ValueError(f"{name} must be at least 1, not {value}")
    return value


wsgi_app = "config.wsgi:application"
bind = [os.environ.get("GUNICORN_BIND", "").strip() or "127.0.0.1:8000"]

workers = _positive("GUNICORN_WORKERS", 2 * _cpu_count() + 1)
threads = _positive("GUNICORN_THREADS", 4)
worker_class = "gthread"
keepalive = 5
# nginx reads each request first (ops/nginx/shop.conf) and refuses a request line over 8 KB:
# gunicorn's own limit (4 KB by default) must not be the lower one.
limit_request_line = 8190

_access_log = os.environ.get("GUNICORN_ACCESS_LOG", "").strip() or "-"
accesslog = None if _access_log == "none" else _access_log
if os.environ.get("LOG_FORMAT", "").strip() == "json":
    logconfig_dict = gunicorn_json_logging(access_log=accesslog)
# gunicorn's combined format plus the time taken and the answer's X-Request-ID, the id
# that the app's log lines and API errors carry too.
access_log_format = (
    '%(h)s %(l)s %(u)s %(t)s "%(r)s" %(s)s %(b)s "%(f)s" "%(a)s" %(M)sms id=%({x-request-id}o)s'
)

# X-Forwarded-Proto and X-Forwarded-For are believed from a proxy on this machine only,
# unless FORWARDED_ALLOW_IPS (gunicorn's own variable) names the proxies.
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "").strip() or "127.0.0.1,::1"
# The scheme comes from X-Forwarded-Proto alone, the header the front sets (and clears the
# others of, ops/nginx/shop.conf): gunicorn's default also reads X-Forwarded-Ssl and
# X-Forwarded-Protocol, and answers its own HTML 400 when a client's copy contradicts them.
secure_scheme_headers = {"X-FORWARDED-PROTO": "https"}


def on_starting(server):
    """Before any socket is bound and any worker started: in local mode, the final
    addresses (--bind included) must be loopback; the metrics' folder, for the workers."""
    if os.environ.get("SHOP_ENV", "").strip() != "production":
        from config.local_mode import refuse_public_listening

        refuse_public_listening(list(server.cfg.bind))
    _metrics_folder_ready()


_made_metrics_folder: list[str] = []


def _metrics_folder_ready() -> None:
    folder = os.environ.get("PROMETHEUS_MULTIPROC_DIR", "").strip()
    if folder:  # numbers left by an earlier run would be added to this one's
        Path(folder).mkdir(parents=True, exist_ok=True)
        for old in Path(folder).glob("*.db"):
            old.unlink()
    else:
        folder = tempfile.mkdtemp(prefix="shop-metrics-")
        _made_metrics_folder.append(folder)
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = folder  # inherited by every worker


def child_exit(server, worker):
    """A worker ended: its gauges' files go (its counters stay in the sums)."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)


def on_exit(server):
    for folder in _made_metrics_folder:
        shutil.rmtree(folder, ignore_errors=True)
