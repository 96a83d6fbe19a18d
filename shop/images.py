"""Uploaded product images and the WebP copies made of them for `srcset`.

An upload is stored as sent, named uploads/tools/<key>_<width>x<height>.<ext>, with WebP
copies beside it at a few widths up to its own (never enlarged), named
uploads/tools/<key>_<width>x<height>.<w>w.webp. The name says which copies exist, so the
API lists them for any tool or painting without asking the storage. Other images (the demo
SVGs, other sites' images, animated images) have no copies.
"""

import io
import re

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from PIL import Image, ImageOps

UPLOAD_DIR = "uploads/tools"
VARIANT_WIDTHS = (320, 640, 960)
WEBP_QUALITY = 80
_EXIF_ORIENTATION = 0x0112
_WITH_VARIANTS = re.compile(
    rf"{UPLOAD_DIR}/[0-9a-f]{{32}}_(?P<width>[1-9][0-9]*)x[1-9][0-9]*\.(?:jpg|png|webp|gif)$"
)


def variant_widths(width: int) -> list[int]:
    """The widths of an image's WebP copies: the usual ones, none wider than the image."""
    return sorted({min(variant, width) for variant in VARIANT_WIDTHS})


def variant_name(name: str, width: int) -> str:
    return f"{name.rsplit('.', 1)[0]}.{width}w.webp"


def upright_size(image: Image.Image) -> tuple[int, int]:
    """The size the image is shown at (its EXIF orientation may turn it a quarter)."""
    width, height = image.size
    if image.getexif().get(_EXIF_ORIENTATION, 1) in {5, 6, 7, 8}:
        return height, width
    return width, height


def has_variants(image: Image.Image) -> bool:
    # A still copy of an animation would lose it.
    return not getattr(image, "is_animated", False)


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
        stored.append(
            default_storage.save(variant_name(name, variant_width), ContentFile(buffer.getvalue()))
        )
    return stored


def image_srcset(url: str) -> str | None:
    """The `srcset` of an image stored with WebP copies (its URL), or None."""
    address = url.split("?", 1)[0]
    match = _WITH_VARIANTS.search(address)
    if match is None:
        return None
    name = match.group(0)
    # Ours, not another site's image that happens to look alike.
    if default_storage.url(name).split("?", 1)[0] != address:
        return None
    widths = variant_widths(int(match["width"]))
    return ", ".join(f"{default_storage.url(variant_name(name, w))} {w}w" for w in widths)
