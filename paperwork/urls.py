from django.urls import path

from paperwork.views import BooksCsvView, BooksView, DocumentPdfView

urlpatterns = [
    path("documents/<str:number>/pdf", DocumentPdfView.as_view(), name="document-pdf"),
    path("manage/invoices", BooksView.as_view(), name="staff-books"),
    path("manage/invoices.csv", BooksCsvView.as_view(), name="staff-books-csv"),
]
