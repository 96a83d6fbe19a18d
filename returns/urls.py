from django.urls import re_path

from returns.views import (
    OrderReturnCreateView,
    OrderReturnView,
    StaffReturnListView,
    StaffReturnReceivedView,
    StaffReturnRefundView,
)

ID = r"(?P<pk>[0-9]{1,18})"

urlpatterns = [
    re_path(rf"^orders/{ID}/return$", OrderReturnView.as_view(), name="order-return"),
    re_path(rf"^orders/{ID}/returns$", OrderReturnCreateView.as_view(), name="order-return-create"),
    re_path(r"^manage/returns$", StaffReturnListView.as_view(), name="staff-return-list"),
    re_path(
        rf"^manage/returns/{ID}/received$",
        StaffReturnReceivedView.as_view(),
        name="staff-return-received",
    ),
    re_path(
        rf"^manage/returns/{ID}/refund$",
        StaffReturnRefundView.as_view(),
        name="staff-return-refund",
    ),
]
