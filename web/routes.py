"""The app's pages as the one route table declares them (assets/src/app/routes.json, which
the React router is built from too): which paths are pages, who may open them, and what
their shell preloads."""

import json
import re
from dataclasses import dataclass
from functools import cache

from django.conf import settings

ACCESS = ("public", "signed-in", "admin")


@dataclass(frozen=True)
class Page:
    path: str  # as react-router writes it: /purchase/:purchaseId
    pattern: re.Pattern
    access: str
    # The webpack chunks of the route modules that render it, outermost first.
    chunks: tuple[str, ...]
    preload: str | None


def _pattern(path: str) -> re.Pattern:
    parts = []
    for segment in path.strip("/").split("/"):
        if segment.startswith(":"):
            parts.append(f"(?P<{segment[1:]}>[^/]+)")
        elif segment:
            parts.append(re.escape(segment))
    return re.compile("^/" + "/".join(parts) + ("/?$" if parts else "$"))


def _flatten(nodes: list[dict], prefix: str, access: str, chunks: tuple[str, ...]):
    for node in nodes:
        node_access = node.get("access", access)
        if node_access not in ACCESS:
            raise ValueError(f"routes.json: unknown access {node_access!r}")
        path = prefix
        if node.get("path"):
            path = f"{prefix.rstrip('/')}/{node['path']}"
        node_chunks = chunks + ((node["module"],) if "module" in node else ())
        preload = node.get("preload")
        children = node.get("children", [])
        # A layout with an index child is shown with it: the child is the page.
        if "module" in node and not any(child.get("index") for child in children):
            yield Page(path, _pattern(path), node_access, node_chunks, preload)
        yield from _flatten(children, path, node_access, node_chunks)


@cache
def _pages(table: str) -> tuple[Page, ...]:
    with open(table, encoding="utf-8") as source:
        routes = json.load(source)["routes"]
    return tuple(_flatten(routes, "/", "public", ()))


def pages() -> tuple[Page, ...]:
    """Every page of the app, in the table's order."""
    return _pages(str(settings.ROUTE_TABLE))


def page_for(path: str) -> tuple[Page, re.Match] | None:
    """The page path opens, with the values of its :parameters; None for an unknown path."""
    for page in pages():
        match = page.pattern.match(path)
        if match is not None:
            return page, match
    return None
