from django.contrib import admin

from shipping.models import ShippingMethod, ShippingRate, ShippingZone, ZoneCountry


class ZoneCountryInline(admin.TabularInline):
    model = ZoneCountry
    extra = 1


class ShippingMethodInline(admin.TabularInline):
    model = ShippingMethod
    extra = 0
    fields = [
        "name",
        "delivery_days_min",
        "delivery_days_max",
        "free_over",
        "insurance_percent",
        "signature",
        "position",
    ]
    show_change_link = True  # its rates are edited on the method's own page


@admin.register(ShippingZone)
class ShippingZoneAdmin(admin.ModelAdmin):
    list_display = ["name", "position", "country_list"]
    inlines = [ZoneCountryInline, ShippingMethodInline]

    def get_queryset(self, request):
        return super().get_queryset(request).prefetch_related("countries")

    @admin.display(description="Countries")
    def country_list(self, zone: ShippingZone) -> str:
        return ", ".join(str(c.country) for c in zone.countries.all())


class ShippingRateInline(admin.TabularInline):
    model = ShippingRate
    extra = 1


@admin.register(ShippingMethod)
class ShippingMethodAdmin(admin.ModelAdmin):
    list_display = ["name", "zone", "delivery_days_min", "delivery_days_max", "free_over"]
    list_filter = ["zone"]
    list_select_related = ["zone"]
    inlines = [ShippingRateInline]
