import os

import pytest

# Playwright's sync API runs an event loop in the test thread; Django must allow the ORM there.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


@pytest.fixture(autouse=True)
def _isolated_files(settings, tmp_path):
    """Uploaded and demo images go to a throw-away folder; static names stay unhashed
    (the manifest of hashed names exists only after collectstatic)."""
    settings.MEDIA_ROOT = tmp_path / "media"
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }


@pytest.fixture
def api_client():
    from rest_framework.test import APIClient

    return APIClient()
