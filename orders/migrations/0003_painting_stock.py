"""Each painting's stock (shop 0010: sold_at, held_until) filled in from its live orders, as
orders.steps.painting_stock_sync keeps it from now on; a sold painting's date is when its
order was paid."""

from django.db import migrations

LIVE = ["pending", "paid", "shipped", "delivered"]


def paintings_stock_fill(apps, schema_editor):
    Order = apps.get_model("orders", "Order")
    OrderEvent = apps.get_model("orders", "OrderEvent")
    Painting = apps.get_model("shop", "Painting")
    db = schema_editor.connection.alias
    live = Order.objects.using(db).filter(painting__isnull=False, status__in=LIVE)
    for order in live.only("pk", "painting_id", "status", "expires_at", "updated_at"):
        if order.status == "pending":
            stock = {"held_until": order.expires_at}
        else:
            paid = OrderEvent.objects.using(db).filter(order_id=order.pk, status="paid").first()
            stock = {"sold_at": paid.created_at if paid else order.updated_at}
        Painting.objects.using(db).filter(pk=order.painting_id).update(**stock)


class Migration(migrations.Migration):
    dependencies = [
        ("orders", "0002_orders_tables"),
        ("shop", "0010_painting_stock"),
    ]

    operations = [migrations.RunPython(paintings_stock_fill, migrations.RunPython.noop)]
