"""Django settings: the one place that reads the environment.

Local defaults are safe and need no configuration (SQLite, local media folder, the
Firebase Auth emulator, localstripe). `SHOP_ENV=production` removes every default that
would be unsafe in production: it requires a secret key and allowed hosts, and turns on
HTTPS-only cookies, HSTS and the SSL redirect.
"""

from datetime import timedelta
from decimal import Decimal
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

# The OpenAPI schema's settings (drf-spectacular), constants only.
from config.api_schema import SPECTACULAR_SETTINGS  # noqa: F401
from config.env import env, env_bool, env_list, env_required
from config.jobs import huey_settings
from config.local_mode import load_local_secrets, stand_ins_refused
from config.logs import logging_config
from config.storage import local_storages, object_storage, s3_storages

BASE_DIR = Path(__file__).resolve().parent.parent

SHOP_ENV = env("SHOP_ENV", "local")
if SHOP_ENV not in {"local", "production"}:
    raise ImproperlyConfigured("SHOP_ENV must be 'local' or 'production'.")
IS_PRODUCTION = SHOP_ENV == "production"

DEBUG = env_bool("DJANGO_DEBUG", False)

if IS_PRODUCTION:
    SECRET_KEY = env_required("DJANGO_SECRET_KEY")
    ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", [])
    if not ALLOWED_HOSTS:
        raise ImproperlyConfigured("DJANGO_ALLOWED_HOSTS is required in production.")
else:
    # Local mode's secrets are random per installation, made on first run into a file only
    # its owner can read (config/local_mode.py); never a default anyone could read here.
    LOCAL_SECRETS_FILE = Path(env("LOCAL_SECRETS_FILE", str(BASE_DIR / ".local" / "secrets.json")))
    LOCAL_SECRETS = load_local_secrets(LOCAL_SECRETS_FILE)
    SECRET_KEY = env("DJANGO_SECRET_KEY", LOCAL_SECRETS["django_secret_key"])
    ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"])

CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "corsheaders",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "core",
    "web",
    "apicache",
    "accounts",
    "shop",
    "orders",
    "taxes",
    "shipping",
    "paperwork",
    "returns",
    "certificates",
    "reviews",
    "profiles",
    "payments",
    "notifications",
    "ops",
    "monitoring",
    "huey.contrib.djhuey",
    "axes",
]

MIDDLEWARE = [
    "core.middleware.RequestIdMiddleware",
    # /healthz, /readyz and the metrics: before anything checks the Host or redirects.
    "monitoring.middleware.OperationsEndpointsMiddleware",
    "core.middleware.ApiGuardMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "core.middleware.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "corsheaders.middleware.CorsMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "axes.middleware.AxesMiddleware",
    "core.middleware.DatabaseOutageMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        env("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}"),
        conn_max_age=int(env("DATABASE_CONN_MAX_AGE", "60")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # Django's, skipping a kept connection's health check just after a request used it.
    DATABASES["default"]["ENGINE"] = "core.db.postgresql"
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Several gunicorn workers write to one file: take the write lock at the start of each
    # transaction (no deadlocked upgrades) and wait for it rather than fail as "locked".
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    }
    # Tests use a file too (not Django's shared in-memory database), so they see real locking.
    DATABASES["default"]["TEST"] = {"NAME": str(BASE_DIR / ".test-db.sqlite3")}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# A cache every app server and worker shares (rate limits): Redis when REDIS_URL is set
# (short timeouts: a Redis that hangs must not hold requests), else the database table.
REDIS_URL = env("REDIS_URL")
CACHES = {
    "default": (
        {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "shop",
            "OPTIONS": {"socket_connect_timeout": 1.0, "socket_timeout": 1.0},
        }
        if REDIS_URL
        else {"BACKEND": "django.core.cache.backends.db.DatabaseCache", "LOCATION": "shop_cache"}
    )
}

AUTH_USER_MODEL = "accounts.User"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# The Django admin's login locks an account out from one address after
# ADMIN_LOGIN_FAILURE_LIMIT wrong passwords, for ADMIN_LOGIN_COOLOFF_MINUTES (django-axes;
# the failures are rows in the database, seen by every worker). Only the admin's login:
# the API takes no passwords (Firebase ID tokens, then our JWT).
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_ONLY_ADMIN_SITE = True
AXES_FAILURE_LIMIT = int(env("ADMIN_LOGIN_FAILURE_LIMIT", "5"))
AXES_COOLOFF_TIME = timedelta(minutes=float(env("ADMIN_LOGIN_COOLOFF_MINUTES", "15")))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_USERNAME_FORM_FIELD = "username"  # the admin login form's field (it holds the email)
AXES_CLIENT_IP_CALLABLE = "core.throttling.client_address"  # TRUSTED_PROXY_COUNT, as the API
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_CALLABLE = "accounts.admin_login.lockout_response"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

