import json
import os
import shutil
import socket
import urllib.parse
import urllib.request
import uuid
from dataclasses import dataclass
from pathlib import Path

import pytest

from devtools.ports import reserve, reserved_ports

# Playwright's sync API runs an event loop in the test thread; Django must allow the ORM there.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

# The tests' own Firebase Auth emulator (with its hub and logging ports) and localstripe,
# on ports reserved for this run (devtools.ports) unless given: apart from `make run`'s
# and from any other test run's. The reservations last as long as this process.
if "TEST_FIREBASE_AUTH_EMULATOR_HOST" in os.environ:
    TEST_FIREBASE_HOST = os.environ["TEST_FIREBASE_AUTH_EMULATOR_HOST"]
else:
    _firebase_ports = reserve(3)
    TEST_FIREBASE_HOST = f"127.0.0.1:{_firebase_ports.ports[0]}"
if "TEST_LOCALSTRIPE_HOST" in os.environ:
    TEST_LOCALSTRIPE_HOST = os.environ["TEST_LOCALSTRIPE_HOST"]
else:
    _localstripe_ports = reserve(1)
    TEST_LOCALSTRIPE_HOST = f"127.0.0.1:{_localstripe_ports.ports[0]}"
TEST_STRIPE_WEBHOOK_SECRET = "whsec_tests"


def pytest_configure(config):
    """`make test-postgres` says which database it means; never test another by mistake."""
    expected = os.environ.get("EXPECT_DATABASE")
    if expected:
        from django.conf import settings

        engine = settings.DATABASES["default"]["ENGINE"]
        if not engine.endswith(expected):
            raise pytest.UsageError(f"EXPECT_DATABASE={expected} but the tests would use {engine}")


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings_parallel_suffix, tmp_path_factory):
    """Each run its own SQLite test database file: the settings name one in the clone
    (.test-db.sqlite3), which a second run at once (the browser tests beside the others,
    say) would delete and create again under the first one ("disk I/O error")."""
    from django.conf import settings

    for database in settings.DATABASES.values():
        if database["ENGINE"] == "django.db.backends.sqlite3":
            folder = tmp_path_factory.mktemp("test-db")
            database.setdefault("TEST", {})["NAME"] = str(folder / "test.sqlite3")


@pytest.fixture(autouse=True)
def _isolated_settings(settings, tmp_path):
    """Uploaded and demo images and backups go to throw-away folders (local files, even
    where the environment names a bucket); static names stay unhashed
    (the manifest of hashed names exists only after collectstatic); Firebase is the
    tests' emulator."""
    from config.storage import local_storages

    settings.MEDIA_ROOT = tmp_path / "media"
    settings.BACKUP_DIR = tmp_path / "backups"
    settings.DOCUMENTS_DIR = tmp_path / "documents"
    settings.STORAGES = {
        **local_storages(settings.BACKUP_DIR, settings.DOCUMENTS_DIR),
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    settings.FIREBASE_API_KEY = None
    settings.FIREBASE_PROJECT_ID = "demo-shop"
    settings.FIREBASE_AUTH_EMULATOR_HOST = TEST_FIREBASE_HOST
    settings.LOCALSTRIPE_URL = f"http://{TEST_LOCALSTRIPE_HOST}"
    settings.STRIPE_SECRET_KEY = "sk_test_localstripe"
    settings.STRIPE_PUBLISHABLE_KEY = "pk_test_localstripe"
    settings.STRIPE_WEBHOOK_SECRET = TEST_STRIPE_WEBHOOK_SECRET
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    # Django's own advice for tests: a fast hasher. The default (PBKDF2, a million rounds)
    # takes 0.6 s a password here, and the demo data alone sets two for every browser test.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    # WhiteNoise indexes the 1,200 collected static files each time a handler is made (50 ms),
    # and each test's client makes one; looking a file up when it is asked for (WhiteNoise's
    # development mode) serves the same files with the same headers.
    settings.WHITENOISE_AUTOREFRESH = True
    # A fresh cache for each test, so one test's rate-limit counts never reach another.
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": f"test-{uuid.uuid4().hex}",
        }
    }


