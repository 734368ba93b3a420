"""Properties of the format checkers over input spaces too large for examples: generated valid
values are accepted, and where the standard library or a reference implementation decides the
same question (ipaddress, uuid, the idna package, a JavaScript engine), the verdicts agree."""

from __future__ import annotations

import calendar
import ipaddress
import json
import random
import shutil
import subprocess
import unicodedata
import uuid
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from urllib.parse import quote

import idna
import idna.idnadata
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from dsh_schedule.compiler.ecma_regex import UnsupportedPattern, translate
from dsh_schedule.compiler.format_checks import FORMAT_FUNCTIONS
from dsh_schedule.compiler.format_checks.addresses import _fmt_ipv4, _fmt_ipv6
from dsh_schedule.compiler.format_checks.dates import (
    _fmt_date,
    _fmt_date_time,
    _fmt_duration,
    _fmt_time,
)
from dsh_schedule.compiler.format_checks.hosts import (
    _fmt_email,
    _fmt_hostname,
    _fmt_idn_email,
    _fmt_idn_hostname,
)
from dsh_schedule.compiler.format_checks.identifiers import (
    _fmt_json_pointer,
    _fmt_relative_json_pointer,
    _fmt_uuid,
)
from dsh_schedule.compiler.format_checks.patterns import _fmt_regex
from dsh_schedule.compiler.format_checks.uris import (
    _fmt_iri,
    _fmt_iri_reference,
    _fmt_uri,
    _fmt_uri_reference,
    _fmt_uri_template,
)
from dsh_schedule.compiler.unicode_data import UNICODE_VERSION

# -- dates and times -------------------------------------------------------------------------


@given(st.integers(0, 9999), st.integers(0, 13), st.integers(0, 32))
def test_a_date_is_valid_exactly_when_the_calendar_has_that_day(
    year: int, month: int, day: int
) -> None:
    # Year 0 is a leap year in the proleptic Gregorian calendar, as 2000 is.
    real = 1 <= month <= 12 and 1 <= day <= calendar.monthrange(year or 2000, month)[1]
    assert _fmt_date(f"{year:04}-{month:02}-{day:02}") is real


offsets = st.integers(-(24 * 60 - 1), 24 * 60 - 1).map(lambda m: timezone(timedelta(minutes=m)))


@given(st.datetimes(timezones=offsets), st.sampled_from(["T", "t"]))
def test_every_timestamp_python_writes_is_a_date_time(moment: datetime, separator: str) -> None:
    text = moment.isoformat(sep=separator)
    assert _fmt_date_time(text)
    assert _fmt_date_time(text.replace("+00:00", "Z"))
    assert _fmt_time(text[11:]) and _fmt_date(text[:10])
    assert not _fmt_date_time(text[:19])  # no offset


@given(st.integers(0, 23), st.integers(0, 59), st.sampled_from("+-"), st.integers(0, 23 * 60 + 59))
@example(23, 59, "+", 0)
@example(1, 29, "+", 90)
@example(15, 59, "-", 8 * 60)
def test_a_leap_second_is_valid_only_at_23_59_utc(
    hour: int, minute: int, sign: str, offset: int
) -> None:
    text = f"{hour:02}:{minute:02}:60{sign}{offset // 60:02}:{offset % 60:02}"
    local = hour * 60 + minute
    utc = (local - offset if sign == "+" else local + offset) % (24 * 60)
    assert _fmt_time(text) is (utc == 23 * 60 + 59)
    assert _fmt_time(text.replace(":60", ":59"))


@given(
    st.lists(st.integers(0, 10**6), min_size=6, max_size=6),
    st.lists(st.booleans(), min_size=6, max_size=6),
)
def test_durations_built_from_the_grammar_are_valid(
    numbers: list[int], present: list[bool]
) -> None:
    # Units in order, present ones contiguous within the date and the time part.
    date = "".join(f"{n}{u}" for n, u, p in zip(numbers[:3], "YMD", present[:3], strict=True) if p)
    time = "".join(f"{n}{u}" for n, u, p in zip(numbers[3:], "HMS", present[3:], strict=True) if p)
    contiguous = all(
        "".join("1" if p else "0" for p in part).strip("0").find("0") < 0
        for part in (present[:3], present[3:])
    )
    text = "P" + date + ("T" + time if time else "")
    assert _fmt_duration(text) is (contiguous and bool(date or time))
    assert _fmt_duration(f"P{numbers[0]}W")
    assert not _fmt_duration(f"P{numbers[0]}W{date}" if date else "PW")


