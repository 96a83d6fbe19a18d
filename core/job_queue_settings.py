"""The HUEY setting's queue: which of Huey's storages a JOBS_URL names. config/settings.py
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
        return {"huey_class": "huey.SqliteHuey", "filename": str(path)}
    if scheme in {"redis", "rediss"}:
        return {"huey_class": "huey.RedisHuey", "url": url}
    if scheme in {"postgres", "postgresql"}:
        return {"huey_class": "huey.PostgresHuey", "dsn": url}
    raise ImproperlyConfigured("JOBS_URL must start with sqlite:///, redis:// or postgres://.")
