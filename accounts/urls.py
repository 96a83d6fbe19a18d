from django.urls import path

from accounts.views import AdminStatusView, MakeAdminView, SignInView, UserViewSet

EMAIL = "<str:email>"

urlpatterns = [
    path("user", UserViewSet.as_view({"get": "list"}), name="user-list"),
    path(f"user/admin/{EMAIL}", MakeAdminView.as_view(), name="user-make-admin"),
    path(f"user/{EMAIL}", SignInView.as_view(), name="user-sign-in"),
    path(f"admin/{EMAIL}", AdminStatusView.as_view(), name="admin-status"),
]
