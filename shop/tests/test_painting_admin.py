"""Staff keep the paintings in the Django admin, and place painting orders there through
the same service as the shop (issue 15)."""

from decimal import Decimal

import pytest

from accounts.tests.factories import UserFactory
from orders.actions import order_place
from orders.models import Order
from shop.models import Painting
from shop.tests.factories import ADDRESS, PaintingFactory

pytestmark = pytest.mark.django_db

PAINTING_FORM = {
    "title": "Olive Grove",
    "artist": "Ines Moreau",
    "description": "Silver leaves.",
    "price": "1200.00",
    "medium": "oil",
    "width_cm": "70.0",
    "height_cm": "50.0",
    "framed": "on",
    "year": "2023",
    "img": "/media/uploads/tools/olive.png",
    "images-TOTAL_FORMS": "1",
    "images-INITIAL_FORMS": "0",
    "images-MIN_NUM_FORMS": "0",
    "images-MAX_NUM_FORMS": "1000",
    "images-0-img": "/media/uploads/tools/olive-detail.png",
    "images-0-position": "0",
}


def test_staff_add_a_painting_with_more_images(admin_client, api_client):
    api_client.get("/api/paintings")  # cached before

    response = admin_client.post("/admin/shop/painting/add/", PAINTING_FORM)

    assert response.status_code == 302, response.content.decode()[:2000]
    painting = Painting.objects.get(title="Olive Grove")
    assert (painting.price, painting.framed, painting.width_cm) == (
        Decimal("1200.00"),
        True,
        Decimal("70.0"),
    )
    assert [image.img for image in painting.images.all()] == [
        "/media/uploads/tools/olive-detail.png"
    ]
    listed = api_client.get("/api/paintings").json()
    assert [(p["title"], len(p["images"])) for p in listed] == [("Olive Grove", 1)]


def test_staff_cannot_save_a_painting_with_a_foreign_image(admin_client):
    response = admin_client.post(
        "/admin/shop/painting/add/", {**PAINTING_FORM, "img": "https://evil.example/x.png"}
    )

    assert response.status_code == 200
    assert not Painting.objects.exists()


def test_the_list_shows_each_paintings_state(admin_client):
    PaintingFactory(title="Free one")
    held = PaintingFactory(title="Held one")
    order_place(customer=UserFactory(), painting_id=held.id, address=ADDRESS)

    page = admin_client.get("/admin/shop/painting/").content.decode()
    change = admin_client.get(f"/admin/shop/painting/{held.pk}/change/").content.decode()

    assert "available" in page and "reserved until" in page
    assert "reserved until" in change


def test_staff_place_a_painting_order_through_the_shop(admin_client):
    painting = PaintingFactory(price=Decimal("300.00"))
    form = {"customer": UserFactory().pk, "painting": painting.pk, "quantity": 1}
    form |= {f"delivery_{name}": value for name, value in ADDRESS.items()}

    added = admin_client.post("/admin/orders/order/add/", form)
    again = admin_client.post("/admin/orders/order/add/", {**form, "customer": UserFactory().pk})
    both = admin_client.post("/admin/orders/order/add/", {**form, "tool": ""} | {"painting": ""})

    assert added.status_code == 302
    order = Order.objects.get()
    assert (order.painting, order.quantity, order.total, order.item_name) == (
        painting,
        1,
        Decimal("300.00"),
        painting.title,
    )
    assert again.status_code == 200
    assert "Someone is buying this painting right now" in again.content.decode()
    assert both.status_code == 200
    assert "Choose a tool or a painting" in both.content.decode()
    assert Order.objects.count() == 1
