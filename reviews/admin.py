from django.contrib import admin

from reviews.models import Review


@admin.register(Review)
class ReviewAdmin(admin.ModelAdmin):
    list_display = ["name", "short_review", "author", "created_at"]
    search_fields = ["name", "review", "author__email"]
    raw_id_fields = ["author"]
    readonly_fields = ["created_at"]

    @admin.display(description="Review")
    def short_review(self, obj: Review) -> str:
        return obj.review if len(obj.review) <= 80 else f"{obj.review[:77]}..."
