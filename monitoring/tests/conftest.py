"""The Django stack with a count of the requests that reach it, as apicache's tests use it."""

from apicache.tests.wsgi_calls import django_app  # noqa: F401 (a fixture)
