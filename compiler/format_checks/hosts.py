"""Host names (RFC 1123, with A-labels checked as IDNA2008 requires), internationalized host
names (RFC 5890), and e-mail addresses (RFC 5321 Mailbox, RFC 6531 for `idn-email`)."""

from __future__ import annotations

import re

from dsh_schedule.compiler.format_checks.addresses import _fmt_ipv4, _fmt_ipv6
from dsh_schedule.compiler.format_checks.idna import _fmt_idna_bidi_rule, _fmt_idna_label

_fmt_ldh_label_re = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?")
# The common case at once: LDH labels with no `--` anywhere (so no A-label), 253 at most.
_fmt_plain_hostname_re = re.compile(
    r"(?!.{254})(?!.*--)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*"
    r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
)
# The label separators of RFC 3490 3.1, which an internationalized host name may use.
_fmt_idn_dots_re = re.compile("[.\u3002\uff0e\uff61]")
_fmt_ascii_lower = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _fmt_a_label(encoded: str) -> str | None:
    """The U-label of an A-label's lower-case Punycode part (after `xn--`), or None: it must
    decode, hold some non-ASCII character, and encode back to itself."""
    try:
        decoded = encoded.encode("ascii").decode("punycode")
        canonical = decoded.encode("punycode").decode("ascii")
    except UnicodeError:
        return None
    if decoded.isascii() or canonical != encoded:
        return None
    return decoded


def _fmt_domain(labels: list[str], internationalized: bool) -> bool:
    """Labels of a host name: LDH labels and valid A-labels, and U-labels too when
    `internationalized`; at most 63 octets each and 253 in all as ASCII; the Bidi rule."""
    length = len(labels) - 1
    unicode_labels = []
    for label in labels:
        if label.isascii():
            if _fmt_ldh_label_re.fullmatch(label) is None:
                return False
            lowered = label.lower()  # ASCII: the same as lowering A-Z only
            if lowered[2:4] == "--":  # reserved (R-LDH): only an A-label may have it
                if not lowered.startswith("xn--"):
                    return False
                decoded = _fmt_a_label(lowered[4:])
                if decoded is None or not _fmt_idna_label(decoded):
                    return False
                lowered = decoded
            length += len(label)
        else:
            lowered = label.translate(_fmt_ascii_lower)
            if not internationalized or not _fmt_idna_label(lowered):
                return False
            a_label_length = 4 + len(lowered.encode("punycode"))
            if a_label_length > 63:
                return False
            length += a_label_length
        unicode_labels.append(lowered)
    return length <= 253 and _fmt_idna_bidi_rule(unicode_labels)


def _fmt_hostname(value: str) -> bool:
    """RFC 1123 host name: dot-separated LDH labels; an `xn--` label must be an A-label."""
    if _fmt_plain_hostname_re.fullmatch(value) is not None:
        return True
    return _fmt_domain(value.split("."), False)


def _fmt_idn_hostname(value: str) -> bool:
    """RFC 5890 internationalized host name: LDH labels, A-labels and U-labels, separated by
    full stops (also the ideographic, fullwidth and halfwidth ones)."""
    if _fmt_plain_hostname_re.fullmatch(value) is not None:
        return True
    return _fmt_domain(_fmt_idn_dots_re.split(value), True)


_fmt_atext = "A-Za-z0-9!#$%&'*+/=?^_`{|}~\\-"
_fmt_email_local_re = re.compile(
    f'[{_fmt_atext}]+(?:\\.[{_fmt_atext}]+)*|"(?:[ !#-\\[\\]-~]|\\\\[ -~])*"'
)
# RFC 6531's UTF8-non-ascii: allowed wherever RFC 5321 allows a letter in the local part.
_fmt_utf8_non_ascii_re = re.compile("[\\x80-\\ud7ff\\ue000-\\U0010ffff]")


def _fmt_mailbox(value: str, internationalized: bool) -> bool:
    """Local-part `@` domain, where the domain is a host name or an address literal."""
    local, at, domain = value.rpartition("@")
    shape = _fmt_utf8_non_ascii_re.sub("a", local) if internationalized else local
    if not at or _fmt_email_local_re.fullmatch(shape) is None:
        return False
    if len(local.encode("utf-8")) > 64:  # no surrogate: the shape matched
        return False
    if domain.startswith("[") and domain.endswith("]"):
        literal = domain[1:-1]
        if literal[:5].lower() == "ipv6:":
            return _fmt_ipv6(literal[5:])
        return _fmt_ipv4(literal)
    if internationalized:
        return _fmt_idn_hostname(domain)
    return _fmt_hostname(domain)


def _fmt_email(value: str) -> bool:
    """RFC 5321 Mailbox: a dot-atom or quoted local part of at most 64 octets, then a host
    name or an IPv4 or IPv6 address literal."""
    return _fmt_mailbox(value, False)


def _fmt_idn_email(value: str) -> bool:
    """RFC 6531 Mailbox: an e-mail address whose local part and domain may be non-ASCII."""
    return _fmt_mailbox(value, True)
