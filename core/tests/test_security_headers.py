"""Headers that keep the pages safe: CSP, nosniff, referrer policy, framing."""

import pytest
from django.test import Client

from core.middleware import content_security_policy

pytestmark = pytest.mark.django_db


def directives(policy: str) -> dict[str, list[str]]:
    parsed = {}
    for part in policy.split(";"):
        name, *sources = part.split()
        parsed[name] = sources
    return parsed


@pytest.mark.parametrize("path", ["/", "/api/tools", "/api/docs/", "/admin/login/"])
def test_pages_and_api_answers_carry_the_security_headers(client: Client, path, settings):
    settings.BUNDLE_MANIFEST = settings.BASE_DIR / "assets" / "build" / "manifest.json"

    response = client.get(path)

    assert response.status_code == 200
    assert response["Content-Security-Policy"] == content_security_policy(path)
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] == "same-origin"
    assert response["X-Frame-Options"] == "DENY"


def test_the_local_policy_allows_only_the_shop_and_its_local_stand_ins(settings):
    settings.LOCALSTRIPE_URL = "http://127.0.0.1:8420"
    settings.FIREBASE_AUTH_EMULATOR_HOST = "127.0.0.1:9099"
    settings.FIREBASE_AUTH_DOMAIN = "demo-shop.firebaseapp.com"

    policy = directives(content_security_policy())

    assert policy["default-src"] == ["'self'"]
    assert policy["script-src"] == ["'self'"]
    assert policy["connect-src"] == ["'self'", "http://127.0.0.1:8420", "http://127.0.0.1:9099"]
    assert policy["object-src"] == ["'none'"]
    assert policy["frame-ancestors"] == ["'none'"]


def test_the_production_policy_names_stripe_and_firebase(settings):
    settings.LOCALSTRIPE_URL = None
    settings.FIREBASE_AUTH_EMULATOR_HOST = None
    settings.FIREBASE_AUTH_DOMAIN = "shop-prod.firebaseapp.com"

    policy = directives(content_security_policy("/login"))

    assert policy["script-src"] == ["'self'", "https://js.stripe.com", "https://apis.google.com"]
    assert policy["connect-src"] == [
        "'self'",
        "https://api.stripe.com",
        "https://identitytoolkit.googleapis.com",
        "https://securetoken.googleapis.com",
    ]
    assert policy["frame-src"] == [
        "https://js.stripe.com",
        "https://hooks.stripe.com",
        "https://shop-prod.firebaseapp.com",
    ]
    # No inline or evaluated script anywhere.
    assert not any("unsafe" in s for s in policy["script-src"] + policy["default-src"])


@pytest.mark.parametrize(
    "path", ["/", "/home", "/allproduct", "/purchase/3", "/dashboard", "/api/tools"]
)
def test_pages_allow_no_inline_style_and_no_google_script(client: Client, path, settings):
    settings.BUNDLE_MANIFEST = settings.BASE_DIR / "assets" / "build" / "manifest.json"

    policy = directives(client.get(path)["Content-Security-Policy"])

    assert policy["style-src"] == ["'self'"]
    assert "https://apis.google.com" not in policy["script-src"]


@pytest.mark.parametrize("path", ["/login", "/signup", "/login/"])
def test_only_the_sign_in_pages_allow_googles_script(client: Client, path, settings):
    settings.BUNDLE_MANIFEST = settings.BASE_DIR / "assets" / "build" / "manifest.json"

    response = client.get(path)

    policy = directives(response["Content-Security-Policy"])
    assert "https://apis.google.com" in policy["script-src"]
    assert policy["style-src"] == ["'self'"]
    # The app is told, so that it loads the page again when it came from another page.
    assert '"googleSignIn": true' in response.content.decode()


@pytest.mark.parametrize("path", ["/admin/login/", "/api/docs/"])
def test_the_admin_and_the_api_docs_keep_their_inline_styles(client: Client, path):
    """Django's change lists and Swagger UI write <style> elements into their HTML."""
    policy = directives(client.get(path)["Content-Security-Policy"])

    assert policy["style-src"] == ["'self'", "'unsafe-inline'"]
    assert "https://apis.google.com" not in policy["script-src"]
