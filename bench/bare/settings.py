from config.settings import *  # noqa: F403 (the shop's settings, but for the URLs)

ROOT_URLCONF = "bare.urls"
