"""What the e-mail tests check of an e-mail's links (orders, returns): each link of the HTML
part is in the plain-text part in full, and each one on the shop's origin is a page the app
serves. Used with serve_shop_pages, which puts the shop on SHOP_ORIGIN and gives the app's
shell a build to name."""

import html
import json
import re
from pathlib import Path

from django.test import Client

from notifications.models import OutgoingEmail
from notifications.services import email_render

SHOP_ORIGIN = "https://shop.example.com"
TEMPLATES = Path(__file__).resolve().parents[2] / "templates" / "emails"


def serve_shop_pages(settings, tmp_path: Path) -> None:
    settings.CSRF_TRUSTED_ORIGINS = [SHOP_ORIGIN, "http://127.0.0.1:8000"]
    manifest = tmp_path / "manifest.json"
    manifest.write_text(
        json.dumps({"entrypoints": {"main": {"js": ["bundle/main.js"], "css": []}}, "chunks": {}})
    )
    settings.BUNDLE_MANIFEST = manifest


def email_templates(prefix: str) -> set[str]:
    """The e-mails templates/emails/ holds whose names start with prefix (order_placed)."""
    return {
        path.name.removesuffix("_subject.txt") for path in TEMPLATES.glob(f"{prefix}*_subject.txt")
    }


def html_links(email: OutgoingEmail) -> set[str]:
    """The links of the e-mail's HTML part, as the worker renders it (email_render)."""
    body = email_render(email).html_body
    return {html.unescape(href) for href in re.findall(r'href="([^"]*)"', body)}


def text_links(email: OutgoingEmail) -> set[str]:
    return set(re.findall(r"https?://\S+", email_render(email).text_body))


def assert_links_open_pages(email: OutgoingEmail, *, outside: set[str] = frozenset()) -> set[str]:
    """Answers the e-mail's links, once each has been checked: the same in both parts; on the
    shop's origin and answered by the app's shell (GET 200), unless it is one of `outside`
    (a carrier's tracking page)."""
    links = html_links(email)
    assert text_links(email) == links, f"{email.template}: the two parts link differently"
    client = Client()
    for url in links - set(outside):
        assert url.startswith(f"{SHOP_ORIGIN}/"), f"{email.template}: {url} is not the shop's"
        response = client.get(url.removeprefix(SHOP_ORIGIN))
        assert response.status_code == 200, (
            f"{email.template}: {url} answers {response.status_code}"
        )
        assert '<div id="root"></div>' in response.content.decode(), url
    return links
