from django.db import models


class ResponseVersion(models.Model):
    """The current state of a resource's public responses (the tools, the reviews...).

    Every write that can change those responses gives the resource a new token, in the
    write's own transaction; each gunicorn worker keeps the responses it rendered with the
    token they were rendered at, and serves them only while that token is still current.
    """

    resource = models.CharField(max_length=50, primary_key=True)
    token = models.CharField(max_length=32)

    def __str__(self) -> str:
        return f"{self.resource} at {self.token}"