@pytest.fixture(scope="session")
def _demo_pictures_stored(tmp_path_factory) -> Path:
    """A folder holding the demo pictures as seed_demo stores them (each with its WebP
    copies and marker), made once a run: encoding the 52 copies takes 2 s."""
    from django.test import override_settings

    from config.storage import local_storages
    from ops import demo_data
    from ops.demo_pictures import demo_image_store

    folder = tmp_path_factory.mktemp("demo-pictures")
    with override_settings(
        MEDIA_ROOT=folder, STORAGES=local_storages(folder / "backups", folder / "documents")
    ):
        for slug, *_ in demo_data.TOOLS:
            demo_image_store("tools", slug)
        for slug, *_ in demo_data.PAINTINGS:
            demo_image_store("paintings", slug)
    shutil.rmtree(folder / "backups", ignore_errors=True)
    return folder


@pytest.fixture
def demo_pictures(settings, _demo_pictures_stored) -> None:
    """This test's media folder holds the demo pictures already, so seed_demo finds them
    stored (named by their content, as it would store them) instead of encoding them."""
    shutil.copytree(_demo_pictures_stored, settings.MEDIA_ROOT, dirs_exist_ok=True)


@pytest.fixture(autouse=True)
def _fresh_response_store():
    """Each test's database starts over (rolled back or flushed); so do the JSON answers
    this process keeps rendered (apicache), or one test could see another's."""
    from apicache.responses import store

    store.clear()


@pytest.fixture
def api_client():
    from rest_framework.test import APIClient

    return APIClient()


@pytest.fixture
def signed_in(api_client):
    """signed_in(user): the test's api_client, sending the user's token from now on (the
    shop's own JWT, as the sign-in exchange answers it). Someone else at the same time gets a
    client of their own: signed_in(user, client=APIClient())."""
    from accounts.tokens import access_token_for

    def sign_in(user, client=None):
        client = api_client if client is None else client
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(user)}")
        return client

    return sign_in


@dataclass
class FirebaseAccount:
    uid: str
    email: str
    id_token: str


class FirebaseEmulator:
    """Talks to the Firebase Auth emulator's REST API the way the JS SDK does."""

    def __init__(self, host: str) -> None:
        self.host = host

    def _post(self, path: str, body: dict) -> dict:
        request = urllib.request.Request(
            f"http://{self.host}/identitytoolkit.googleapis.com/v1/{path}?key=demo-api-key",
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.load(response)

    def sign_up(self, email: str, password: str = "secret123", name: str = "") -> FirebaseAccount:
        body = self._post(
            "accounts:signUp", {"email": email, "password": password, "returnSecureToken": True}
        )
        if name:
            self._post("accounts:update", {"idToken": body["idToken"], "displayName": name})
            return self.sign_in(email, password)  # a fresh token carries the name
        return FirebaseAccount(uid=body["localId"], email=email, id_token=body["idToken"])

    def change_email(self, account: FirebaseAccount, email: str) -> None:
        """The account's holder changes its email (as the SDK's updateEmail does)."""
        self._post("accounts:update", {"idToken": account.id_token, "email": email})

    def change_password(self, account: FirebaseAccount, password: str) -> FirebaseAccount:
        """The holder changes the password (as the SDK's updatePassword does): Firebase ends
        the account's other sessions and answers this one a fresh token."""
        body = self._post(
            "accounts:update",
            {"idToken": account.id_token, "password": password, "returnSecureToken": True},
        )
        return FirebaseAccount(uid=account.uid, email=account.email, id_token=body["idToken"])

    def sign_in_with_google(self, email: str, name: str = "") -> FirebaseAccount:
        """A Google sign-in, as the emulator takes one: its IdP token is unsigned JSON."""
        google_token = json.dumps(
            {"sub": f"google-{email}", "email": email, "email_verified": True, "name": name}
        )
        body = self._post(
            "accounts:signInWithIdp",
            {
                "postBody": urllib.parse.urlencode(
                    {"id_token": google_token, "providerId": "google.com"}
                ),
                "requestUri": "http://localhost",
                "returnSecureToken": True,
            },
        )
        return FirebaseAccount(uid=body["localId"], email=email, id_token=body["idToken"])

    def sign_in(self, email: str, password: str) -> FirebaseAccount:
        body = self._post(
            "accounts:signInWithPassword",
            {"email": email, "password": password, "returnSecureToken": True},
        )
        return FirebaseAccount(uid=body["localId"], email=email, id_token=body["idToken"])


@pytest.fixture(scope="session")
def _firebase_emulator_host():
    from devtools.firebase_emulator import firebase_emulator

    with firebase_emulator(TEST_FIREBASE_HOST) as host:
        yield host


@pytest.fixture
def firebase(_firebase_emulator_host) -> FirebaseEmulator:
    """The running Firebase Auth emulator, with no accounts in it."""
    from devtools.firebase_emulator import firebase_emulator_reset

    firebase_emulator_reset(_firebase_emulator_host)
    return FirebaseEmulator(_firebase_emulator_host)


@pytest.fixture
def unresponsive_host():
    """host:port of a server that takes connections and never answers (a hung service)."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(64)  # the kernel completes connections; nobody ever reads them
        yield f"127.0.0.1:{listener.getsockname()[1]}"


@pytest.fixture
def stopped_host():
    """host:port where nothing listens (a service that is down)."""
    with reserved_ports(1) as (port,):
        yield f"127.0.0.1:{port}"


@pytest.fixture(scope="session")
def _localstripe_url():
    from devtools.runners import localstripe

    with localstripe(TEST_LOCALSTRIPE_HOST) as url:
        yield url


@pytest.fixture
def stripe_server(_localstripe_url) -> str:
    """A running localstripe with nothing in it; answers its URL."""
    from devtools.runners import localstripe_reset

    localstripe_reset(_localstripe_url)
    return _localstripe_url


@pytest.fixture(scope="session")
def job_queue_file(tmp_path_factory) -> str:
    """This run's own job queue (a SQLite file in its temporary folder, as its test
    database is), never the developer's: the tests' jobs and real workers meet there."""
    from huey.contrib.djhuey import HUEY

    from core.job_queue import SqliteQueueStorage

    path = str(tmp_path_factory.mktemp("jobs") / "jobs.sqlite3")
    HUEY.storage_class = SqliteQueueStorage
    HUEY.storage_kwargs = {"filename": path}
    HUEY.storage = HUEY.create_storage()
    return path


@pytest.fixture(autouse=True)
def _jobs_run_at_once(job_queue_file):
    """A job queued in a test runs there and then, in the test's thread (Huey's immediate
    mode, like Django's in-memory e-mail backend); tests of the real worker turn it off."""
    from huey.contrib.djhuey import HUEY

    HUEY.immediate = True
    yield
    HUEY.immediate = False


