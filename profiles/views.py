"""My Profile: the signed-in user's own account (GET/PATCH/DELETE /api/me), "download my
data" (GET /api/me/export) and "sign out everywhere" (POST /api/me/sign-out-everywhere)."""

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.services import sessions_end_everywhere
from core.schema import error_response
from profiles.selectors import user_data_export
from profiles.serializers import (
    AccountDeleteInputSerializer,
    ExportSerializer,
    MeSerializer,
    MeUpdateSerializer,
)
from profiles.services import user_delete, user_update_profile

EXPORT_FILENAME = "brush-and-canvas-my-data.json"


class MeView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(summary="My account", responses={200: MeSerializer})
    def get(self, request):
        return Response(MeSerializer(request.user).data)

    @extend_schema(
        summary="Change my name or default delivery address",
        description="Only the keys sent change; e-mail and role cannot be changed here "
        "(other keys are ignored). deliveryAddress null forgets the saved address.",
        request=MeUpdateSerializer,
        responses={200: MeSerializer},
    )
    def patch(self, request):
        data = MeUpdateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        user = user_update_profile(
            user=request.user,
            name=values.get("name"),
            set_address="deliveryAddress" in values,
            address=values.get("deliveryAddress"),
        )
        return Response(MeSerializer(user).data)

    @extend_schema(
        summary="Delete my account",
        description='Body: `{"confirm": "<the account\'s own e-mail>"}` (in any case; '
        "OpenAPI 3.0 has no request body for DELETE, so it is described here). Pending "
        "orders are cancelled (as by the customer), the Firebase account is deleted, the "
        "shop account is anonymised (its saved address and reviews deleted, its orders' "
        "personal delivery details blanked; the orders stay). The old API token then gets "
        "401.",
        responses={
            204: None,
            400: error_response("confirmation_mismatch: the e-mail typed is not the account's"),
            409: error_response(
                "orders_in_progress (an order is paid or shipped), admin_account, or "
                "payment_in_progress"
            ),
            503: error_response("Stripe or Firebase cannot be asked just now; try again"),
        },
    )
    def delete(self, request):
        data = AccountDeleteInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        user_delete(user=request.user, confirm=data.validated_data["confirm"])
        return Response(status=status.HTTP_204_NO_CONTENT)


class MeExportView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        summary="Download my data",
        description="My account, orders (with their history) and reviews as a JSON file.",
        responses={200: ExportSerializer},
    )
    def get(self, request):
        data = ExportSerializer(user_data_export(user=request.user)).data
        return Response(
            data,
            headers={
                "Content-Disposition": f'attachment; filename="{EXPORT_FILENAME}"',
                "Cache-Control": "private, no-store",
            },
        )


class SignOutEverywhereView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        summary="Sign out everywhere",
        description="Ends every session of the account: Firebase's (on every device) and "
        "every API token issued until now, this request's own included (401 "
        "session_ended from then on).",
        request=None,
        responses={204: None, 503: error_response("Firebase cannot be asked just now")},
    )
    def post(self, request):
        sessions_end_everywhere(user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)
