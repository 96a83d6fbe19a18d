"""Paintings become products: their details for sale, more images, and orders of a
painting (one live order per painting at most). Paintings that existed before get a
placeholder price and size that staff should set (the demo data's are filled in by
seed_demo)."""

from decimal import Decimal

import django.db.models.deletion
from django.db import migrations, models

import shop.validators


class Migration(migrations.Migration):
    dependencies = [
        ("shop", "0003_order_life"),
    ]

    operations = [
        migrations.RenameField(model_name="order", old_name="tool_name", new_name="item_name"),
        migrations.AlterField(
            model_name="order",
            name="item_name",
            field=models.CharField(help_text="The tool's name or painting's title.", max_length=200),
        ),
        migrations.AddField(
            model_name="painting",
            name="description",
            field=models.TextField(blank=True),
        ),
        migrations.AddField(
            model_name="painting",
            name="price",
            field=models.DecimalField(decimal_places=2, default=Decimal("100.00"), max_digits=10),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="painting",
            name="medium",
            field=models.CharField(
                choices=[
                    ("oil", "Oil"),
                    ("acrylic", "Acrylic"),
                    ("watercolour", "Watercolour"),
                    ("gouache", "Gouache"),
                    ("ink", "Ink"),
                    ("pastel", "Pastel"),
                    ("mixed", "Mixed media"),
                ],
                default="oil",
                max_length=16,
            ),
        ),
        migrations.AddField(
            model_name="painting",
            name="width_cm",
            field=models.DecimalField(
                decimal_places=1,
                default=Decimal("50.0"),
                help_text="As it hangs on a wall: with the frame when it is framed.",
                max_digits=5,
                verbose_name="width (cm)",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="painting",
            name="height_cm",
            field=models.DecimalField(
                decimal_places=1,
                default=Decimal("40.0"),
                help_text="As it hangs on a wall: with the frame when it is framed.",
                max_digits=5,
                verbose_name="height (cm)",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="painting",
            name="framed",
            field=models.BooleanField(default=False),
        ),
        migrations.AddField(
            model_name="painting",
            name="year",
            field=models.PositiveSmallIntegerField(
                blank=True, help_text="When it was painted.", null=True
            ),
        ),
        migrations.AddField(
            model_name="painting",
            name="updated_at",
            field=models.DateTimeField(auto_now=True),
        ),
        migrations.AddConstraint(
            model_name="painting",
            constraint=models.CheckConstraint(
                condition=models.Q(price__gt=0), name="painting_price_positive"
            ),
        ),
        migrations.AddConstraint(
            model_name="painting",
            constraint=models.CheckConstraint(
                condition=models.Q(width_cm__gt=0, height_cm__gt=0), name="painting_size_positive"
            ),
        ),
        migrations.CreateModel(
            name="PaintingImage",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                (
                    "img",
                    models.CharField(
                        max_length=500,
                        validators=[shop.validators.validate_image_url],
                        verbose_name="image URL",
                    ),
                ),
                ("position", models.PositiveSmallIntegerField(default=0)),
                (
                    "painting",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="images",
                        to="shop.painting",
                    ),
                ),
            ],
            options={"ordering": ["position", "id"]},
        ),
        migrations.AddField(
            model_name="order",
            name="painting",
            field=models.ForeignKey(
                blank=True,
                null=True,
                on_delete=django.db.models.deletion.PROTECT,
                related_name="orders",
                to="shop.painting",
            ),
        ),
        migrations.AddConstraint(
            model_name="order",
            constraint=models.CheckConstraint(
                condition=models.Q(tool__isnull=True) | models.Q(painting__isnull=True),
                name="order_one_item",
            ),
        ),
        migrations.AddConstraint(
            model_name="order",
            constraint=models.CheckConstraint(
                condition=models.Q(painting__isnull=True) | models.Q(quantity=1),
                name="order_painting_quantity_one",
            ),
        ),
        migrations.AddConstraint(
            model_name="order",
            constraint=models.UniqueConstraint(
                condition=models.Q(status__in=["pending", "paid", "shipped", "delivered"]),
                fields=["painting"],
                name="order_one_live_order_per_painting",
            ),
        ),
    ]
