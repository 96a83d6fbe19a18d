from rest_framework.permissions import BasePermission


class IsAdminRole(BasePermission):
    """The shop's admins (User.role == admin); Django's is_staff plays no part."""

    message = "Only admins can do that."

    def has_permission(self, request, view) -> bool:
        user = request.user
        return bool(user and user.is_authenticated and user.is_admin)


class HasVerifiedEmail(BasePermission):
    """Users whose e-mail address Firebase has verified (stored at each sign-in exchange):
    paying needs one. 401 rather than this when nobody is signed in."""

    message = (
        "Please verify your email address before paying. Open the link we sent you, or send "
        "a new one from the banner at the top of the page."
    )
    code = "email_unverified"

    def has_permission(self, request, view) -> bool:
        user = request.user
        return bool(user and user.is_authenticated and user.email_verified)
