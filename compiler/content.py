"""Draft 7's `contentEncoding` and `contentMediaType`, asserted where the compiler knows them.

Draft 7 lets a validator assert them (draft-handrews-json-schema-validation-01 §8); 2019-09
and 2020-12 make them annotations, so only a draft 7 resource gets these checks. A string must
be base64 under `contentEncoding: "base64"` and a JSON document under `contentMediaType:
"application/json"`, read after decoding when both are given; then a string that is no base64
has one error, the encoding's. Any other value of either keyword, and `contentMediaType`
beside an encoding the compiler does not know, stay annotations. The checks are spelled as
format checks whose checker names say keyword and value (format_checks/content.py), so the
backends paste them in as they paste the formats; `format_assertion` does not govern them.
"""

from __future__ import annotations

from typing import Any

from dsh_schedule.compiler.ir import FormatCheck

BASE64 = "contentEncoding:base64"
JSON = "contentMediaType:application/json"
BASE64_JSON = "contentMediaType:base64:application/json"


def content_checks(schema: dict[str, Any], pointer: str) -> list[FormatCheck]:
    """The checks a draft 7 subschema's content keywords assert, encoding first."""
    encoding = schema.get("contentEncoding")
    media_type = schema.get("contentMediaType")
    checks = []
    if encoding == "base64":
        where = f"{pointer}/contentEncoding"
        checks.append(FormatCheck("contentEncoding", "string", "must be base64", where, BASE64))
    if media_type == "application/json" and encoding in (None, "base64"):
        where = f"{pointer}/contentMediaType"
        name = JSON if encoding is None else BASE64_JSON
        message = "must be a JSON document" if encoding is None else "must encode a JSON document"
        checks.append(FormatCheck("contentMediaType", "string", message, where, name))
    return checks
