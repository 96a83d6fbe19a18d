"""What certificates say, word for word (the public page, the provenance, the PDF)."""

from datetime import date

from paperwork.formats import day_text

SHOP_NAME = "Brush & Canvas"  # the shop's name as the site and its e-mails show it
NOT_VALID = "This certificate is not valid."


def long_date(iso_date: str) -> str:
    """ "2026-11-30" -> "30 November 2026"."""
    return day_text(date.fromisoformat(iso_date))


def valid_text(content: dict) -> str:
    return (
        f"Certificate {content['number']}, issued on {long_date(content['issuedOn'])} "
        "for the buyer of this painting"
    )


def provenance_text(content: dict) -> str:
    year = date.fromisoformat(content["issuedOn"]).year
    return f"Sold by {SHOP_NAME} in {year}, certificate {content['number']}"
