import pytest
from django.core.files.storage import default_storage
from django.core.management import CommandError, call_command

from accounts.models import User
from reviews.models import Review
from shop.models import Painting, Tool
from shop.validators import validate_image_url

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("firebase")]


def test_demo_data_fills_the_shop_with_drawn_images():
    call_command("seed_demo")

    assert Tool.objects.count() >= 12
    assert Painting.objects.count() >= 6
    assert Review.objects.count() >= 6
    images = [
        *Tool.objects.values_list("img", flat=True),
        *Painting.objects.values_list("img", flat=True),
    ]
    assert len(set(images)) == len(images), "every tool and painting has its own image"
    for url in images:
        validate_image_url(url)  # the Django admin can save the demo rows as they are
        name = url.removeprefix("/media/")
        assert default_storage.exists(name), url
        with default_storage.open(name) as image:
            assert b"<svg" in image.read(400)


def test_demo_images_are_served(client):
    call_command("seed_demo")
    tool = Tool.objects.first()

    response = client.get(tool.img)

    assert response.status_code == 200
    assert b"<svg" in b"".join(response.streaming_content)


def test_demo_accounts_exist_with_their_roles():
    call_command("seed_demo")

    admin = User.objects.get(email="admin@example.com")
    customer = User.objects.get(email="customer@example.com")
    assert admin.is_admin and admin.is_staff and admin.check_password("adminpass")
    assert not customer.is_admin and not customer.is_staff
    assert customer.check_password("customerpass")


def test_running_it_again_keeps_the_data_and_what_staff_changed():
    call_command("seed_demo")
    counts = (
        Tool.objects.count(),
        Painting.objects.count(),
        Review.objects.count(),
        User.objects.count(),
    )
    tool = Tool.objects.first()
    tool.available_quantity = 3
    tool.save()

    call_command("seed_demo")

    assert counts == (
        Tool.objects.count(),
        Painting.objects.count(),
        Review.objects.count(),
        User.objects.count(),
    )
    tool.refresh_from_db()
    assert tool.available_quantity == 3


def test_demo_data_is_refused_in_production(settings):
    settings.IS_PRODUCTION = True

    with pytest.raises(CommandError):
        call_command("seed_demo")
    assert not User.objects.filter(email="admin@example.com").exists()
