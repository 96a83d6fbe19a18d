"""Every e-mail the shop has comes in both parts, HTML and plain text, and is rendered by a
test that follows its links: orders/tests/test_email_links.py (order_*),
returns/tests/test_email_links.py (checkout_*, return_*), and account_deleted here."""

import pytest

from notifications.services import email_queue, email_render
from notifications.tests.email_links import TEMPLATES, email_templates, html_links, text_links

pytestmark = pytest.mark.django_db

TESTED_FAMILIES = ("order_", "checkout_", "return_")


def test_each_e_mail_has_a_subject_an_html_part_and_a_plain_text_part():
    names = email_templates("")
    assert "order_placed" in names
    for name in names:
        assert (TEMPLATES / f"{name}.txt").is_file(), name
        assert (TEMPLATES / f"{name}.html").is_file(), name


def test_each_e_mail_is_one_whose_links_a_test_follows():
    untested = {name for name in email_templates("") if not name.startswith(TESTED_FAMILIES)}
    assert untested == {"account_deleted"}


def test_the_account_deleted_e_mail_links_nowhere_the_account_is_gone():
    email = email_render(
        email_queue(
            to="casey@example.com", template="account_deleted", context={"customer_name": "Casey"}
        )
    )

    assert "has been deleted" in email.text_body and "has been deleted" in email.html_body
    assert html_links(email) == text_links(email) == set()
