"""The cached responses are made from values_list() rows; they must be the very bytes the
ModelSerializers give."""

from decimal import Decimal

import pytest
from django.core.exceptions import ImproperlyConfigured
from rest_framework.renderers import JSONRenderer

from apicache.rows import SerializerRows
from reviews.models import Review
from reviews.serializers import ReviewSerializer
from reviews.tests.factories import ReviewFactory
from shop.models import Tool
from shop.serializers import PaintingSerializer, ToolSerializer
from shop.tests.factories import ToolFactory

pytestmark = pytest.mark.django_db

AWKWARD_TEXT = 'Ünïcödé "quotes" \\ back\\slash \u2028 line \u2029 para </script> 🎨 \t tab'


@pytest.mark.parametrize(
    ("serializer_class", "model", "make"),
    [
        (
            ToolSerializer,
            Tool,
            lambda: [
                ToolFactory(name=AWKWARD_TEXT, description=AWKWARD_TEXT, price=Decimal("0.10")),
                ToolFactory(price=Decimal("12.00"), minimum_order_quantity=0),
                ToolFactory(price=Decimal("99999999.99"), available_quantity=1_000_000_000),
                ToolFactory(price=Decimal("3.33")),
            ],
        ),
        (ReviewSerializer, Review, lambda: [ReviewFactory(review=AWKWARD_TEXT), ReviewFactory()]),
    ],
)
def test_rows_render_the_same_bytes_as_the_serializer(serializer_class, model, make):
    make()
    queryset = model.objects.order_by("id")
    rows = SerializerRows(serializer_class)

    from_rows = JSONRenderer().render(rows.data(rows.queryset(queryset)))
    from_serializer = JSONRenderer().render(serializer_class(queryset, many=True).data)

    assert from_rows == from_serializer


def test_serializers_with_more_than_columns_are_refused():
    with pytest.raises(ImproperlyConfigured):
        SerializerRows(PaintingSerializer)  # its images, its state: not columns
