"""Payment.order names orders.Order now (the same table and column: state only)."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('orders', '0001_orders_from_shop'),
        ('payments', '0003_stripe_customer_email'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name='payment',
                    name='order',
                    field=models.OneToOneField(on_delete=django.db.models.deletion.PROTECT, related_name='payment', to='orders.order'),
                ),
            ],
            database_operations=[],
        ),
    ]
