"""Order, OrderEvent and SavedAddress now belong to the orders app (orders 0001): gone
from this app's state only; their tables and rows stay."""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('payments', '0004_orders_from_shop'),
        ('shop', '0008_tool_search_sort_indexes'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
            migrations.RemoveField(
                model_name='orderevent',
                name='order',
            ),
            migrations.RemoveField(
                model_name='orderevent',
                name='actor',
            ),
            migrations.RemoveField(
                model_name='savedaddress',
                name='user',
            ),
            migrations.DeleteModel(
                name='Order',
            ),
            migrations.DeleteModel(
                name='OrderEvent',
            ),
            migrations.DeleteModel(
                name='SavedAddress',
            ),
            ],
            database_operations=[],
        ),
    ]
