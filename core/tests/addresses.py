"""One address per country as the API names it, and the lines its country writes it in
(core.addresses): the cases the formatter, the API, the e-mails and the PDFs are tested on."""

COUNTRY_ADDRESSES = {
    "GB": (
        {
            "fullName": "Casey Painter",
            "line1": "10 Downing Street",
            "line2": "",
            "city": "London",
            "region": "Greater London",
            "postalCode": "sw1a 2aa",
            "country": "GB",
        },
        ["Casey Painter", "10 Downing Street", "London", "SW1A 2AA", "United Kingdom"],
    ),
    "US": (
        {
            "fullName": "Casey Painter",
            "line1": "1 Easel Street",
            "line2": "Apt 4",
            "city": "Springfield",
            "region": "Illinois",
            "postalCode": "62701",
            "country": "US",
        },
        ["Casey Painter", "1 Easel Street", "Apt 4", "Springfield, IL 62701", "United States"],
    ),
    "DE": (
        {
            "fullName": "Casey Painter",
            "line1": "Unter den Linden 1",
            "line2": "",
            "city": "Berlin",
            "region": "Berlin",
            "postalCode": "10117",
            "country": "DE",
        },
        ["Casey Painter", "Unter den Linden 1", "10117 Berlin", "Germany"],
    ),
    "FR": (
        {
            "fullName": "Casey Painter",
            "line1": "4 Rue Vieille",
            "line2": "Bâtiment B",
            "city": "Paris",
            "region": "",
            "postalCode": "75004",
            "country": "FR",
        },
        ["Casey Painter", "4 Rue Vieille", "Bâtiment B", "75004 Paris", "France"],
    ),
    "IE": (
        {
            "fullName": "Casey Painter",
            "line1": "1 Grafton Street",
            "line2": "",
            "city": "Dublin 2",
            "region": "Co. Dublin",
            "postalCode": "d02 x285",
            "country": "IE",
        },
        ["Casey Painter", "1 Grafton Street", "Dublin 2", "Co. Dublin", "D02 X285", "Ireland"],
    ),
    "NL": (
        {
            "fullName": "Casey Painter",
            "line1": "Keizersgracht 1",
            "line2": "",
            "city": "Amsterdam",
            "region": "Noord-Holland",
            "postalCode": "1015 cj",
            "country": "NL",
        },
        ["Casey Painter", "Keizersgracht 1", "1015 CJ Amsterdam", "Netherlands"],
    ),
    # Trinidad and Tobago has no layout in Google's data: the shop's default.
    "default": (
        {
            "fullName": "Casey Painter",
            "line1": "2 Saddle Road",
            "line2": "",
            "city": "Maraval",
            "region": "Diego Martin",
            "postalCode": "120123",
            "country": "TT",
        },
        ["Casey Painter", "2 Saddle Road", "120123 Maraval", "Diego Martin", "Trinidad and Tobago"],
    ),
}


def delivery_fields(address: dict[str, str]) -> dict[str, str]:
    """The address as an order's (or a checkout's) delivery_<part> fields."""
    names = {"fullName": "full_name", "postalCode": "postal_code"}
    return {f"delivery_{names.get(key, key)}": value for key, value in address.items()}
