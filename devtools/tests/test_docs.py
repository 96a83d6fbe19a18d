"""The documents stay references: a short README that leads to every doc, links that lead
somewhere, and each topic in one place (no section, and no paragraph, in two documents)."""

import re
from pathlib import Path
from urllib.parse import unquote

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
README_MAX_LINES = 200
DOCS = sorted((ROOT / "docs").glob("*.md"))
DOCUMENTS = [README, *DOCS]

# [text](target) or [text](target "title"); images too. Not inside code (stripped first).
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^\s*(```|~~~)")
# A sentence (or clause) this long, word for word in two documents, is a copied paragraph.
COPY_MIN_CHARS = 60


def _prose_lines(path: Path) -> list[str]:
    """The file's lines outside fenced code blocks."""
    lines, in_code = [], False
    for line in path.read_text().splitlines():
        if FENCE.match(line):
            in_code = not in_code
            continue
        if not in_code:
            lines.append(line)
    return lines


def _without_code_spans(line: str) -> str:
    return re.sub(r"(`+).*?\1", "", line)


def _headings(path: Path) -> list[tuple[int, str]]:
    found = []
    for line in _prose_lines(path):
        match = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if match:
            found.append((len(match.group(1)), match.group(2)))
    return found


def _anchor(heading: str) -> str:
    """GitHub's anchor for a heading: its text as shown (no backticks, link targets or
    emphasis marks), lower-case, punctuation dropped, each space a hyphen."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = text.replace("`", "").replace("*", "")
    text = re.sub(r"[^\w\- ]", "", text.lower())
    return text.replace(" ", "-")


def _anchors(path: Path) -> set[str]:
    """Every anchor of the file, with GitHub's -1, -2... for repeated headings."""
    seen: dict[str, int] = {}
    anchors = set()
    for _, heading in _headings(path):
        base = _anchor(heading)
        count = seen.get(base, 0)
        anchors.add(base if count == 0 else f"{base}-{count}")
        seen[base] = count + 1
    return anchors


def _links(path: Path) -> list[str]:
    return [
        target for line in _prose_lines(path) for target in LINK.findall(_without_code_spans(line))
    ]


def _relative(target: str) -> bool:
    return not re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) and not target.startswith("//")


def test_the_anchor_rule_is_githubs():
    assert _anchor("Flash sale (`make bench-flash-sale`)") == "flash-sale-make-bench-flash-sale"
    assert _anchor("The front: nginx before gunicorn") == "the-front-nginx-before-gunicorn"
    assert _anchor("Search at 100,000 tools") == "search-at-100000-tools"
    assert _anchor("The pages' speed in the browser") == "the-pages-speed-in-the-browser"


def test_the_readme_is_short():
    lines = README.read_text().splitlines()
    assert len(lines) <= README_MAX_LINES, (
        f"README.md has {len(lines)} lines (at most {README_MAX_LINES}): move a topic to docs/"
    )


def test_the_readme_links_every_doc():
    linked = {
        (ROOT / unquote(target.split("#", 1)[0])).resolve()
        for target in _links(README)
        if _relative(target) and target.split("#", 1)[0]
    }
    docs = {path.resolve() for path in (ROOT / "docs").rglob("*") if path.is_file()}
    missing = sorted(str(path.relative_to(ROOT)) for path in docs - linked)
    assert missing == [], f"README.md does not link {missing}"


def test_every_relative_link_leads_to_a_file_and_a_heading():
    broken = []
    for document in DOCUMENTS:
        for target in _links(document):
            if not _relative(target):
                continue
            file_part, _, fragment = target.partition("#")
            linked = (document.parent / unquote(file_part)).resolve() if file_part else document
            name = f"{document.relative_to(ROOT)}: {target}"
            if not linked.exists():
                broken.append(f"{name} (no such file)")
            elif fragment and linked.suffix == ".md" and fragment not in _anchors(linked):
                broken.append(f"{name} (no such heading)")
    assert broken == []


def test_no_two_documents_share_a_section():
    owners: dict[str, list[str]] = {}
    for document in DOCUMENTS:
        for level, heading in _headings(document):
            if level == 2:
                owners.setdefault(heading.strip().lower(), []).append(document.name)
    shared = {heading: names for heading, names in owners.items() if len(names) > 1}
    assert shared == {}, f"sections in more than one document: {shared}"


def _sentences(path: Path) -> list[str]:
    """The prose's sentences (outside code blocks and tables), each on one line, links
    shown as their text."""
    text = "\n".join(line for line in _prose_lines(path) if not line.lstrip().startswith("|"))
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return [
        sentence
        for paragraph in re.split(r"\n\s*\n", text)
        for sentence in re.split(r"(?<=[.;:!?])\s+", " ".join(paragraph.split()))
    ]


def test_no_paragraph_is_copied_between_documents():
    """A long sentence found word for word in two documents is a copy: keep the better
    one and link to it."""
    owners: dict[str, set[str]] = {}
    for document in DOCUMENTS:
        for sentence in _sentences(document):
            if len(sentence) >= COPY_MIN_CHARS:
                owners.setdefault(sentence, set()).add(document.name)
    copied = {text: sorted(names) for text, names in owners.items() if len(names) > 1}
    assert copied == {}, f"sentences copied between documents: {copied}"
