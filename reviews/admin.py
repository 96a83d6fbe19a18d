from django.contrib import admin

from reviews.models import Review
from reviews.services import reviews_set_hidden


@admin.register(Review)
class ReviewAdmin(admin.ModelAdmin):
    list_display = ["name", "short_review", "author", "is_hidden", "created_at"]
    list_filter = ["is_hidden"]
    list_editable = ["is_hidden"]
    actions = ["hide", "show"]
    search_fields = ["name", "review", "author__email"]
    raw_id_fields = ["author"]
    readonly_fields = ["created_at"]

    @admin.display(description="Review")
    def short_review(self, obj: Review) -> str:
        return obj.review if len(obj.review) <= 80 else f"{obj.review[:77]}..."

    @admin.action(description="Hide the selected reviews")
    def hide(self, request, queryset):
        reviews_set_hidden(reviews=queryset, hidden=True)

    @admin.action(description="Show the selected reviews")
    def show(self, request, queryset):
        reviews_set_hidden(reviews=queryset, hidden=False)
