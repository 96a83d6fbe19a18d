"""Local mode runs on secrets of its own installation and listens on loopback only."""

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path
from types import SimpleNamespace

import jwt
import pytest

import config.settings as loaded_settings
from accounts.models import User
from accounts.tests.factories import UserFactory
from config.local_mode import load_local_secrets, public_listen_refusal
from devtools.ports import reserved_ports
from orders.tests.test_payments_api import event, post_webhook, signed

pytestmark = pytest.mark.one_database

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable
GUNICORN = str(Path(sys.executable).parent / "gunicorn")
# What anyone could read in the code before: the old fixed local secrets.
OLD_SECRET_KEY = "django-insecure-local-development-only"
OLD_WEBHOOK_SECRET = "whsec_localstripe"


def local_env(**extra: str) -> dict:
    """The environment of a local-mode process: no production and no secrets given."""
    env = {**os.environ, **extra}
    for name in [
        "SHOP_ENV",
        "DJANGO_SECRET_KEY",
        "STRIPE_WEBHOOK_SECRET",
        "STRIPE_SECRET_KEY",
        "CERTIFICATE_SIGNING_KEY",
        "LOCAL_MODE_ALLOW_PUBLIC",
        "FIREBASE_AUTH_EMULATOR_HOST",  # accounts.firebase sets it in this process
    ]:
        env.pop(name, None)
    env.update(extra)
    return env


@pytest.mark.django_db
def test_a_jwt_signed_with_the_old_fixed_key_is_401(api_client):
    admin = UserFactory(role=User.Role.ADMIN)
    now = int(time.time())
    claims = {"token_type": "access", "iat": now, "exp": now + 3600, "jti": uuid.uuid4().hex}
    forged = jwt.encode({**claims, "user_id": str(admin.id)}, OLD_SECRET_KEY, algorithm="HS256")

    response = api_client.get("/api/user", HTTP_AUTHORIZATION=f"Bearer {forged}")

    assert response.status_code == 401


@pytest.mark.django_db
@pytest.mark.usefixtures("stripe_server")
def test_a_webhook_signed_with_the_old_fixed_secret_is_400(client, settings):
    # The secret local mode really runs with (the tests' own replaces it elsewhere).
    settings.STRIPE_WEBHOOK_SECRET = loaded_settings.STRIPE_WEBHOOK_SECRET

    response = post_webhook(client, *signed(event("pi_123"), secret=OLD_WEBHOOK_SECRET))

    assert response.status_code == 400
    assert response.json()["code"]


