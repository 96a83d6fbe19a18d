"""The catalogue: tools and their images."""

import uuid
from decimal import Decimal

from django.core.files.storage import default_storage
from django.core.files.uploadedfile import UploadedFile
from django.db import transaction
from PIL import Image, UnidentifiedImageError

from core.errors import ApplicationError, NotFound
from shop import images
from shop.models import Tool

MAX_IMAGE_BYTES = 5 * 1024 * 1024
IMAGE_FORMATS = {"JPEG": "jpg", "PNG": "png", "WEBP": "webp", "GIF": "gif"}
MAX_IMAGE_PIXELS = 40_000_000


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
) -> Tool:
    _check_quantities(minimum_order_quantity, available_quantity)
    return Tool.objects.create(
        name=name,
        description=description,
        img=img,
        price=price,
        minimum_order_quantity=minimum_order_quantity,
        available_quantity=available_quantity,
    )


def tool_update(*, tool_id: int, **changes) -> Tool:
    with transaction.atomic():
        tool = Tool.objects.select_for_update().filter(pk=tool_id).first()
        if tool is None:
            raise NotFound()
        for field, value in changes.items():
            setattr(tool, field, value)
        _check_quantities(tool.minimum_order_quantity, tool.available_quantity)
        tool.save()
    return tool


def _image_error(message: str) -> ApplicationError:
    return ApplicationError(message, code="invalid_image", fields={"image": [message]})


def image_store(*, upload: UploadedFile) -> str:
    """Checks that the upload is a real image of a web format and stores it, with WebP
    copies at a few widths beside it (shop/images.py); its URL."""
    if upload.size > MAX_IMAGE_BYTES:
        raise _image_error("The image is larger than 5 MB.")
    try:
        with Image.open(upload) as image:
            image_format = image.format
            if image.width * image.height > MAX_IMAGE_PIXELS:
                raise _image_error("The image has too many pixels.")
            image.verify()
    except ApplicationError:
        raise
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        raise _image_error("The file is not an image we can read.") from None
    if image_format not in IMAGE_FORMATS:
        raise _image_error("Upload a JPEG, PNG, WebP or GIF image.")
    key = f"{images.UPLOAD_DIR}/{uuid.uuid4().hex}"
    extension = IMAGE_FORMATS[image_format]
    upload.seek(0)
    try:
        with Image.open(upload) as image:
            if images.has_variants(image):
                width, height = images.upright_size(image)
                key = f"{key}_{width}x{height}"
                # The copies first: a stored name promises them.
                images.variants_store(name=f"{key}.{extension}", image=image)
    except (OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        raise _image_error("The file is not an image we can read.") from None
    upload.seek(0)
    return default_storage.url(default_storage.save(f"{key}.{extension}", upload))
