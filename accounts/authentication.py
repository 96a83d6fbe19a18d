"""How the API knows who is asking: our JWT (djangorestframework-simplejwt), then the user's
row, read on every request (so a role taken away or an account closed counts at once)."""

from django.utils.translation import gettext_lazy as _
from drf_spectacular.contrib.rest_framework_simplejwt import SimpleJWTScheme
from rest_framework.exceptions import AuthenticationFailed
from rest_framework_simplejwt import authentication
from rest_framework_simplejwt.exceptions import InvalidToken
from rest_framework_simplejwt.settings import api_settings
from rest_framework_simplejwt.tokens import Token

from accounts.models import User
from core.rows import row_by_key

SESSION_ENDED = "Your session has ended. Please sign in again."


class JWTAuthentication(authentication.JWTAuthentication):
    """simplejwt's, with the user read through core.rows (its SQL written once, not built
    on every request): the same checks, the same errors; and a token issued before the
    account's cut-off (signed out everywhere, password changed) is refused."""

    def get_user(self, validated_token: Token) -> User:
        user = self._user(validated_token)
        cut_off = user.tokens_valid_after
        if cut_off is not None and float(validated_token.get("iat", 0)) < cut_off.timestamp():
            raise AuthenticationFailed(SESSION_ENDED, code="session_ended")
        return user

    def _user(self, validated_token: Token) -> User:
        if api_settings.CHECK_REVOKE_TOKEN or api_settings.USER_ID_FIELD != "id":
            return super().get_user(validated_token)
        try:
            user_id = validated_token[api_settings.USER_ID_CLAIM]
        except KeyError as error:
            raise InvalidToken(_("Token contained no recognizable user identification")) from error
        user = row_by_key(User, user_id)
        if user is None:
            raise AuthenticationFailed(_("User not found"), code="user_not_found")
        if api_settings.CHECK_USER_IS_ACTIVE and not user.is_active:
            raise AuthenticationFailed(_("User is inactive"), code="user_inactive")
        return user


class JWTScheme(SimpleJWTScheme):
    """The OpenAPI schema's bearer scheme (jwtAuth) for this class, as for simplejwt's."""

    target_class = "accounts.authentication.JWTAuthentication"
