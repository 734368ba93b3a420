"""The tables of the PostgreSQL store: what each schema version adds, and how a store's
tables are read back to be compared with them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from dsh_schedule.host.stores.dialect import Row

if TYPE_CHECKING:
    import psycopg

LAYOUTS: Final = (
    (
        "CREATE TABLE dsh_meta (schema_version integer NOT NULL)",
        "CREATE TABLE dsh_sessions ("
        " position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
        " id text NOT NULL UNIQUE,"
        " agent_name text NOT NULL,"
        " seed_length bigint NOT NULL)",
        "CREATE INDEX dsh_sessions_by_agent ON dsh_sessions (agent_name)",
        "CREATE TABLE dsh_events ("
        " session bigint NOT NULL REFERENCES dsh_sessions (position),"
        " seq bigint NOT NULL,"
        " type text NOT NULL,"
        " time bigint NOT NULL,"
        " data text NOT NULL,"
        " PRIMARY KEY (session, seq))",
        "CREATE TABLE dsh_leases ("
        " session bigint PRIMARY KEY REFERENCES dsh_sessions (position),"
        " epoch bigint NOT NULL,"
        " host text NOT NULL,"
        " pid bigint NOT NULL,"
        " instance text NOT NULL,"
        " claimed_at bigint NOT NULL,"
        " expires_at bigint NOT NULL)",
    ),
    (
        "ALTER TABLE dsh_sessions ADD COLUMN wake_at bigint",
        "UPDATE dsh_sessions SET wake_at = 0"
        " WHERE EXISTS (SELECT 1 FROM dsh_events WHERE session = dsh_sessions.position)",
        "CREATE INDEX dsh_sessions_by_wake ON dsh_sessions (wake_at) WHERE wake_at IS NOT NULL",
        "ALTER TABLE dsh_leases ADD COLUMN role text NOT NULL DEFAULT 'host'",
        "ALTER TABLE dsh_leases ADD COLUMN handover boolean NOT NULL DEFAULT false",
    ),
    (
        "CREATE TABLE dsh_checkpoints ("
        " session bigint PRIMARY KEY REFERENCES dsh_sessions (position),"
        " length bigint NOT NULL,"
        " digest text NOT NULL,"
        " prior text NOT NULL,"
        " state bytea NOT NULL)",
        "CREATE TABLE dsh_seen_ids ("
        " session bigint NOT NULL REFERENCES dsh_sessions (position),"
        " ordinal bigint NOT NULL,"
        " id text NOT NULL,"
        " PRIMARY KEY (session, ordinal))",
        "CREATE INDEX dsh_seen_ids_by_id ON dsh_seen_ids (session, id)",
    ),
)
"""What each schema version adds to the one before. Version 1: the sessions in creation order
(`position`), their events keyed by session and seq with data as JSON text (so it reads back
exactly as the other stores'), their leases, and the version. Version 2: each session's
wake-up time and its index, each lease's holder role and handover request; an upgraded session
with events gets the wake-up time 0, "look at it now", and the first worker that opens it
stores the real one. Version 3: each session's checkpoint (`checkpoints.py`: opaque state, the
number of events it covers, their chain digest) and the seen ids it does not hold, by create
index; an upgraded session gets its checkpoint like any log the store holds none of, once
it is as long as the spacing.
Opening an older store upgrades it; a newer one is refused."""

SCHEMA_VERSION: Final = len(LAYOUTS)

Relation = tuple[str, str, str]
"""A relation or constraint as `CATALOG` reads it: its name, its kind, what defines it."""


def _primary_key(table: str, columns: str) -> tuple[Relation, Relation]:
    """A table's primary key, which the catalog lists as its index and its constraint."""
    name = f"{table}_pkey"
    index = f"UNIQUE INDEX {name} ON {table} ({columns})"
    return (name, "i", index), (name, "p", f"PRIMARY KEY ({columns})")


def _of_session(table: str) -> Relation:
    """The foreign key from a table's `session` column to the session it belongs to."""
    reference = 'FOREIGN KEY (session) REFERENCES dsh_sessions("position")'
    return (f"{table}_session_fkey", "f", reference)


