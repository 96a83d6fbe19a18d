"""`make backup` / `make restore`: the database and the media files survive a round trip,
and a bad archive changes nothing."""

import io
import json
import tarfile
from decimal import Decimal
from pathlib import Path

import pytest
from django.apps import apps
from django.conf import settings
from django.contrib.admin.models import ADDITION, LogEntry
from django.contrib.auth.models import Group, Permission
from django.contrib.contenttypes.models import ContentType
from django.contrib.sessions.backends.db import SessionStore
from django.contrib.sessions.models import Session
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from PIL import Image

from accounts.models import User
from accounts.tests.factories import UserFactory
from apicache.models import ResponseVersion
from ops import backup
from ops.archive import DATABASE, MANIFEST, BackupError
from orders.actions import order_cancel, order_place
from orders.models import Order
from payments.models import Payment, StripeCustomer, StripeEvent
from reviews.models import Review
from reviews.tests.factories import ReviewFactory
from shop.models import Tool
from shop.services import image_store
from shop.tests.factories import ADDRESS, PaintingFactory, ToolFactory

# loaddata and the restore's own transaction need real commits.
pytestmark = pytest.mark.django_db(transaction=True)

# Rows a restore leaves to migrate (content types, permissions) or drops (sessions).
# Not part of a backup: made by migrate, signed-in sessions, and the response versions
# (every one new after a restore, tested below).
NOT_COMPARED = {
    "contenttypes.contenttype",
    "auth.permission",
    "sessions.session",
    "apicache.responseversion",
}


def png() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (3, 2), "purple").save(buffer, "PNG")
    return buffer.getvalue()


def fill_the_shop() -> dict:
    """Some of everything: an admin with a group and a permission, customers, an uploaded
    image a tool points to, orders in every status, hidden reviews, payments."""
    admin = UserFactory(
        email="boss@example.com",
        role=User.Role.ADMIN,
        is_staff=True,
        is_superuser=True,
        firebase_uid="uid-boss",
    )
    editors = Group.objects.create(name="editors")
    editors.permissions.add(Permission.objects.get(codename="change_tool"))
    admin.groups.add(editors)
    admin.user_permissions.add(Permission.objects.get(codename="view_order"))
    customer, other = UserFactory(firebase_uid="uid-ann"), UserFactory(name="Bo")

    image = image_store(upload=SimpleUploadedFile("brush.png", png(), content_type="image/png"))
    brush = ToolFactory(img=image, price=Decimal("12.34"), available_quantity=40)
    easel = ToolFactory(price=Decimal("129.00"), minimum_order_quantity=1)
    PaintingFactory.create_batch(2)
    default_storage.save("demo/tools/easel.svg", ContentFile(b"<svg>easel</svg>"))

    pending = order_place(customer=customer, tool_id=brush.id, quantity=2, address=ADDRESS)
    paid = order_place(customer=customer, tool_id=easel.id, quantity=1, address=ADDRESS)
    Order.objects.filter(pk=paid.pk).update(status=Order.Status.PAID, transaction_id="pi_paid")
    cancelled = order_place(customer=other, tool_id=brush.id, quantity=3, address=ADDRESS)
    order_cancel(customer=other, order_id=cancelled.id)
    StripeCustomer.objects.create(user=customer, customer_id="cus_ann")
    Payment.objects.create(
        order=paid, payment_intent_id="pi_paid", amount=12900, currency="usd", status="succeeded"
    )
    StripeEvent.objects.create(event_id="evt_1", type="payment_intent.succeeded")

    ReviewFactory(author=customer)
    ReviewFactory(author=other, is_hidden=True)
    ReviewFactory(author=None)
    LogEntry.objects.create(
        user=admin,
        content_type=ContentType.objects.get_for_model(Tool),
        object_id=str(brush.pk),
        object_repr=str(brush),
        action_flag=ADDITION,
    )
    session = SessionStore()
    session["seen"] = True
    session.create()
    return {"admin": admin, "customer": customer, "brush": brush, "pending": pending}


