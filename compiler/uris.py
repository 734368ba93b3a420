"""URI reference resolution (RFC 3986) and JSON pointers, as `$id` and `$ref` need them.

`urllib.parse.urljoin` only resolves against schemes it knows, so `urn:` bases (common in
schemas) would silently lose their fragments; this module follows RFC 3986 section 5.2 exactly.
"""

from __future__ import annotations

import re
from typing import Any, Final
from urllib.parse import unquote

_URI = re.compile(r"^(?:([^:/?#]+):)?(?://([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$", re.S)

Pointer = tuple[str, ...]


def resolve(base: str, reference: str) -> str:
    """Resolve `reference` against the absolute URI `base` (RFC 3986 section 5.2.2)."""
    scheme, authority, path, query, fragment = _split(reference)
    if scheme is None:
        base_scheme, base_authority, base_path, base_query, _ = _split(base)
        scheme = base_scheme
        if authority is None:
            authority = base_authority
            if not path:
                path = base_path
                query = base_query if query is None else query
            elif not path.startswith("/"):
                path = _merge(base_authority, base_path, path)
    return _join(scheme, authority, _remove_dot_segments(path), query, fragment)


def split_fragment(uri: str) -> tuple[str, str]:
    """Split `uri` into the URI without fragment and the (still percent-encoded) fragment."""
    head, _, fragment = uri.partition("#")
    return head, fragment


def parse_pointer(fragment: str) -> Pointer | None:
    """Decode a URI fragment holding a JSON pointer; None when it is not one (a plain name)."""
    text = unquote(fragment)
    if not text:
        return ()
    if not text.startswith("/"):
        return None
    return tuple(token.replace("~1", "/").replace("~0", "~") for token in text[1:].split("/"))


def format_pointer(pointer: Pointer) -> str:
    """The JSON pointer string of `pointer` ("" for the root)."""
    return "".join("/" + token.replace("~", "~0").replace("/", "~1") for token in pointer)


def _split(uri: str) -> tuple[str | None, str | None, str, str | None, str | None]:
    match = _URI.match(uri)
    assert match is not None  # the expression matches every string
    scheme, authority, path, query, fragment = match.groups()
    return scheme, authority, path, query, fragment


def _merge(base_authority: str | None, base_path: str, path: str) -> str:
    if base_authority is not None and not base_path:
        return "/" + path
    return base_path[: base_path.rfind("/") + 1] + path


def _remove_dot_segments(path: str) -> str:
    output: list[str] = []
    while path:
        if path.startswith("../"):
            path = path[3:]
        elif path.startswith("./"):
            path = path[2:]
        elif path.startswith("/./") or path == "/.":
            path = "/" + path[3:]
        elif path.startswith("/../") or path == "/..":
            path = "/" + path[4:]
            if output:
                output.pop()
        elif path in (".", ".."):
            path = ""
        else:
            end = path.find("/", 1)
            end = len(path) if end < 0 else end
            output.append(path[:end])
            path = path[end:]
    return "".join(output)


def _join(
    scheme: str | None, authority: str | None, path: str, query: str | None, fragment: str | None
) -> str:
    result = f"{scheme}:" if scheme is not None else ""
    if authority is not None:
        result += "//" + authority
    result += path
    if query is not None:
        result += "?" + query
    if fragment is not None:
        result += "#" + fragment
    return result


ABSENT: Final = object()
"""What `follow_pointer` returns when the pointer names nothing in the document."""


def follow_pointer(value: Any, pointer: Pointer) -> Any:
    """The part of a JSON document `pointer` names, or `ABSENT`."""
    for token in pointer:
        if isinstance(value, dict) and token in value:
            value = value[token]
        elif isinstance(value, list) and token.isdigit() and int(token) < len(value):
            value = value[int(token)]
        else:
            return ABSENT
    return value