TABLES: Final[tuple[Relation, ...]] = (
    (
        "dsh_checkpoints",
        "r",
        "session bigint!, length bigint!, digest text!, prior text!, state bytea!",
    ),
    *_primary_key("dsh_checkpoints", "session"),
    _of_session("dsh_checkpoints"),
    ("dsh_events", "r", "session bigint!, seq bigint!, type text!, time bigint!, data text!"),
    *_primary_key("dsh_events", "session, seq"),
    _of_session("dsh_events"),
    (
        "dsh_leases",
        "r",
        "session bigint!, epoch bigint!, host text!, pid bigint!, instance text!,"
        " claimed_at bigint!, expires_at bigint!, role text!, handover boolean!",
    ),
    *_primary_key("dsh_leases", "session"),
    _of_session("dsh_leases"),
    ("dsh_meta", "r", "schema_version integer!"),
    ("dsh_seen_ids", "r", "session bigint!, ordinal bigint!, id text!"),
    ("dsh_seen_ids_by_id", "i", "INDEX dsh_seen_ids_by_id ON dsh_seen_ids (session, id)"),
    *_primary_key("dsh_seen_ids", "session, ordinal"),
    _of_session("dsh_seen_ids"),
    (
        "dsh_sessions",
        "r",
        "position bigint!, id text!, agent_name text!, seed_length bigint!, wake_at bigint",
    ),
    ("dsh_sessions_by_agent", "i", "INDEX dsh_sessions_by_agent ON dsh_sessions (agent_name)"),
    (
        "dsh_sessions_by_wake",
        "i",
        "INDEX dsh_sessions_by_wake ON dsh_sessions (wake_at) WHERE (wake_at IS NOT NULL)",
    ),
    ("dsh_sessions_id_key", "i", "UNIQUE INDEX dsh_sessions_id_key ON dsh_sessions (id)"),
    ("dsh_sessions_id_key", "u", "UNIQUE (id)"),
    *_primary_key("dsh_sessions", '"position"'),
    ("dsh_sessions_position_seq", "S", ""),
)
"""What `CATALOG` reads for a store of `SCHEMA_VERSION`: every relation and constraint of
ours with its columns (`!` for NOT NULL) or definition. Opening a store compares them, so a
store whose tables were changed is refused instead of read wrongly."""

CATALOG: Final = r"""
WITH ours AS (
    SELECT oid, relname, relkind FROM pg_class
    WHERE relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = %(schema)s)
      AND relname LIKE 'dsh\_%%' AND relkind <> 'i')
SELECT relname::text, relkind::text, CASE relkind WHEN 'r' THEN (
    SELECT string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
                      || CASE WHEN a.attnotnull THEN '!' ELSE '' END, ', ' ORDER BY a.attnum)
    FROM pg_attribute a WHERE a.attrelid = ours.oid AND a.attnum > 0 AND NOT a.attisdropped)
    ELSE '' END
FROM ours
UNION ALL
SELECT i.relname::text, 'i', replace(
    regexp_replace(pg_get_indexdef(i.oid), '^CREATE | USING btree', '', 'g'),
    ' ON ' || quote_ident(%(schema)s) || '.', ' ON ')
FROM pg_index x JOIN ours ON ours.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
UNION ALL
SELECT k.conname::text, k.contype::text, pg_get_constraintdef(k.oid)
FROM pg_constraint k JOIN ours ON ours.oid = k.conrelid
WHERE k.contype IN ('p', 'u', 'f', 'c', 'x')
ORDER BY 1, 2
"""
"""Our relations in the store's schema (every `dsh_` one, and every index on them), with what
defines each. NOT NULL is read from the columns: only newer servers list it as a constraint."""


def version_of(db: psycopg.Connection[Row], catalog: list[tuple[str, str, str]]) -> int:
    """The schema version of a sound store (0 when it holds none of our tables yet); a
    damaged or foreign one is left for the store to name (reported as current here)."""
    if not catalog:
        return 0
    if not any(name == "dsh_meta" and kind == "r" for name, kind, _ in catalog):
        return SCHEMA_VERSION
    versions = db.execute("SELECT schema_version FROM dsh_meta").fetchall()
    sound = len(versions) == 1 and isinstance(versions[0][0], int) and versions[0][0] >= 1
    return int(versions[0][0]) if sound else SCHEMA_VERSION


def catalog_of(db: psycopg.Connection[Row], schema: str) -> list[tuple[str, str, str]]:
    return [
        (name, kind, detail or "") for name, kind, detail in db.execute(CATALOG, {"schema": schema})
    ]
