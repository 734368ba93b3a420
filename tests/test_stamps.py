"""Stamps of generated Python files (generator/stamps.py): a file is reused only when it was made
from the same inputs and nobody edited it since."""

from __future__ import annotations

import shutil
from pathlib import Path

from dsh_schedule.generator.stamps import inputs_digest, reusable, stamped
from tests.support.paths import ROOT

TEXT = "# one\n# two\n# three\nvalue = 1\n"


def test_a_stamped_text_is_reusable_for_its_inputs_only() -> None:
    text = stamped(TEXT, "a" * 32)
    assert text.split("\n")[3].startswith("# Stamp: inputs " + "a" * 32 + " text ")
    assert text.replace(text.split("\n")[3] + "\n", "") == TEXT
    assert reusable(text, "a" * 32)
    assert not reusable(text, "b" * 32)
    assert not reusable(text.replace("value = 1", "value = 2"), "a" * 32)
    assert not reusable(TEXT, "a" * 32)
    assert not reusable(None, "a" * 32)
    assert not reusable("# one", "a" * 32)


def test_the_inputs_digest_follows_every_schema_file(tmp_path: Path) -> None:
    schemas = tmp_path / "schemas"
    shutil.copytree(ROOT / "schemas", schemas)
    before = inputs_digest(schemas)
    assert before == inputs_digest(ROOT / "schemas")
    target = schemas / "v2" / "tools" / "schedule-list.json"
    target.write_text(target.read_text(encoding="utf-8") + " ", encoding="utf-8")
    assert inputs_digest(schemas) != before
    target.rename(schemas / "v2" / "tools" / "schedule-list-moved.json")
    assert inputs_digest(schemas) != before
