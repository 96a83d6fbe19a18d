from django.db import models

from shop.validators import validate_image_url


class Category(models.Model):
    """Where a tool sits in the shop: a tree at most MAX_DEPTH levels deep (Painting >
    Brushes > Round brushes). Its address on the shop is its slug."""

    MAX_DEPTH = 3

    name = models.CharField(max_length=100)
    slug = models.SlugField(max_length=120, unique=True)
    parent = models.ForeignKey(
        "self", on_delete=models.PROTECT, null=True, blank=True, related_name="children"
    )
    position = models.PositiveSmallIntegerField(default=0, help_text="Among its siblings.")

    class Meta:
        ordering = ["position", "name"]
        verbose_name_plural = "categories"

    def __str__(self) -> str:
        return self.name


class Brand(models.Model):
    """Who makes a tool (Winsor & Newton, da Vinci)."""

    name = models.CharField(max_length=100, unique=True)
    slug = models.SlugField(max_length=120, unique=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class Tool(models.Model):
    """A painting tool for sale."""

    name = models.CharField(max_length=200)
    description = models.TextField()
    img = models.CharField("image URL", max_length=500, validators=[validate_image_url])
    price = models.DecimalField(max_digits=10, decimal_places=2, help_text="Unit price.")
    minimum_order_quantity = models.PositiveIntegerField(default=1)
    available_quantity = models.PositiveIntegerField(default=0)
    # Nullable, so that SQLite adds the column instead of rebuilding the table (which would
    # drop its search triggers); shipping/rules.py counts an empty one as DEFAULT_TOOL_GRAMS.
    weight_grams = models.PositiveIntegerField(
        "weight (g)", null=True, blank=True, help_text="Packed, for shipping. Empty: 500 g."
    )
    # Nullable (SQLite adds the columns, keeping the table's search triggers); a category
    # or brand in use cannot be deleted (shop.services.categories).
    category = models.ForeignKey(
        Category, on_delete=models.PROTECT, null=True, blank=True, related_name="tools"
    )
    brand = models.ForeignKey(
        Brand, on_delete=models.PROTECT, null=True, blank=True, related_name="tools"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["id"]
        # All Products' sorts (price, name: with the id that breaks ties) read indexes made
        # per database by shop/search/indexes.py (sort_indexes_install).
        constraints = [
            models.CheckConstraint(condition=models.Q(price__gt=0), name="tool_price_positive"),
            models.CheckConstraint(
                condition=models.Q(available_quantity__gte=0),
                name="tool_available_quantity_not_negative",
            ),
        ]

    def __str__(self) -> str:
        return self.name


class Painting(models.Model):
    """An original painting: one of a kind. It is shown in the home page's slider, the
    gallery and its own page, and sold once. Its stock is its state: `sold_at`, and
    `held_until` while an unpaid order holds it (a hold past its end holds nothing); the
    orders app keeps both in step with its orders, as it keeps a tool's available_quantity,
    and the database allows it one live order at a time (orders.Order's constraint
    order_one_live_order_per_painting)."""

    class Medium(models.TextChoices):
        OIL = "oil", "Oil"
        ACRYLIC = "acrylic", "Acrylic"
        WATERCOLOUR = "watercolour", "Watercolour"
        GOUACHE = "gouache", "Gouache"
        INK = "ink", "Ink"
        PASTEL = "pastel", "Pastel"
        MIXED = "mixed", "Mixed media"

    title = models.CharField(max_length=200)
    artist = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    price = models.DecimalField(max_digits=10, decimal_places=2)
    medium = models.CharField(max_length=16, choices=Medium.choices, default=Medium.OIL)
    width_cm = models.DecimalField(
        "width (cm)",
        max_digits=5,
        decimal_places=1,
        help_text="As it hangs on a wall: with the frame when it is framed.",
    )
    height_cm = models.DecimalField(
        "height (cm)",
        max_digits=5,
        decimal_places=1,
        help_text="As it hangs on a wall: with the frame when it is framed.",
    )
    framed = models.BooleanField(default=False)
    year = models.PositiveSmallIntegerField(null=True, blank=True, help_text="When it was painted.")
    img = models.CharField("image URL", max_length=500, validators=[validate_image_url])
    # Nullable, so that SQLite adds them in place: remaking the table would drop the
    # triggers of its search index (shop/search/indexes.py).
    sold_at = models.DateTimeField(
        null=True, blank=True, editable=False, help_text="When a paid order took it."
    )
    held_until = models.DateTimeField(
        null=True, blank=True, editable=False, help_text="An unpaid order holds it until then."
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(price__gt=0), name="painting_price_positive"),
            models.CheckConstraint(
                condition=models.Q(width_cm__gt=0, height_cm__gt=0), name="painting_size_positive"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.title} by {self.artist}"

    @property
    def sold(self) -> bool:
        return self.sold_at is not None


class PaintingImage(models.Model):
    """One more view of a painting (a detail, its back, its frame): the main image is
    Painting.img."""

    painting = models.ForeignKey(Painting, on_delete=models.CASCADE, related_name="images")
    img = models.CharField("image URL", max_length=500, validators=[validate_image_url])
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return self.img
