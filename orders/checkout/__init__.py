"""Paying some of a customer's unpaid orders at once, the one way an order is paid: the
quote (quote.py: one parcel to a country by a shipping method, with the taxes), the
payment (pay.py: one PaymentIntent, voided when an order ends or the total changes), the
money going back (refund.py) and the parcel leaving (parcel.py). Private to the orders app:
orders.actions is the door, and defines what the rest of the shop calls."""
