"""The built front end's files (assets/build/manifest.json, written by webpack)."""

import json
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured


@lru_cache(maxsize=4)
def _read_manifest(path: Path, mtime: float) -> dict:
    return json.loads(path.read_text())


def bundle_version() -> tuple[str, int]:
    """Which build the manifest is: its path and time (a new build renders the pages again)."""
    path = Path(settings.BUNDLE_MANIFEST)
    try:
        return str(path), path.stat().st_mtime_ns
    except FileNotFoundError as exc:
        raise ImproperlyConfigured(
            f"{path} is missing: build the front end first (`make build` or `npm run build`)."
        ) from exc


def bundle_manifest() -> dict:
    """assets/build/manifest.json: the files of each webpack entry and named chunk."""
    path, mtime = bundle_version()
    return _read_manifest(Path(path), mtime)


def bundle_files(entry: str = "main") -> dict[str, list[str]]:
    """The static paths (JS, CSS) that the page must load for a webpack entry."""
    files = bundle_manifest()["entrypoints"][entry]
    return {"js": files.get("js", []), "css": files.get("css", [])}
