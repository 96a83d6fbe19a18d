from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import mixins, viewsets
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import firebase
from accounts.permissions import IsAdminRole
from accounts.selectors import user_is_admin, user_list
from accounts.serializers import (
    AdminStatusSerializer,
    ModifiedCountSerializer,
    SignInInputSerializer,
    TokenSerializer,
    UserSerializer,
)
from accounts.services import user_make_admin, user_remove_admin, user_sign_in
from accounts.tokens import access_token_for
from core.errors import ApplicationError, Forbidden, Unauthenticated
from core.pagination import PAGINATION_PARAMS, OptionalLimitOffsetPagination
from core.schema import error_response, error_responses
from core.throttling import ThrottledMessageMixin


def _bearer(request) -> str:
    scheme, _, credentials = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not credentials.strip():
        raise Unauthenticated(
            "Sign in with Firebase and send its ID token as 'Authorization: Bearer <token>'.",
            code="not_authenticated",
        )
    return credentials.strip()


class SignInView(ThrottledMessageMixin, APIView):
    """Exchanges a Firebase ID token for the shop's own API token."""

    authentication_classes = []  # the bearer here is a Firebase ID token, not our JWT
    permission_classes = [AllowAny]
    # By address (a high ceiling: many people may share one), then by account once the
    # token says whose it is.
    throttle_scopes = {"put": "sign_in_address"}
    throttle_message = "Too many sign-in attempts. Please try again in {seconds} seconds."

    @extend_schema(
        summary="Exchange a Firebase ID token for an API token",
        description="Send the Firebase ID token as `Authorization: Bearer`. Creates the user "
        "on first sign-in. The body cannot set a role.",
        request=SignInInputSerializer,
        responses={
            200: TokenSerializer,
            401: error_response("No, forged or expired ID token"),
            403: error_response("The token belongs to another email"),
            409: error_response("The sign-in's new email belongs to another account"),
            429: error_response("Too many sign-in attempts from this address or account"),
            503: error_response("Firebase cannot be asked just now; try again"),
        },
    )
    def put(self, request, email: str):
        id_token = _bearer(request)
        data = SignInInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        body_email = data.validated_data.get("email")
        if body_email and body_email.lower() != email.lower():
            raise ApplicationError(
                "The email in the body differs from the one in the address.",
                code="email_mismatch",
                fields={"email": ["Must be the email in the address."]},
            )
        try:
            identity = firebase.verify_id_token(id_token)
        except firebase.InvalidIdToken as exc:
            raise Unauthenticated(str(exc), code="invalid_id_token") from exc
        self.throttle_identity("sign_in", identity.uid)
        user = user_sign_in(
            identity=identity,
            email=email,
            name=data.validated_data.get("name", ""),
            time_zone=data.validated_data.get("timeZone", ""),
        )
        return Response({"token": access_token_for(user, has_password=identity.has_password)})


class AdminStatusView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        summary="Is this user an admin?",
        responses={200: AdminStatusSerializer, **error_responses(403)},
    )
    def get(self, request, email: str):
        if email.lower() != request.user.email and not request.user.is_admin:
            raise Forbidden("You can only ask about your own account.", code="permission_denied")
        return Response({"admin": user_is_admin(email=email)})


class MakeAdminView(APIView):
    permission_classes = [IsAdminRole]

    @extend_schema(
        summary="Make a user an admin",
        request=None,
        responses={200: ModifiedCountSerializer, **error_responses(403)},
    )
    def put(self, request, email: str):
        return Response({"modifiedCount": user_make_admin(email=email)})

    @extend_schema(
        summary="Take the admin role back from a user",
        description="409 for yourself and for the shop's last admin.",
        request=None,
        responses={200: ModifiedCountSerializer, **error_responses(403, 409)},
    )
    def delete(self, request, email: str):
        return Response({"modifiedCount": user_remove_admin(actor=request.user, email=email)})


@extend_schema_view(
    list=extend_schema(
        summary="List users (admins only)",
        parameters=[
            OpenApiParameter("search", OpenApiTypes.STR, description="Part of an e-mail or name"),
            *PAGINATION_PARAMS,
        ],
        responses={200: UserSerializer(many=True), **error_responses(403)},
    )
)
class UserViewSet(mixins.ListModelMixin, viewsets.GenericViewSet):
    serializer_class = UserSerializer
    permission_classes = [IsAdminRole]
    pagination_class = OptionalLimitOffsetPagination

    def get_queryset(self):
        return user_list(search=self.request.query_params.get("search", "")[:200])
