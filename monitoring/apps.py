from django.apps import AppConfig


class MonitoringConfig(AppConfig):
    name = "monitoring"
    verbose_name = "Health checks and metrics"
