"""Schemathesis fuzzes every operation in /api/schema/, as anonymous, a customer and an admin.

No answer may be a 5xx; each must match the schema's status codes, content types and bodies,
and every error under /api/ must be the shop's JSON error ({"detail": str, "code": str}).
The run is bounded and deterministic: a fixed seed, no example database on disk, and per
operation ten generated examples for a customer and for an admin plus Schemathesis's coverage
cases (boundary values, each kind of invalid input, a wrong method). Anonymous callers meet
401 before their input is read on most operations: five generated examples cover them.
"""

import json
from decimal import Decimal

import pytest
import schemathesis
from django.core.cache import cache
from django.core.management.color import no_style
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections, connection, transaction
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from accounts.models import User
from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from conftest import FirebaseEmulator
from devtools.firebase_emulator import firebase_emulator_reset
from orders.actions import order_place
from orders.models import Order
from reviews.models import Review
from reviews.tests.factories import ReviewFactory
from shop.models import Painting, Tool
from shop.tests.factories import ADDRESS, PaintingFactory, ToolFactory


def _config(*, examples: int, coverage: bool) -> schemathesis.Config:
    return schemathesis.Config.from_dict(
        {
            "seed": 20250101,
            "generation": {"max-examples": examples, "deterministic": True, "database": "none"},
            "phases": {
                "coverage": {"enabled": coverage, "unexpected-methods": ["delete", "trace"]},
                "stateful": {"enabled": False},
            },
        }
    )


def error_is_json(ctx, response, case):
    """Every 4xx/5xx under /api/ is {"detail": str, "code": str, ...} in JSON."""
    if response.status_code < 400 or not case.path.startswith("/api/"):
        return None
    content_type = response.headers.get("content-type", [""])[0]
    assert content_type.startswith("application/json"), (
        f"{response.status_code} answered with {content_type!r}, not JSON"
    )
    body = json.loads(response.content)
    assert isinstance(body, dict), f"the error body is not an object: {body!r}"
    assert isinstance(body.get("detail"), str), f"no string 'detail' in {body!r}"
    assert isinstance(body.get("code"), str), f"no string 'code' in {body!r}"
    return None


CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    error_is_json,
]

# The rows every test starts with. Their ids count from 1 (_ids_from_one), so the coverage
# phase's boundary id 1 names the priciest tool and an order above what Stripe takes.
EMAILS = ["customer@example.com", "admin@example.com", "other@example.com"]
TOOLS = [
    {"price": Decimal("99999999.99"), "minimum_order_quantity": 1, "available_quantity": 10**9},
    {"minimum_order_quantity": 1, "available_quantity": 1_000},
    {"minimum_order_quantity": 0, "available_quantity": 0},
]
ORDERS = [  # (customer, tool, status)
    ("customer@example.com", 0, Order.Status.PENDING),
    ("customer@example.com", 1, Order.Status.PENDING),
    ("customer@example.com", 1, Order.Status.PAID),
    ("other@example.com", 1, Order.Status.PENDING),
]
PAINTINGS = [  # the second is held by an order of the other customer
    {"price": Decimal("450.00"), "medium": "oil"},
    {"price": Decimal("99999999.99"), "medium": "ink"},
]
REVIEWS = [  # (author, hidden)
    ("customer@example.com", False),
    ("customer@example.com", True),
    ("other@example.com", False),
    (None, False),
]


def _ids(rows: list) -> list[int]:
    return list(range(1, len(rows) + 1))


# What a path's {id} names, the largest id the URLs accept, and an id with a newline.
KNOWN_IDS = {
    f"/api/{prefix}/": [*map(str, _ids(rows)), "9" * 18, "1\n"]
    for prefix, rows in [
        ("tools", TOOLS),
        ("paintings", PAINTINGS),
        ("mypurchase", ORDERS),
        ("review", REVIEWS),
    ]
}
# Values for parameters and body fields by name: seeded rows, and inputs that broke the API
# before and random generation seldom makes.
KNOWN = {
    "email": [*EMAILS, "customer\x00@example.com"],  # PostgreSQL text cannot hold NUL
    "customer": EMAILS,
    "tool": _ids(TOOLS),
    "painting": _ids(PAINTINGS),
    "medium": ["oil", "ink"],
    "order": _ids(ORDERS),
    "toolsQuantity": [1, 2, 3],
    "img": ["/media/tools/brush.png", "/static/favicon.svg"],
}


def _known_for(path: str) -> dict[str, list]:
    ids = next((ids for prefix, ids in KNOWN_IDS.items() if path.startswith(prefix)), [])
    return {**KNOWN, "id": ids}


def _sometimes_known(context, values):
    """Half the time, a parameter or body field takes one of the known values (fixed lists:
    Hypothesis needs the same choices whatever the examples before changed)."""
    if not isinstance(values, dict):
        return st.just(values)
    known = _known_for(context.operation.path)
    strategies = {
        name: st.one_of(st.just(value), st.sampled_from(known[name]))
        for name, value in values.items()
        if known.get(name)
    }
    return st.fixed_dictionaries(strategies).map(lambda chosen: {**values, **chosen})


def _load_schema(*, examples: int, coverage: bool):
    config = _config(examples=examples, coverage=coverage)
    schema = schemathesis.openapi.from_wsgi("/api/schema/", get_wsgi_application(), config=config)
    for location in ["path_parameters", "query", "body"]:
        schema.hook(f"flatmap_{location}")(_sometimes_known)
    return schema


