from django.apps import AppConfig


class CertificatesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "certificates"
    verbose_name = "Certificates of authenticity"

    def ready(self) -> None:
        from certificates import checks  # noqa: F401  (registers the signing key's check)
