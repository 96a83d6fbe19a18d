"""An order's paperwork (issue 37): GET /api/orders/{id}/documents lists its checkout's
invoice and its refunds' credit notes for its customer or an admin (404 for anyone else),
each ready once its PDF is rendered; the receipt e-mail names the invoice and links to the
order's page, where it can be downloaded."""

import pytest
from rest_framework.test import APIClient

from accounts.models import User
from accounts.tests.factories import UserFactory
from notifications.models import OutgoingEmail
from notifications.services import email_render
from orders.models import Order
from orders.tests.test_checkout_pay import paid_checkout, pay, start  # noqa: F401
from paperwork.models import Document
from paperwork.services import document_render

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.usefixtures("stripe_server", "french_shop"),
]


def documents(client, order_id: int):
    return client.get(f"/api/orders/{order_id}/documents")


def test_the_customer_sees_the_invoice_then_the_credit_note_of_a_refund(paid_checkout):  # noqa: F811
    staff, checkout_id, ids = paid_checkout
    customer = APIClient()
    customer.force_authenticate(Order.objects.get(pk=ids[1]).customer)
    invoice = Document.objects.get(kind="invoice")

    listed = documents(customer, ids[1])

    assert listed.status_code == 200
    assert listed.json() == [
        {
            "number": invoice.number,
            "kind": "invoice",
            "issuedAt": listed.json()[0]["issuedAt"],
            "total": float(invoice.content["total"]),
            "currency": "eur",
            "ready": False,  # on_commit jobs do not run in these tests: not rendered yet
            "refersTo": None,
        }
    ]

    assert staff.post(f"/api/manage/orders/{ids[1]}/refund").status_code == 200
    for document in Document.objects.all():  # what the job does after the commit
        document_render(document_id=document.pk)

    listed = documents(customer, ids[1]).json()
    note = Document.objects.get(kind="credit_note")
    assert [(d["number"], d["kind"], d["ready"], d["refersTo"]) for d in listed] == [
        (invoice.number, "invoice", True, None),
        (note.number, "credit_note", True, invoice.number),
    ]
    # The other orders of the checkout have the invoice, not this order's credit note.
    assert [d["kind"] for d in documents(customer, ids[0]).json()] == ["invoice"]
    # The admin sees the same.
    assert [d["number"] for d in documents(staff, ids[1]).json()] == [invoice.number, note.number]


def test_someone_elses_or_an_unknown_order_is_404(paid_checkout, signed_in):  # noqa: F811
    _, _, ids = paid_checkout
    stranger = signed_in(UserFactory())

    assert documents(stranger, ids[0]).status_code == 404
    assert documents(stranger, 999999).status_code == 404
    assert documents(APIClient(), ids[0]).status_code == 401


def test_an_unpaid_order_has_no_documents(basket):
    client, ids = basket

    answer = documents(client, ids[0])

    assert answer.status_code == 200 and answer.json() == []


def test_the_receipt_names_the_invoice_and_links_to_the_order_page(paid_checkout):  # noqa: F811
    _, _, ids = paid_checkout
    invoice = Document.objects.get(kind="invoice")
    receipt = email_render(OutgoingEmail.objects.get(template="checkout_paid"))

    line = f"Your invoice {invoice.number}: download it from your order page"
    assert line in receipt.text_body
    assert f"http://127.0.0.1:8000/dashboard/order/{ids[0]}" in receipt.text_body
    assert f"Your invoice {invoice.number}: <a href=" in receipt.html_body
    assert f'/dashboard/order/{ids[0]}">download it from your order page</a>' in receipt.html_body


def test_an_admin_sees_any_orders_documents(basket):
    _, ids = basket
    admin = APIClient()
    admin.force_authenticate(UserFactory(role=User.Role.ADMIN))

    assert documents(admin, ids[0]).status_code == 200
