from django.db import models

from shop.validators import validate_image_url


class Tool(models.Model):
    """A painting tool for sale."""

    name = models.CharField(max_length=200)
    description = models.TextField()
    img = models.CharField("image URL", max_length=500, validators=[validate_image_url])
    price = models.DecimalField(max_digits=10, decimal_places=2, help_text="Unit price.")
    minimum_order_quantity = models.PositiveIntegerField(default=1)
    available_quantity = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(price__gt=0), name="tool_price_positive"),
            models.CheckConstraint(
                condition=models.Q(available_quantity__gte=0),
                name="tool_available_quantity_not_negative",
            ),
        ]

    def __str__(self) -> str:
        return self.name


class Painting(models.Model):
    """A painting shown in the home page slider and the gallery."""

    title = models.CharField(max_length=200)
    artist = models.CharField(max_length=200)
    img = models.CharField("image URL", max_length=500, validators=[validate_image_url])
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.title} by {self.artist}"
