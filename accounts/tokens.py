from rest_framework_simplejwt.tokens import AccessToken

from accounts.models import User


def access_token_for(user: User) -> str:
    """Our API token. The claims besides user_id are for the browser only (who is signed
    in, whether to ask them to verify their e-mail): every request loads the user, and so
    the role and `email_verified`, from the database."""
    token = AccessToken.for_user(user)
    token["email"] = user.email
    token["name"] = user.name
    token["role"] = user.role
    token["email_verified"] = user.email_verified
    return str(token)
