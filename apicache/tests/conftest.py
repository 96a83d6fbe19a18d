# The Django stack behind ResponseReplay, with a count of the requests reaching it.
from apicache.tests.wsgi_calls import django_app, replay  # noqa: F401
