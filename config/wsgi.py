import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_application = get_wsgi_application()

from apicache.wsgi import ResponseReplay  # noqa: E402 (needs Django set up)

# Anonymous GETs of the cached API answers are replayed before Django (apicache.wsgi).
application = ResponseReplay(django_application)
