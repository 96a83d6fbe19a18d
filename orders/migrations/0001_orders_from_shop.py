"""Order, OrderEvent and SavedAddress move from the shop app to this one: in Django's state
only, on the tables they have (shop_order, ...); 0002 renames the tables. No row changes."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ('shop', '0008_tool_search_sort_indexes'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
            migrations.CreateModel(
                name='Order',
                fields=[
                    ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                    ('item_name', models.CharField(help_text="The tool's name or painting's title.", max_length=200)),
                    ('unit_price', models.DecimalField(decimal_places=2, max_digits=10)),
                    ('quantity', models.PositiveIntegerField()),
                    ('total', models.DecimalField(decimal_places=2, max_digits=12)),
                    ('currency', models.CharField(default='usd', help_text='Lower case ISO code.', max_length=3)),
                    ('status', models.CharField(choices=[('pending', 'Pending (unpaid)'), ('paid', 'Paid'), ('shipped', 'Shipped'), ('delivered', 'Delivered'), ('cancelled', 'Cancelled'), ('expired', 'Expired'), ('refunded', 'Refunded')], default='pending', max_length=16)),
                    ('expires_at', models.DateTimeField(blank=True, help_text='An unpaid order holds its stock until then.', null=True)),
                    ('transaction_id', models.CharField(blank=True, max_length=255)),
                    ('delivery_full_name', models.CharField(blank=True, max_length=100)),
                    ('delivery_line1', models.CharField(blank=True, max_length=200)),
                    ('delivery_line2', models.CharField(blank=True, max_length=200)),
                    ('delivery_city', models.CharField(blank=True, max_length=100)),
                    ('delivery_region', models.CharField(blank=True, max_length=100)),
                    ('delivery_postal_code', models.CharField(blank=True, max_length=20)),
                    ('delivery_country', models.CharField(blank=True, help_text='ISO 3166-1 alpha-2.', max_length=2)),
                    ('delivery_phone', models.CharField(blank=True, max_length=30)),
                    ('carrier', models.CharField(blank=True, max_length=100)),
                    ('tracking_number', models.CharField(blank=True, max_length=100)),
                    ('tracking_url', models.URLField(blank=True, max_length=500)),
                    ('created_at', models.DateTimeField(auto_now_add=True)),
                    ('updated_at', models.DateTimeField(auto_now=True)),
                    ('customer', models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='orders', to=settings.AUTH_USER_MODEL)),
                    ('painting', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.PROTECT, related_name='orders', to='shop.painting')),
                    ('tool', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='orders', to='shop.tool')),
                ],
                options={
                    'ordering': ['-id'],
                    'db_table': 'shop_order',
                },
            ),
            migrations.CreateModel(
                name='OrderEvent',
                fields=[
                    ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                    ('status', models.CharField(choices=[('pending', 'Pending (unpaid)'), ('paid', 'Paid'), ('shipped', 'Shipped'), ('delivered', 'Delivered'), ('cancelled', 'Cancelled'), ('expired', 'Expired'), ('refunded', 'Refunded')], max_length=16)),
                    ('by', models.CharField(choices=[('customer', 'The customer'), ('staff', 'Staff'), ('payment', 'The payment provider'), ('system', 'Automatically')], max_length=16)),
                    ('note', models.CharField(blank=True, max_length=500)),
                    ('created_at', models.DateTimeField(auto_now_add=True)),
                    ('actor', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, to=settings.AUTH_USER_MODEL)),
                    ('order', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='events', to='orders.order')),
                ],
                options={
                    'ordering': ['id'],
                    'db_table': 'shop_orderevent',
                },
            ),
            migrations.CreateModel(
                name='SavedAddress',
                fields=[
                    ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                    ('full_name', models.CharField(max_length=100)),
                    ('line1', models.CharField(max_length=200)),
                    ('line2', models.CharField(blank=True, max_length=200)),
                    ('city', models.CharField(max_length=100)),
                    ('region', models.CharField(blank=True, max_length=100)),
                    ('postal_code', models.CharField(max_length=20)),
                    ('country', models.CharField(help_text='ISO 3166-1 alpha-2.', max_length=2)),
                    ('phone', models.CharField(blank=True, max_length=30)),
                    ('updated_at', models.DateTimeField(auto_now=True)),
                    ('user', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='saved_address', to=settings.AUTH_USER_MODEL)),
                ],
                options={
                    'verbose_name_plural': 'saved addresses',
                    'db_table': 'shop_savedaddress',
                },
            ),
            migrations.AddIndex(
                model_name='order',
                index=models.Index(fields=['customer', '-id'], name='order_customer_newest'),
            ),
            migrations.AddIndex(
                model_name='order',
                index=models.Index(fields=['status', 'expires_at'], name='order_status_expiry'),
            ),
            migrations.AddIndex(
                model_name='order',
                index=models.Index(fields=['status', '-id'], name='order_status_newest'),
            ),
            migrations.AddConstraint(
                model_name='order',
                constraint=models.CheckConstraint(condition=models.Q(('quantity__gt', 0)), name='order_quantity_positive'),
            ),
            migrations.AddConstraint(
                model_name='order',
                constraint=models.CheckConstraint(condition=models.Q(('total__gte', 0)), name='order_total_not_negative'),
            ),
            migrations.AddConstraint(
                model_name='order',
                constraint=models.CheckConstraint(condition=models.Q(('tool__isnull', True), ('painting__isnull', True), _connector='OR'), name='order_one_item'),
            ),
            migrations.AddConstraint(
                model_name='order',
                constraint=models.CheckConstraint(condition=models.Q(('painting__isnull', True), ('quantity', 1), _connector='OR'), name='order_painting_quantity_one'),
            ),
            migrations.AddConstraint(
                model_name='order',
                constraint=models.UniqueConstraint(condition=models.Q(('status__in', ['pending', 'paid', 'shipped', 'delivered'])), fields=('painting',), name='order_one_live_order_per_painting'),
            ),
            ],
            database_operations=[],
        ),
    ]
