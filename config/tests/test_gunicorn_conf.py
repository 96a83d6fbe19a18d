import os
import runpy
from pathlib import Path

import pytest

CONF = Path(__file__).resolve().parents[2] / "config" / "gunicorn.conf.py"


def load(monkeypatch, **env) -> dict:
    for name in ["GUNICORN_BIND", "GUNICORN_WORKERS", "GUNICORN_THREADS", "GUNICORN_ACCESS_LOG"]:
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return runpy.run_path(str(CONF))


def test_workers_follow_the_cpus_and_log_every_request(monkeypatch):
    conf = load(monkeypatch)

    assert conf["workers"] == 2 * len(os.sched_getaffinity(0)) + 1
    assert conf["threads"] >= 2 and conf["worker_class"] == "gthread"
    assert conf["accesslog"] == "-"
    assert conf["wsgi_app"] == "config.wsgi:application"


def test_the_environment_overrides_the_defaults(monkeypatch):
    conf = load(
        monkeypatch,
        GUNICORN_BIND="0.0.0.0:9000",
        GUNICORN_WORKERS="3",
        GUNICORN_THREADS="8",
        GUNICORN_ACCESS_LOG="none",
    )

    assert (conf["bind"], conf["workers"], conf["threads"]) == (["0.0.0.0:9000"], 3, 8)
    assert conf["accesslog"] is None


def test_nonsense_worker_counts_are_refused(monkeypatch):
    with pytest.raises(ValueError, match="GUNICORN_WORKERS"):
        load(monkeypatch, GUNICORN_WORKERS="0")


def test_the_workers_metrics_folder_is_made_at_start_and_removed_at_exit(monkeypatch):
    from types import SimpleNamespace

    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", "")  # none given (restored after)
    monkeypatch.setenv("SHOP_ENV", "production")
    conf = load(monkeypatch)
    server = SimpleNamespace(cfg=SimpleNamespace(bind=["127.0.0.1:8000"]))

    conf["on_starting"](server)
    folder = Path(os.environ["PROMETHEUS_MULTIPROC_DIR"])
    assert folder.is_dir()
    conf["on_exit"](server)

    assert not folder.exists()


def test_json_logs_configure_gunicorn_too(monkeypatch):
    monkeypatch.setenv("LOG_FORMAT", "json")
    conf = load(monkeypatch, GUNICORN_ACCESS_LOG="/var/log/shop/access.log")

    handlers = conf["logconfig_dict"]["handlers"]
    assert handlers["access"]["filename"] == "/var/log/shop/access.log"
    assert handlers["access"]["formatter"] == handlers["error"]["formatter"] == "json"
    monkeypatch.delenv("LOG_FORMAT")
    assert "logconfig_dict" not in load(monkeypatch)
