"""The search indexes of the catalogue, per database: SQLite's FTS5 (a virtual table kept in
step with its table by triggers, and its fts5vocab table of words) and PostgreSQL's full-text
search (a stored tsvector column with a GIN index) with a vocabulary of words under a pg_trgm
GIN index. Created by shop's migrations, which call install() for each."""

from dataclasses import dataclass


@dataclass(frozen=True)
class SearchIndex:
    table: str
    # The searched text columns; SQLite's bm25 and PostgreSQL's ts_rank weigh them by
    # `weights` (A the most, then B).
    columns: tuple[str, ...]
    weights: tuple[str, ...]

    @property
    def fts_table(self) -> str:
        return f"{self.table}_search"

    @property
    def vocabulary_table(self) -> str:
        return f"{self.table}_search_terms"


TOOLS = SearchIndex(table="shop_tool", columns=("name", "description"), weights=("A", "B"))
PAINTINGS = SearchIndex(
    table="shop_painting", columns=("title", "artist", "description"), weights=("A", "A", "B")
)

# PostgreSQL: one vocabulary for both tables (a word of one that the other lacks only widens
# a guess, and then matches nothing there).
PG_VOCABULARY = "shop_search_term"


def _sqlite_statements(index: SearchIndex) -> list[str]:
    fts, table = index.fts_table, index.table
    columns = ", ".join(index.columns)
    new = ", ".join(f"new.{column}" for column in index.columns)
    old = ", ".join(f"old.{column}" for column in index.columns)
    remove = f"INSERT INTO {fts}({fts}, rowid, {columns}) VALUES ('delete', old.id, {old});"
    add = f"INSERT INTO {fts}(rowid, {columns}) VALUES (new.id, {new});"
    return [
        f"CREATE VIRTUAL TABLE {fts} USING fts5({columns}, content='{table}', "
        "content_rowid='id', tokenize='unicode61 remove_diacritics 2')",
        f"CREATE VIRTUAL TABLE {index.vocabulary_table} USING fts5vocab({fts}, 'row')",
        f"CREATE TRIGGER {fts}_insert AFTER INSERT ON {table} BEGIN {add} END",
        f"CREATE TRIGGER {fts}_delete AFTER DELETE ON {table} BEGIN {remove} END",
        f"CREATE TRIGGER {fts}_update AFTER UPDATE OF {columns} ON {table} "
        f"BEGIN {remove} {add} END",
        f"INSERT INTO {fts}({fts}) VALUES ('rebuild')",
    ]


def _postgresql_vector(index: SearchIndex) -> str:
    return " || ".join(
        f"setweight(to_tsvector('simple', coalesce({column}, '')), '{weight}')"
        for column, weight in zip(index.columns, index.weights, strict=True)
    )


def _postgresql_statements(index: SearchIndex) -> list[str]:
    table = index.table
    return [
        f"ALTER TABLE {table} ADD COLUMN search_vector tsvector "
        f"GENERATED ALWAYS AS ({_postgresql_vector(index)}) STORED",
        f"CREATE INDEX {table}_search_vector ON {table} USING gin (search_vector)",
        f"CREATE TRIGGER {table}_search_terms_insert AFTER INSERT ON {table} "
        "REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT "
        "EXECUTE FUNCTION shop_search_terms_of_new_rows()",
        # Only a change of the words: stock updates (orders) do not fire it.
        f"CREATE TRIGGER {table}_search_terms_update AFTER UPDATE OF {', '.join(index.columns)} "
        f"ON {table} FOR EACH ROW WHEN (old.search_vector IS DISTINCT FROM new.search_vector) "
        "EXECUTE FUNCTION shop_search_terms_of_row()",
        f"INSERT INTO {PG_VOCABULARY} (term) SELECT DISTINCT lexeme FROM {table}, "
        "unnest(search_vector) WHERE lexeme !~ '[0-9]' ON CONFLICT DO NOTHING",
    ]


