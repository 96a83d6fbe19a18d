from django.apps import AppConfig


class ShopConfig(AppConfig):
    name = "shop"
    verbose_name = "Shop"

    def ready(self) -> None:
        from apicache.services import version_bump_on_write
        from shop.models import Brand, Category, Painting, PaintingImage, Tool
        from shop.selectors import PAINTING_RESPONSES, TOOL_RESPONSES

        version_bump_on_write(Tool, resource=TOOL_RESPONSES)
        # The lists filtered by a category or brand (and their counts) follow them.
        version_bump_on_write(Category, resource=TOOL_RESPONSES)
        version_bump_on_write(Brand, resource=TOOL_RESPONSES)
        version_bump_on_write(Painting, resource=PAINTING_RESPONSES)
        version_bump_on_write(PaintingImage, resource=PAINTING_RESPONSES)
