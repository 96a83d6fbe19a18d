"""The engine-free half of search: a query's words, and what each may match in the index's
vocabulary (itself, a longer word it begins, or, for a word the index does not know, the
known words a typo or two away)."""

import re
import unicodedata
from dataclasses import dataclass

# Longest query and most words a search takes (the API answers 400 beyond them).
MAX_QUERY_LENGTH = 100
MAX_QUERY_WORDS = 8
# At most this many known words stand in for one unknown word, the nearest first.
MAX_NEAR_WORDS = 12

_WORD = re.compile(r"[^\W_]+")


def query_words(text: str) -> list[str]:
    """The words of a query as the indexes keep them: lower case, accents removed, letters
    and digits only."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    plain = "".join(char for char in decomposed if not unicodedata.combining(char))
    return _WORD.findall(plain)


def typos_allowed(word: str) -> int:
    """How many typos a word may have: none up to 3 letters, one up to 7, then two."""
    if len(word) <= 3:
        return 0
    return 1 if len(word) <= 7 else 2


def typo_distance(one: str, other: str, limit: int) -> int:
    """Edits (a letter added, dropped, changed, or two neighbours swapped) from one word to
    the other; any answer above `limit` is limit + 1."""
    if abs(len(one) - len(other)) > limit:
        return limit + 1
    before: list[int] = []
    previous = list(range(len(other) + 1))
    for i, a in enumerate(one, start=1):
        current = [i] + [0] * len(other)
        for j, b in enumerate(other, start=1):
            current[j] = min(
                previous[j] + 1,
                current[j - 1] + 1,
                previous[j - 1] + (a != b),
            )
            if i > 1 and j > 1 and a == other[j - 2] and one[i - 2] == b:
                current[j] = min(current[j], before[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        before, previous = previous, current
    return min(previous[-1], limit + 1)


@dataclass(frozen=True)
class Prefix:
    """Words that begin with `word` (the word itself among them)."""

    word: str


@dataclass(frozen=True)
class AnyOf:
    """One of these known words (those near a word the index does not know)."""

    words: tuple[str, ...]


Clause = Prefix | AnyOf


def needs_vocabulary(word: str) -> bool:
    """Words with a digit (sizes, numbers) match as typed: no typo is guessed for them."""
    return not any(char.isdigit() for char in word)


def match_clauses(words: list[str], vocabulary: set[str]) -> list[Clause] | None:
    """One clause per word, all of which a result must meet; None when a word matches
    nothing the index knows (then nothing matches)."""
    clauses: list[Clause] = []
    for word in words:
        if not needs_vocabulary(word) or any(term.startswith(word) for term in vocabulary):
            clauses.append(Prefix(word))
            continue
        allowed = typos_allowed(word)
        near = sorted(
            (distance, term)
            for term in vocabulary
            if (distance := typo_distance(word, term, allowed)) <= allowed
        )
        if not near:
            return None
        clauses.append(AnyOf(tuple(term for _, term in near[:MAX_NEAR_WORDS])))
    return clauses