# The SPA and the API live on paths without a trailing slash (/blog, /api/tools);
# the catch-all route would otherwise turn every unknown path into a redirect.
APPEND_SLASH = False

# Static files: webpack writes hashed bundles to assets/build/static/bundle/ and a
# manifest of each entry's files to assets/build/manifest.json.
STATIC_URL = env("DJANGO_STATIC_URL", "/static/")
STATIC_ROOT = Path(env("DJANGO_STATIC_ROOT", str(BASE_DIR / "staticfiles")))
STATICFILES_DIRS = [BASE_DIR / "static", BASE_DIR / "assets" / "build" / "static"]
BUNDLE_MANIFEST = BASE_DIR / "assets" / "build" / "manifest.json"
# The app's pages, declared once for the React router and for Django (web/routes.py).
ROUTE_TABLE = BASE_DIR / "assets" / "src" / "app" / "routes.json"

MEDIA_URL = env("DJANGO_MEDIA_URL", "/media/")
MEDIA_ROOT = Path(env("DJANGO_MEDIA_ROOT", str(BASE_DIR / "media")))
# `make backup` (manage.py backup_shop) writes its archives here; `make restore` reads them.
BACKUP_DIR = Path(env("BACKUP_DIR", str(BASE_DIR / "backups")))
# Uploaded images (and backups) in an S3 bucket, or on any S3-compatible server, when
# AWS_STORAGE_BUCKET_NAME names one; local folders otherwise (config/storage.py).
OBJECT_STORAGE = object_storage(env)
# Invoices, credit notes and certificates (PDFs): private, never under MEDIA_ROOT; served
# by the API to whom they belong. In the bucket under "documents/" when there is one.
DOCUMENTS_DIR = Path(env("DOCUMENTS_DIR", str(BASE_DIR / "documents")))
_media_and_backups = (
    s3_storages(OBJECT_STORAGE) if OBJECT_STORAGE else local_storages(BACKUP_DIR, DOCUMENTS_DIR)
)
# Django serves MEDIA_ROOT itself unless the files live elsewhere (object storage, CDN).
SERVE_MEDIA = env_bool("DJANGO_SERVE_MEDIA", OBJECT_STORAGE is None)

STORAGES = {
    **_media_and_backups,
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}
# webpack names its files name.<8 hex>.ext; Django's manifest adds .<12 hex>.
WHITENOISE_IMMUTABLE_FILE_TEST = r"\.[0-9a-f]{8,12}\."

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["accounts.authentication.JWTAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["core.parsers.SafeJSONParser"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "core.errors.exception_handler",
    "UNAUTHENTICATED_USER": None,
    "COERCE_DECIMAL_TO_STRING": False,
    # JSON only: `?format=...` is a query parameter, never another renderer (DRF: a 404).
    "URL_FORMAT_OVERRIDE": None,
    "DEFAULT_THROTTLE_RATES": {
        "review_post": env("REVIEW_POST_RATE", "5/minute"),
        "order_create": env("ORDER_CREATE_RATE", "30/minute"),
        "image_upload": env("IMAGE_UPLOAD_RATE", "30/minute"),
        "sign_in": env("SIGN_IN_RATE", "30/minute"),  # per account
        "sign_in_address": env("SIGN_IN_ADDRESS_RATE", "120/minute"),
        "certificate_check": env("CERTIFICATE_CHECK_RATE", "30/minute"),
    },
    # How many proxies in front of the shop set X-Forwarded-For: anonymous clients are
    # told apart by address, and an address a client wrote itself must not count.
    "NUM_PROXIES": int(env("TRUSTED_PROXY_COUNT", "0")),
}
if DEBUG:
    REST_FRAMEWORK["DEFAULT_RENDERER_CLASSES"].append(
        "rest_framework.renderers.BrowsableAPIRenderer"
    )

# Request bodies under /api/ are refused with 413 above these sizes, before anything
# reads them: image uploads get their 5 MB and room for the form around it.
API_MAX_BODY_BYTES = int(env("API_MAX_BODY_BYTES", str(64 * 1024)))
API_BODY_LIMITS = {
    "/api/images": 5 * 1024 * 1024 + 64 * 1024,
    "/api/stripe/webhook": 512 * 1024,
}
# Behind a proxy that sets X-Request-ID, keep its id so the two logs line up.
TRUST_INCOMING_REQUEST_ID = env_bool("TRUST_INCOMING_REQUEST_ID", False)

CORS_ALLOWED_ORIGINS = env_list("CORS_ALLOWED_ORIGINS", [])

