"""Host names and e-mail addresses: the twin of format_checks/hosts.py."""

from __future__ import annotations

from dsh_schedule.compiler.format_checks import hosts
from dsh_schedule.compiler.format_checks_js.regex import regex_constant

_LABEL = hosts._fmt_ldh_label_re.pattern
_PLAIN = hosts._fmt_plain_hostname_re.pattern

DEFINITIONS = (
    regex_constant("fmtLdhLabelRe", _LABEL, whole=True),
    regex_constant("fmtPlainHostnameRe", _PLAIN, whole=True),
    regex_constant("fmtIdnDotsRe", hosts._fmt_idn_dots_re.pattern),
    regex_constant("fmtEmailLocalRe", hosts._fmt_email_local_re.pattern, whole=True),
    regex_constant("fmtUtf8NonAsciiRe", hosts._fmt_utf8_non_ascii_re.pattern, flags="gu"),
    (
        "fmtALabel",
        """
function fmtALabel(encoded) {
  // The U-label of an A-label's lower-case Punycode part (after "xn--"), or null: it must
  // decode, hold some non-ASCII character, and encode back to itself.
  const decoded = fmtPunycodeDecode(encoded);
  if (decoded === null || decoded.every((code) => code < 0x80)) return null;
  return fmtPunycodeEncode(decoded) === encoded ? decoded : null;
}""",
    ),
    (
        "fmtDomain",
        """
function fmtDomain(labels, internationalized) {
  // LDH labels and valid A-labels, and U-labels too when internationalized; at most 63
  // octets each and 253 in all as ASCII; the Bidi rule.
  let length = labels.length - 1;
  const unicodeLabels = [];
  for (const label of labels) {
    let lowered;
    if (fmtIsAscii(label)) {
      if (!fmtLdhLabelRe.test(label)) return false;
      const lower = label.toLowerCase();
      lowered = fmtCodePoints(lower);
      if (lower.slice(2, 4) === "--") {
        if (!lower.startsWith("xn--")) return false;
        const decoded = fmtALabel(lower.slice(4));
        if (decoded === null || !fmtIdnaLabel(decoded)) return false;
        lowered = decoded;
      }
      length += label.length;
    } else {
      lowered = fmtCodePoints(label).map((c) => (c >= 0x41 && c <= 0x5a ? c + 32 : c));
      if (!internationalized || !fmtIdnaLabel(lowered)) return false;
      const aLabelLength = 4 + fmtPunycodeEncode(lowered).length;
      if (aLabelLength > 63) return false;
      length += aLabelLength;
    }
    unicodeLabels.push(lowered);
  }
  return length <= 253 && fmtIdnaBidiRule(unicodeLabels);
}""",
    ),
    (
        "fmtHostname",
        """
function fmtHostname(value) {
  // RFC 1123 host name: dot-separated LDH labels; an "xn--" label must be an A-label.
  return fmtPlainHostnameRe.test(value) || fmtDomain(value.split("."), false);
}""",
    ),
    (
        "fmtIdnHostname",
        """
function fmtIdnHostname(value) {
  // RFC 5890 internationalized host name: LDH labels, A-labels and U-labels, separated by
  // full stops (also the ideographic, fullwidth and halfwidth ones).
  return fmtPlainHostnameRe.test(value) || fmtDomain(value.split(fmtIdnDotsRe), true);
}""",
    ),
    (
        "fmtMailbox",
        """
function fmtMailbox(value, internationalized) {
  // Local-part "@" domain, where the domain is a host name or an address literal.
  const at = value.lastIndexOf("@");
  if (at < 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  const shape = internationalized ? local.replace(fmtUtf8NonAsciiRe, "a") : local;
  if (!fmtEmailLocalRe.test(shape)) return false;
  let octets = 0;
  for (const char of local) {
    const code = char.codePointAt(0);
    octets += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  if (octets > 64) return false;
  if (domain.startsWith("[") && domain.endsWith("]")) {
    const literal = domain.slice(1, -1);
    if (literal.slice(0, 5).toLowerCase() === "ipv6:") return fmtIpv6(literal.slice(5));
    return fmtIpv4(literal);
  }
  return internationalized ? fmtIdnHostname(domain) : fmtHostname(domain);
}""",
    ),
    (
        "fmtEmail",
        """
function fmtEmail(value) {
  // RFC 5321 Mailbox: a dot-atom or quoted local part of at most 64 octets, then a host
  // name or an IPv4 or IPv6 address literal.
  return fmtMailbox(value, false);
}""",
    ),
    (
        "fmtIdnEmail",
        """
function fmtIdnEmail(value) {
  // RFC 6531 Mailbox: an e-mail address whose local part and domain may be non-ASCII.
  return fmtMailbox(value, true);
}""",
    ),
)
