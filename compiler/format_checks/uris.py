"""URIs (RFC 3986), IRIs (RFC 3987) and URI Templates (RFC 6570), by their ABNF.

A host in brackets must be an IPv6 address (checked by the ipv6 format) or an IPvFuture; any
other host is a reg-name, so `999.999.999.999` is a valid host.
"""

from __future__ import annotations

import re

from dsh_schedule.compiler.format_checks.addresses import _fmt_ipv6

# What RFC 3987 adds to URIs: ucschar wherever `unreserved` may stand, iprivate in queries.
_fmt_ucschar = (
    "\\xa0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef"
    + "".join(f"\\U{plane << 16:08x}-\\U{plane << 16 | 0xFFFD:08x}" for plane in range(1, 14))
    + "\\U000e1000-\\U000efffd"
)
_fmt_iprivate = "\\ue000-\\uf8ff\\U000f0000-\\U000ffffd\\U00100000-\\U0010fffd"
_fmt_bracketed_non_ascii_re = re.compile("\\[[^\\]]*[^\\x00-\\x7f]")


def _fmt_uri_pattern(absolute: bool) -> str:
    """The RFC 3986 grammar of a URI (or, not `absolute`, a URI-reference) as one regex, whose
    only groups hold a bracketed host's IPv6 text."""
    unreserved = "A-Za-z0-9\\-._~"
    sub_delims = "!$&'()*+,;="

    def plain(extra: str) -> str:
        """An unreserved character, a sub-delimiter, one of `extra` or a percent-encoding."""
        return f"(?:[{unreserved}{sub_delims}{extra}]|%[0-9A-Fa-f]{{2}})"

    pchar = plain(":@")
    segment_nz_nc = plain("@") + "+"
    userinfo = plain(":") + "*"
    ip_literal = f"\\[(?:([0-9A-Fa-f:.]+)|[Vv][0-9A-Fa-f]+\\.[{unreserved}{sub_delims}:]+)\\]"
    reg_name = plain("") + "*"
    authority = f"(?:{userinfo}@)?(?:{ip_literal}|{reg_name})(?::[0-9]*)?"
    tail = f"(?:\\?(?:{pchar}|[/?])*)?(?:#(?:{pchar}|[/?])*)?"
    abempty = f"(?:/{pchar}*)*"
    absolute_path = f"/(?:{pchar}+{abempty})?"
    rootless = f"{pchar}+{abempty}"
    noscheme = f"{segment_nz_nc}{abempty}"
    hier = f"(?://{authority}{abempty}|{absolute_path}|{rootless}|)"
    scheme = "[A-Za-z][A-Za-z0-9+\\-.]*:"
    if absolute:
        return f"{scheme}{hier}{tail}"
    relative = f"(?://{authority}{abempty}|{absolute_path}|{noscheme}|)"
    return f"(?:{scheme}{hier}|{relative}){tail}"


_fmt_uri_re = re.compile(_fmt_uri_pattern(True))
_fmt_uri_reference_re = re.compile(_fmt_uri_pattern(False))


def _fmt_uri_match(pattern: re.Pattern[str], value: str) -> bool:
    """The grammar matches and a bracketed IPv6 host is a real IPv6 address."""
    match = pattern.fullmatch(value)
    return match is not None and all(host is None or _fmt_ipv6(host) for host in match.groups())


def _fmt_iri_character(code: int, in_query: bool) -> bool:
    """A ucschar, or an iprivate within the query: the ranges above, without a regex (a class
    of astral ranges takes `re` milliseconds to compile)."""
    plane_end = code & 0xFFFF <= 0xFFFD
    if 0xA0 <= code <= 0xD7FF or 0xF900 <= code <= 0xFDCF or 0xFDF0 <= code <= 0xFFEF:
        return True
    if (0x10000 <= code <= 0xDFFFF and plane_end) or 0xE1000 <= code <= 0xEFFFD:
        return True
    return in_query and (0xE000 <= code <= 0xF8FF or (code >= 0xF0000 and plane_end))


def _fmt_iri_as_uri(value: str) -> str:
    """`value` with each non-ASCII character that RFC 3987 allows where it stands replaced by
    `~` (allowed wherever ucschar is, except in an IPvFuture, and never in a scheme), and each
    other one by a space (allowed nowhere)."""
    if value.isascii():
        return value
    if _fmt_bracketed_non_ascii_re.search(value):
        return " "  # brackets hold only an IP literal, which is ASCII
    fragment = value.find("#")
    if fragment < 0:
        fragment = len(value)
    query = value.find("?", 0, fragment)
    mapped = []
    for index, char in enumerate(value):
        if char.isascii():
            mapped.append(char)
        elif _fmt_iri_character(ord(char), 0 <= query < index < fragment):
            mapped.append("~")
        else:
            mapped.append(" ")
    return "".join(mapped)


def _fmt_uri(value: str) -> bool:
    """RFC 3986 URI: a scheme, then the hierarchical part, query and fragment."""
    return _fmt_uri_match(_fmt_uri_re, value)


def _fmt_uri_reference(value: str) -> bool:
    """RFC 3986 URI-reference: a URI or a relative reference."""
    return _fmt_uri_match(_fmt_uri_reference_re, value)


def _fmt_iri(value: str) -> bool:
    """RFC 3987 IRI: a URI that may also hold non-ASCII characters (ucschar, iprivate)."""
    return _fmt_uri_match(_fmt_uri_re, _fmt_iri_as_uri(value))


def _fmt_iri_reference(value: str) -> bool:
    """RFC 3987 IRI-reference: an IRI or a relative reference."""
    return _fmt_uri_match(_fmt_uri_reference_re, _fmt_iri_as_uri(value))


_fmt_template_literal = (
    "(?:[!#$&'()*+,\\-./0-9:;=?@A-Z\\[\\]_a-z~"
    + _fmt_ucschar
    + _fmt_iprivate
    + "]|%[0-9A-Fa-f]{2})"
)
_fmt_template_varspec = (
    "(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})(?:\\.?(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2}))*"
    "(?::[1-9][0-9]{0,3}|\\*)?"
)
_fmt_uri_template_re = re.compile(
    f"(?:{_fmt_template_literal}"
    f"|\\{{[+#./;?&=,!@|]?{_fmt_template_varspec}(?:,{_fmt_template_varspec})*\\}})*"
)


def _fmt_uri_template(value: str) -> bool:
    """RFC 6570 URI Template: literals and `{op var:prefix,var*}` expressions, by the ABNF,
    which includes the operators reserved for later extensions (`= , ! @ |`)."""
    return _fmt_uri_template_re.fullmatch(value) is not None