@dataclass
class S3Bucket:
    endpoint_url: str
    name: str
    client: object  # boto3's S3 client, signed in

    def keys(self, prefix: str = "") -> set[str]:
        pages = self.client.get_paginator("list_objects_v2").paginate(
            Bucket=self.name, Prefix=prefix
        )
        return {entry["Key"] for page in pages for entry in page.get("Contents", ())}

    def read(self, key: str) -> bytes:
        return self.client.get_object(Bucket=self.name, Key=key)["Body"].read()


@pytest.fixture(scope="session")
def _s3_endpoint_url():
    from devtools.s3_server import s3_server

    with reserved_ports(1) as (port,), s3_server(port) as endpoint_url:
        yield endpoint_url


@pytest.fixture
def s3_bucket(_s3_endpoint_url, settings) -> S3Bucket:
    """Media files and backups in a fresh bucket of the tests' S3 server (moto, started
    once a run), configured as AWS_STORAGE_BUCKET_NAME and the rest would configure it;
    its media/ prefix is public, as the README tells an operator to make it."""
    from config.storage import S3Settings, s3_storages
    from devtools.s3_server import ACCESS_KEY, REGION, SECRET_KEY, s3_bucket_create, s3_client

    name = f"test-{uuid.uuid4().hex}"
    s3_bucket_create(_s3_endpoint_url, name)
    settings.OBJECT_STORAGE = S3Settings(
        bucket=name,
        endpoint_url=_s3_endpoint_url,
        access_key=ACCESS_KEY,
        secret_key=SECRET_KEY,
        region=REGION,
    )
    settings.STORAGES = {**settings.STORAGES, **s3_storages(settings.OBJECT_STORAGE)}
    settings.SERVE_MEDIA = False
    return S3Bucket(_s3_endpoint_url, name, s3_client(_s3_endpoint_url))


@pytest.fixture(scope="session")
def _redis_server_url():
    from devtools.redis_server import redis_server

    with reserved_ports(1) as (port,), redis_server(port) as url:
        yield url


@pytest.fixture
def redis_url(_redis_server_url) -> str:
    """A running Redis (devtools/redis_server.py, one per test run) with nothing in it;
    answers its URL."""
    import redis

    with redis.Redis.from_url(_redis_server_url) as client:
        client.flushall()
    return _redis_server_url
