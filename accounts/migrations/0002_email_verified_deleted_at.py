"""Users get `email_verified` (Firebase's word, stored at every sign-in exchange; paying
needs it) and `deleted_at` (an account its customer deleted, anonymised).

Users that exist now count as verified: they signed in before the shop knew about
verification, and some have orders waiting to be paid that this must not block. Their next
sign-in exchange sets it from Firebase anyway. Users created later start unverified until
Firebase says otherwise."""

from django.db import migrations, models


def existing_users_verified(apps, schema_editor):
    apps.get_model("accounts", "User").objects.update(email_verified=True)


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="user",
            name="deleted_at",
            field=models.DateTimeField(
                blank=True,
                help_text="When the customer deleted the account (anonymised).",
                null=True,
            ),
        ),
        migrations.AddField(
            model_name="user",
            name="email_verified",
            field=models.BooleanField(default=False),
        ),
        migrations.RunPython(existing_users_verified, migrations.RunPython.noop),
    ]