# -- IP addresses and UUIDs: the standard library decides too -------------------------------


def _stdlib_accepts(address_class: Callable[[str], object], text: str) -> bool:
    try:
        address_class(text)
    except ValueError:
        return False
    return True


@given(
    st.text("0123456789.", max_size=18)
    | st.integers(0, 2**32 - 1).map(lambda n: str(ipaddress.IPv4Address(n)))
)
@example("01.2.3.4")
@example("256.1.1.1")
def test_ipv4_agrees_with_ipaddress(text: str) -> None:
    assert _fmt_ipv4(text) is _stdlib_accepts(ipaddress.IPv4Address, text)


hex_group = st.text("0123456789abcdefABCDEF", min_size=1, max_size=5)
dotted = st.lists(st.integers(0, 300).map(str), min_size=3, max_size=5).map(".".join)


@st.composite
def ipv6_like(draw: st.DrawFn) -> str:
    """Hex groups, maybe a `::` somewhere, maybe an IPv4 tail: near the valid space."""
    groups = draw(st.lists(hex_group, max_size=9))
    if draw(st.booleans()):
        groups.append(draw(dotted))
    text = ":".join(groups)
    if draw(st.booleans()):
        cut = draw(st.integers(0, len(groups)))
        text = ":".join(groups[:cut]) + "::" + ":".join(groups[cut:])
    return text


@given(ipv6_like() | st.integers(0, 2**128 - 1).map(lambda n: str(ipaddress.IPv6Address(n))))
@example("1:2:3:4:5:6:7::")
@example("::ffff:1.2.3.4")
@example("1.2.3.4::")
def test_ipv6_agrees_with_ipaddress(text: str) -> None:
    assert _fmt_ipv6(text) is _stdlib_accepts(ipaddress.IPv6Address, text)


@given(st.integers(0, 2**128 - 1))
def test_ipv6_accepts_every_form_ipaddress_writes(number: int) -> None:
    address = ipaddress.IPv6Address(number)
    assert _fmt_ipv6(address.compressed) and _fmt_ipv6(address.exploded.upper())


@given(st.uuids(), st.booleans())
def test_every_uuid_python_writes_is_valid(value: uuid.UUID, upper: bool) -> None:
    text = str(value).upper() if upper else str(value)
    assert _fmt_uuid(text)
    assert not _fmt_uuid(text.replace("-", ""))
    assert not _fmt_uuid("{" + text + "}") and not _fmt_uuid(value.urn)


@given(st.text(max_size=40))
def test_a_uuid_is_exactly_a_hex_string_python_reads_back_unchanged(text: str) -> None:
    try:
        parsed = uuid.UUID(text)
    except ValueError:
        round_trips = False
    else:
        round_trips = str(parsed) == text.lower() and len(text) == 36
    assert _fmt_uuid(text) is round_trips


# -- JSON Pointers ---------------------------------------------------------------------------


@given(st.lists(st.text(max_size=8), max_size=5), st.integers(0, 10**6))
def test_escaped_reference_tokens_make_pointers(tokens: list[str], up: int) -> None:
    pointer = "".join("/" + t.replace("~", "~0").replace("/", "~1") for t in tokens)
    assert _fmt_json_pointer(pointer)
    assert _fmt_relative_json_pointer(f"{up}{pointer}") and _fmt_relative_json_pointer(f"{up}#")
    assert not _fmt_relative_json_pointer(f"0{up}{pointer}")  # a leading zero
    if tokens:
        assert not _fmt_json_pointer(pointer[1:] + "/~") and not _fmt_json_pointer("x" + pointer)


# -- URIs, IRIs and templates ----------------------------------------------------------------

uri_alphabet = "ab:/?#[]@!$&'()*+,;=%0F-._~1 \\\"<>{}|^`é\u00a0\ue000\U00010000"


@given(st.text(uri_alphabet, max_size=24))
def test_each_uri_grammar_contains_the_narrower_one(text: str) -> None:
    if _fmt_uri(text):
        assert _fmt_uri_reference(text) and _fmt_iri(text)
    if _fmt_uri_reference(text):
        assert _fmt_iri_reference(text)
    if _fmt_iri(text):
        assert _fmt_iri_reference(text)
    if not text.isascii():
        assert not _fmt_uri(text) and not _fmt_uri_reference(text)


