"""Renders the tool catalog (docs/tool-catalog.md and `dsh-schedule catalog`)."""

from __future__ import annotations

from collections.abc import Sequence

from dsh_schedule.generator.exports import export_notes
from dsh_schedule.generator.render import MARKDOWN_BANNER, render_template
from dsh_schedule.generator.tool_spec import ToolSpec

PACKAGE_NOTE = (
    "Visible only in live root agents created after the plugin loads. Version 1 takes "
    "after_seconds only. Delivery is session-local: on time only while the session is live, "
    "otherwise overdue until it resumes. Management needs the persistence barrier (a session "
    "flush listener)."
)


def render_catalog(specs: Sequence[ToolSpec]) -> str:
    return render_template(
        "catalog.md.j2",
        banner=MARKDOWN_BANNER.format(source="schemas/tools/*.json"),
        specs=specs,
        package_note=PACKAGE_NOTE,
        notes_by_tool={spec.name: export_notes(spec) for spec in specs},
    )
