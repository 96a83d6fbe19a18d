from django.conf import settings
from django.contrib import admin
from django.urls import include, path, re_path
from django.views.generic import RedirectView

from core.schema import SchemaDocsView, SchemaView
from core.views import api_not_found
from web import views

api_patterns = [
    path("", include("shop.urls")),
    path("", include("reviews.urls")),
    path("", include("accounts.urls")),
    path("", include("profiles.urls")),
    path("", include("orders.urls")),
    path("", include("shipping.urls")),
    path("", include("paperwork.urls")),
    path("", include("returns.urls")),
    path("", include("certificates.urls")),
    path("schema/", SchemaView.as_view(), name="schema"),
    # The split view serves its script as a file: no inline script for the CSP to allow.
    path("docs/", SchemaDocsView.as_view(url_name="schema"), name="api-docs"),
    re_path(r"^[\s\S]*$", api_not_found),  # any path, even one with an encoded newline
]

urlpatterns = [
    path("api/", include(api_patterns)),
    path("admin", RedirectView.as_view(url="/admin/")),
    path("admin/", admin.site.urls),
]

if not settings.IS_PRODUCTION:
    # localstripe's Stripe.js, for local runs; production code never imports devtools.
    from devtools.stripe_js import local_stripe_js

    urlpatterns.append(path("stripe/v3.js", local_stripe_js, name="local-stripe-js"))

if settings.SERVE_MEDIA:
    # Local file storage; with object storage the files are served from there instead.
    urlpatterns.append(
        re_path(
            rf"^{settings.MEDIA_URL.lstrip('/')}(?P<path>.*)$",
            views.media,
        )
    )

# Everything else is the single-page app (HTTP 404 for paths its router does not know).
urlpatterns.append(re_path(r"^(?!api/|admin/|static/|stripe/).*$", views.spa))

handler500 = "core.views.server_error"
