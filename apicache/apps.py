from django.apps import AppConfig


class ApiCacheConfig(AppConfig):
    name = "apicache"
    verbose_name = "API response cache"
