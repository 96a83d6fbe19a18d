"""All Products' sort indexes, made per database by shop/search/indexes.py: on PostgreSQL
they also carry the search's words and the stock (TOOL_SORT_INDEXES)."""

from django.db import migrations

from shop.search import indexes


def install(apps, schema_editor):
    for sql in indexes.sort_index_statements(schema_editor.connection.vendor):
        schema_editor.execute(sql, params=None)


def uninstall(apps, schema_editor):
    for sql in indexes.SORT_INDEX_DROPS:
        schema_editor.execute(sql, params=None)


class Migration(migrations.Migration):

    dependencies = [
        ('shop', '0007_tool_sort_indexes'),
    ]

    operations = [
        migrations.RemoveIndex(model_name='tool', name='shop_tool_price_id'),
        migrations.RemoveIndex(model_name='tool', name='shop_tool_name_id'),
        migrations.RunPython(install, uninstall),
    ]