# All Products' sort orders (with the id that breaks ties). On PostgreSQL each index also
# carries what a search and the in-stock filter test, so that a search sorted by price or
# name finds its page in the index alone (an index-only scan; core.pagination.page_of asks
# for the page's keys first). Without that, a common word sorted by price read a table row
# for each of the ~20,000 cheaper tools it tested at 100,000 tools (45 ms); with it, index
# entries only (about 7 ms). SQLite searches its FTS5 table apart: plain indexes there.
TOOL_SORT_INDEXES = {"shop_tool_price_id": ("price", "id"), "shop_tool_name_id": ("name", "id")}
_SEARCHED_AND_FILTERED = ("available_quantity", "minimum_order_quantity", "search_vector")


def sort_index_statements(vendor: str) -> list[str]:
    """The CREATE INDEX statements of TOOL_SORT_INDEXES on this database."""
    carried = f" INCLUDE ({', '.join(_SEARCHED_AND_FILTERED)})" if vendor == "postgresql" else ""
    return [
        f"CREATE INDEX {name} ON {TOOLS.table} ({', '.join(key)}){carried}"
        for name, key in TOOL_SORT_INDEXES.items()
    ]


SORT_INDEX_DROPS = [f"DROP INDEX IF EXISTS {name}" for name in TOOL_SORT_INDEXES]


# Words with a digit are matched as typed and never guessed at: they stay out of it.
_PG_VOCABULARY_STATEMENTS = [
    f'CREATE TABLE {PG_VOCABULARY} (term text COLLATE "C" PRIMARY KEY)',
    f"CREATE INDEX {PG_VOCABULARY}_trigram ON {PG_VOCABULARY} USING gin (term gin_trgm_ops)",
    f"""CREATE FUNCTION shop_search_terms_of_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO {PG_VOCABULARY} (term)
      SELECT DISTINCT lexeme FROM new_rows, unnest(new_rows.search_vector)
      WHERE lexeme !~ '[0-9]' ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$""",
    f"""CREATE FUNCTION shop_search_terms_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO {PG_VOCABULARY} (term)
      SELECT lexeme FROM unnest(new.search_vector)
      WHERE lexeme !~ '[0-9]' ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$""",
]


def install(schema_editor, indexes: tuple[SearchIndex, ...] = (TOOLS, PAINTINGS)) -> None:
    """Creates the indexes on this database and fills them from the rows already there.

    SQLite: a migration that remakes one of these tables (Django does it to alter a column
    there) drops its triggers with it; it must drop the FTS tables and call this again.
    """
    vendor = schema_editor.connection.vendor
    if vendor == "sqlite":
        statements = [sql for index in indexes for sql in _sqlite_statements(index)]
    elif vendor == "postgresql":
        statements = [
            *_PG_VOCABULARY_STATEMENTS,
            *(sql for index in indexes for sql in _postgresql_statements(index)),
        ]
    else:
        raise NotImplementedError(f"No catalogue search for {vendor}")
    for sql in statements:
        schema_editor.execute(sql, params=None)


def uninstall(schema_editor, indexes: tuple[SearchIndex, ...] = (TOOLS, PAINTINGS)) -> None:
    vendor = schema_editor.connection.vendor
    statements = []
    for index in indexes:
        if vendor == "sqlite":
            statements += [
                *(f"DROP TRIGGER IF EXISTS {index.fts_table}_{event}" for event in _EVENTS),
                f"DROP TABLE IF EXISTS {index.vocabulary_table}",
                f"DROP TABLE IF EXISTS {index.fts_table}",
            ]
        elif vendor == "postgresql":
            statements += [
                *(
                    f"DROP TRIGGER IF EXISTS {index.table}_search_terms_{event} ON {index.table}"
                    for event in ("insert", "update")
                ),
                f"ALTER TABLE {index.table} DROP COLUMN IF EXISTS search_vector",
            ]
    if vendor == "postgresql":
        statements += [
            f"DROP TABLE IF EXISTS {PG_VOCABULARY}",
            "DROP FUNCTION IF EXISTS shop_search_terms_of_new_rows()",
            "DROP FUNCTION IF EXISTS shop_search_terms_of_row()",
        ]
    for sql in statements:
        schema_editor.execute(sql, params=None)


_EVENTS = ("insert", "delete", "update")
