"""URIs, IRIs and URI Templates: the twin of format_checks/uris.py, whose grammar regexes
are rendered here as they are built there."""

from __future__ import annotations

from dsh_schedule.compiler.format_checks import uris
from dsh_schedule.compiler.format_checks_js.regex import regex_constant

_URI = uris._fmt_uri_pattern(True)
_URI_REFERENCE = uris._fmt_uri_pattern(False)
_TEMPLATE = uris._fmt_uri_template_re.pattern
_BRACKETED = uris._fmt_bracketed_non_ascii_re.pattern

DEFINITIONS = (
    regex_constant("fmtUriRe", _URI, whole=True),
    regex_constant("fmtUriReferenceRe", _URI_REFERENCE, whole=True),
    regex_constant("fmtUriTemplateRe", _TEMPLATE, whole=True),
    regex_constant("fmtBracketedNonAsciiRe", _BRACKETED),
    (
        "fmtUriMatch",
        """
function fmtUriMatch(pattern, value) {
  // The grammar matches and a bracketed IPv6 host is a real IPv6 address.
  const match = pattern.exec(value);
  if (match === null) return false;
  for (let group = 1; group < match.length; group++) {
    if (match[group] !== undefined && !fmtIpv6(match[group])) return false;
  }
  return true;
}""",
    ),
    (
        "fmtIriCharacter",
        """
function fmtIriCharacter(code, inQuery) {
  // A ucschar, or an iprivate within the query (RFC 3987).
  const planeEnd = (code & 0xffff) <= 0xfffd;
  if ((code >= 0xa0 && code <= 0xd7ff) || (code >= 0xf900 && code <= 0xfdcf)) return true;
  if (code >= 0xfdf0 && code <= 0xffef) return true;
  if ((code >= 0x10000 && code <= 0xdffff && planeEnd) || (code >= 0xe1000 && code <= 0xefffd)) {
    return true;
  }
  return inQuery && ((code >= 0xe000 && code <= 0xf8ff) || (code >= 0xf0000 && planeEnd));
}""",
    ),
    (
        "fmtIriAsUri",
        """
function fmtIriAsUri(value) {
  // The value with each non-ASCII character that RFC 3987 allows where it stands replaced
  // by "~", and each other one by a space (allowed nowhere).
  if (fmtIsAscii(value)) return value;
  if (fmtBracketedNonAsciiRe.test(value)) return " ";
  let fragment = value.indexOf("#");
  if (fragment < 0) fragment = value.length;
  let query = value.indexOf("?");
  if (query >= fragment) query = -1;
  let mapped = "";
  for (let index = 0; index < value.length; ) {
    const code = value.codePointAt(index);
    if (code < 0x80) mapped += value[index];
    else {
      const inQuery = query >= 0 && query < index && index < fragment;
      mapped += fmtIriCharacter(code, inQuery) ? "~" : " ";
    }
    index += code > 0xffff ? 2 : 1;
  }
  return mapped;
}""",
    ),
    (
        "fmtUri",
        """
function fmtUri(value) {
  // RFC 3986 URI: a scheme, then the hierarchical part, query and fragment.
  return fmtUriMatch(fmtUriRe, value);
}""",
    ),
    (
        "fmtUriReference",
        """
function fmtUriReference(value) {
  // RFC 3986 URI-reference: a URI or a relative reference.
  return fmtUriMatch(fmtUriReferenceRe, value);
}""",
    ),
    (
        "fmtIri",
        """
function fmtIri(value) {
  // RFC 3987 IRI: a URI that may also hold non-ASCII characters (ucschar, iprivate).
  return fmtUriMatch(fmtUriRe, fmtIriAsUri(value));
}""",
    ),
    (
        "fmtIriReference",
        """
function fmtIriReference(value) {
  // RFC 3987 IRI-reference: an IRI or a relative reference.
  return fmtUriMatch(fmtUriReferenceRe, fmtIriAsUri(value));
}""",
    ),
    (
        "fmtUriTemplate",
        """
function fmtUriTemplate(value) {
  // RFC 6570 URI Template, level 4, by the ABNF (reserved operators included).
  return fmtUriTemplateRe.test(value);
}""",
    ),
)
