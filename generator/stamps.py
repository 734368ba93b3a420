"""Stamps on generated Python files, so that `generate` and `generate --check` remake only what
changed.

Remaking a Python file is the slow part of generation: datamodel-code-generator for the models
and the pinned black for every file (about 8 s for both protocol versions on this machine). A
generated Python file therefore carries, under its banner, a stamp with two digests: one of
everything generation reads (every schema file, the source and templates of the generator and
the compiler, and the versions of black and datamodel-code-generator), and one of its own text.
When both still hold, the file is exactly what generating it again would write, and it is
reused as it is. A schema or generator change alters the first digest and a hand edit the
second; either one remakes the file in full, so drift is still found and reported line by line.
"""

from __future__ import annotations

import hashlib
from importlib import metadata
from pathlib import Path

from dsh_schedule.generator.schema_files import protocol_schema_paths

STAMP = "# Stamp: inputs {inputs} text {text}"
_BANNER_LINES = 3
_DIGEST_LENGTH = 32
_TOOLS = ("black", "datamodel-code-generator")


_GENERATOR = Path(__file__).parent
_COMPILER = _GENERATOR.parent / "compiler"


def inputs_digest(schemas_dir: Path) -> str:
    """The digest of everything a generation reads: the schema files, the source and templates
    of the generator and of the compiler, and the versions of the tools that lay out and write
    Python."""
    digest = hashlib.sha256()
    folders = {"schemas": schemas_dir, "generator": _GENERATOR, "compiler": _COMPILER}
    files = [("schemas", path) for path in protocol_schema_paths(schemas_dir)]
    for folder in ("generator", "compiler"):
        for pattern in ("*.py", "*.j2"):
            files += [(folder, path) for path in sorted(folders[folder].rglob(pattern))]
    for folder, path in files:
        digest.update(f"{folder}/{path.relative_to(folders[folder]).as_posix()}\0".encode())
        digest.update(path.read_bytes() + b"\0")
    for tool in _TOOLS:
        digest.update(f"{tool} {metadata.version(tool)}\0".encode())
    return digest.hexdigest()[:_DIGEST_LENGTH]


def stamped(text: str, inputs: str) -> str:
    """`text` (a generated Python file, banner first) with its stamp under the banner."""
    lines = text.split("\n")
    stamp = STAMP.format(inputs=inputs, text=_text_digest(text))
    return "\n".join([*lines[:_BANNER_LINES], stamp, *lines[_BANNER_LINES:]])


def reusable(text: str | None, inputs: str) -> bool:
    """Whether a file's text carries the stamp of these inputs and was not edited since."""
    if text is None:
        return False
    lines = text.split("\n")
    if len(lines) <= _BANNER_LINES:
        return False
    unstamped = "\n".join(lines[:_BANNER_LINES] + lines[_BANNER_LINES + 1 :])
    return lines[_BANNER_LINES] == STAMP.format(inputs=inputs, text=_text_digest(unstamped))


def _text_digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:_DIGEST_LENGTH]
