"""The fonts of the paperwork's PDFs: DejaVu Sans (every Latin, Greek and Cyrillic letter a
name may hold) where the system has it, else ReportLab's built-in Helvetica."""

from functools import cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

DEJAVU_DIR = Path("/usr/share/fonts/truetype/dejavu")


@cache
def pdf_fonts() -> tuple[str, str]:
    """The names of the regular and the bold font, registered with ReportLab once."""
    regular, bold = DEJAVU_DIR / "DejaVuSans.ttf", DEJAVU_DIR / "DejaVuSans-Bold.ttf"
    if not (regular.is_file() and bold.is_file()):
        return "Helvetica", "Helvetica-Bold"
    pdfmetrics.registerFont(TTFont("DejaVuSans", str(regular)))
    pdfmetrics.registerFont(TTFont("DejaVuSans-Bold", str(bold)))
    return "DejaVuSans", "DejaVuSans-Bold"
