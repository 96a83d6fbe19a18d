import factory

from accounts.models import User


class UserFactory(factory.django.DjangoModelFactory):
    """A customer whose e-mail Firebase has verified (`UserFactory(unverified=True)`: not
    yet)."""

    class Meta:
        model = User

    class Params:
        unverified = factory.Trait(email_verified=False)

    email = factory.Sequence(lambda n: f"user{n}@example.com")
    name = factory.Faker("name")
    role = User.Role.CUSTOMER
    email_verified = True
