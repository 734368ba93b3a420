"""Every relative link in README.md and docs/*.md reaches a file of the repository, and every
`#anchor` one of its headings, as GitHub renders them.

A heading's anchor is GitHub's: the heading's text (link targets and code marks dropped)
lowercased, every character but letters, marks, digits, `_`, `-` and spaces dropped, spaces
as hyphens, and `-1`, `-2`, ... after repeats. Links inside code are not links.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from tests.support.paths import ROOT

DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.M | re.S)
CODE_SPAN = re.compile(r"(`+)(?!`).+?(?<!`)\1(?!`)", re.S)
INLINE_LINK = re.compile(r"!?\[(?P<text>[^\]]*)\]\((?P<target>[^)\s]+)(?:\s+\"[^\"]*\")?\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*(?P<target>\S+)", re.M)
HEADING = re.compile(r"^#{1,6}\s+(?P<text>.+?)\s*#*\s*$", re.M)
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def _prose(markdown: str) -> str:
    """The text outside fenced blocks and code spans."""
    return CODE_SPAN.sub("", FENCE.sub("", markdown))


def slug(heading: str) -> str:
    """GitHub's anchor for a heading's text (before the `-N` of repeats)."""
    text = INLINE_LINK.sub(lambda m: m.group("text"), heading).lower()
    kept = (
        c
        for c in text
        if c in " -" or unicodedata.category(c)[0] in "LMN" or unicodedata.category(c) == "Pc"
    )
    return "".join(kept).replace(" ", "-")


def anchors(markdown: str) -> set[str]:
    found: set[str] = set()
    seen: dict[str, int] = {}
    for match in HEADING.finditer(FENCE.sub("", markdown)):
        base = slug(match.group("text"))
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def links(markdown: str) -> list[str]:
    """The targets of the document's inline and reference links, in order."""
    prose = _prose(markdown)
    inline = [m.group("target") for m in INLINE_LINK.finditer(prose)]
    return inline + [m.group("target") for m in REFERENCE.finditer(prose)]


def broken(document: Path, root: Path = ROOT) -> list[str]:
    """Each relative link of `document` that does not resolve inside `root`, with why."""
    problems = []
    for target in links(document.read_text(encoding="utf-8")):
        if SCHEME.match(target):
            continue
        path_part, _, anchor = target.partition("#")
        reached = (document.parent / path_part).resolve() if path_part else document
        if not reached.exists() or not reached.is_relative_to(root):
            problems.append(f"{target}: no file {path_part}")
        elif (
            anchor
            and reached.suffix == ".md"
            and anchor not in anchors(reached.read_text(encoding="utf-8"))
        ):
            problems.append(f"{target}: no heading #{anchor} in {reached.name}")
    return problems


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: path.name)
def test_every_relative_link_and_anchor_resolves(document: Path) -> None:
    assert broken(document) == []


def test_the_documents_hold_relative_links_to_check() -> None:
    """The link pattern finds the links there are: a pattern that found none would pass
    every document above."""
    readme = links((ROOT / "README.md").read_text(encoding="utf-8"))
    assert "docs/deployment.md" in readme
    assert "docs/architecture.md#where-to-add-a-tool" in readme
    deployment = links((ROOT / "docs/deployment.md").read_text(encoding="utf-8"))
    assert any(target.startswith("reliability.md#ownership") for target in deployment)


@pytest.mark.parametrize(
    ("heading", "anchor"),
    [
        ("Ownership: one live process per session", "ownership-one-live-process-per-session"),
        ("`make soak`: the randomized crash soak", "make-soak-the-randomized-crash-soak"),
        (
            "Cluster soak: workers on PostgreSQL (`make soak-cluster`)",
            "cluster-soak-workers-on-postgresql-make-soak-cluster",
        ),
        ("Layout: why links", "layout-why-links"),
        ("The time of `make test` (citime)", "the-time-of-make-test-citime"),
        ("Where to add a tool", "where-to-add-a-tool"),
        ("snake_case & co. — §12", "snake_case--co--12"),
        ("[Linked](other.md) heading", "linked-heading"),
    ],
)
def test_a_heading_gets_githubs_anchor(heading: str, anchor: str) -> None:
    assert slug(heading) == anchor


def test_a_repeated_heading_gets_a_numbered_anchor() -> None:
    assert anchors("# Notes\n\n## Notes\n\n```\n# not a heading\n```\n### Notes\n") == {
        "notes",
        "notes-1",
        "notes-2",
    }


def test_a_missing_file_and_a_missing_anchor_are_reported(tmp_path: Path) -> None:
    (tmp_path / "other.md").write_text("# Other\n\n## Ownership: one live process\n")
    page = tmp_path / "page.md"
    page.write_text(
        "See [a](other.md#ownership), [b](nowhere.md), [c](#no-such-heading), [d](#page), "
        "`[not a link](nowhere.md)`, [e](other.md#ownership-one-live-process) and [f](../x.md)."
        "\n\n# Page\n\n[g]: other.md#other\n",
        encoding="utf-8",
    )
    assert broken(page, tmp_path) == [
        "other.md#ownership: no heading #ownership in other.md",
        "nowhere.md: no file nowhere.md",
        "#no-such-heading: no heading #no-such-heading in page.md",
        "../x.md: no file ../x.md",
    ]
