"""The catalogue's jobs: thin wrappers over shop.services."""

from huey.contrib.djhuey import db_task

from shop import services

# The tools and paintings saved with an upload's plain URL while its job ran (their
# transaction began before the marker was there) are pointed to its copies this much later.
VARIANTS_AGAIN_SECONDS = 30


@db_task(retries=5, retry_delay=10, retry_backoff=2)
def image_variants_make(name: str, again: bool = True) -> None:
    """Makes an upload's WebP copies and points the tools and paintings showing it to them;
    a failed try runs again 10 s later, then 20, 40, 80, 160 s. Once done, it runs again
    once (again=False): nothing is made twice, only the late tools are pointed."""
    promised = services.image_variants_make(name=name)
    if promised is not None and again:
        image_variants_make.schedule(
            args=(name,), kwargs={"again": False}, delay=VARIANTS_AGAIN_SECONDS
        )
