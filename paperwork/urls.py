from django.urls import path, re_path

from paperwork.views import BooksCsvView, BooksView, DocumentPdfView

urlpatterns = [
    # INV-2026-000001, CN-2026-000001: anything else is the API's plain 404.
    re_path(
        r"^documents/(?P<number>[A-Z]{2,3}-[0-9]{4}-[0-9]{6})/pdf$",
        DocumentPdfView.as_view(),
        name="document-pdf",
    ),
    path("manage/invoices", BooksView.as_view(), name="staff-books"),
    path("manage/invoices.csv", BooksCsvView.as_view(), name="staff-books-csv"),
]
