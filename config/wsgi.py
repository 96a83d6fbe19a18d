import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_application = get_wsgi_application()

from apicache.wsgi import ResponseReplay  # noqa: E402 (needs Django set up)
from monitoring.wsgi import RequestMetrics  # noqa: E402

# Anonymous GETs of the cached API answers are replayed before Django (apicache.wsgi);
# every answer, replayed or not, is counted in the metrics (monitoring.wsgi).
application = RequestMetrics(ResponseReplay(django_application))