def database() -> dict[str, list]:
    """Every row of every table a backup covers."""
    content = {}
    for model in apps.get_models(include_auto_created=True):
        label = model._meta.label_lower
        if label in NOT_COMPARED:
            continue
        rows = model._base_manager.order_by("pk").values()
        if model._meta.auto_created:  # many-to-many rows get new ids of their own
            rows = sorted(
                tuple(value for key, value in sorted(row.items()) if key != "id") for row in rows
            )
        content[label] = list(rows)
    return content


def media() -> dict[str, bytes | None]:
    """Every file (its bytes) and folder (None) under MEDIA_ROOT."""
    root = Path(settings.MEDIA_ROOT)
    return {
        path.relative_to(root).as_posix(): path.read_bytes() if path.is_file() else None
        for path in root.rglob("*")
    }


def back_up(folder: Path) -> Path:
    out = io.StringIO()
    call_command("backup_shop", "--dir", str(folder), stdout=out)
    archive = folder / backup.backup_latest(directory=folder)
    assert f"Backed up to {archive}" in out.getvalue()
    return archive


def change_the_shop(shop: dict) -> None:
    Tool.objects.filter(pk=shop["brush"].pk).update(price=Decimal("99.00"))
    Review.objects.filter(is_hidden=True).delete()
    Order.objects.filter(pk=shop["pending"].pk).update(status="paid", transaction_id="pi_late")
    shop["admin"].groups.clear()
    User.objects.filter(pk=shop["customer"].pk).update(role=User.Role.ADMIN)
    newcomer = UserFactory()
    shop["later_order"] = order_place(
        customer=newcomer, tool_id=shop["brush"].pk, quantity=2, address=ADDRESS
    )
    shop["newcomer"] = newcomer
    default_storage.delete(shop["brush"].img.removeprefix(settings.MEDIA_URL))
    default_storage.save("uploads/tools/later.png", ContentFile(png()))
    default_storage.delete("demo/tools/easel.svg")
    default_storage.save("demo/tools/easel.svg", ContentFile(b"<svg>other</svg>"))


def test_a_restore_brings_back_every_row_and_file_as_they_were_at_backup_time(tmp_path):
    shop = fill_the_shop()
    rows, files = database(), media()
    folder = tmp_path / "backups"
    back_up(folder)

    change_the_shop(shop)
    versions_before = set(ResponseVersion.objects.values_list("resource", "token"))
    assert database() != rows and media() != files
    out = io.StringIO()
    call_command("restore_shop", "--dir", str(folder), "--yes", stdout=out)

    assert "Restored" in out.getvalue()
    assert database() == rows
    versions_now = dict(ResponseVersion.objects.values_list("resource", "token"))
    assert set(versions_now) == {"tools", "paintings", "reviews"}
    assert not set(versions_now.items()) & versions_before, "no cached answer outlives it"
    assert media() == files, "the same files with the same bytes, and nothing else"
    assert not Session.objects.exists(), "nobody stays signed in through a restore"
    # Ids handed out after the backup are not handed out again (tokens name users by id).
    fresh_order = order_place(
        customer=shop["customer"], tool_id=shop["brush"].pk, quantity=2, address=ADDRESS
    )
    assert fresh_order.id > shop["later_order"].id
    assert UserFactory().id > shop["newcomer"].id


def rewrite(archive: Path, into: Path, change) -> None:
    """Copies the archive, passing each member's bytes through change(name, data)."""
    with tarfile.open(archive, "r:gz") as source, tarfile.open(into, "w:gz") as target:
        for member in source:
            data = change(member.name, source.extractfile(member).read())
            member.size = len(data)
            target.addfile(member, io.BytesIO(data))


def tamper_with_the_price(name: str, data: bytes) -> bytes:
    return data.replace(b'"12.34"', b'"0.01"') if name == DATABASE else data


