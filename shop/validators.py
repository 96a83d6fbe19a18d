"""Where a product's image may come from: this site's media and static files, or the
hosts the shop is configured to keep images on. Anything a browser could resolve to
another host (`//host`, `/\\host`, a tab or newline inside, their percent-encoded forms)
is refused."""

import re
from urllib.parse import unquote, urlsplit

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.storage import default_storage
from django.core.validators import URLValidator

_absolute_url = URLValidator(schemes=["http", "https"])

# Characters of a URL path as the shop writes them; no backslash, space, control
# character, quote or angle bracket (browsers drop tabs and newlines and read "\" as "/").
_PATH_CHARACTERS = re.compile(r"[A-Za-z0-9._~!$&'()*+,;=:@%/-]+")
# What an absolute URL may carry after its host (S3's signed URLs have a query string).
_URL_CHARACTERS = re.compile(r"[A-Za-z0-9._~!$&'()*+,;=:@%/?#\[\]-]+")
_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")


def _origin(url: str) -> str | None:
    parts = urlsplit(url)
    if parts.scheme in {"http", "https"} and parts.hostname:
        return f"{parts.scheme}://{parts.netloc.lower()}"
    return None


def image_origins() -> set[str]:
    """The hosts images are kept on: media and static files served from another host
    (object storage, a CDN) and the extra image origins of the Content-Security-Policy."""
    candidates = [
        settings.MEDIA_URL,
        settings.STATIC_URL,
        default_storage.url("image.png"),
        *settings.CSP_EXTRA_IMG_SOURCES,
    ]
    return {origin for url in candidates if (origin := _origin(url))}


def image_path_prefixes() -> list[str]:
    """The paths on this site images are served under (MEDIA_URL, STATIC_URL)."""
    return [url for url in (settings.MEDIA_URL, settings.STATIC_URL) if url.startswith("/")]


def _safe_path(path: str) -> bool:
    """A path that names one file here: its decoded form has no backslash, control
    character, empty or dot segment (so no `//host` and no way out of its folder)."""
    if _ESCAPE.search(path):
        return False
    decoded = unquote(path)
    if any(c == "\\" or ord(c) < 0x20 or ord(c) == 0x7F for c in decoded):
        return False
    segments = decoded.split("/")[1:]
    return all(segment not in {"", ".", ".."} for segment in segments)


def _is_same_site_image(value: str) -> bool:
    if not _PATH_CHARACTERS.fullmatch(value) or not _safe_path(value):
        return False
    return any(value.startswith(prefix) for prefix in image_path_prefixes())


def _is_stored_image_url(value: str) -> bool:
    if not _URL_CHARACTERS.fullmatch(value):
        return False
    try:
        _absolute_url(value)
    except ValidationError:
        return False
    parts = urlsplit(value)
    if parts.username is not None or parts.password is not None:
        return False
    return _origin(value) in image_origins() and _safe_path(parts.path or "/x")


def validate_image_url(value: str) -> None:
    """An image the shop stores: a path under MEDIA_URL or STATIC_URL (`/media/...`), or an
    http(s) URL on a configured image host (`image_origins`)."""
    if value.startswith("/") and _is_same_site_image(value):
        return
    if not value.startswith("/") and _is_stored_image_url(value):
        return
    places = [f"a path under {' or '.join(image_path_prefixes())}"]
    if image_origins():
        places.append(f"a URL on {', '.join(sorted(image_origins()))}")
    raise ValidationError(
        f"Enter an image stored by this shop: {' or '.join(places)}.", code="invalid_image_url"
    )