# Shown to the SPA through the page's config blob.
SHOP_CURRENCY = env("SHOP_CURRENCY", "USD")
# Taxes (docs/money.md): the shop's country, prices with its tax or not, the OSS threshold.
SHOP_COUNTRY = env("SHOP_COUNTRY", "FR").upper()
PRICES_INCLUDE_TAX = env_bool("PRICES_INCLUDE_TAX", True)
OSS_THRESHOLD = Decimal(env("OSS_THRESHOLD", "10000"))
# The paperwork (docs/paperwork.md): the seller on invoices and credit notes (legal name,
# address, VAT id); the days after delivery a return may be asked; the Ed25519 key (32 bytes,
# base64) signing certificates of authenticity, only the shop's: local mode makes its own.
SHOP_LEGAL_NAME = env("SHOP_LEGAL_NAME", "Brush & Canvas")
SHOP_ADDRESS = env("SHOP_ADDRESS", "12 Rue des Peintres, 69002 Lyon, France")
SHOP_VAT_ID = env("SHOP_VAT_ID", "")
RETURN_DAYS = int(env("RETURN_DAYS", "14"))
CERTIFICATE_SIGNING_KEY = (
    env_required("CERTIFICATE_SIGNING_KEY")
    if IS_PRODUCTION
    else env("CERTIFICATE_SIGNING_KEY", LOCAL_SECRETS["certificate_signing_key"])
)

# Orders: an unpaid order holds its stock this long, then expires; one customer's unpaid
# orders hold at most so many orders, tool units, paintings and value (SHOP_CURRENCY).
ORDER_HOLD_MINUTES = float(env("ORDER_HOLD_MINUTES", "30"))
# At most this many orders paid together in one checkout.
MAX_CHECKOUT_ORDERS = int(env("MAX_CHECKOUT_ORDERS", "20"))
MAX_UNPAID_ORDERS = int(env("MAX_UNPAID_ORDERS", "10"))
MAX_HELD_UNITS = int(env("MAX_HELD_UNITS", "50"))
MAX_HELD_PAINTINGS = int(env("MAX_HELD_PAINTINGS", "2"))
MAX_HELD_VALUE = Decimal(env("MAX_HELD_VALUE", "10000"))
# Tools at or below this stock show on the owner's overview.
LOW_STOCK_THRESHOLD = int(env("LOW_STOCK_THRESHOLD", "5"))
# Countries (django-countries): the short names people use, as the API contract lists them
# (django-countries 7.6+ calls US "United States of America").
COUNTRIES_OVERRIDE = {"US": "United States"}

# Identity: Firebase Authentication. With no Firebase project configured (no API key),
# everything runs against the Firebase Auth emulator with a demo- project id.
FIREBASE_API_KEY = env("FIREBASE_API_KEY")
FIREBASE_PROJECT_ID = env("FIREBASE_PROJECT_ID", None if FIREBASE_API_KEY else "demo-shop")
FIREBASE_AUTH_DOMAIN = env("FIREBASE_AUTH_DOMAIN", f"{FIREBASE_PROJECT_ID}.firebaseapp.com")
FIREBASE_AUTH_EMULATOR_HOST = env(
    "FIREBASE_AUTH_EMULATOR_HOST", None if FIREBASE_API_KEY else "127.0.0.1:9099"
)

# Payments: Stripe. With no keys, the server and the payment page use localstripe.
STRIPE_SECRET_KEY = env("STRIPE_SECRET_KEY")
STRIPE_PUBLISHABLE_KEY = env("STRIPE_PUBLISHABLE_KEY")
STRIPE_WEBHOOK_SECRET = env("STRIPE_WEBHOOK_SECRET")
LOCALSTRIPE_URL = env("LOCALSTRIPE_URL", None if STRIPE_SECRET_KEY else "http://127.0.0.1:8420")
if IS_PRODUCTION:
    stand_ins_refused(
        firebase_api_key=FIREBASE_API_KEY,
        firebase_project_id=FIREBASE_PROJECT_ID,
        firebase_emulator_host=FIREBASE_AUTH_EMULATOR_HOST,
        localstripe_url=LOCALSTRIPE_URL,
        stripe_keys=[STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET],
    )
elif LOCALSTRIPE_URL:
    STRIPE_SECRET_KEY = STRIPE_SECRET_KEY or "sk_test_localstripe"
    STRIPE_PUBLISHABLE_KEY = STRIPE_PUBLISHABLE_KEY or "pk_test_localstripe"
    # localstripe signs its webhooks with it (`make run` registers it there).
    STRIPE_WEBHOOK_SECRET = STRIPE_WEBHOOK_SECRET or LOCAL_SECRETS["stripe_webhook_secret"]

