"""Schemathesis fuzzes every operation in /api/schema/, as anonymous, a customer and an admin.

No answer may be a 5xx; each must match the schema's status codes, content types and bodies,
and every error under /api/ must be the shop's JSON error ({"detail": str, "code": str}).
The run is bounded and deterministic: a fixed seed, ten generated examples per operation and
caller, no example database on disk. Signed-in callers also get Schemathesis's coverage
cases (boundary values, each kind of invalid input, a wrong method); anonymous callers meet
401 before their input is read on most operations, so generated examples cover them.
"""

import json
from decimal import Decimal

import pytest
import schemathesis
from django.core.cache import cache
from django.core.wsgi import get_wsgi_application
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
from reviews.models import Review
from reviews.tests.factories import ReviewFactory
from shop.models import Order, Tool
from shop.tests.factories import PaintingFactory, ToolFactory


def _config(*, coverage: bool) -> schemathesis.Config:
    return schemathesis.Config.from_dict(
        {
            "seed": 20250101,
            "generation": {"max-examples": 10, "deterministic": True, "database": "none"},
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

# Which rows a path's {id} names.
ID_MODELS = {"/api/tools/": Tool, "/api/mypurchase/": Order, "/api/review/": Review}
# Inputs that broke the API before; random generation seldom makes them.
HOSTILE = {
    "id": ["9" * 18],  # the largest id the URLs accept
    "email": ["customer\x00@example.com"],  # PostgreSQL text cannot hold NUL
}


def _known_values(path: str) -> dict[str, list]:
    """Values naming rows in the database now (seeded, or made by the fuzzer), and HOSTILE."""
    emails = list(User.objects.values_list("email", flat=True))
    id_model = next((m for prefix, m in ID_MODELS.items() if path.startswith(prefix)), None)
    ids = id_model.objects.values_list("pk", flat=True) if id_model else []
    known = {
        "id": [str(pk) for pk in ids],
        "email": emails,
        "customer": emails,
        "tool": list(Tool.objects.values_list("pk", flat=True)),
        "order": list(Order.objects.values_list("pk", flat=True)),
        "toolsQuantity": [1, 2, 3],
        "img": ["/media/tools/brush.png", "https://example.com/brush.png"],
    }
    return {name: [*values, *HOSTILE.get(name, [])] for name, values in known.items()}


def _sometimes_known(context, values):
    """Half the time, a parameter or body field takes one of the known values."""
    if not isinstance(values, dict):
        return st.just(values)
    known = _known_values(context.operation.path)
    strategies = {
        name: st.one_of(st.just(value), st.sampled_from(known[name]))
        for name, value in values.items()
        if known.get(name)
    }
    return st.fixed_dictionaries(strategies).map(lambda chosen: {**values, **chosen})


def _load_schema(*, coverage: bool):
    schema = schemathesis.openapi.from_wsgi(
        "/api/schema/", get_wsgi_application(), config=_config(coverage=coverage)
    )
    for location in ["path_parameters", "query", "body"]:
        schema.hook(f"flatmap_{location}")(_sometimes_known)
    return schema


anonymous_schema = _load_schema(coverage=False)
signed_in_schema = _load_schema(coverage=True)


def _order(customer, tool, status=Order.Status.PENDING):
    return Order.objects.create(
        customer=customer,
        tool=tool,
        tool_name=tool.name,
        unit_price=tool.price,
        quantity=2,
        total=tool.price * 2,
        status=status,
        transaction_id="pi_seeded" if status == Order.Status.PAID else "",
    )


@pytest.fixture
def shop(firebase, stripe_server):
    """Real rows (and Firebase accounts) for the fuzzer's ids and emails to hit."""
    customer_account = firebase.sign_up("customer@example.com", name="Casey")
    admin_account = firebase.sign_up("admin@example.com", name="Ada")
    customer = UserFactory(email="customer@example.com", firebase_uid=customer_account.uid)
    admin = UserFactory(
        email="admin@example.com", firebase_uid=admin_account.uid, role=User.Role.ADMIN
    )
    other = UserFactory(email="other@example.com")
    tools = [  # ids from 1 each run: the coverage phase's boundary id 1 is the priciest
        ToolFactory(
            price=Decimal("99999999.99"), minimum_order_quantity=1, available_quantity=10**9
        ),
        ToolFactory(minimum_order_quantity=1, available_quantity=1_000),
        ToolFactory(available_quantity=0, minimum_order_quantity=0),
    ]
    PaintingFactory.create_batch(2)
    _order(customer, tools[0])  # more than Stripe takes; the coverage phase's order 1
    _order(customer, tools[1])
    _order(customer, tools[1], status=Order.Status.PAID)
    _order(other, tools[1])
    ReviewFactory(author=customer)
    ReviewFactory(author=customer, is_hidden=True)
    ReviewFactory(author=other)
    ReviewFactory(author=None)
    yield {
        "users": {"customer": customer, "admin": admin},
        "id_tokens": {"customer": customer_account.id_token, "admin": admin_account.id_token},
    }
    cache.clear()


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


# An operation's examples share its fixtures on purpose, and a busy machine is no failure.
NO_HEALTH_CHECKS = settings(suppress_health_check=list(HealthCheck))


@pytest.mark.django_db(transaction=True, reset_sequences=True)  # the same ids every run
@anonymous_schema.parametrize()
@NO_HEALTH_CHECKS
def test_api_anonymous(case, shop):
    cache.clear()  # rate limits: every example reaches the view, not just the first few
    case.call_and_validate(checks=CHECKS)


@pytest.mark.django_db(transaction=True, reset_sequences=True)
@signed_in_schema.parametrize()
@NO_HEALTH_CHECKS
def test_api_signed_in(case, headers_for):
    cache.clear()
    case.call_and_validate(headers=headers_for(case), checks=CHECKS)
