"""An index for an address's latest e-mail: orders.emails asks it before writing to an unverified one."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('notifications', '0001_outbox'),
    ]

    operations = [
        migrations.AddIndex(
            model_name='outgoingemail',
            index=models.Index(fields=['to', '-created_at'], name='email_to_newest'),
        ),
    ]