# Every call to Stripe and Firebase gives up after this long (then the API answers 503).
STRIPE_TIMEOUT_SECONDS = float(env("STRIPE_TIMEOUT_SECONDS", "3"))
FIREBASE_TIMEOUT_SECONDS = float(env("FIREBASE_TIMEOUT_SECONDS", "3"))

# E-mail: recorded in the outbox (notifications.OutgoingEmail), sent by the job worker: to
# files a person can read (.local/mail/), or through SMTP when EMAIL_HOST is set.
EMAIL_HOST = env("EMAIL_HOST")
EMAIL_BACKEND = (
    "django.core.mail.backends.smtp.EmailBackend"
    if EMAIL_HOST
    else "django.core.mail.backends.filebased.EmailBackend"
)
EMAIL_FILE_PATH = Path(env("EMAIL_FILE_PATH", str(BASE_DIR / ".local" / "mail")))
EMAIL_PORT = int(env("EMAIL_PORT", "587"))
EMAIL_HOST_USER = env("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = env("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", True)
# Seconds each SMTP step (connect, every command) may take before the attempt fails.
EMAIL_TIMEOUT = float(env("EMAIL_TIMEOUT", "10"))
# A failed e-mail is tried again after EMAIL_RETRY_SECONDS, then twice as long each time,
# EMAIL_MAX_ATTEMPTS tries in all; then it is marked failed (the outbox in the admin).
EMAIL_RETRY_SECONDS = int(env("EMAIL_RETRY_SECONDS", "30"))
EMAIL_MAX_ATTEMPTS = int(env("EMAIL_MAX_ATTEMPTS", "5"))
# A worker holds an e-mail it is sending this long; past it, the e-mail is taken to be lost
# with its worker (killed mid-send) and sent again.
EMAIL_SENDING_LEASE_SECONDS = 2 * EMAIL_TIMEOUT + 5
DEFAULT_FROM_EMAIL = env("DEFAULT_FROM_EMAIL", "Brush & Canvas <shop@localhost>")

# The job queue (Huey): e-mails, hold expiry, payment reconciliation. Jobs wait in a SQLite
# file by default (no server; one machine); JOBS_URL (or REDIS_URL) names a Redis or
# PostgreSQL queue that workers on every machine share. `manage.py run_huey` is the worker.
JOBS_URL = env("JOBS_URL", REDIS_URL or f"sqlite:///{BASE_DIR / '.local' / 'jobs.sqlite3'}")
HUEY = huey_settings(JOBS_URL, base_dir=BASE_DIR, workers=int(env("JOBS_WORKERS", "2")))

# Our own API tokens, issued after a verified Firebase sign-in.
JWT_LIFETIME = timedelta(hours=min(int(env("JWT_LIFETIME_HOURS", "12")), 24))
SIMPLE_JWT = {
    "ACCESS_TOKEN_LIFETIME": JWT_LIFETIME,
    "ALGORITHM": "HS256",
    "SIGNING_KEY": SECRET_KEY,
    "AUTH_HEADER_TYPES": ("Bearer",),
    "USER_ID_FIELD": "id",
    "USER_ID_CLAIM": "user_id",
    "UPDATE_LAST_LOGIN": False,
}

LOG_FORMAT = env("LOG_FORMAT", "plain")
if LOG_FORMAT not in {"plain", "json"}:
    raise ImproperlyConfigured("LOG_FORMAT must be 'plain' or 'json'.")
LOGGING = logging_config(log_format=LOG_FORMAT, level=env("DJANGO_LOG_LEVEL", "INFO"))

# For load balancers and monitoring (monitoring/): /healthz answers while the process
# lives, /readyz while the database, cache, storage and job queue answer within
# READY_TIMEOUT_SECONDS; the metrics are at METRICS_PATH for `Bearer METRICS_TOKEN` only.
HEALTH_PATH = "/healthz"
READY_PATH = "/readyz"
READY_TIMEOUT_SECONDS = float(env("READY_TIMEOUT_SECONDS", "3"))
METRICS_PATH = env("METRICS_PATH", "/metrics")
METRICS_TOKEN = env("METRICS_TOKEN")

if IS_PRODUCTION:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", True)
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = int(env("DJANGO_SECURE_HSTS_SECONDS", "31536000"))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
SECURE_CONTENT_TYPE_NOSNIFF = True
# Extra image origins for the Content-Security-Policy (say, object storage or a CDN).
CSP_EXTRA_IMG_SOURCES = env_list("CSP_EXTRA_IMG_SOURCES", [])
# Google sign-in's popup (on Firebase's auth domain) reports back through window.opener.
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin-allow-popups"
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
