from django.core.management.base import BaseCommand

from orders.actions import payments_reconcile


class Command(BaseCommand):
    help = (
        "Re-checks unpaid orders that have a PaymentIntent against Stripe and marks the "
        "ones Stripe says succeeded as paid (for webhooks that never arrived)."
    )

    def handle(self, *args, **options):
        counts = payments_reconcile()
        self.stdout.write(
            f"Checked {counts['checked']} unpaid orders: {counts['paid']} now paid, "
            f"{counts['failed']} could not be checked."
        )
