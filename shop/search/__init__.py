"""Catalogue search behind one selector, on SQLite (FTS5) and PostgreSQL (full-text search and
pg_trgm): see indexes.py for what each keeps and words.py for how typos are forgiven."""

from django.db import connection
from django.db.models import BooleanField, F, FloatField, QuerySet, Value
from django.db.models.expressions import RawSQL

from shop.search.indexes import PAINTINGS, PG_VOCABULARY, TOOLS, SearchIndex
from shop.search.words import (
    MAX_QUERY_LENGTH,
    MAX_QUERY_WORDS,
    Clause,
    Prefix,
    match_clauses,
    needs_vocabulary,
    query_words,
    typos_allowed,
)

__all__ = ["MAX_QUERY_LENGTH", "MAX_QUERY_WORDS", "PAINTINGS", "TOOLS", "query_words", "search"]

# Relevance ranks SQLite's weights like PostgreSQL's default ones for A and B.
_BM25_WEIGHTS = {"A": "10.0", "B": "4.0"}


def _vocabulary(index: SearchIndex, words: list[str]) -> set[str]:
    """The known words that may stand for the query's words (one query): those each word
    begins, and those of a length a few typos away (SQLite) or trigram-similar (PostgreSQL)."""
    words = [word for word in words if needs_vocabulary(word)]
    if not words:
        return set()
    if connection.vendor == "postgresql":
        conditions = " OR ".join("term LIKE %s OR term %% %s" for _ in words)
        sql = f"SELECT term FROM {PG_VOCABULARY} WHERE {conditions}"
        params = [value for word in words for value in (f"{word}%", word)]
    else:
        lengths = [
            bound
            for word in words
            for bound in (len(word) - typos_allowed(word), len(word) + typos_allowed(word))
        ]
        prefixes = " OR ".join("term GLOB %s" for _ in words)
        sql = (
            f"SELECT term FROM {index.vocabulary_table} WHERE term NOT GLOB '*[0-9]*' "
            f"AND (length(term) BETWEEN %s AND %s OR {prefixes})"
        )
        params = [min(lengths), max(lengths), *(f"{word}*" for word in words)]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return {term for (term,) in cursor.fetchall()}


# How each engine writes "all of these", "one of these", "begins with" and a quoted word.
_FTS5_SYNTAX = (" AND ", " OR ", "*", '"')
_TSQUERY_SYNTAX = (" & ", " | ", ":*", "'")


def _match_query(clauses: list[Clause], syntax: tuple[str, str, str, str]) -> str:
    all_of, one_of, prefix, quote = syntax

    def quoted(term: str) -> str:
        return quote + term.replace(quote, quote * 2) + quote

    parts = [
        quoted(clause.word) + prefix
        if isinstance(clause, Prefix)
        else "(" + one_of.join(quoted(term) for term in clause.words) + ")"
        for clause in clauses
    ]
    return all_of.join(parts)


class _RowSQL(RawSQL):
    """Raw SQL about the row of `table`, which it names as `{row}`: written with the alias the
    table has in the query it ends up in, also when Django nests that query in another and
    renames its tables (core.pagination.page_of's `pk IN (...)`)."""

    def __init__(self, sql: str, params, table: str, output_field) -> None:
        super().__init__(sql, params, output_field=output_field)
        self.table = table

    def relabeled_clone(self, change_map):
        clone = self.copy()
        clone.table = change_map.get(self.table, self.table)
        return clone

    def as_sql(self, compiler, connection, *args, **kwargs):
        sql, params = super().as_sql(compiler, connection, *args, **kwargs)
        return sql.replace("{row}", compiler.quote_name_unless_alias(self.table)), params


def _match_and_rank(index: SearchIndex, clauses: list[Clause]) -> tuple[RawSQL, RawSQL]:
    if connection.vendor == "postgresql":
        query = _match_query(clauses, _TSQUERY_SYNTAX)
        matches = "{row}.search_vector @@ to_tsquery('simple', %s)"
        rank = "ts_rank({row}.search_vector, to_tsquery('simple', %s))"
    else:
        query = _match_query(clauses, _FTS5_SYNTAX)
        fts = index.fts_table
        weights = ", ".join(_BM25_WEIGHTS[weight] for weight in index.weights)
        matches = f'{{row}}."id" IN (SELECT rowid FROM {fts} WHERE {fts} MATCH %s)'
        # bm25 is lower for a better match.
        rank = (
            f"(SELECT -bm25({fts}, {weights}) FROM {fts} "
            f'WHERE {fts} MATCH %s AND rowid = {{row}}."id")'
        )
    return (
        _RowSQL(matches, (query,), index.table, output_field=BooleanField()),
        _RowSQL(rank, (query,), index.table, output_field=FloatField()),
    )


def search(queryset: QuerySet, *, index: SearchIndex, text: str) -> QuerySet:
    """The rows of `queryset` whose words match every word of `text` (a word also matches
    longer words it begins; a word the index does not know, the known ones a typo or two
    away), with their `relevance` (higher is better); none when a word matches no known word."""
    words = query_words(text)[:MAX_QUERY_WORDS]
    clauses = match_clauses(words, _vocabulary(index, words)) if words else None
    if clauses is None:
        return queryset.none().annotate(relevance=Value(0.0, output_field=FloatField()))
    matches, rank = _match_and_rank(index, clauses)
    return queryset.filter(matches).annotate(relevance=rank)


# A search matching more rows than this lists them newest first instead of by relevance.
RANKED_AT_MOST = 1000


def by_relevance(queryset: QuerySet) -> QuerySet:
    """Best match first (then the oldest), for a search that matches up to RANKED_AT_MOST
    rows; newest first for one that matches more. Ranking means reading every match, and a
    common word is in a large share of a big catalogue (at 100,000 tools, 20,000 matches
    spread over the whole table: 50-130 ms), where the newest matches come straight off the
    primary key's index (1 ms); more words narrow it back to a ranked list."""
    beyond = queryset.order_by().values("pk")[RANKED_AT_MOST : RANKED_AT_MOST + 1]
    if beyond.exists():
        return queryset.order_by("-id")
    return queryset.order_by(F("relevance").desc(), "id")
