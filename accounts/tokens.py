from rest_framework_simplejwt.tokens import AccessToken

from accounts.models import User


def access_token_for(user: User) -> str:
    """Our API token. The claims besides user_id are for display only: every request
    loads the user (and so the role) from the database."""
    token = AccessToken.for_user(user)
    token["email"] = user.email
    token["name"] = user.name
    token["role"] = user.role
    return str(token)