@given(
    st.from_regex(r"[a-z][a-z0-9+.\-]{0,6}", fullmatch=True),
    st.lists(st.text(max_size=6), max_size=4),
    st.text(max_size=8),
    st.text(max_size=8),
)
def test_percent_encoded_components_make_uris(
    scheme: str, segments: list[str], query: str, fragment: str
) -> None:
    def enc(text: str) -> str:
        return quote(text, safe="", errors="surrogatepass")

    path = "".join("/" + enc(segment) for segment in segments)
    text = f"{scheme}://host.example:8080{path}?{enc(query)}#{enc(fragment)}"
    assert _fmt_uri(text) and _fmt_iri(text)
    assert _fmt_uri_reference(f"//host.example{path}") and _fmt_uri_reference(path or "/")


@given(st.text(st.characters(min_codepoint=0xA0, max_codepoint=0xD7FF), max_size=8))
def test_iris_take_unicode_where_uris_take_percent_escapes(text: str) -> None:
    assert _fmt_iri(f"http://example.test/{text}?{text}#{text}")
    assert _fmt_uri(f"http://example.test/{quote(text)}")
    assert _fmt_uri(f"http://example.test/{text}") is (text == "")


varname = st.lists(st.text("aZ09_", min_size=1, max_size=3), min_size=1, max_size=3).map(".".join)
varspec = st.tuples(varname, st.sampled_from(["", "*", ":1", ":42", ":9999"])).map("".join)


@given(
    st.lists(
        st.tuples(
            st.sampled_from(["", "+", "#", ".", "/", ";", "?", "&"]),
            st.lists(varspec, min_size=1, max_size=3),
            st.text("abc/-.~:", max_size=5),
        ),
        max_size=3,
    )
)
def test_templates_built_from_the_grammar_are_valid(
    parts: list[tuple[str, list[str], str]],
) -> None:
    text = "".join(
        f"{literal}{{{operator}{','.join(names)}}}" for operator, names, literal in parts
    )
    assert _fmt_uri_template(text)
    if parts:
        assert not _fmt_uri_template(text[:-1])  # an unclosed expression


# -- host names and e-mail addresses ---------------------------------------------------------

ldh_label = st.from_regex(r"[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?", fullmatch=True).filter(
    lambda label: label[2:4] != "--"
)


@given(st.lists(ldh_label, min_size=1, max_size=4))
def test_ldh_labels_make_host_names(labels: list[str]) -> None:
    name = ".".join(labels)
    assert _fmt_hostname(name) is (len(name) <= 253)
    assert _fmt_idn_hostname(name) is (len(name) <= 253)
    assert not _fmt_hostname(name + ".") and not _fmt_hostname("-" + name)


def _pvalid() -> list[int]:
    return [
        cp
        for packed in idna.idnadata.codepoint_classes["PVALID"]
        for cp in range(packed >> 32, packed & 0xFFFFFFFF)
    ]


PVALID = _pvalid()
# Code points with a contextual rule or a Bidi role, so that the random labels meet every rule.
SPECIAL = [
    *(0xB7, 0x375, 0x5F3, 0x5F4, 0x660, 0x661, 0x6F0, 0x6F1, 0x30FB, 0x200C, 0x200D, 0x94D),
    *(0x915, 0x628, 0x64A, 0x5D0, 0x3B1, 0x3041, 0x30A1, 0x4E08, 0x300, 0x41B, 0x6FD, 0x640),
    *(ord("l"), ord("a"), ord("0"), ord("-")),
]


def _random_labels(seed: int, count: int) -> list[str]:
    """Short labels of PVALID, contextual and other code points that this Python's own Unicode
    data knows (the idna package reads Bidi classes and NFC from it), in NFC, and without ASCII
    capitals (host names ignore ASCII case; IDNA2008 without UTS 46 refuses them)."""
    chooser = random.Random(seed)
    labels: list[str] = []
    while len(labels) < count:
        label = "".join(
            chr(
                chooser.choice(SPECIAL)
                if chooser.random() < 0.6
                else chooser.choice(PVALID)
                if chooser.random() < 0.9
                else chooser.randrange(0x30000)
            )
            for _ in range(chooser.randint(1, 6))
        )
        known = all(unicodedata.category(char) != "Cn" for char in label)
        known = known and not any("A" <= char <= "Z" for char in label)
        if known and unicodedata.is_normalized("NFC", label):
            labels.append(label)
    return labels


