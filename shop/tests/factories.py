from decimal import Decimal

import factory

from shop.models import Painting, Tool


class ToolFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Tool

    name = factory.Sequence(lambda n: f"Tool {n}")
    description = factory.Faker("sentence")
    img = factory.Sequence(lambda n: f"/media/demo/tools/tool-{n}.svg")
    price = Decimal("12.50")
    minimum_order_quantity = 2
    available_quantity = 50


class PaintingFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Painting

    title = factory.Sequence(lambda n: f"Painting {n}")
    artist = factory.Faker("name")
    description = factory.Faker("sentence")
    price = Decimal("450.00")
    medium = Painting.Medium.OIL
    width_cm = Decimal("60.0")
    height_cm = Decimal("45.0")
    framed = True
    year = 2021
    img = factory.Sequence(lambda n: f"/media/demo/paintings/painting-{n}.svg")


# A delivery address as the service takes it and as a client sends it.
ADDRESS = {
    "full_name": "Casey Painter",
    "line1": "1 Easel Street",
    "line2": "",
    "city": "Springfield",
    "region": "IL",
    "postal_code": "62701",
    "country": "US",
    "phone": "",
}
DELIVERY_ADDRESS = {
    "fullName": "Casey Painter",
    "line1": "1 Easel Street",
    "city": "Springfield",
    "region": "IL",
    "postalCode": "62701",
    "country": "US",
}
