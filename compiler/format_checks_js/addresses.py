"""IPv4 and IPv6 addresses: the twin of format_checks/addresses.py."""

from __future__ import annotations

from dsh_schedule.compiler.format_checks import addresses
from dsh_schedule.compiler.format_checks_js.regex import regex_constant

DEFINITIONS = (
    regex_constant("fmtIpv4Re", addresses._fmt_ipv4_re.pattern, whole=True),
    regex_constant("fmtHex16Re", addresses._fmt_hex16_re.pattern, whole=True),
    (
        "fmtIpv4",
        """
function fmtIpv4(value) {
  // Four decimal octets 0-255 separated by dots, no leading zeros.
  return fmtIpv4Re.test(value);
}""",
    ),
    (
        "fmtIpv6",
        """
function fmtIpv6(value) {
  // Eight 16-bit hex groups, at most one "::" for one or more zero groups, and optionally
  // the last two groups written as an IPv4 address.
  const at = value.indexOf("::");
  const head = at < 0 ? value : value.slice(0, at);
  const tail = at < 0 ? "" : value.slice(at + 2);
  if (tail.includes("::")) return false;
  const words = [...(head ? head.split(":") : []), ...(tail ? tail.split(":") : [])];
  let count = 0;
  for (let position = 0; position < words.length; position++) {
    const word = words[position];
    if (fmtHex16Re.test(word)) count += 1;
    else if (position === words.length - 1 && value.endsWith(word) && fmtIpv4(word)) count += 2;
    else return false;
  }
  return at >= 0 ? count < 8 : count === 8;
}""",
    ),
)
