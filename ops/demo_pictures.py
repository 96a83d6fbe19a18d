"""The demo pictures (ops/demo_images/: each drawn as an SVG, rendered to WebP by
scripts/render-demo-images) stored as uploads are: for seed_demo, and for the tests that
store them once a run."""

import hashlib
from pathlib import Path

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage

from shop import images

IMAGES = Path(__file__).resolve().parent / "demo_images"


def demo_image_store(kind: str, slug: str) -> tuple[str, str]:
    """Stores a demo picture (its WebP, drawn from the SVG by scripts/render-demo-images)
    with WebP copies for `srcset`, as an upload gets them (shop/images.py), once; answers
    its URL and the URL of the drawing that demo rows seeded before showed."""
    content = (IMAGES / kind / f"{slug}.webp").read_bytes()
    # Named by its content: seeded again, the same picture is the same files.
    name = f"{images.UPLOAD_DIR}/{hashlib.sha256(content).hexdigest()[:32]}.webp"
    if not default_storage.exists(name):
        default_storage.save(name, ContentFile(content))
    promised = images.variants_promised(name) or images.variants_make(name)
    return default_storage.url(promised), default_storage.url(f"demo/{kind}/{slug}.svg")
