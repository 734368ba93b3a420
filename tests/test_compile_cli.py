"""`dsh-schedule compile`: one standalone module from a schema file, and one-line failures."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dsh_schedule.cli import exit_codes, main

SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "properties": {"day": {"format": "date"}, "item": {"$ref": "item.json"}},
    "unevaluatedProperties": False,
}
ITEM = {"type": "string", "minLength": 1}


@pytest.fixture
def schema_file(tmp_path: Path) -> Path:
    path = tmp_path / "order-v2.schema.json"
    path.write_text(json.dumps(SCHEMA), encoding="utf-8")
    (tmp_path / "item.json").write_text(json.dumps(ITEM), encoding="utf-8")
    return path


def _run(module: Path, expression: str) -> str:
    """Evaluate `expression` with the module imported in a fresh interpreter, no site."""
    program = f"import sys; sys.path.insert(0, {str(module.parent)!r}); "
    program += f"import {module.stem} as m; print({expression})"
    result = subprocess.run(
        [sys.executable, "-S", "-I", "-c", program], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_compile_writes_a_module_that_resolves_local_files(
    schema_file: Path, tmp_path: Path
) -> None:
    output = tmp_path / "order.py"
    assert main(["compile", str(schema_file), "-o", str(output)]) == exit_codes.SUCCESS
    name = "order_v2_schema"  # from the file name
    assert _run(output, f"m.is_valid_{name}({{'item': 'x', 'day': 'soon'}})") == "True"
    assert _run(output, f"m.is_valid_{name}({{'item': ''}})") == "False"
    errors = _run(output, f"[e.keyword for e in m.validate_{name}({{'item': '', 'z': 1}})]")
    assert errors == "['minLength', 'unevaluatedProperties']"


def test_format_assertion_and_name(schema_file: Path, tmp_path: Path) -> None:
    output = tmp_path / "order.py"
    arguments = ["compile", str(schema_file), "-o", str(output), "--name", "order"]
    assert main([*arguments, "--format-assertion"]) == exit_codes.SUCCESS
    assert _run(output, "m.is_valid_order({'day': 'soon'})") == "False"
    assert _run(output, "m.is_valid_order({'day': '2026-02-28'})") == "True"


def test_compile_prints_to_standard_output_the_same_bytes(
    schema_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output = tmp_path / "order.py"
    assert main(["compile", str(schema_file), "-o", str(output)]) == exit_codes.SUCCESS
    assert main(["compile", str(schema_file)]) == exit_codes.SUCCESS
    assert capsys.readouterr().out == output.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("arguments", "content", "words"),
    [
        (["--name", "not-a-name"], SCHEMA, "Python identifier"),
        ([], {"$ref": "missing.json"}, "#/$ref: $ref 'missing.json' points nowhere"),
        ([], {"definitions": {}}, "#/definitions: definitions is a keyword of earlier drafts"),
        ([], "{ not json", "order-v2.schema.json#: not JSON: Expecting property name"),
        ([], '{"maximum": Infinity}', "#/maximum: Infinity is no JSON number"),
        ([], '{"items": [-Infinity]}', "#/items/0: -Infinity is no JSON number"),
        ([], '{"minimum": NaN}', "#/minimum: NaN is no JSON number"),
        ([], '{"maximum": 1, "maximum": 2}', "#/maximum: the key 'maximum' appears twice"),
        (
            [],
            '{"properties": {"a": {"type": "string", "type": "integer"}, "a": {}}}',
            "#/properties/a: the key 'a' appears twice",  # the first in the text's order
        ),
        ([], '{"items":' * 3000 + "{}" + "}" * 3000, "nested more than 1000 levels deep"),
        ([], '{"items":' * 1100 + "{}" + "}" * 1100, "#" + "/items" * 1000 + ": nested more"),
        (["--max-depth", "5"], '{"not":' * 5 + "{}" + "}" * 5, "#/not/not/not/not/not: nested"),
        ([], "1" * 5000, "not readable: Exceeds the limit (4300 digits)"),
    ],
)
def test_failures_are_one_line_and_exit_2(
    schema_file: Path,
    capsys: pytest.CaptureFixture[str],
    arguments: list[str],
    content: object,
    words: str,
) -> None:
    text = content if isinstance(content, str) else json.dumps(content)
    schema_file.write_text(text, encoding="utf-8")
    assert main(["compile", str(schema_file), *arguments]) == exit_codes.UNUSABLE_INPUT
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and words in captured.err, captured.err


def test_max_depth_admits_its_number_of_levels(
    schema_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output = tmp_path / "deep.py"
    schema_file.write_text('{"items":' * 999 + "{}" + "}" * 999, encoding="utf-8")  # 1,000 levels
    assert main(["compile", str(schema_file), "-o", str(output)]) == exit_codes.SUCCESS
    assert _run(output, "m.is_valid_order_v2_schema([[[]]])") == "True"
    arguments = ["compile", str(schema_file), "--max-depth", "999"]
    assert main(arguments) == exit_codes.UNUSABLE_INPUT
    assert "nested more than 999 levels deep" in capsys.readouterr().err
    for bad in ("0", "10001", "many"):
        with pytest.raises(SystemExit) as exited:
            main(["compile", str(schema_file), "--max-depth", bad])
        assert exited.value.code == exit_codes.UNUSABLE_INPUT


def test_draft_reads_a_schema_without_schema_and_a_bad_one_exits_2(
    schema_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output = tmp_path / "tuples.py"
    tuples = '{"items": [{"type": "integer"}], "additionalItems": false}'
    schema_file.write_text(tuples, encoding="utf-8")
    assert main(["compile", str(schema_file)]) == exit_codes.UNUSABLE_INPUT
    assert "items as an array is earlier drafts' form" in capsys.readouterr().err
    for draft in ("7", "2019-09"):
        arguments = ["compile", str(schema_file), "--draft", draft, "-o", str(output)]
        assert main(arguments) == exit_codes.SUCCESS
        verdicts = "m.is_valid_order_v2_schema([1]), m.is_valid_order_v2_schema([1, 2])"
        assert _run(output, verdicts) == "True False"
        assert _run(output, "[e.keyword for e in m.validate_order_v2_schema([1, 2])]") == (
            "['additionalItems']"
        )
    for bad in ("4", "draft7", "2020"):
        with pytest.raises(SystemExit) as exited:
            main(["compile", str(schema_file), "--draft", bad])
        assert exited.value.code == exit_codes.UNUSABLE_INPUT
        error = capsys.readouterr().err.splitlines()[-1]
        assert error.endswith(f"argument --draft: '{bad}' is not a draft (7, 2019-09 or 2020-12)")


def test_unreadable_input_and_unwritable_output_exit_2(
    schema_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "absent.json"
    assert main(["compile", str(missing)]) == exit_codes.UNUSABLE_INPUT
    assert "absent.json: No such file or directory" in capsys.readouterr().err
    nowhere = tmp_path / "no-such-folder" / "out.py"
    assert main(["compile", str(schema_file), "-o", str(nowhere)]) == exit_codes.UNUSABLE_INPUT
    assert capsys.readouterr().err.count("\n") == 1
    assert not nowhere.parent.exists()


def test_an_unknown_language_is_a_usage_error(
    schema_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["compile", str(schema_file), "--lang", "rust"])
    assert exited.value.code == exit_codes.UNUSABLE_INPUT


def test_compile_writes_a_javascript_module(schema_file: Path, tmp_path: Path) -> None:
    output = tmp_path / "order.mjs"
    arguments = ["compile", str(schema_file), "--lang", "javascript", "-o", str(output)]
    assert main(arguments) == exit_codes.SUCCESS
    program = (
        f"import {{ isValidOrderV2Schema as ok, validateOrderV2Schema as check }} "
        f"from {json.dumps(output.as_uri())};"
        'console.log(ok({item: "x"}), ok({item: ""}), JSON.stringify(check({other: 1})));'
    )
    result = subprocess.run(
        ["node", "--input-type=module", "-e", program], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    verdicts = result.stdout.split(" ", 2)
    assert verdicts[:2] == ["true", "false"]
    assert json.loads(verdicts[2])[0]["path"] == "/other"


def test_compile_javascript_writes_declarations_that_type_check(tmp_path: Path) -> None:
    """-o FILE.mjs also writes FILE.d.ts and FILE.d.mts; a TypeScript host importing the
    module narrows with `isValidX`, and a wrong use of the narrowed type is refused."""
    from tests.test_compile_javascript import node, tsc

    schema = {
        "title": "Order",
        "type": "object",
        "properties": {"id": {"type": "string"}, "parts": {"$ref": "#/$defs/part"}},
        "required": ["id"],
        "$defs": {
            "part": {
                "type": "array",
                "items": {"type": "object", "properties": {"sub": {"$ref": "#/$defs/part"}}},
            }
        },
    }
    (tmp_path / "order.schema.json").write_text(json.dumps(schema), encoding="utf-8")
    output = tmp_path / "order.mjs"
    arguments = ["compile", str(tmp_path / "order.schema.json"), "--lang", "javascript"]
    assert main([*arguments, "-o", str(output)]) == exit_codes.SUCCESS
    assert (tmp_path / "order.d.ts").is_file()
    assert 'export * from "./order.js";' in (tmp_path / "order.d.mts").read_text("utf-8")
    (tmp_path / "host.mts").write_text(
        "import { isValidOrderSchema, validateOrderSchema, type Order, type ValidationError }"
        ' from "./order.mjs";\n'
        'const value: unknown = JSON.parse(\'{"id": "a", "parts": [{"sub": []}]}\');\n'
        "if (isValidOrderSchema(value)) {\n"
        "  const order: Order = value;\n"
        "  const id: string = order.id;\n"
        "  const nested = order.parts?.[0]?.sub?.[0]?.sub;\n"
        "  console.log(id, nested);\n"
        "}\n"
        "const errors: ValidationError[] = validateOrderSchema({});\n"
        "console.log(errors.map((e) => e.path));\n",
        encoding="utf-8",
    )
    (tmp_path / "wrong.mts").write_text(
        'import { isValidOrderSchema } from "./order.mjs";\n'
        "const value: unknown = {};\n"
        "if (isValidOrderSchema(value)) { const n: number = value.id; console.log(n); }\n",
        encoding="utf-8",
    )
    repository = Path(__file__).resolve().parent.parent
    config = json.loads((repository / "tests/js/tsconfig.json").read_text(encoding="utf-8"))
    results = []
    for name in ("host.mts", "wrong.mts"):
        config["files"] = [name]
        (tmp_path / "tsconfig.json").write_text(json.dumps(config), encoding="utf-8")
        results.append(
            subprocess.run(
                [node(), tsc(), "-p", str(tmp_path / "tsconfig.json")],
                capture_output=True,
                text=True,
                timeout=120,
            )
        )
    assert results[0].returncode == 0, results[0].stdout
    assert "error TS2322: Type 'string' is not assignable to type 'number'" in results[1].stdout


def test_compile_javascript_without_output_prints_only_the_module(
    schema_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = sorted(tmp_path.iterdir())
    assert main(["compile", str(schema_file), "--lang", "javascript"]) == exit_codes.SUCCESS
    printed = capsys.readouterr().out
    assert printed.startswith("// Standalone JSON Schema validators")
    assert "export function isValidOrderV2Schema(" in printed
    assert "declare" not in printed
    assert sorted(tmp_path.iterdir()) == before


def test_compile_asserts_formats_in_javascript(schema_file: Path, tmp_path: Path) -> None:
    output = tmp_path / "order.mjs"
    arguments = ["compile", str(schema_file), "--lang", "javascript", "--format-assertion"]
    assert main([*arguments, "-o", str(output), "--name", "order"]) == exit_codes.SUCCESS
    program = (
        "import { isValidOrder as ok, validateOrder as check } from "
        f"{json.dumps(output.as_uri())};"
        'console.log(JSON.stringify([ok({day: "2026-02-28"}), ok({day: "2026-02-29"}),'
        ' check({day: "soon", item: "x"})]));'
    )
    result = subprocess.run(
        ["node", "--input-type=module", "-e", program], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    valid, leap, errors = json.loads(result.stdout)
    assert (valid, leap) == (True, False)
    assert [(e["path"], e["keyword"], e["schemaPath"]) for e in errors] == [
        ("/day", "format", f"{schema_file.resolve().as_uri()}#/properties/day/format")
    ]
