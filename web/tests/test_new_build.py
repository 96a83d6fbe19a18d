"""A release built in place while the shop runs (`npm run build`, then `collectstatic`,
before gunicorn reloads): the running process keeps serving the build it started with."""

import json
import os

import pytest

from apicache.responses import store

pytestmark = pytest.mark.django_db


def _build(tmp_path, number: int) -> None:
    """Build number: webpack's manifest, and the collected files' manifest of hashed names
    (what collectstatic writes), each naming that build's files."""
    js = f"bundle/main.{number}{number}{number}{number}abcd.js"
    loader = f"bundle/after-first-picture.{number}{number}{number}{number}ef01.js"
    bundle = tmp_path / "manifest.json"
    bundle.write_text(
        json.dumps(
            {
                "entrypoints": {
                    "main": {"js": [js], "css": []},
                    "after-first-picture": {"js": [loader]},
                },
                "chunks": {},
            }
        )
    )
    # A later build is a later file, whatever the clock's resolution.
    os.utime(bundle, ns=(number * 10**9, number * 10**9))
    collected = tmp_path / "static"
    collected.mkdir(exist_ok=True)
    paths = {name: name.replace(".js", f".{number:012d}.js") for name in (js, loader)}
    paths["favicon.svg"] = f"favicon.{number:012d}.svg"
    (collected / "staticfiles.json").write_text(json.dumps({"paths": paths, "version": "1.1"}))


@pytest.fixture
def first_build(settings, tmp_path):
    _build(tmp_path, 1)
    settings.BUNDLE_MANIFEST = tmp_path / "manifest.json"
    settings.STATIC_ROOT = tmp_path / "static"
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.ManifestStaticFilesStorage"},
    }
    store.clear()


def test_a_page_keeps_naming_the_build_the_process_started_with(client, tmp_path, first_build):
    first = client.get("/blog")
    assert first.status_code == 200
    assert "/static/bundle/main.1111abcd.000000000001.js" in first.content.decode()

    _build(tmp_path, 2)  # built and collected while the process runs
    store.clear()  # and rendered again, not replayed

    again = client.get("/blog")

    # Before, the page named the new build's files, which Django's manifest of hashed
    # names (read as the process started) does not know: every page answered 500.
    assert again.status_code == 200
    html = again.content.decode()
    assert "/static/bundle/main.1111abcd.000000000001.js" in html
    assert "main.2222abcd" not in html


def test_with_debug_on_a_new_build_is_served_at_once(client, settings, tmp_path, bundle):
    settings.DEBUG = True
    store.clear()
    assert "bundle/main.4567cdef.js" in client.get("/blog").content.decode()

    manifest = json.loads(settings.BUNDLE_MANIFEST.read_text())
    manifest["entrypoints"]["main"]["js"] = ["bundle/main.99998888.js"]
    settings.BUNDLE_MANIFEST.write_text(json.dumps(manifest))
    stat = settings.BUNDLE_MANIFEST.stat()
    os.utime(settings.BUNDLE_MANIFEST, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))

    assert "bundle/main.99998888.js" in client.get("/blog").content.decode()
