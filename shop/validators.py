from django.core.exceptions import ValidationError
from django.core.validators import URLValidator

_absolute_url = URLValidator(schemes=["http", "https"])


def validate_image_url(value: str) -> None:
    """An image is an absolute http(s) URL or a path on this site (/media/...)."""
    if value.startswith("/") and not value.startswith("//"):
        return
    try:
        _absolute_url(value)
    except ValidationError:
        raise ValidationError(
            "Enter an http(s) URL or a path starting with /.", code="invalid_image_url"
        ) from None
