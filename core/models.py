from django.db import models


class RateCount(models.Model):
    """How often one client hit one rate limit in its current window (core.rate_counts):
    the rate limits' counts when the shop has no Redis."""

    key = models.CharField(max_length=255, primary_key=True)
    window_ends = models.FloatField(help_text="Unix time at which the window's count ends.")
    hits = models.PositiveIntegerField()

    class Meta:
        db_table = "core_rate_count"

    def __str__(self) -> str:
        return f"{self.key}: {self.hits}"
