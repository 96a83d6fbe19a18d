from django.core.management.base import BaseCommand

from orders.actions import payments_reconcile
from orders.tasks import reconciled_text


class Command(BaseCommand):
    help = (
        "Re-checks unpaid orders that have a PaymentIntent against Stripe and marks the "
        "ones Stripe says succeeded as paid (for webhooks that never arrived)."
    )

    def handle(self, *args, **options):
        self.stdout.write(reconciled_text(payments_reconcile()))