def test_the_secrets_file_is_private_stable_and_per_installation(tmp_path):
    first, second = tmp_path / "one" / "secrets.json", tmp_path / "two" / "secrets.json"
    previous_umask = os.umask(0)  # the mode must not depend on a careful umask
    try:
        made = load_local_secrets(first)
    finally:
        os.umask(previous_umask)

    assert first.stat().st_mode & 0o777 == 0o600
    assert load_local_secrets(first) == made == json.loads(first.read_text())
    other = load_local_secrets(second)
    assert other["django_secret_key"] != made["django_secret_key"]
    assert other["stripe_webhook_secret"] != made["stripe_webhook_secret"]
    assert made["stripe_webhook_secret"].startswith("whsec_")
    assert len(made["django_secret_key"]) >= 50
    assert [p.name for p in first.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_a_secrets_file_readable_by_others_is_made_private(tmp_path):
    path = tmp_path / "secrets.json"
    made = load_local_secrets(path)
    path.chmod(0o644)

    assert load_local_secrets(path) == made
    assert path.stat().st_mode & 0o777 == 0o600


def settings_in_a_new_process(env: dict) -> dict:
    script = (
        "import json; from django.conf import settings as s; print(json.dumps({"
        "'key': s.SECRET_KEY, 'jwt': s.SIMPLE_JWT['SIGNING_KEY'], "
        "'webhook': s.STRIPE_WEBHOOK_SECRET}))"
    )
    env = {**env, "DJANGO_SETTINGS_MODULE": "config.settings"}
    done = subprocess.run(
        [PYTHON, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_local_settings_sign_with_the_installations_own_secrets(tmp_path):
    path = tmp_path / ".local" / "secrets.json"

    seen = settings_in_a_new_process(local_env(LOCAL_SECRETS_FILE=str(path)))

    stored = json.loads(path.read_text())
    assert seen == {
        "key": stored["django_secret_key"],
        "jwt": stored["django_secret_key"],
        "webhook": stored["stripe_webhook_secret"],
    }
    assert path.stat().st_mode & 0o777 == 0o600
    assert settings_in_a_new_process(local_env(LOCAL_SECRETS_FILE=str(path))) == seen


def test_production_never_reads_or_writes_the_secrets_file(tmp_path):
    path = tmp_path / "secrets.json"
    env = local_env(
        LOCAL_SECRETS_FILE=str(path),
        SHOP_ENV="production",
        DJANGO_SECRET_KEY="production-key-" + "x" * 50,
        DJANGO_ALLOWED_HOSTS="shop.example.com",
        FIREBASE_API_KEY="key",
        FIREBASE_PROJECT_ID="shop",
        STRIPE_SECRET_KEY="sk_live_x",
        STRIPE_PUBLISHABLE_KEY="pk_live_x",
        STRIPE_WEBHOOK_SECRET="whsec_production",
        CERTIFICATE_SIGNING_KEY="A" * 43 + "=",
    )

    seen = settings_in_a_new_process(env)

    assert seen["key"] == "production-key-" + "x" * 50 and seen["webhook"] == "whsec_production"
    assert not path.exists()


@pytest.mark.parametrize(
    "address", ["127.0.0.1", "127.0.0.1:8000", "127.8.9.10:80", "localhost:8000", "::1", "[::1]"]
)
def test_loopback_addresses_are_allowed(address, monkeypatch):
    monkeypatch.delenv("SHOP_ENV", raising=False)
    monkeypatch.delenv("LOCAL_MODE_ALLOW_PUBLIC", raising=False)

    assert public_listen_refusal([address]) is None


@pytest.mark.parametrize(
    "address", ["0.0.0.0", "0.0.0.0:8000", ":8000", "::", "[::]:8000", "192.168.1.20", "shop"]
)
def test_other_addresses_are_refused_unless_forced(address, monkeypatch):
    monkeypatch.delenv("SHOP_ENV", raising=False)
    monkeypatch.delenv("LOCAL_MODE_ALLOW_PUBLIC", raising=False)

    assert "LOCAL_MODE_ALLOW_PUBLIC=yes-i-understand" in public_listen_refusal([address])
    monkeypatch.setenv("LOCAL_MODE_ALLOW_PUBLIC", "yes")
    assert public_listen_refusal([address]) is not None, "only the full phrase forces it"
    monkeypatch.setenv("LOCAL_MODE_ALLOW_PUBLIC", "yes-i-understand")
    assert public_listen_refusal([address]) is None


def make_run_refused(host: str, port: int) -> subprocess.CompletedProcess:
    """`make run`'s script, run until it refuses, with its output."""
    return subprocess.run(
        [PYTHON, "scripts/serve.py", "--host", host, "--port", str(port)],
        cwd=ROOT,
        env=local_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_make_run_refuses_a_public_host_and_says_why():
    with reserved_ports(1) as (port,):
        done = make_run_refused("0.0.0.0", port)

    assert done.returncode != 0
    assert "Refusing to listen on 0.0.0.0" in done.stderr
    assert "LOCAL_MODE_ALLOW_PUBLIC=yes-i-understand" in done.stderr
    assert "Starting" not in done.stdout  # refused before anything started


def test_make_run_says_when_its_port_is_taken_before_starting_anything():
    with reserved_ports(1) as (port,), socket.socket() as other:
        other.bind(("127.0.0.1", port))
        other.listen()
        done = make_run_refused("127.0.0.1", port)

    assert done.returncode == 1
    assert f"Cannot serve the shop on 127.0.0.1:{port}" in done.stderr
    assert f"PORT={port + 1} make run" in done.stderr
    assert "Traceback" not in done.stderr
    assert "Starting" not in done.stdout  # refused before anything started


def test_make_run_serves_on_a_public_host_when_forced(tmp_path, firebase, stripe_server):
    """The whole `make run`, against the tests' emulator and localstripe (it reuses them)."""
    with reserved_ports(1) as (port,):
        env = local_env(
            LOCAL_MODE_ALLOW_PUBLIC="yes-i-understand",
            FIREBASE_AUTH_EMULATOR_HOST=firebase.host,
            LOCALSTRIPE_URL=stripe_server,
            DATABASE_URL=f"sqlite:///{tmp_path}/db.sqlite3",
            JOBS_URL=f"sqlite:///{tmp_path}/jobs.sqlite3",
            DJANGO_MEDIA_ROOT=str(tmp_path / "media"),
            EMAIL_FILE_PATH=str(tmp_path / "mail"),
            GUNICORN_WORKERS="1",
        )
        command = [PYTHON, "scripts/serve.py", "--host", "0.0.0.0", "--port", str(port)]
        server = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
        )
        try:
            wait_for_the_shop(server, port, timeout=120)
        finally:
            server.send_signal(signal.SIGTERM)
            output = server.communicate(timeout=60)[0].decode()
    assert server.returncode == 0, output
    assert "Refusing" not in output


def wait_for_the_shop(server: subprocess.Popen, port: int, timeout: float) -> None:
    """Until the shop answers at 127.0.0.1:port (any HTTP status: it is listening)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/", timeout=2):
                return
        except urllib.error.HTTPError:
            return
        except OSError:
            assert server.poll() is None, "the server stopped"
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.2)


def run_gunicorn(env: dict, port: int, *args: str) -> subprocess.Popen:
    command = [GUNICORN, "-c", "config/gunicorn.conf.py", "--workers", "1", *args]
    return subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


@pytest.mark.parametrize("how", ["--bind", "GUNICORN_BIND"])
def test_gunicorn_refuses_a_public_bind_in_local_mode(how):
    with reserved_ports(1) as (port,):
        bind = f"0.0.0.0:{port}"
        if how == "--bind":
            server = run_gunicorn(local_env(), port, "--bind", bind)
        else:
            server = run_gunicorn(local_env(GUNICORN_BIND=bind), port)
        _, stderr = server.communicate(timeout=60)

    assert server.returncode != 0
    assert f"Refusing to listen on {bind}" in stderr
    assert "LOCAL_MODE_ALLOW_PUBLIC=yes-i-understand" in stderr


def test_gunicorn_listens_on_a_public_bind_when_forced():
    with reserved_ports(1) as (port,):
        env = local_env(LOCAL_MODE_ALLOW_PUBLIC="yes-i-understand")
        server = run_gunicorn(env, port, "--bind", f"0.0.0.0:{port}")
        try:
            wait_for_the_shop(server, port, timeout=30)
        finally:
            server.terminate()
            server.communicate(timeout=30)


def test_production_gunicorn_may_listen_anywhere(monkeypatch, tmp_path):
    """Production binds the address it is given (GUNICORN_BIND), loopback or not; local
    mode refuses the same address at start."""
    import runpy

    # on_starting also readies the workers' metrics folder: this one, not the test's own.
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path / "metrics"))
    monkeypatch.delenv("LOCAL_MODE_ALLOW_PUBLIC", raising=False)
    monkeypatch.setenv("GUNICORN_BIND", "0.0.0.0:8000")

    def started(shop_env: str) -> list[str]:
        """What gunicorn would bind with the config in this mode, once on_starting passed."""
        monkeypatch.setenv("SHOP_ENV", shop_env)
        conf = runpy.run_path(str(ROOT / "config" / "gunicorn.conf.py"))
        conf["on_starting"](SimpleNamespace(cfg=SimpleNamespace(bind=conf["bind"])))
        return conf["bind"]

    assert started("production") == ["0.0.0.0:8000"]
    with pytest.raises(SystemExit) as refused:
        started("local")
    assert refused.value.code == 2


def test_a_damaged_secrets_file_says_what_to_do(tmp_path):
    path = tmp_path / "secrets.json"
    path.write_text("{not json")

    with pytest.raises(ValueError, match="delete it to make new secrets"):
        load_local_secrets(path)
