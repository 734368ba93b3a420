"""The documents `dsh-schedule compile` lets references reach: local files, found by URI.

A reference resolves (RFC 3986) to an absolute URI; the registry answers with a document for it,
looking, in this order, at:

1. `--ref URI=FILE` (that URI exactly) and `--ref-dir DIR` (each JSON file below DIR, by the
   absolute `$id` at its root; files without one are left out);
2. `--ref PREFIX/=DIR` (a URI ending with `/`): every URI under PREFIX, read from DIR by the
   rest of its path (`--ref http://localhost:1234/=remotes` serves the official suite's
   remotes as its tests expect them);
3. the folder a document was read from: a URI of the same site as the document's own `$id` is
   read at the same relative place from the document's file (a schema whose `$id` is
   `https://example.com/schemas/a.json`, read from `src/a.json`, finds
   `https://example.com/schemas/b.json` at `src/b.json`);
4. `file:` URIs, as they are.

Every file is read as strict JSON (`schema_json.py`). The compiler never fetches from the
network.
"""

from __future__ import annotations

import posixpath
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit
from urllib.request import url2pathname

from dsh_schedule.compiler.compiled import DEFAULT_MAX_DEPTH
from dsh_schedule.compiler.schema_json import load_schema
from dsh_schedule.compiler.uris import resolve, split_fragment


class FileRegistry(Mapping[str, Any]):
    """Documents by absolute URI, read from files when a reference reaches them. A bad `--ref`
    or `--ref-dir` is a ValueError saying why; an unreadable or non-JSON file a SchemaError."""

    def __init__(self, max_depth: int = DEFAULT_MAX_DEPTH) -> None:
        self.max_depth = max_depth
        self._files: dict[str, Path] = {}
        self._folders: list[tuple[str, Path]] = []
        self._beside: list[tuple[str, Path]] = []
        self._read: dict[str, Any] = {}

    def read(self, path: Path) -> Any:
        """The document in the file at `path`: its `$id`'s site is then read beside it."""
        document = load_schema(path.read_text(encoding="utf-8"), str(path), self.max_depth)
        identifier = document.get("$id") if isinstance(document, dict) else None
        if isinstance(identifier, str):
            uri = split_fragment(resolve(path.resolve().as_uri(), identifier))[0]
            if not uri.startswith("file:") and urlsplit(uri).netloc:
                folder = uri[: uri.rfind("/") + 1]
                self._beside.append((folder, path.resolve().parent))
        return document

    def add_ref(self, value: str) -> None:
        """`URI=FILE`, or `PREFIX/=DIR` for every URI under PREFIX."""
        uri, equals, target = value.partition("=")
        if not equals or not uri or not target:
            raise ValueError("expected URI=PATH")
        if not urlsplit(uri).scheme or "#" in uri:
            raise ValueError(f"{uri!r} is not an absolute URI without a fragment")
        path = Path(target)
        if uri.endswith("/"):
            if not path.is_dir():
                raise ValueError(f"{target}: no such folder (a URI ending with / maps a folder)")
            self._folders.append((uri, path.resolve()))
            self._folders.sort(key=lambda entry: -len(entry[0]))  # the longest prefix first
            return
        if not path.is_file():
            raise ValueError(f"{target}: no such file")
        self._keep(uri, path)

    def add_dir(self, folder: Path) -> None:
        """Each `*.json` below `folder` by its absolute `$id`."""
        if not folder.is_dir():
            raise ValueError(f"{folder}: no such folder")
        for path in sorted(folder.rglob("*.json")):
            document = self.read(path)
            identifier = document.get("$id") if isinstance(document, dict) else None
            if not isinstance(identifier, str) or not urlsplit(identifier).scheme:
                continue
            uri = split_fragment(identifier)[0]
            if uri in self._files and self._files[uri] != path.resolve():
                raise ValueError(f"$id {uri} is held by {self._files[uri]} and by {path}")
            self._keep(uri, path, document)

    def _keep(self, uri: str, path: Path, document: Any = None) -> None:
        self._files[uri] = path.resolve()
        self._read[uri] = self.read(path) if document is None else document

    def __getitem__(self, uri: str) -> Any:
        if uri not in self._read:
            path = next((p for p in self._places_of(uri) if p.is_file()), None)
            if path is None:
                raise KeyError(uri)
            self._read[uri] = self.read(path)
        return self._read[uri]

    def _places_of(self, uri: str) -> Iterator[Path]:
        """Where the file of `uri` may be, in the order of the module's docstring."""
        for prefix, folder in self._folders:
            if uri.startswith(prefix):
                yield folder / url2pathname(unquote(urlsplit(uri[len(prefix) :]).path))
        here = urlsplit(uri)
        for site_folder, folder in self._beside:
            site = urlsplit(site_folder)
            if (here.scheme, here.netloc) == (site.scheme, site.netloc) and not here.query:
                relative = posixpath.relpath(unquote(here.path), unquote(site.path) or "/")
                yield Path(posixpath.normpath(posixpath.join(folder.as_posix(), relative)))
        if here.scheme == "file":
            yield Path(url2pathname(unquote(here.path)))

    def __iter__(self) -> Iterator[str]:
        return iter(self._read)

    def __len__(self) -> int:
        return len(self._read)
