import factory

from reviews.models import Review


class ReviewFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Review

    name = factory.Faker("name")
    review = factory.Faker("paragraph")
