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
import zlib

from django.core.files.base import ContentFile, File
from django.core.files.storage import default_storage
from PIL import Image

logger = logging.getLogger(__name__)

UPLOAD_DIR = "uploads/tools"
VARIANT_WIDTHS = (320, 640, 960)
WEBP_QUALITY = 80
_EXIF_ORIENTATION = 0x0112
_TURNED = {5, 6, 7, 8}  # EXIF orientations a quarter turn away
_REDUCIBLE_MODES = {"L", "LA", "RGB", "RGBA", "RGBX"}
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
    if image.getexif().get(_EXIF_ORIENTATION, 1) in _TURNED:
        return height, width
    return width, height


def _upright(image: Image.Image, orientation: int) -> Image.Image:
    """image turned as its EXIF orientation (read from the original) says."""
    method = {
        2: Image.Transpose.FLIP_LEFT_RIGHT,
        3: Image.Transpose.ROTATE_180,
        4: Image.Transpose.FLIP_TOP_BOTTOM,
        5: Image.Transpose.TRANSPOSE,
        6: Image.Transpose.ROTATE_270,
        7: Image.Transpose.TRANSVERSE,
        8: Image.Transpose.ROTATE_90,
    }.get(orientation)
    return image.transpose(method) if method is not None else image


def has_variants(image: Image.Image) -> bool:
    # A still copy of an animation would lose it.
    return not getattr(image, "is_animated", False)


# A PNG's pixel data is inflated this much at a time and counted, never kept.
_PNG_INFLATE_CHUNK = 1 << 20
_PNG_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}  # by colour type
_ADAM7 = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2))
_ADAM7 += ((0, 1, 1, 2),)


def _png_data_size(header: bytes) -> int:
    """The size of a PNG's inflated pixel data (rows with their filter byte), from IHDR."""
    if len(header) != 13 or header[9] not in _PNG_CHANNELS:
        raise ValueError("The PNG's header is broken.")
    width, height = int.from_bytes(header[0:4]), int.from_bytes(header[4:8])
    bit_depth, colour_type, interlace = header[8], header[9], header[12]
    bits = bit_depth * _PNG_CHANNELS[colour_type]

    def rows(w: int, h: int) -> int:
        return h * (1 + (w * bits + 7) // 8) if w and h else 0

    if not interlace:
        return rows(width, height)
    return sum(
        rows(max(0, -(-(width - x) // dx)), max(0, -(-(height - y) // dy)))
        for x, y, dx, dy in _ADAM7
    )


def _png_check(file) -> None:
    """Inflates all of a PNG's pixel data (its IDAT chunks) a megabyte at a time, keeping
    none: a broken stream, or one longer or shorter than IHDR says, raises ValueError."""
    file.seek(8)  # the signature, which Image.open checked
    expected, inflater, seen = None, zlib.decompressobj(), 0
    while chunk_head := file.read(8):
        length, kind = int.from_bytes(chunk_head[:4]), chunk_head[4:]
        if kind == b"IEND":
            break
        if kind == b"IHDR":
            expected = _png_data_size(file.read(length))
            file.seek(4, io.SEEK_CUR)
            continue
        if kind != b"IDAT":
            file.seek(length + 4, io.SEEK_CUR)
            continue
        data = file.read(length)
        file.seek(4, io.SEEK_CUR)  # the CRC, which verify() checked
        while data:
            seen += len(inflater.decompress(data, _PNG_INFLATE_CHUNK))
            if expected is None or seen > expected:
                raise ValueError("The PNG's pixel data is longer than its size.")
            data = inflater.unconsumed_tail
    seen += len(inflater.flush())  # what zlib still held: a few bytes at most
    if expected is None or seen != expected or not inflater.eof:
        raise ValueError("The PNG's pixel data is cut short.")


def decode_check(image: Image.Image, file) -> None:
    """Reads all of image's data (opened from file, not yet loaded) in bounded memory: a
    truncated or broken file raises OSError, ValueError or the like. A JPEG decodes at an
    eighth of its size; a PNG's pixel data is inflated and counted, never held (Pillow would
    hold the whole image: 4 bytes a pixel); a GIF decodes its first frame (a byte a
    pixel). A WebP is not decoded here (Pillow holds four copies of it, 4 bytes a pixel
    each): opening it read its chunks, so a cut file is refused, and lossy data that is
    damaged still decodes."""
    if image.format == "PNG":
        _png_check(file)
    elif image.format != "WEBP":
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
    orientation = image.getexif().get(_EXIF_ORIENTATION, 1)
    # A JPEG decodes straight at a fraction of its size, still at least the widest copy;
    # other formats decode whole (bounded by the upload's pixel cap), and are then reduced
    # at once to twice the widest copy (a box filter: as good as Lanczos from there) before
    # any other copy is made, so only the decoded image is ever large.
    image.draft("RGB", (VARIANT_WIDTHS[-1], VARIANT_WIDTHS[-1]))
    image.load()
    has_alpha = image.mode in {"RGBA", "LA", "PA"} or "transparency" in image.info
    picture = image
    if picture.mode not in _REDUCIBLE_MODES:  # a palette's indices cannot be averaged
        picture = picture.convert("RGBA" if has_alpha else "RGB")
    turned = orientation in _TURNED
    factor = (picture.height if turned else picture.width) // (2 * VARIANT_WIDTHS[-1])
    if factor > 1:
        picture = picture.reduce(factor)
    picture = _upright(picture, orientation).convert("RGBA" if has_alpha else "RGB")
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
