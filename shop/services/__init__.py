"""The catalogue's state changes (catalogue.py): tools, paintings and their images."""

from shop.services.catalogue import (
    image_store,
    image_variants_make,
    painting_create,
    painting_update,
    tool_create,
    tool_update,
)

__all__ = [
    "image_store",
    "image_variants_make",
    "painting_create",
    "painting_update",
    "tool_create",
    "tool_update",
]
