"""The certificates' calls: the public check (valid, or the same few words whatever the
reason it is not), its rate limit, an order's certificate for its customer or an admin
only, and a painting's provenance."""

import pytest

from accounts.models import User
from accounts.tests.factories import UserFactory
from certificates.models import Certificate
from certificates.services import certificate_render, certificate_revoke
from certificates.tests.helpers import issued

pytestmark = pytest.mark.django_db

NOT_VALID = {"valid": False, "text": "This certificate is not valid."}


def check(client, code: str, **extra):
    return client.get(f"/api/certificates/{code}", **extra)


def test_a_valid_certificate_shows_the_painting_and_no_personal_data(api_client):
    certificate = issued(buyer_name="Ana Painter", title="Harbour at Dawn", artist="Mira Holt")

    answer = check(api_client, certificate.code)

    assert answer.status_code == 200
    body = answer.json()
    assert body == {
        "valid": True,
        "number": certificate.number,
        "issuedOn": "2026-11-30",
        "text": f"Certificate {certificate.number}, issued on 30 November 2026 for the buyer "
        "of this painting",
        "painting": {
            "id": certificate.painting_id,
            "title": "Harbour at Dawn",
            "artist": "Mira Holt",
            "medium": "Oil",
            "size": "60 × 45 cm, framed",
            "year": 2021,
            "imageUrl": certificate.painting.img,
        },
    }
    assert "Ana" not in answer.content.decode()
    assert answer["Cache-Control"] == "no-store"


def test_one_changed_byte_in_the_code_is_not_valid(api_client):
    certificate = issued()
    code = certificate.code
    changed = code[:10] + ("A" if code[10] != "A" else "B") + code[11:]

    assert check(api_client, changed).json() == NOT_VALID


def test_unknown_revoked_and_edited_certificates_all_answer_the_same_body(api_client):
    revoked, edited = issued(), issued()
    certificate_revoke(order_id=revoked.order_id, reason="Refunded after delivery.")
    # Someone with the database's hands on it changes what the certificate says.
    Certificate.objects.filter(pk=edited.pk).update(
        content=edited.content | {"artist": "Someone Famous"}
    )

    answers = [
        check(api_client, code)
        for code in ("x" * 32, revoked.code, edited.code, "short", "%3Cscript%3E")
    ]

    assert [a.status_code for a in answers] == [200] * 5
    assert {a.content for a in answers} == {answers[0].content}
    assert answers[0].json() == NOT_VALID


def test_the_public_check_is_rate_limited_per_address(api_client):
    certificate = issued()
    answers = [check(api_client, certificate.code).status_code for _ in range(31)]

    assert answers == [200] * 30 + [429]
    assert check(api_client, certificate.code, REMOTE_ADDR="10.0.0.9").status_code == 200


def test_the_owner_downloads_the_pdf_another_customer_gets_404_an_admin_gets_it(signed_in):
    certificate = issued()
    certificate_render(certificate_id=certificate.pk)
    owner = User.objects.get(pk=certificate.customer_id)
    url = f"/api/orders/{certificate.order_id}/certificate"

    mine = signed_in(owner).get(url)
    assert mine.status_code == 200
    assert mine["Content-Type"] == "application/pdf"
    assert mine["Content-Disposition"] == f'attachment; filename="{certificate.number}.pdf"'
    assert mine.content.startswith(b"%PDF-")

    other = signed_in(UserFactory()).get(url)
    assert other.status_code == 404
    assert other.json()["code"] == "not_found"
    stranger = signed_in(UserFactory()).get(f"/api/orders/{certificate.order_id + 99}/certificate")
    assert stranger.json()["detail"] == other.json()["detail"]  # none, or not theirs: the same

    admin = signed_in(UserFactory(role=User.Role.ADMIN)).get(url)
    assert admin.status_code == 200 and admin.content == mine.content


def test_a_download_before_the_pdf_is_ready_is_a_409_and_anonymous_a_401(signed_in, api_client):
    certificate = issued()
    owner = User.objects.get(pk=certificate.customer_id)
    url = f"/api/orders/{certificate.order_id}/certificate"

    early = signed_in(owner).get(url)

    assert early.status_code == 409
    assert early.json()["code"] == "document_not_ready"
    api_client.credentials()
    assert api_client.get(url).status_code == 401


def test_the_order_page_learns_the_certificates_number_code_and_state(signed_in):
    certificate = issued()
    owner = User.objects.get(pk=certificate.customer_id)
    client = signed_in(owner)
    url = f"/api/orders/{certificate.order_id}/certificate/summary"

    assert client.get(url).json() == {
        "number": certificate.number,
        "code": certificate.code,
        "issuedOn": "2026-11-30",
        "ready": False,
        "valid": True,
    }
    certificate_render(certificate_id=certificate.pk)
    certificate_revoke(order_id=certificate.order_id, reason="Refunded.")
    later = client.get(url).json()
    assert (later["ready"], later["valid"]) == (True, False)
    assert signed_in(UserFactory()).get(url).status_code == 404


def test_a_paintings_provenance_lists_its_valid_certificates_only(api_client):
    certificate = issued()
    painting = certificate.painting

    answer = api_client.get(f"/api/paintings/{painting.pk}/provenance")

    assert answer.status_code == 200
    assert answer.json() == [
        {
            "text": f"Sold by Brush & Canvas in 2026, certificate {certificate.number}",
            "number": certificate.number,
            "year": 2026,
        }
    ]
    certificate_revoke(order_id=certificate.order_id, reason="Refunded.")
    assert api_client.get(f"/api/paintings/{painting.pk}/provenance").json() == []
    assert api_client.get("/api/paintings/99999999999999999999/provenance").status_code == 404


def test_the_django_admin_shows_certificates_and_revokes_one(admin_client, api_client):
    certificate, other = issued(), issued()
    changelist = "/admin/certificates/certificate/"

    assert admin_client.get(changelist).status_code == 200
    page = admin_client.get(f"{changelist}{certificate.pk}/change/")
    assert page.status_code == 200 and certificate.number in page.content.decode()
    assert admin_client.get(f"{changelist}add/").status_code == 403
    revoked = admin_client.post(
        changelist, {"action": "revoke", "_selected_action": [certificate.pk]}, follow=True
    )

    assert "1 certificate(s) revoked." in revoked.content.decode()
    certificate.refresh_from_db()
    assert certificate.revoked_at is not None
    assert certificate.revoked_reason.startswith("Revoked by ")
    assert check(api_client, certificate.code).json() == NOT_VALID
    assert check(api_client, other.code).json()["valid"] is True
