"""Catalogue search: FTS5 on SQLite, full-text search and pg_trgm on PostgreSQL
(shop/search/indexes.py)."""

from django.contrib.postgres.operations import TrigramExtension
from django.db import migrations

from shop.search import indexes


def install(apps, schema_editor):
    indexes.install(schema_editor)


def uninstall(apps, schema_editor):
    indexes.uninstall(schema_editor)


class Migration(migrations.Migration):

    dependencies = [
        ('shop', '0005_saved_address'),
    ]

    operations = [
        # Only on PostgreSQL (a no-op elsewhere); a trusted extension: the database's owner may.
        TrigramExtension(),
        migrations.RunPython(install, uninstall),
    ]
