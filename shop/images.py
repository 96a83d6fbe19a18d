"""Uploaded product images and the WebP copies made of them for `srcset`.

An upload is stored at once as sent, named uploads/tools/<key>.<ext>: that name promises no
copies. A job (shop/tasks.py) then makes WebP copies at a few widths up to the image's own
(never enlarged), named uploads/tools/<key>_<width>x<height>.<w>w.webp, stores the original
again as uploads/tools/<key>_<width>x<height>.<ext>, and only then writes the marker
uploads/tools/<key>.variants (holding that name) and points the tools and paintings showing
the upload to it. So a name with the size says which copies exist, and the API lists them
for any tool or painting without asking the storage. Other images (the demo SVGs, other
sites' images, animated images, uploads whose job has not run yet) have no copies.
"""

import io
import logging
import re

from django.core.files.base import ContentFile, File
from django.core.files.storage import default_storage
from PIL import Image, ImageOps

logger = logging.getLogger(__name__)

UPLOAD_DIR = "uploads/tools"
VARIANT_WIDTHS = (320, 640, 960)
WEBP_QUALITY = 80
_EXIF_ORIENTATION = 0x0112
_EXTENSIONS = "jpg|png|webp|gif"
_WITH_VARIANTS = re.compile(
    rf"{UPLOAD_DIR}/[0-9a-f]{{32}}_(?P<width>[1-9][0-9]*)x[1-9][0-9]*\.(?:{_EXTENSIONS})$"
)
_PLAIN = re.compile(rf"{UPLOAD_DIR}/[0-9a-f]{{32}}\.(?:{_EXTENSIONS})$")


def variant_widths(width: int) -> list[int]:
    """The widths of an image's WebP copies: the usual ones, none wider than the image."""
    return sorted({min(variant, width) for variant in VARIANT_WIDTHS})


def variant_name(name: str, width: int) -> str:
    return f"{name.rsplit('.', 1)[0]}.{width}w.webp"


def marker_name(name: str) -> str:
    """The marker of a plain upload's copies: uploads/tools/<key>.variants."""
    return f"{name.rsplit('.', 1)[0]}.variants"


def upright_size(image: Image.Image) -> tuple[int, int]:
    """The size the image is shown at (its EXIF orientation may turn it a quarter)."""
    width, height = image.size
    if image.getexif().get(_EXIF_ORIENTATION, 1) in {5, 6, 7, 8}:
        return height, width
    return width, height


def has_variants(image: Image.Image) -> bool:
    # A still copy of an animation would lose it.
    return not getattr(image, "is_animated", False)


def decode_check(image: Image.Image) -> None:
    """Decodes image (opened, not yet loaded) as cheaply as it can, all of its data still
    read: a truncated or broken file raises OSError or the like here."""
    image.draft("RGB", (1, 1))  # a JPEG decodes at an eighth of its size
    image.load()


def _put(name: str, content: File) -> None:
    """Stores content under exactly name, over whatever a failed try left there."""
    if default_storage.exists(name):
        default_storage.delete(name)
    stored = default_storage.save(name, content)
    if stored != name:
        raise OSError(f"{name} was stored as {stored}")


def variants_store(*, name: str, image: Image.Image) -> list[str]:
    """Stores the WebP copies of image (opened, not yet loaded) for the original's name."""
    width = upright_size(image)[0]
    # JPEG decodes straight at a fraction of its size, still at least the widest copy.
    image.draft("RGB", (VARIANT_WIDTHS[-1], VARIANT_WIDTHS[-1]))
    picture = ImageOps.exif_transpose(image)
    has_alpha = picture.mode in {"RGBA", "LA", "PA"} or "transparency" in picture.info
    picture = picture.convert("RGBA" if has_alpha else "RGB")
    stored = []
    for variant_width in variant_widths(width):
        height = max(1, round(picture.height * variant_width / picture.width))
        resized = picture.resize((variant_width, height), Image.Resampling.LANCZOS)
        buffer = io.BytesIO()
        resized.save(buffer, "WEBP", quality=WEBP_QUALITY, method=6)
        name_of_copy = variant_name(name, variant_width)
        _put(name_of_copy, ContentFile(buffer.getvalue()))
        stored.append(name_of_copy)
    return stored


def variants_promised(name: str) -> str | None:
    """The name promising the copies of the plain upload name, once they all exist (its
    marker says so), or None."""
    try:
        with default_storage.open(marker_name(name), "rb") as marker:
            promised = marker.read().decode().strip()
    except FileNotFoundError:
        return None
    return promised if _WITH_VARIANTS.fullmatch(promised) else None


def variants_make(name: str) -> str | None:
    """For the plain upload name: the WebP copies, then the original again under the name
    that promises them, then the marker; that name, or None (an animated image keeps no
    copies; an upload gone has none). Running it again makes the same files again."""
    try:
        original = default_storage.open(name, "rb")
    except FileNotFoundError:
        logger.warning("No WebP copies for %s: it is not stored.", name)
        return None
    with original:
        with Image.open(original) as image:
            if not has_variants(image):
                return None
            width, height = upright_size(image)
            key, extension = name.rsplit(".", 1)
            promised = f"{key}_{width}x{height}.{extension}"
            variants_store(name=promised, image=image)
        original.seek(0)
        _put(promised, original)
    # Last: the marker says the copies and the promising name all exist.
    _put(marker_name(name), ContentFile(promised.encode()))
    return promised


def _own_name(url: str, pattern: re.Pattern) -> str | None:
    """The storage name of url if it is ours and matches pattern, else None."""
    address = url.split("?", 1)[0]
    match = pattern.search(address)
    if match is None:
        return None
    name = match.group(0)
    # Ours, not another site's image that happens to look alike.
    if default_storage.url(name).split("?", 1)[0] != address:
        return None
    return name


def url_with_variants(url: str) -> str:
    """The URL promising the copies of a plain upload (url) once they exist, else url."""
    name = _own_name(url, _PLAIN)
    promised = variants_promised(name) if name else None
    return default_storage.url(promised) if promised else url


def image_srcset(url: str) -> str | None:
    """The `srcset` of an image stored with WebP copies (its URL), or None."""
    name = _own_name(url, _WITH_VARIANTS)
    if name is None:
        return None
    widths = variant_widths(int(_WITH_VARIANTS.search(name)["width"]))
    return ", ".join(f"{default_storage.url(variant_name(name, w))} {w}w" for w in widths)
