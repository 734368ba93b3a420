"""The tool catalog: docs/tool-catalog.md, and every format of `dsh-schedule catalog`.

Runtime code: the standard library only, run on the generated tool contracts, so an install
without the generator's extras prints every format. The generator writes docs/tool-catalog.md
with this same function, so the file and `catalog --format markdown` cannot differ.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

from dsh_schedule.generator.banners import MARKDOWN_BANNER
from dsh_schedule.generator.exports import EXPORTS, export_notes

if TYPE_CHECKING:  # generated code: read, never imported, while generating
    from dsh_schedule.generated.contracts import ToolContract

FORMATS = ("markdown", *EXPORTS)
DEFAULT_FORMAT = "markdown"
FORMAT_HELP = {
    "markdown": "the catalog, docs/tool-catalog-v2.md (docs/tool-catalog.md with --protocol 1)",
    "json": "each tool's name, description, argument and output schemas, source",
    "mcp": "an MCP tools/list result (inputSchema, outputSchema)",
    "openai": "OpenAI Chat Completions strict function tools",
    "openai-responses": "OpenAI Responses API strict function tools",
    "anthropic": "Anthropic Messages tools, input schemas as they are",
    "anthropic-strict": "Anthropic Messages tools with strict: true (closed objects)",
}
"""What each format prints, for `catalog --help`."""

PACKAGE_NOTES = {
    1: "Visible only in live root agents created after the plugin loads. Version 1 takes "
    "after_seconds only. Delivery is session-local: on time only while the session is live, "
    "otherwise overdue until it resumes. Management needs the persistence barrier (a session "
    "flush listener).",
    2: "Visible only in live root agents created after the plugin loads with protocol 2. "
    "Protocol 2 takes one of after_seconds, at, every_seconds or calendar; a session holds at "
    "most 100 active reminders, 20 of them recurring. Delivery is session-local: on time only "
    "while the session is live; after downtime a recurring reminder is delivered once, for its "
    "latest occurrence. Management needs the persistence barrier (a session flush listener).",
}
"""The package note of each protocol version's catalog."""

FOLLOWUPS = {
    1: "one user-role reminder followup per delivered reminder",
    2: "one user-role reminder followup per delivered one-shot reminder, and one per batch of "
    "recurring reminders due together",
}

CATALOG_FILES = {1: "docs/tool-catalog.md", 2: "docs/tool-catalog-v2.md"}
"""Where the generator writes each protocol version's catalog."""

_HEADER = """\
{banner}

# Schedule tool catalog{title}

The tools that `dsh-tool-schedule` gives a live root agent{loaded}, with the exact schemas a
host registers. Tool results are the JSON of the output value; domain errors are values, not
host errors.{other}

## Package map

| package | model-visible names | requires | writes / affects | deployment note |
| --- | --- | --- | --- | --- |
| `dsh-tool-schedule` | {names} | sessions, agents, tools, session persistence (a flush \
listener) | `schedule/change` events in the session log; {followups} | {note} |
"""

_TOOL = """
## `{name}`

{description}
{model}
Arguments schema:

```json
{arguments}
```

Output schema:

```json
{output}
```

Source schema: `{source}`

Package note: {note}

Provider exports (`dsh-schedule catalog --format FORMAT`):

{exports}"""


def render(format: str, contracts: Sequence[ToolContract], protocol: int = 1) -> str:
    """The catalog of one protocol version in one of FORMATS, as `dsh-schedule catalog` prints
    it."""
    if format == "markdown":
        return render_catalog(contracts, protocol)
    return json.dumps(EXPORTS[format](contracts), indent=2, ensure_ascii=False) + "\n"


def render_catalog(contracts: Sequence[ToolContract], protocol: int = 1) -> str:
    """docs/tool-catalog.md (protocol 1) or docs/tool-catalog-v2.md: the package map, then each
    tool with both schemas and what each provider export changes."""
    folder = "schemas/tools" if protocol == 1 else f"schemas/v{protocol}/tools"
    banner = MARKDOWN_BANNER.format(source=f"{folder}/*.json")
    names = ", ".join(f"`{contract.name}`" for contract in contracts)
    note = PACKAGE_NOTES[protocol]
    others = [
        f"[protocol {version}]({file.removeprefix('docs/')})"
        for version, file in CATALOG_FILES.items()
        if version != protocol
    ]
    header = _HEADER.format(
        banner=banner,
        title="" if protocol == 1 else f", protocol {protocol}",
        loaded=" (the plugin's default, protocol 1)"
        if protocol == 1
        else f" when the plugin is loaded with protocol {protocol}",
        other=f" The catalog of {', '.join(others)} is beside this one.",
        names=names,
        followups=FOLLOWUPS[protocol],
        note=note,
    )
    parts = [header]
    for contract in contracts:
        exports = "".join(
            f"- {format}: {' '.join(notes) if notes else 'no change in meaning.'}\n"
            for format, notes in export_notes(contract).items()
        )
        parts.append(
            _TOOL.format(
                name=contract.name,
                description=contract.description,
                model=_model_description(contract),
                arguments=_pretty(contract.arguments_schema()),
                output=_pretty(contract.output_schema()),
                source=contract.source,
                note=note,
                exports=exports,
            )
        )
    return "".join(parts)


def _model_description(contract: ToolContract) -> str:
    """The shorter text the OpenAI exports send, when the tool has one."""
    if contract.model_description == contract.description:
        return ""
    return (
        "\nModel description, which the OpenAI exports send in place of the text above (OpenAI "
        f"caps a description at 1,024 characters):\n\n> {contract.model_description}\n"
    )


def _pretty(value: object) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False)
