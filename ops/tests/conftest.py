import pytest

from devtools.runners import running_shop


@pytest.fixture(scope="module")
def shop():
    """The shop behind its nginx front (front=True), as `make run` serves it, for one test
    module. Few threads (2 workers x 4), as a small machine has: bare gunicorn is held by 8.
    No Firebase or Stripe: nothing signs in through Firebase (the shop's own tokens are made
    in the database) or pays; no demo data either (its accounts are Firebase's)."""
    with running_shop(
        firebase_host="127.0.0.1:9", seed=False, workers=2, threads=4, front=True
    ) as shop:
        yield shop
