import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_application = get_wsgi_application()

from django.urls import get_resolver  # noqa: E402

# Every view module (and what they import: DRF, firebase_admin, stripe) is loaded now, as
# the worker starts, rather than by its first request: a worker that starts in the middle
# of a rush (a deploy, a restart) answers its first requests as fast as the others.
get_resolver().url_patterns  # noqa: B018 (the property loads them)

from django.contrib.staticfiles.storage import staticfiles_storage  # noqa: E402

from web.bundle import bundle_pin  # noqa: E402

# The front end's build this worker serves, read as it starts, beside WhiteNoise's list of
# static files and Django's manifest of their hashed names: a release built while the
# worker runs is served by the workers that replace it (web/bundle.py).
bundle_pin()
staticfiles_storage.base_url  # noqa: B018 (the storage reads its manifest as it is made)

from apicache.wsgi import ResponseReplay  # noqa: E402 (needs Django set up)
from monitoring.wsgi import RequestMetrics  # noqa: E402

# Anonymous GETs of the cached API answers are replayed before Django (apicache.wsgi);
# every answer, replayed or not, is counted in the metrics (monitoring.wsgi).
application = RequestMetrics(ResponseReplay(django_application))