def test_idn_labels_agree_with_the_idna_package() -> None:
    """The idna package (tables of the same Unicode version, IDNA2008 without UTS 46 mapping)
    accepts a label exactly when idn-hostname does."""
    assert idna.idnadata.__version__ == UNICODE_VERSION
    disagreements = []
    valid = 0
    for label in _random_labels(2020, 4000):
        try:
            idna.encode(label, uts46=False)
        except (idna.IDNAError, UnicodeError):
            reference = False
        else:
            reference = True
        valid += reference
        if _fmt_idn_hostname(label) is not reference:
            disagreements.append(label)
    assert not disagreements, [ascii(label) for label in disagreements[:10]]
    assert 500 < valid < 3500  # neither side is trivially all-valid or all-invalid


def test_a_labels_and_u_labels_agree() -> None:
    """A label's A-label (Punycode) is a valid host name exactly when the U-label is a valid
    internationalized one (and fits in 63 octets)."""
    valid = 0
    for label in _random_labels(5891, 3000):
        if label.isascii():
            continue
        a_label = "xn--" + label.encode("punycode").decode("ascii")
        expected = _fmt_idn_hostname(label) and len(a_label) <= 63
        valid += expected
        assert _fmt_hostname(a_label) is expected, ascii(label)
        assert _fmt_hostname(a_label.upper()) is expected, ascii(label)
        assert _fmt_idn_hostname(a_label) is expected, ascii(label)
    assert valid > 300


atom = st.text("abcXYZ019!#$%&'*+/=?^_`{|}~-", min_size=1, max_size=6)


@given(st.lists(atom, min_size=1, max_size=3), st.lists(ldh_label, min_size=1, max_size=3))
def test_dot_atoms_at_host_names_are_addresses(atoms: list[str], labels: list[str]) -> None:
    local, domain = ".".join(atoms), ".".join(labels)
    expected = len(local) <= 64 and len(domain) <= 253
    assert _fmt_email(f"{local}@{domain}") is expected
    assert _fmt_idn_email(f"{local}@{domain}") is expected
    assert _fmt_email(f'"{local} {local}"@{domain}') is (2 * len(local) + 3 <= 64 and expected)
    assert not _fmt_email(f"{local}..{local}@{domain}") and not _fmt_email(f"{local}@")


@given(st.text(st.characters(min_codepoint=0x80, exclude_categories=["Cs"]), min_size=1))
def test_non_ascii_local_parts_are_idn_email_only(local: str) -> None:
    address = f"{local}@example.com"
    assert _fmt_idn_email(address) is (len(local.encode("utf-8")) <= 64)
    assert not _fmt_email(address)


# -- ECMA-262 patterns -----------------------------------------------------------------------

PIECES = [
    *"()[]{}^$\\.*+?|-:<>=!ab,12kpPudDwWcx0/é\U0001f600",
    *("(?<", "(?:", "(?=", "(?<!", "(?<=", "\\k<a>", "(?<a>", "\\p{L}", "\\p{gc=Lu}"),
    *("\\p{Script=Greek}", "\\p{Foo}", "\\P{ASCII}", "\\u{41}", "\\u00", "\\x4", "{1,2}"),
    *("{2,1}", "{3}", "{2,}", "\\c", "\\0", "\\1", "\\b", "\\B", "[\\b]", "\\ud83d", "\\ude00"),
]


def _random_patterns(seed: int, count: int) -> list[str]:
    chooser = random.Random(seed)
    return [
        "".join(chooser.choice(PIECES) for _ in range(chooser.randint(0, 8))) for _ in range(count)
    ]


