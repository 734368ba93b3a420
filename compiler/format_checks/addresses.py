"""IP addresses: dotted-quad IPv4 (RFC 2673 section 3.2) and IPv6 text (RFC 4291 section 2.2).

No zone, no prefix length, no brackets, ASCII digits only; an octet has no leading zero.
"""

from __future__ import annotations

import re

_fmt_ipv4_re = re.compile(
    r"(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}"
    r"(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
)
_fmt_hex16_re = re.compile(r"[0-9A-Fa-f]{1,4}")


def _fmt_ipv4(value: str) -> bool:
    """Four decimal octets 0-255 separated by dots."""
    return _fmt_ipv4_re.fullmatch(value) is not None


def _fmt_ipv6(value: str) -> bool:
    """Eight 16-bit hex groups, at most one `::` standing for one or more zero groups, and
    optionally the last two groups written as an IPv4 address."""
    head, double, tail = value.partition("::")
    if "::" in tail:
        return False
    words = (head.split(":") if head else []) + (tail.split(":") if tail else [])
    count = 0
    for position, word in enumerate(words):
        if _fmt_hex16_re.fullmatch(word) is not None:
            count += 1
        elif position == len(words) - 1 and value.endswith(word) and _fmt_ipv4(word):
            count += 2
        else:
            return False
    return count < 8 if double else count == 8
