"""Every export read back through the provider SDK's own types (the `models` and `test` extras).

Each export is validated with pydantic against the SDK's parameter type and must come back
unchanged: a key the type does not know would be dropped, a missing or mistyped one refused.
"""

from __future__ import annotations

from typing import Any

import mcp.types
import pytest
from anthropic.types import ToolParam
from openai.types.chat import ChatCompletionFunctionToolParam
from openai.types.responses import FunctionToolParam
from pydantic import TypeAdapter, ValidationError

from dsh_schedule.generated.contracts import TOOL_CONTRACTS
from dsh_schedule.generator.exports import EXPORTS

SDK_TYPES: dict[str, Any] = {
    "openai": ChatCompletionFunctionToolParam,
    "openai-responses": FunctionToolParam,
    "anthropic": ToolParam,
    "anthropic-strict": ToolParam,
}


@pytest.mark.parametrize("fmt", sorted(SDK_TYPES))
def test_each_tool_of_the_export_is_the_sdk_type(fmt: str) -> None:
    adapter: TypeAdapter[Any] = TypeAdapter(SDK_TYPES[fmt])
    tools = EXPORTS[fmt](TOOL_CONTRACTS)
    assert len(tools) == len(TOOL_CONTRACTS)
    for tool in tools:
        assert adapter.validate_python(tool) == tool


def test_the_mcp_export_is_a_tools_list_result() -> None:
    export = EXPORTS["mcp"](TOOL_CONTRACTS)
    result = mcp.types.ListToolsResult.model_validate(export)
    assert result.model_dump(by_alias=True, exclude_unset=True) == export
    for tool, contract in zip(result.tools, TOOL_CONTRACTS, strict=True):
        assert isinstance(tool, mcp.types.Tool)
        assert tool.name == contract.name
        assert tool.input_schema == contract.arguments_schema()


def test_the_check_refuses_the_wrong_shape() -> None:
    """The Responses type refuses the Chat Completions shape (the reason that export exists),
    and a key the type does not know does not come back."""
    chat = EXPORTS["openai"](TOOL_CONTRACTS)[0]
    with pytest.raises(ValidationError):
        TypeAdapter(FunctionToolParam).validate_python(chat)
    extra = {**EXPORTS["anthropic"](TOOL_CONTRACTS)[0], "inputSchema": {}}
    assert TypeAdapter(ToolParam).validate_python(extra) != extra
