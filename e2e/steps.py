"""Steps several end-to-end tests share."""

from playwright.sync_api import Page


def rendered_colour(locator) -> tuple[int, int, int]:
    """The text colour as sRGB, whatever CSS colour space the stylesheet uses."""
    return tuple(
        locator.evaluate(
            """el => {
                const ctx = document.createElement("canvas").getContext("2d");
                ctx.fillStyle = getComputedStyle(el).color;
                ctx.fillRect(0, 0, 1, 1);
                return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
            }"""
        )
    )


def log_in(page: Page, email: str, password: str):
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Login", exact=True).click()
