"""The order's input check and answer (OrderInputSerializer, OrderSerializer) share their
declared fields' arguments between serializers (FieldsCopiedShallow): one never leaks into
another."""

import threading

from orders.serializers import DeliveryAddressSerializer, OrderInputSerializer, OrderSerializer
from orders.staff_serializers import StaffOrderSerializer
from shop.tests.factories import DELIVERY_ADDRESS

GOOD = {"tool": 7, "toolsQuantity": 2, "deliveryAddress": DELIVERY_ADDRESS}
BAD = {
    "tool": 7,
    "toolsQuantity": 0,
    "deliveryAddress": {**DELIVERY_ADDRESS, "country": "XX", "phone": "call me"},
}


def checked(body: dict) -> tuple[bool, dict]:
    serializer = OrderInputSerializer(data=body)
    return serializer.is_valid(), serializer.errors


def test_each_check_answers_for_its_own_body():
    assert checked(BAD)[0] is False
    ok, errors = checked(GOOD)
    assert ok and errors == {}
    ok, errors = checked(BAD)
    assert not ok
    assert set(errors) == {"toolsQuantity", "deliveryAddress"}
    assert errors["deliveryAddress"]["country"] == ["Choose a country from the list."]
    assert set(errors["deliveryAddress"]) == {"country", "phone"}


def test_each_serializer_binds_fields_of_its_own():
    one, two = OrderInputSerializer(data=GOOD), OrderInputSerializer(data=GOOD)
    address_one, address_two = one.fields["deliveryAddress"], two.fields["deliveryAddress"]

    assert address_one is not address_two and address_one.parent is one
    country_one, country_two = address_one.fields["country"], address_two.fields["country"]
    assert country_one is not country_two and country_one.parent is address_one
    declared = DeliveryAddressSerializer._declared_fields["country"]
    assert getattr(declared, "parent", None) is None  # never bound itself


def test_checks_at_once_in_many_threads_each_get_their_own_answer():
    bodies = [GOOD if n % 2 else BAD for n in range(40)]
    answers: list = [None] * len(bodies)
    start = threading.Barrier(len(bodies))

    def check(n: int) -> None:
        start.wait()
        for _ in range(20):
            answers[n] = checked(bodies[n])

    threads = [threading.Thread(target=check, args=(n,)) for n in range(len(bodies))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    for body, (ok, errors) in zip(bodies, answers, strict=True):
        assert ok is (body is GOOD)
        assert bool(errors) is (body is BAD)


def test_order_answers_list_their_fields_in_order_each_with_its_own_history_child():
    one, two = OrderSerializer(), OrderSerializer()

    assert list(one.fields) == OrderSerializer.Meta.fields
    assert list(StaffOrderSerializer().fields) == [
        *OrderSerializer.Meta.fields,
        "customerDeleted",
        "payment",
        "parcel",
        "refundAmount",
    ]
    assert one.fields["history"] is not two.fields["history"]
    assert one.fields["history"].child is not two.fields["history"].child
    assert one.fields["history"].child.parent is one.fields["history"]
