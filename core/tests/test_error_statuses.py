"""Services raise domain errors; the one exception handler picks the HTTP status."""

import pytest

from core.errors import (
    ApplicationError,
    Conflict,
    Forbidden,
    NotFound,
    PaymentDeclined,
    ServiceUnavailable,
    Unauthenticated,
    exception_handler,
)


@pytest.mark.parametrize(
    ("error", "status"),
    [
        (ApplicationError("Bad.", code="bad"), 400),
        (Unauthenticated("Sign in.", code="not_authenticated"), 401),
        (PaymentDeclined("Declined.", code="card_declined"), 402),
        (Forbidden("No.", code="permission_denied"), 403),
        (NotFound(), 404),
        (Conflict("Already paid.", code="not_payable"), 409),
        (ServiceUnavailable("Down."), 503),
    ],
)
def test_each_kind_of_error_has_its_status(error, status):
    response = exception_handler(error, {})

    assert response.status_code == status
    assert (response.data["detail"], response.data["code"]) == (error.message, error.code)


def test_a_subclass_takes_its_parents_status_and_the_not_found_is_built_once():
    class GatewayDown(ServiceUnavailable):
        pass

    response = exception_handler(GatewayDown("Down.", code="payments_unavailable"), {})

    assert response.status_code == 503 and response["Retry-After"] == "30"
    assert (NotFound().message, NotFound().code) == ("Not found.", "not_found")
