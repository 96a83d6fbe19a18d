import pytest
from django.core.files.storage import default_storage
from django.core.management import CommandError, call_command

from accounts.models import User
from accounts.tests.test_sign_in_api import unsigned_token
from ops import demo_data
from reviews.models import Review
from shop.images import image_srcset
from shop.models import Brand, Category, Painting, Tool
from shop.validators import validate_image_url
from taxes.models import TaxRate

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("firebase")]

# The pictures already stored, as seed_demo stores them (conftest.py: encoded once a run),
# for the tests about something else: encoding them takes 2 s. The first test has seed_demo
# encode its own.
pictures_stored = pytest.mark.usefixtures("demo_pictures")
# The past orders have tests of their own (test_demo_orders.py): the others seed without them
# (paying them at localstripe takes a second or two).
with_past_orders = pytest.mark.usefixtures("stripe_server")


@with_past_orders
def test_demo_data_fills_the_shop_with_pictures_in_webp_with_copies():
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
            assert image.read(16)[8:12] == b"WEBP", url
        # The widths a page chooses from, as for an uploaded picture.
        assert [width for _, width in _srcset(image_srcset(url))] == (
            [320, 640, 960] if name.endswith("_1600x700.webp") else [320, 600]
        )
        for copy, _ in _srcset(image_srcset(url)):
            assert default_storage.exists(copy.removeprefix("/media/")), copy


def _srcset(srcset: str) -> list[tuple[str, int]]:
    return [(url, int(width[:-1])) for url, width in (c.split() for c in srcset.split(", "))]


@pictures_stored
def test_demo_images_are_served(client):
    call_command("seed_demo", "--no-past-orders")
    tool = Tool.objects.first()

    response = client.get(tool.img)

    assert response.status_code == 200
    assert response["Content-Type"] == "image/webp"


@pictures_stored
def test_demo_rows_seeded_with_the_drawings_show_the_pictures_after_seeding_again():
    call_command("seed_demo", "--no-past-orders")
    tool, painting = Tool.objects.first(), Painting.objects.first()
    pictures = tool.img, painting.img
    drawing = default_storage.url("demo/tools/old.svg")
    Tool.objects.filter(pk=tool.pk).update(img=drawing.replace("old", _slug(tool.name)))
    Painting.objects.filter(pk=painting.pk).update(
        img=default_storage.url(f"demo/paintings/{_slug(painting.title)}.svg")
    )
    staff_choice = Tool.objects.exclude(pk=tool.pk).first()
    Tool.objects.filter(pk=staff_choice.pk).update(img="https://example.com/own.png")

    call_command("seed_demo", "--no-past-orders")

    tool.refresh_from_db(), painting.refresh_from_db(), staff_choice.refresh_from_db()
    assert (tool.img, painting.img) == pictures
    assert staff_choice.img == "https://example.com/own.png"


def _slug(name: str) -> str:
    tools = {name: slug for slug, name, *_ in demo_data.TOOLS}
    paintings = {title: slug for slug, title, *_ in demo_data.PAINTINGS}
    return {**tools, **paintings}[name]


@pictures_stored
def test_demo_accounts_exist_with_their_roles():
    call_command("seed_demo", "--no-past-orders")

    admin = User.objects.get(email="admin@example.com")
    customer = User.objects.get(email="customer@example.com")
    assert admin.is_admin and admin.is_staff and admin.check_password("adminpass")
    assert not customer.is_admin and not customer.is_staff
    assert customer.check_password("customerpass")


@pictures_stored
@with_past_orders
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


@pictures_stored
def test_every_demo_tool_has_a_category_and_a_brand_and_an_admins_choice_stays(api_client):
    call_command("seed_demo", "--no-past-orders")
    moved = Tool.objects.order_by("id").first()
    moved.category = Category.objects.get(name="Drawing")
    moved.save()

    call_command("seed_demo", "--no-past-orders")

    assert not Tool.objects.filter(category__isnull=True).exists()
    assert not Tool.objects.filter(brand__isnull=True).exists()
    rows = api_client.get("/api/categories").json()
    assert len(rows) >= 8 and Brand.objects.count() >= 5
    assert {"Brushes > Round brushes", "Paints > Watercolours"} <= {row["path"] for row in rows}
    moved.refresh_from_db()
    assert moved.category.name == "Drawing"


def test_demo_data_is_refused_in_production(settings):
    settings.IS_PRODUCTION = True

    with pytest.raises(CommandError):
        call_command("seed_demo")
    assert not User.objects.filter(email="admin@example.com").exists()


@pictures_stored
def test_an_unsigned_emulator_token_for_a_demo_account_gives_no_jwt(api_client, firebase):
    """The emulator takes unsigned tokens: a demo account's uid must not be guessable, or
    a token made by hand for it is the admin's password."""
    call_command("seed_demo", "--no-past-orders")
    admin_uid = User.objects.get(email="admin@example.com").firebase_uid

    for uid in ["demo-admin", "demo-customer"]:
        email = "admin@example.com" if uid == "demo-admin" else "customer@example.com"
        forged = unsigned_token(sub=uid, user_id=uid, email=email)
        response = api_client.put(
            f"/api/user/{email}",
            {"email": email},
            format="json",
            HTTP_AUTHORIZATION=f"Bearer {forged}",
        )
        assert response.status_code == 401, response.content
    assert len(admin_uid) >= 20 and admin_uid not in {"demo-admin", "demo-customer"}
    # Signing in with the password still works.
    account = firebase.sign_in("admin@example.com", "adminpass")
    response = api_client.put(
        "/api/user/admin@example.com",
        {"email": "admin@example.com"},
        format="json",
        HTTP_AUTHORIZATION=f"Bearer {account.id_token}",
    )
    assert response.status_code == 200 and account.uid == admin_uid


@pictures_stored
def test_a_demo_account_with_an_old_fixed_uid_gets_a_new_one(firebase):
    """Installations seeded before kept "demo-admin" in the emulator's saved accounts."""
    from firebase_admin import auth

    from accounts.firebase import app

    auth.create_user(uid="demo-admin", email="admin@example.com", password="adminpass", app=app())

    call_command("seed_demo", "--no-past-orders")

    with pytest.raises(auth.UserNotFoundError):
        auth.get_user("demo-admin", app=app())
    assert firebase.sign_in("admin@example.com", "adminpass").uid == (
        User.objects.get(email="admin@example.com").firebase_uid
    )


@pictures_stored
def test_the_demo_uids_stay_the_same_when_seeded_again(firebase):
    call_command("seed_demo", "--no-past-orders")
    first = User.objects.get(email="admin@example.com").firebase_uid

    call_command("seed_demo", "--no-past-orders")

    assert User.objects.get(email="admin@example.com").firebase_uid == first
    assert firebase.sign_in("admin@example.com", "adminpass").uid == first


@pictures_stored
def test_it_puts_back_missing_standard_vat_rates_and_keeps_an_admins():
    TaxRate.objects.all().delete()  # as a flushed test database has it
    TaxRate.objects.create(country="FR", tax_class="standard", rate="21.00")

    call_command("seed_demo", "--no-past-orders")

    rates = dict(TaxRate.objects.filter(tax_class="standard").values_list("country", "rate"))
    assert len(rates) == 28  # the EU-27 and the UK
    assert (str(rates["FR"]), str(rates["DE"])) == ("21.00", "19.00")
