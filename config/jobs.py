"""The HUEY setting: the job queue a JOBS_URL names and how the worker runs. config/settings.py
reads the environment and calls this (no Huey import here: the settings load first)."""

from pathlib import Path
from urllib.parse import urlsplit

from django.core.exceptions import ImproperlyConfigured


def job_queue(url: str, *, base_dir: Path) -> dict:
    """Huey's storage options for url: sqlite:///path (relative to base_dir unless
    absolute; its folder is made), redis:// or rediss://, postgres:// or postgresql://."""
    scheme = urlsplit(url).scheme
    if scheme == "sqlite":
        path = base_dir / url.removeprefix("sqlite:///")  # an absolute path stays as it is
        path.parent.mkdir(parents=True, exist_ok=True)
        return {"huey_class": "core.job_queue.SqliteQueue", "filename": str(path)}
    if scheme in {"redis", "rediss"}:
        return {"huey_class": "huey.RedisHuey", "url": url}
    if scheme in {"postgres", "postgresql"}:
        return {"huey_class": "huey.PostgresHuey", "dsn": url}
    raise ImproperlyConfigured("JOBS_URL must start with sqlite:///, redis:// or postgres://.")


def huey_settings(url: str, *, base_dir: Path, workers: int) -> dict:
    """The HUEY setting: the queue at url (job_queue), `manage.py run_huey` with this many
    worker threads, and no stored results (nothing reads a job's return value)."""
    return {
        "name": "brush-and-canvas",
        **job_queue(url, base_dir=base_dir),
        "results": False,
        "immediate": False,
        "utc": True,
        "consumer": {
            "workers": workers,
            "worker_type": "thread",
            # An idle worker looks at a SQLite queue at least once a second.
            "max_delay": 1.0,
        },
    }
