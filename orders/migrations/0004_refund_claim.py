"""Order.refund_started_at: a refund claimed before Stripe is asked (the order cannot ship meanwhile)."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('orders', '0003_painting_stock'),
    ]

    operations = [
        migrations.AddField(
            model_name='order',
            name='refund_started_at',
            field=models.DateTimeField(blank=True, help_text='A refund asked of Stripe and not settled yet: the order cannot ship meanwhile.', null=True),
        ),
    ]
