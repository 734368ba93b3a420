"""Store URLs (SPEC §14): each kind opens its store; anything else is one line, no file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.store_url import open_store
from dsh_schedule.host.stores import MemoryStore, SessionStore, StoredSession
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.host.stores.sqlite import SqliteStore


def _closed_after(store: SessionStore) -> SessionStore:
    store.close()
    return store


def test_a_sqlite_url_and_a_bare_path_open_the_same_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    first = open_store(f"sqlite:{tmp_path / 's.sqlite'}")
    assert isinstance(first, SqliteStore)
    first.create_session(StoredSession("s", "main", 0, ()))
    first.close()
    for url in (str(tmp_path / "s.sqlite"), "s.sqlite", "sqlite:s.sqlite", "./s.sqlite"):
        store = open_store(url)
        assert isinstance(store, SqliteStore)
        assert [s.id for s in store.load_sessions()] == ["s"]
        store.close()


def test_a_file_whose_name_has_a_colon_is_named_with_sqlite_or_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    for url in ("sqlite:notes:v1.sqlite", "./notes:v1.sqlite"):
        _closed_after(open_store(url))
    assert sorted(os.listdir(tmp_path)) == ["notes:v1.sqlite"]


def test_read_only_reaches_the_sqlite_store(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="no such file"):
        open_store(str(tmp_path / "missing.sqlite"), read_only=True)
    assert list(tmp_path.iterdir()) == []


def test_memory_is_a_fresh_memory_store() -> None:
    first, second = open_store("memory:"), open_store("memory:")
    assert isinstance(first, MemoryStore) and first is not second


@pytest.mark.parametrize("scheme", ["postgresql", "postgres"])
def test_a_postgresql_url_opens_a_postgres_store(postgres_url: str, scheme: str) -> None:
    url = scheme + postgres_url.removeprefix("postgresql")
    store = open_store(url)
    try:
        assert isinstance(store, PostgresStore) and store.load_sessions() == []
    finally:
        store.close()
    with pytest.raises(StoreError, match="opened read-only"):
        _closed_after(open_store(url, read_only=True)).create_session(
            StoredSession("s", "main", 0, ())
        )


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("mysql://user:hunter2@db/x", "'mysql://user@db/x'"),
        ("postgresql:/x", "'postgresql:/x'"),
        ("memory:x", "'memory:x'"),
        ("", "''"),
    ],
)
def test_anything_else_is_refused_in_one_line_and_creates_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, url: str, shown: str
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(StoreError) as refused:
        open_store(url)
    assert str(refused.value) == (
        f"session store {shown}: not a store URL "
        "(use sqlite:PATH, a path, postgresql://..., or memory:)"
    )
    assert os.listdir(tmp_path) == []


def test_an_empty_sqlite_path_is_refused() -> None:
    with pytest.raises(StoreError, match="a SQLite store is sqlite:PATH"):
        open_store("sqlite:")
