"""Reading the settings' values from the environment: a value is its variable's text
without surrounding blanks; an empty or blank variable counts as not set."""

import os

from django.core.exceptions import ImproperlyConfigured


def env(name: str, default: str | None = None) -> str | None:
    value = os.environ.get(name, "").strip()
    return value or default


def env_bool(name: str, default: bool = False) -> bool:
    value = env(name)
    if value is None:
        return default
    return value.lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: list[str]) -> list[str]:
    value = env(name)
    if value is None:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


def env_required(name: str) -> str:
    value = env(name)
    if value is None:
        raise ImproperlyConfigured(f"The environment variable {name} is required in production.")
    return value
