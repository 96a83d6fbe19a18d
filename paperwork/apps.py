from django.apps import AppConfig


class PaperworkConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "paperwork"
    verbose_name = "Paperwork"
