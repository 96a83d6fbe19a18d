"""The minimal Django view bench/api measures the front against (issue 40's yardstick):
Django with three middleware and no apps, one JsonResponse (bare.urls), under the shop's
gunicorn settings, as a plain WSGI application (no apicache replay, no metrics):

    PYTHONPATH=bench gunicorn -c config/gunicorn.conf.py bare.minimal:application
"""

import os

from django.core.wsgi import get_wsgi_application

SECRET_KEY = "bench-only-not-a-secret"
DEBUG = False
ALLOWED_HOSTS = ["*"]
ROOT_URLCONF = "bare.urls"
INSTALLED_APPS: list[str] = []
DATABASES: dict = {}
USE_TZ = True
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

os.environ["DJANGO_SETTINGS_MODULE"] = "bare.minimal"
application = get_wsgi_application()
