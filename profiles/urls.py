from django.urls import path

from profiles.views import MeExportView, MeView, SignOutEverywhereView

urlpatterns = [
    path("me", MeView.as_view(), name="me"),
    path("me/export", MeExportView.as_view(), name="me-export"),
    path("me/sign-out-everywhere", SignOutEverywhereView.as_view(), name="me-sign-out-everywhere"),
]