def test_patterns_agree_with_a_javascript_engine() -> None:
    """Node's `new RegExp(p, "u")` is the reference; every random pattern gets the same verdict.
    (Pattern modifiers and duplicate group names, newer than this Node, are left out.)"""
    node = shutil.which("node")
    if node is None:  # never skipped: the reference engine is part of the machine
        pytest.fail("node is needed to check the regex format against a JavaScript engine")
    script = (
        "const ps = require('fs').readFileSync(0, 'utf8').split('\\n').map(JSON.parse);"
        "process.stdout.write(ps.map(p => { try { new RegExp(p, 'u'); return 1 }"
        " catch (e) { return 0 } }).join(''));"
    )
    patterns = _random_patterns(262, 5000)
    answer = subprocess.run(
        [node, "-e", script],
        input="\n".join(json.dumps(p) for p in patterns),
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout
    assert len(answer) == len(patterns)
    assert 1000 < answer.count("1") < 4000
    wrong = [p for p, v in zip(patterns, answer, strict=True) if _fmt_regex(p) is not (v == "1")]
    assert not wrong, wrong[:10]


@given(st.lists(st.sampled_from(PIECES), max_size=8).map("".join))
def test_whatever_the_project_translator_accepts_is_a_valid_pattern(pattern: str) -> None:
    """The validator compiler's own ECMA-262 translator refuses some valid patterns (those
    Python's `re` cannot mirror) but never accepts an invalid one."""
    try:
        translate(pattern)
    except UnsupportedPattern:
        return
    assert _fmt_regex(pattern)


@pytest.mark.parametrize(
    ("pattern", "valid"),
    [
        ("(?i:a)", True),
        ("(?-i:a)", True),
        ("(?im-s:a)", True),
        ("(?-:a)", False),
        ("(?ii:a)", False),
        ("(?i-i:a)", False),
        ("(?x:a)", False),
        ("(?<a>x)(?<a>y)", False),
        ("\\k<a>(?<a>x)", True),
        ("(?<a>x)\\k<b>", False),
        ("(a)\\2", False),
        ("\\u{10FFFF}", True),
        ("\\u{110000}", False),
        ("\\p{gc=Alphabetic}", False),
        ("\\p{Script_Extensions=Latn}", True),
        ("\\p{Block=Basic_Latin}", False),
        ("[\\w-z]", False),
        ("\\-", False),
        ("\\=", False),
        ("a{" + "9" * 5000 + "}", True),  # past int()'s digit limit
        ("a{1" + "0" * 5000 + ",9}", False),
        ("(a)" * 10 + "\\10", True),
        ("(a)" * 10 + "\\11", False),
    ],
    ids=lambda value: value[:24] if isinstance(value, str) else None,
)
def test_pattern_rules_the_engine_above_cannot_show(pattern: str, valid: bool) -> None:
    """ES2025 modifiers, duplicate names, Unicode-mode identity escapes, property names."""
    assert _fmt_regex(pattern) is valid


# -- every checker answers every string ------------------------------------------------------

CHECKERS = {
    "date": _fmt_date,
    "time": _fmt_time,
    "ipv4": _fmt_ipv4,
    "uri": _fmt_uri,
    "uri-reference": _fmt_uri_reference,
    "iri": _fmt_iri,
    "uuid": _fmt_uuid,
    "json-pointer": _fmt_json_pointer,
    "date-time": _fmt_date_time,
    "duration": _fmt_duration,
    "email": _fmt_email,
    "idn-email": _fmt_idn_email,
    "hostname": _fmt_hostname,
    "idn-hostname": _fmt_idn_hostname,
    "ipv6": _fmt_ipv6,
    "iri-reference": _fmt_iri_reference,
    "uri-template": _fmt_uri_template,
    "relative-json-pointer": _fmt_relative_json_pointer,
    "regex": _fmt_regex,
}
awkward = st.text(
    st.characters(exclude_categories=[]) | st.sampled_from(["\ud800", "\udfff", "\x00", "\n"])
) | st.text("xn--.@[]:/?#%{}()\\\u3002\u0300\u200c\u05d0 ", max_size=40)


def test_the_list_above_holds_every_checker() -> None:
    assert set(CHECKERS) == set(FORMAT_FUNCTIONS)


@pytest.mark.parametrize("name", sorted(CHECKERS))
@given(text=awkward)
def test_a_checker_answers_any_string_without_raising(name: str, text: str) -> None:
    assert CHECKERS[name](text) in (True, False)


# RFC 3987 section 2.2, as written there.
UCSCHAR = [
    *((0xA0, 0xD7FF), (0xF900, 0xFDCF), (0xFDF0, 0xFFEF)),
    *((plane << 16, plane << 16 | 0xFFFD) for plane in range(1, 14)),
    (0xE1000, 0xEFFFD),
]
IPRIVATE = [(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)]


@pytest.mark.parametrize(("ranges", "where"), [(UCSCHAR, "path"), (IPRIVATE, "query")])
def test_iri_characters_are_the_rfc_3987_ranges(ranges: list[tuple[int, int]], where: str) -> None:
    """Each range's ends are accepted and the code points just outside refused, in the path
    and in the query (where iprivate is allowed too)."""
    allowed = ranges + (IPRIVATE if where == "query" else [])
    for low, high in ranges:
        for code in (low - 1, low, high, high + 1):
            inside = any(a <= code <= b for a, b in allowed + UCSCHAR)
            text = chr(code)
            iri = f"http://h/{text}" if where == "path" else f"http://h/?{text}"
            assert _fmt_iri(iri) is inside, hex(code)
            assert _fmt_iri(f"http://h/#{text}") is any(a <= code <= b for a, b in UCSCHAR)
