from rest_framework.permissions import BasePermission


class IsAdminRole(BasePermission):
    """The shop's admins (User.role == admin); Django's is_staff plays no part."""

    message = "Only admins can do that."

    def has_permission(self, request, view) -> bool:
        user = request.user
        return bool(user and user.is_authenticated and user.is_admin)
