"""The catalogue: tools, paintings and their images."""

import uuid
from decimal import Decimal

from django.core.files.storage import default_storage
from django.core.files.uploadedfile import UploadedFile
from django.db import transaction
from PIL import Image, UnidentifiedImageError

from apicache.services import version_bump
from core.errors import ApplicationError, NotFound
from shop import images
from shop.models import Brand, Category, Painting, PaintingImage, Tool
from shop.selectors import PAINTING_RESPONSES, TOOL_RESPONSES

MAX_IMAGE_BYTES = 5 * 1024 * 1024
IMAGE_FORMATS = {"JPEG": "jpg", "PNG": "png", "WEBP": "webp", "GIF": "gif"}
# 25 megapixels: a 24 MP camera's 6000 x 4000 and a phone's 12 to 24 MP photo fit; a
# product picture needs far fewer (the widest copy is 960 px). The job decodes the image
# whole, up to 16 bytes a pixel for a WebP (docs/benchmarks.md, Uploads).
MAX_IMAGE_PIXELS = 25_000_000


def _check_quantities(minimum: int, available: int) -> None:
    if minimum > available:
        message = "Must not be above the available quantity."
        raise ApplicationError(
            "The minimum order quantity is above the available quantity.",
            code="invalid",
            fields={"minimumOrderQuantity": [message]},
        )


def tool_create(
    *,
    name: str,
    description: str,
    img: str,
    price: Decimal,
    minimum_order_quantity: int,
    available_quantity: int,
    category: Category | None = None,
    brand: Brand | None = None,
) -> Tool:
    _check_quantities(minimum_order_quantity, available_quantity)
    return Tool.objects.create(
        category=category,
        brand=brand,
        name=name,
        description=description,
        # An upload whose copies were made since it was answered: the name promising them.
        img=images.url_with_variants(img),
        price=price,
        minimum_order_quantity=minimum_order_quantity,
        available_quantity=available_quantity,
    )


def tool_update(*, tool_id: int, **changes) -> Tool:
    if "img" in changes:
        changes["img"] = images.url_with_variants(changes["img"])
    with transaction.atomic():
        tool = Tool.objects.select_for_update().filter(pk=tool_id).first()
        if tool is None:
            raise NotFound()
        for field, value in changes.items():
            setattr(tool, field, value)
        _check_quantities(tool.minimum_order_quantity, tool.available_quantity)
        tool.save()
    return tool


def _painting_images_set(painting: Painting, urls: list[str]) -> None:
    painting.images.all().delete()
    PaintingImage.objects.bulk_create(
        PaintingImage(painting=painting, img=images.url_with_variants(url), position=position)
        for position, url in enumerate(urls)
    )


def painting_create(*, img: str, views: list[str] | None = None, **details) -> Painting:
    """A painting for sale (details: the model's fields); `views`: the URLs of more
    images of it, in order. It is available until someone orders it."""
    with transaction.atomic():
        painting = Painting.objects.create(img=images.url_with_variants(img), **details)
        _painting_images_set(painting, views or [])
    return painting


def painting_update(*, painting_id: int, views: list[str] | None = None, **changes) -> Painting:
    """Changes a painting's details (a price change leaves its orders' prices as they
    were); `views` replaces its more images when given."""
    if "img" in changes:
        changes["img"] = images.url_with_variants(changes["img"])
    with transaction.atomic():
        painting = Painting.objects.select_for_update().filter(pk=painting_id).first()
        if painting is None:
            raise NotFound()
        for field, value in changes.items():
            setattr(painting, field, value)
        painting.save()  # bumps the paintings' cached answers (shop/apps.py)
        if views is not None:
            _painting_images_set(painting, views)
    return painting


def _image_error(message: str) -> ApplicationError:
    return ApplicationError(message, code="invalid_image", fields={"image": [message]})


def image_store(*, upload: UploadedFile) -> str:
    """Checks that the upload is a real image of a web format we can read and stores it as
    sent, under a name promising no copies; its URL. A job then makes its WebP copies
    (image_variants_make): never the request."""
    if upload.size > MAX_IMAGE_BYTES:
        raise _image_error("The image is larger than 5 MB.")
    try:
        with Image.open(upload) as image:
            image_format = image.format
            if image.width * image.height > MAX_IMAGE_PIXELS:
                raise _image_error(
                    f"The image is {image.width} x {image.height} pixels, more than "
                    f"{MAX_IMAGE_PIXELS // 1_000_000} megapixels: make it smaller first "
                    "(a product photo needs no more than 2000 px a side)."
                )
            image.verify()
        if image_format not in IMAGE_FORMATS:
            raise _image_error("Upload a JPEG, PNG, WebP or GIF image.")
        # verify() misses a cut JPEG, say: decoding finds it (in bounded memory).
        upload.seek(0)
        with Image.open(upload) as image:
            images.decode_check(image, upload)
    except ApplicationError:
        raise
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        raise _image_error("The file is not an image we can read.") from None
    upload.seek(0)
    name = f"{images.UPLOAD_DIR}/{uuid.uuid4().hex}.{IMAGE_FORMATS[image_format]}"
    name = default_storage.save(name, upload)
    from shop import tasks  # the tasks call these services

    tasks.image_variants_make(name)
    return default_storage.url(name)


def image_variants_make(*, name: str) -> str | None:
    """The job after an upload (name, as image_store stored it): its WebP copies, the
    original again under the name promising them, the marker (shop/images.py), and then
    every tool and painting showing the upload shows that name; the name, or None (an
    animated image keeps no copies). Running it again changes nothing more, but the tools
    and paintings saved with the plain name in the meantime."""
    promised = images.variants_promised(name) or images.variants_make(name)
    if promised is None:
        return None
    plain_url, promised_url = default_storage.url(name), default_storage.url(promised)
    with transaction.atomic():
        # An UPDATE sends no signal: the cached answers are bumped here.
        if Tool.objects.filter(img=plain_url).update(img=promised_url):
            version_bump(resource=TOOL_RESPONSES)
        paintings = Painting.objects.filter(img=plain_url).update(img=promised_url)
        views = PaintingImage.objects.filter(img=plain_url).update(img=promised_url)
        if paintings or views:
            version_bump(resource=PAINTING_RESPONSES)
    return promised
