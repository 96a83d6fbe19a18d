"""The default job queue (a SQLite file): jobs are kept in WAL mode with synchronous=NORMAL,
and a queued job is in the file for any other process (the worker) to take."""

import sqlite3

from config.jobs import job_queue
from core.job_queue import SqliteQueue


def test_the_default_queue_is_our_sqlite_storage(tmp_path):
    options = job_queue("sqlite:///jobs/queue.sqlite3", base_dir=tmp_path)

    assert options == {
        "huey_class": "core.job_queue.SqliteQueue",
        "filename": str(tmp_path / "jobs" / "queue.sqlite3"),
    }


def test_a_queued_job_is_in_the_file_in_wal_mode_with_normal_sync(tmp_path):
    path = tmp_path / "jobs.sqlite3"
    queue = SqliteQueue("shop", filename=str(path), results=False)

    @queue.task()
    def hello(name):
        return f"Hello {name}"

    hello("Ada")

    connection = queue.storage.conn
    assert connection.execute("pragma journal_mode").fetchone()[0] == "wal"
    assert connection.execute("pragma synchronous").fetchone()[0] == 1  # NORMAL
    # Another connection (a worker's process) sees it: the commit is not left in memory.
    other = sqlite3.connect(path)
    assert other.execute("select count(*) from task").fetchone()[0] == 1
    other.close()
    assert queue.pending_count() == 1
    task = queue.dequeue()
    assert queue.execute(task) == "Hello Ada"
    assert queue.pending_count() == 0
