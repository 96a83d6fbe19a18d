from django.contrib import admin

from taxes.models import TaxRate


@admin.register(TaxRate)
class TaxRateAdmin(admin.ModelAdmin):
    list_display = ["country", "tax_class", "rate", "updated_at"]
    list_editable = ["rate"]
    list_filter = ["tax_class"]
    search_fields = ["country"]
    ordering = ["country", "tax_class"]
