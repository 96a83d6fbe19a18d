from rest_framework_simplejwt.tokens import AccessToken

from accounts.models import User


def access_token_for(user: User, *, has_password: bool | None = None) -> str:
    """Our API token. The claims besides user_id are for the browser only (who is signed
    in, whether to ask them to verify their e-mail, whether My Profile offers to change the
    password): every request loads the user, and so the role and `email_verified`, from the
    database. `has_password` is what Firebase said at the sign-in exchange; without it the
    claim is left out (the browser asks Firebase)."""
    token = AccessToken.for_user(user)
    # To the microsecond (JWT allows a fraction): "sign out everywhere" ends every token
    # issued before it, and the one issued right after must live.
    token["iat"] = token.current_time.timestamp()
    token["email"] = user.email
    token["name"] = user.name
    token["role"] = user.role
    token["email_verified"] = user.email_verified
    if has_password is not None:
        token["has_password"] = has_password
    return str(token)
