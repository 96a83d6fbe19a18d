import json

import pytest

# The Django stack behind ResponseReplay, with a count of the requests reaching it.
from apicache.tests.wsgi_calls import django_app, replay  # noqa: F401


@pytest.fixture
def bundle(settings, tmp_path):
    manifest = tmp_path / "manifest.json"
    manifest.write_text(
        json.dumps(
            {
                "entrypoints": {
                    "main": {
                        "js": ["bundle/runtime.0123abcd.js", "bundle/main.4567cdef.js"],
                        "css": ["bundle/main.89abcdef.css"],
                    },
                    "after-first-picture": {"js": ["bundle/after-first-picture.7777aaaa.js"]},
                },
                "chunks": {
                    "home": {
                        "js": ["bundle/home.11112222.chunk.js"],
                        "css": ["bundle/home.33334444.chunk.css"],
                    },
                    "purchase": {"js": ["bundle/purchase.55556666.chunk.js"], "css": []},
                },
            }
        )
    )
    settings.BUNDLE_MANIFEST = manifest
