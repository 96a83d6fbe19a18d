import uuid
from decimal import Decimal

from django.core.files.storage import default_storage
from django.core.files.uploadedfile import UploadedFile
from django.db import transaction
from django.db.models import F
from django.utils import timezone
from PIL import Image, UnidentifiedImageError

from accounts.models import User
from apicache.services import version_bump
from core.errors import ApplicationError, Conflict, NotFound
from shop import images
from shop.emails import order_email_queue
from shop.models import Order, Tool
from shop.selectors import TOOL_RESPONSES

BELOW_MINIMUM = "Please order atleast Minimum Quantity"
ABOVE_AVAILABLE = "You cannot order more than available quantity"
TOO_LARGE = "This order is too large. Please order fewer."

# The most an order can come to: what Order.total (12 digits, 2 of them decimals) holds.
MAX_ORDER_TOTAL = Decimal("9999999999.99")

MAX_IMAGE_BYTES = 5 * 1024 * 1024
IMAGE_FORMATS = {"JPEG": "jpg", "PNG": "png", "WEBP": "webp", "GIF": "gif"}
MAX_IMAGE_PIXELS = 40_000_000

# Which status an order may move to from which.
ORDER_TRANSITIONS = {
    Order.Status.PENDING: {Order.Status.PAID, Order.Status.CANCELLED},
    Order.Status.PAID: set(),
    Order.Status.CANCELLED: set(),
}


def _quantity_error(message: str, code: str) -> ApplicationError:
    return ApplicationError(message, code=code, fields={"toolsQuantity": [message]})


def order_place(*, customer: User, tool_id: int, quantity: int) -> Order:
    """Reserves the stock and records the order, in one transaction.

    The conditional UPDATE only succeeds while enough stock is left, so concurrent
    orders can never take the stock below zero (the database constraint backs it).
    """
    with transaction.atomic():
        reserved = Tool.objects.filter(
            pk=tool_id,
            minimum_order_quantity__lte=quantity,
            available_quantity__gte=quantity,
        ).update(available_quantity=F("available_quantity") - quantity, updated_at=timezone.now())
        tool = Tool.objects.filter(pk=tool_id).first()
        if tool is None:
            raise ApplicationError(
                "That tool is no longer in the shop.",
                code="unknown_tool",
                fields={"tool": ["No tool with this id."]},
            )
        if not reserved:
            if quantity < tool.minimum_order_quantity:
                raise _quantity_error(BELOW_MINIMUM, "below_minimum")
            raise _quantity_error(ABOVE_AVAILABLE, "above_available")
        total = tool.price * quantity
        if total > MAX_ORDER_TOTAL:  # the stock taken above goes back with the rollback
            raise _quantity_error(TOO_LARGE, "order_too_large")
        version_bump(resource=TOOL_RESPONSES)  # the stock is in the answers
        return Order.objects.create(
            customer=customer,
            tool=tool,
            tool_name=tool.name,
            unit_price=tool.price,
            quantity=quantity,
            total=total,
        )


def _order_for_update(*, customer: User, order_id: int) -> Order:
    order = Order.objects.select_for_update().filter(pk=order_id, customer=customer).first()
    if order is None:
        raise NotFound()
    return order


def _order_transition(order: Order, to: str) -> None:
    if to not in ORDER_TRANSITIONS[order.status]:
        raise Conflict(
            f"This order is {order.status} and cannot become {to}.",
            code="not_cancellable" if to == Order.Status.CANCELLED else "invalid_transition",
        )
    order.status = to


def order_cancel(*, customer: User, order_id: int) -> Order:
    """Cancels an unpaid order and gives its stock back to the tool."""
    with transaction.atomic():
        order = _order_for_update(customer=customer, order_id=order_id)
        _order_transition(order, Order.Status.CANCELLED)
        order.save(update_fields=["status", "updated_at"])
        if order.tool_id:
            Tool.objects.filter(pk=order.tool_id).update(
                available_quantity=F("available_quantity") + order.quantity,
                updated_at=timezone.now(),
            )
            version_bump(resource=TOOL_RESPONSES)
    return order


def order_mark_paid(*, order_id: int, transaction_id: str) -> bool:
    """pending -> paid, once, keeping the payment's transaction id; the receipt is queued
    in the same transaction (the job worker sends it). Answers whether this call changed
    the order; raises Conflict for an order that can no longer be paid (a cancelled one)."""
    with transaction.atomic():
        order = Order.objects.select_for_update().get(pk=order_id)
        if order.status == Order.Status.PAID:
            return False
        _order_transition(order, Order.Status.PAID)
        order.transaction_id = transaction_id
        order.save(update_fields=["status", "transaction_id", "updated_at"])
        order_email_queue(order=order, kind="paid")
    return True


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