def tamper_with_the_image(name: str, data: bytes) -> bytes:
    return data + b"\0" if name.startswith("media/uploads/") else data


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        ("database", "database.json does not match its size and sha256"),
        ("image", "does not match its size and sha256"),
        ("truncated", "damaged or truncated"),
        ("not an archive", "damaged or truncated"),
    ],
)
def test_a_damaged_archive_is_refused_and_changes_nothing(tmp_path, damage, message):
    shop = fill_the_shop()
    archive = back_up(tmp_path / "backups")
    bad = tmp_path / "shop-bad.tar.gz"
    if damage == "database":
        rewrite(archive, bad, tamper_with_the_price)
    elif damage == "image":
        rewrite(archive, bad, tamper_with_the_image)
    elif damage == "truncated":
        bad.write_bytes(archive.read_bytes()[: archive.stat().st_size * 2 // 3])
    else:
        bad.write_bytes(b"not a backup at all")
    change_the_shop(shop)
    rows, files = database(), media()

    with pytest.raises(CommandError, match=message):
        call_command("restore_shop", str(bad), "--yes", stdout=io.StringIO())

    assert database() == rows
    assert media() == files, "no work folder is left behind either"


def test_an_archive_with_a_foreign_member_is_refused(tmp_path):
    fill_the_shop()
    archive = back_up(tmp_path / "backups")
    bad = tmp_path / "shop-bad.tar.gz"
    with tarfile.open(archive, "r:gz") as source, tarfile.open(bad, "w:gz") as target:
        for member in source:
            if member.name.startswith("media/"):
                member.name = "media/../../escaped.png"
            target.addfile(member, source.extractfile(member))

    with pytest.raises(CommandError, match="unexpected member"):
        call_command("restore_shop", str(bad), "--yes", stdout=io.StringIO())


def test_a_backup_of_a_newer_schema_is_refused(tmp_path):
    fill_the_shop()
    archive = back_up(tmp_path / "backups")
    newer = tmp_path / "shop-newer.tar.gz"

    def add_a_migration(name: str, data: bytes) -> bytes:
        if name != MANIFEST:
            return data
        manifest = json.loads(data)
        manifest["migrations"]["shop"].append("9999_from_the_future")
        return json.dumps(manifest).encode()

    rewrite(archive, newer, add_a_migration)

    with pytest.raises(CommandError, match="newer version of the shop.*shop.9999_from_the_future"):
        call_command("restore_shop", str(newer), "--yes", stdout=io.StringIO())


def test_restoring_without_a_terminal_needs_yes(tmp_path, monkeypatch):
    shop = fill_the_shop()
    folder = tmp_path / "backups"
    back_up(folder)
    change_the_shop(shop)
    rows = database()
    monkeypatch.setattr("sys.stdin", io.StringIO(""))

    with pytest.raises(CommandError, match="pass --yes"):
        call_command("restore_shop", "--dir", str(folder), stdout=io.StringIO())

    assert database() == rows


def test_a_failed_backup_leaves_no_archive(tmp_path, monkeypatch):
    fill_the_shop()
    folder = tmp_path / "backups"
    vanished = [("uploads/tools/gone.png", tmp_path / "gone.png")]
    monkeypatch.setattr(backup, "media_files", lambda root: vanished)

    with pytest.raises(FileNotFoundError):
        backup.backup_create(destination=folder)

    assert list(folder.iterdir()) == []


def test_restore_takes_the_newest_archive(tmp_path):
    for name in ["shop-20250101T000000Z.tar.gz", "shop-20250301T000000Z.tar.gz", "other.tar.gz"]:
        (tmp_path / name).touch()

    assert backup.backup_latest(directory=tmp_path) == "shop-20250301T000000Z.tar.gz"
    with pytest.raises(BackupError, match="no backup"):
        backup.backup_latest(directory=tmp_path / "empty")
