"""The real job worker (manage.py run_huey in its own process) makes an upload's WebP copies
after the request has answered, against the test database, this run's queue file and the
test's media folder."""

import os

import pytest
from django.core.files.storage import default_storage

from devtools.runners import job_worker
from notifications.tests.test_worker import database_url, wait_for
from shop.images import image_srcset
from shop.models import Tool
from shop.tests.test_images import PLAIN_URL, STORED_URL, image_bytes, tool_create, upload

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_worker_makes_the_copies_and_points_the_tool_to_them(
    api_client, job_queue_file, settings, tmp_path
):
    from huey.contrib.djhuey import HUEY

    HUEY.immediate = False
    HUEY.flush()
    env = {
        **os.environ,
        "DATABASE_URL": database_url(),
        "JOBS_URL": f"sqlite:///{job_queue_file}",
        "DJANGO_MEDIA_ROOT": str(settings.MEDIA_ROOT),
    }
    url = upload(api_client, image_bytes((1200, 800)), "photo.jpg")
    tool = tool_create(api_client, url)
    assert default_storage.listdir("uploads/tools")[1] == [url.rsplit("/", 1)[1]]

    with job_worker(env=env, log=tmp_path / "worker.log", periodic=False):
        wait_for(lambda: Tool.objects.get().img != url, timeout=20, what="the copies")

    sized = Tool.objects.get(pk=tool["_id"]).img
    assert STORED_URL.match(sized).group(1) == PLAIN_URL.match(url).group(1)
    for entry in image_srcset(sized).split(", "):
        assert default_storage.exists(entry.split(" ")[0].removeprefix("/media/"))
    HUEY.flush()  # the second pass, 30 s away
