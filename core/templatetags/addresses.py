"""{{ address|address_lines }}: an address in the API's names (an e-mail's snapshot of it) as
the lines its country writes it (core.addresses), drawn when the e-mail is rendered."""

from django import template

from core.addresses import wire_address_lines

register = template.Library()


@register.filter
def address_lines(address: dict | None) -> list[str]:
    return wire_address_lines(address) if address else []
