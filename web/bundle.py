"""The built front end's files (assets/build/manifest.json, written by webpack).

A process serves the build it started with. WhiteNoise lists the static files it serves
as the process starts, and Django reads the manifest of their hashed names once: a page
naming a build made later (a release built in place, `npm run build` then
`collectstatic`, before gunicorn reloads) would name files neither of them knows, and
Django's manifest refuses those (every page a 500). So the bundle's manifest is read
once per process too, as the worker starts (bundle_pin, from config/wsgi.py) or at its
first use; the new build is served once the workers are replaced (`systemctl reload
shop-gunicorn`, or a restart of `make run`). With DEBUG on, static files are served as
they are on disk, unhashed: each change of the manifest is read again.
"""

import json
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

# The build each manifest path was when this process first read it: (path, mtime), manifest.
_pinned: dict[str, tuple[tuple[str, int], dict]] = {}


@lru_cache(maxsize=4)
def _read_manifest(path: Path, mtime: float) -> dict:
    return json.loads(path.read_text())


def _on_disk() -> tuple[str, int]:
    path = Path(settings.BUNDLE_MANIFEST)
    try:
        return str(path), path.stat().st_mtime_ns
    except FileNotFoundError as exc:
        raise ImproperlyConfigured(
            f"{path} is missing: build the front end first (`make build` or `npm run build`)."
        ) from exc


def _build() -> tuple[tuple[str, int], dict]:
    if not settings.DEBUG:
        pinned = _pinned.get(str(settings.BUNDLE_MANIFEST))
        if pinned is not None:
            return pinned
    version = _on_disk()
    build = version, _read_manifest(Path(version[0]), version[1])
    if settings.DEBUG:
        return build
    # Two threads reading it first: both keep the one stored first.
    return _pinned.setdefault(version[0], build)


def bundle_pin() -> None:
    """Reads the build this process serves, if there is one (a fresh checkout has none)."""
    try:
        _build()
    except ImproperlyConfigured:
        pass


def bundle_version() -> tuple[str, int]:
    """Which build this process serves: its manifest's path and time (the pages rendered
    for another build are not this one's)."""
    return _build()[0]


def bundle_manifest() -> dict:
    """assets/build/manifest.json: the files of each webpack entry and named chunk."""
    return _build()[1]


def bundle_files(entry: str = "main") -> dict[str, list[str]]:
    """The static paths (JS, CSS) that the page must load for a webpack entry."""
    files = bundle_manifest()["entrypoints"][entry]
    return {"js": files.get("js", []), "css": files.get("css", [])}