anonymous_schema = _load_schema(examples=5, coverage=False)
signed_in_schema = _load_schema(examples=10, coverage=True)


@pytest.fixture(scope="module")
def firebase_accounts(_firebase_emulator_host):
    """The customer's and the admin's accounts in the Firebase Auth emulator, made once: no
    operation changes them, and signing up again for each test would cost more than it."""
    firebase_emulator_reset(_firebase_emulator_host)
    emulator = FirebaseEmulator(_firebase_emulator_host)
    return {
        "customer": emulator.sign_up("customer@example.com", name="Casey"),
        "admin": emulator.sign_up("admin@example.com", name="Ada"),
    }


def _rows_seed(firebase_accounts) -> dict:
    """The seeded rows; the customer and the admin have their Firebase accounts."""
    uids = {who: account.uid for who, account in firebase_accounts.items()}
    users = {
        "customer@example.com": UserFactory(
            email="customer@example.com", firebase_uid=uids["customer"]
        ),
        "admin@example.com": UserFactory(
            email="admin@example.com", firebase_uid=uids["admin"], role=User.Role.ADMIN
        ),
        "other@example.com": UserFactory(email="other@example.com"),
    }
    tools = [ToolFactory(**spec) for spec in TOOLS]
    paintings = [PaintingFactory(**spec) for spec in PAINTINGS]
    order_place(customer=users["other@example.com"], painting_id=paintings[1].pk, address=ADDRESS)
    for email, tool_index, status in ORDERS:
        tool = tools[tool_index]
        Order.objects.create(
            customer=users[email],
            tool=tool,
            item_name=tool.name,
            unit_price=tool.price,
            quantity=2,
            total=tool.price * 2,
            status=status,
            transaction_id="pi_seeded" if status == Order.Status.PAID else "",
        )
    for email, hidden in REVIEWS:
        ReviewFactory(author=users.get(email), is_hidden=hidden)
    assert [tool.pk for tool in tools] == KNOWN["tool"]
    assert [painting.pk for painting in paintings] == KNOWN["painting"]
    return {
        "users": {"customer": users["customer@example.com"], "admin": users["admin@example.com"]},
        "id_tokens": {who: account.id_token for who, account in firebase_accounts.items()},
    }


def _ids_from_one(models) -> None:
    """The next row of each model (its table empty) gets id 1, whatever rows came and went
    before in this run."""
    assert not any(model.objects.exists() for model in models)
    tables = [{"table": model._meta.db_table, "column": model._meta.pk.column} for model in models]
    with connection.cursor() as cursor:
        for statement in connection.ops.sequence_reset_by_name_sql(no_style(), tables):
            cursor.execute(statement)


@pytest.fixture(scope="module")
def shop(django_db_setup, django_db_blocker, firebase_accounts):
    """The seeded rows, made once in a transaction rolled back after the module: each test
    runs in a savepoint of it (django_db), so none sees another's writes, as when each test
    seeded its own and flushed them (a quarter of the module's time)."""
    # Schemathesis calls the WSGI app, whose requests close the database connection when
    # they end (and with it the transaction): not here, as not in Django's test client.
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        with django_db_blocker.unblock(), transaction.atomic():
            _ids_from_one([Tool, Painting, Order, Review])
            yield _rows_seed(firebase_accounts)
            transaction.set_rollback(True)
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


@pytest.fixture(params=["customer", "admin"])
def headers_for(request, shop):
    """The headers this caller sends: our JWT, or to sign in, a Firebase ID token."""
    user = shop["users"][request.param]
    token = access_token_for(user)
    id_token = shop["id_tokens"][request.param]

    def for_case(case):
        if case.operation.path == "/api/user/{email}":
            return {"Authorization": f"Bearer {id_token}"}
        return {"Authorization": f"Bearer {token}"}

    return for_case


# Schemathesis calls the WSGI app directly, with no HTTP client to undo a Content-Encoding:
# the bodies are asked for as they are (the compressed ones: apicache/tests/test_encoding.py).
PLAIN = {"Accept-Encoding": "identity"}

# An operation's examples share its fixtures on purpose, and a busy machine is no failure.
NO_HEALTH_CHECKS = settings(suppress_health_check=list(HealthCheck))


def _without_host(case) -> None:
    """Drops a Host header the generator made up among its extra headers (seen: 'host: 1e100'):
    Django answers an unknown host 400 on every path before any view (ALLOWED_HOSTS, the
    deployment's setting; core/tests/test_api_errors.py checks its JSON 400), which is not
    the API's contract."""
    if case.headers:
        case.headers = {k: v for k, v in case.headers.items() if k.lower() != "host"}


# What commits would set off (e-mails, voided payments...) runs after each call: a test's
# writes are rolled back, never committed.
@pytest.mark.django_db
@anonymous_schema.parametrize()
@NO_HEALTH_CHECKS
def test_api_anonymous(case, shop, stripe_server, django_capture_on_commit_callbacks):
    cache.clear()  # rate limits: every example reaches the view, not just the first few
    _without_host(case)
    with django_capture_on_commit_callbacks(execute=True):
        case.call_and_validate(headers=PLAIN, checks=CHECKS)


@pytest.mark.django_db
@signed_in_schema.parametrize()
@NO_HEALTH_CHECKS
def test_api_signed_in(case, headers_for, stripe_server, django_capture_on_commit_callbacks):
    cache.clear()
    _without_host(case)
    with django_capture_on_commit_callbacks(execute=True):
        case.call_and_validate(headers={**PLAIN, **headers_for(case)}, checks=CHECKS)
