"""ECMA-262 regular expressions (draft 2020-12 `regex`): the pattern grammar in Unicode mode
(flag `u`), with its early errors, checked without compiling anything.

Two things are approximated, on the running Python: a group name's characters are those of a
Python identifier (ECMA uses ID_Start and ID_Continue, Python XID_Start and XID_Continue), and
a `Script=` or `Script_Extensions=` value need only be a name, not one the Unicode version knows.
"""

from __future__ import annotations

_fmt_syntax_characters = "^$\\.*+?()[]{}|"
_fmt_hex_digits = "0123456789abcdefABCDEF"
# General_Category values and their aliases (PropertyValueAliases.txt).
_fmt_category_names = (
    "C Other Cc Control cntrl Cf Format Cn Unassigned Co Private_Use Cs Surrogate L Letter LC "
    "Cased_Letter Ll Lowercase_Letter Lm Modifier_Letter Lo Other_Letter Lt Titlecase_Letter Lu "
    "Uppercase_Letter M Mark Combining_Mark Mc Spacing_Mark Me Enclosing_Mark Mn "
    "Nonspacing_Mark N Number Nd Decimal_Number digit Nl Letter_Number No Other_Number P "
    "Punctuation punct Pc Connector_Punctuation Pd Dash_Punctuation Pe Close_Punctuation Pf "
    "Final_Punctuation Pi Initial_Punctuation Po Other_Punctuation Ps Open_Punctuation S Symbol "
    "Sc Currency_Symbol Sk Modifier_Symbol Sm Math_Symbol So Other_Symbol Z Separator Zl "
    "Line_Separator Zp Paragraph_Separator Zs Space_Separator"
)
# The binary properties ECMA-262 allows in `\p{...}`, with their short names.
_fmt_binary_property_names = (
    "ASCII ASCII_Hex_Digit AHex Alphabetic Alpha Any Assigned Bidi_Control Bidi_C Bidi_Mirrored "
    "Bidi_M Case_Ignorable CI Cased Changes_When_Casefolded CWCF Changes_When_Casemapped CWCM "
    "Changes_When_Lowercased CWL Changes_When_NFKC_Casefolded CWKCF Changes_When_Titlecased CWT "
    "Changes_When_Uppercased CWU Dash Default_Ignorable_Code_Point DI Deprecated Dep Diacritic "
    "Dia Emoji Emoji_Component EComp Emoji_Modifier EMod Emoji_Modifier_Base EBase "
    "Emoji_Presentation EPres Extended_Pictographic ExtPict Extender Ext Grapheme_Base Gr_Base "
    "Grapheme_Extend Gr_Ext Hex_Digit Hex IDS_Binary_Operator IDSB IDS_Trinary_Operator IDST "
    "ID_Continue IDC ID_Start IDS Ideographic Ideo Join_Control Join_C Logical_Order_Exception "
    "LOE Lowercase Lower Math Noncharacter_Code_Point NChar Pattern_Syntax Pat_Syn "
    "Pattern_White_Space Pat_WS Quotation_Mark QMark Radical Regional_Indicator RI "
    "Sentence_Terminal STerm Soft_Dotted SD Terminal_Punctuation Term Unified_Ideograph UIdeo "
    "Uppercase Upper Variation_Selector VS White_Space space XID_Continue XIDC XID_Start XIDS"
)
_fmt_categories = frozenset(_fmt_category_names.split())
_fmt_binary_properties = frozenset(_fmt_binary_property_names.split())


class _fmt_Cursor:
    """A position in a pattern's `source`, read a character at a time, and the escapes that
    stand for one character."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.pos = 0

    def fail(self, message: str) -> Exception:
        """The error of a pattern that breaks the grammar, where `message` says."""
        return ValueError(message)

    def peek(self, offset: int = 0) -> str:
        index = self.pos + offset
        return self.source[index] if index < len(self.source) else ""

    def take(self) -> str:
        char = self.peek()
        if not char:
            raise self.fail("unexpected end of pattern")
        self.pos += 1
        return char

    def character_escape(self, in_class: bool) -> int:
        """The code point of a CharacterEscape (after the backslash)."""
        char = self.take()
        controls = {"f": 12, "n": 10, "r": 13, "t": 9, "v": 11}
        if char in controls:
            return controls[char]
        if char == "c":
            letter = self.take()
            if not ("a" <= letter <= "z" or "A" <= letter <= "Z"):
                raise self.fail("\\c must be followed by an ASCII letter")
            return ord(letter) % 32
        if char == "0":
            if "0" <= self.peek() <= "9":
                raise self.fail("octal escapes are not allowed")
            return 0
        if char == "x":
            return self.hex_value(2)
        if char == "u":
            return self.unicode_escape()
        if char in _fmt_syntax_characters or char == "/" or (in_class and char == "-"):
            return ord(char)
        self.pos -= 1
        raise self.fail(f"invalid escape \\{char}")

    def hex_value(self, count: int) -> int:
        digits = self.source[self.pos : self.pos + count]
        if len(digits) != count or any(digit not in _fmt_hex_digits for digit in digits):
            raise self.fail("malformed hexadecimal escape")
        self.pos += count
        return int(digits, 16)

    def unicode_escape(self) -> int:
        """The code point of `\\u{...}`, `\\uXXXX` or a surrogate pair of those (after `u`)."""
        if self.peek() == "{":
            end = self.source.find("}", self.pos)
            digits = self.source[self.pos + 1 : end] if end >= 0 else ""
            if not digits or any(digit not in _fmt_hex_digits for digit in digits):
                raise self.fail("malformed \\u{...} escape")
            if int(digits, 16) > 0x10FFFF:
                raise self.fail("code point out of range")
            self.pos = end + 1
            return int(digits, 16)
        value = self.hex_value(4)
        if 0xD800 <= value <= 0xDBFF and self.source.startswith("\\u", self.pos):
            digits = self.source[self.pos + 2 : self.pos + 6]
            if len(digits) == 4 and all(digit in _fmt_hex_digits for digit in digits):
                low = int(digits, 16)
                if 0xDC00 <= low <= 0xDFFF:
                    self.pos += 6
                    return 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        return value


class _fmt_Pattern(_fmt_Cursor):
    """Recursive descent over ECMA-262's Pattern[+UnicodeMode, +NamedCaptureGroups]; a
    ValueError means the pattern breaks the grammar or an early error rule (the generated
    modules define no exception class of their own)."""

    def __init__(self, source: str) -> None:
        super().__init__(source)
        self.groups = 0
        self.names: set[str] = set()
        self.backreferences: list[tuple[int, str]] = []
        self.named_references: list[str] = []

    def check(self) -> None:
        self.disjunction()
        if self.pos != len(self.source):
            raise ValueError
        groups = str(self.groups).lstrip("0")
        if any(number > (len(groups), groups) for number in self.backreferences):
            raise ValueError
        if not set(self.named_references) <= self.names:
            raise ValueError

    def eat(self, text: str) -> bool:
        if self.source.startswith(text, self.pos):
            self.pos += len(text)
            return True
        return False

    def disjunction(self) -> None:
        self.alternative()
        while self.eat("|"):
            self.alternative()

    def alternative(self) -> None:
        while self.peek() not in ("", "|", ")"):
            self.term()

    def term(self) -> None:
        if self.eat("^") or self.eat("$") or self.eat("\\b") or self.eat("\\B"):
            quantifiable = False
        elif any(self.eat(head) for head in ("(?=", "(?!", "(?<=", "(?<!")):
            self.disjunction()
            if not self.eat(")"):
                raise ValueError
            quantifiable = False
        else:
            self.atom()
            quantifiable = True
        if self.quantifier() and not quantifiable:
            raise ValueError

    def quantifier(self) -> bool:
        if self.peek() in ("*", "+", "?"):
            self.pos += 1
        elif self.peek() == "{":
            low = self.number_after("{")
            high = self.number_after(",") if self.peek() == "," else low
            if low is None or not self.eat("}") or (high is not None and high < low):
                raise ValueError
        else:
            return False
        self.eat("?")
        return True

    def number_after(self, head: str) -> tuple[int, str] | None:
        """The decimal number after `head` at the cursor as a key that orders numbers of any
        size (its digit count and digits, leading zeros dropped), or None for no digits."""
        self.eat(head)
        start = self.pos
        while "0" <= self.peek() <= "9":
            self.pos += 1
        digits = self.source[start : self.pos].lstrip("0")
        return (len(digits), digits) if self.pos > start else None

    def atom(self) -> None:
        char = self.take()
        if char == "\\":
            self.atom_escape()
        elif char == "[":
            self.character_class()
        elif char == "(":
            self.group()
        elif char != "." and char in _fmt_syntax_characters:
            raise ValueError

    def group(self) -> None:
        if self.eat("?:"):
            pass
        elif self.peek() == "?" and self.peek(1) == "<":
            self.pos += 2
            name = self.group_name()
            if name in self.names:
                raise ValueError
            self.names.add(name)
            self.groups += 1
        elif self.eat("?"):
            self.modifiers()
        else:
            self.groups += 1
        self.disjunction()
        if not self.eat(")"):
            raise ValueError

    def modifiers(self) -> None:
        """ES2025 `(?ims-ims:`: each flag at most once, not both sets empty."""
        start = self.pos
        while self.peek() in ("i", "m", "s", "-"):
            self.pos += 1
        flags = self.source[start : self.pos]
        added, _, removed = flags.partition("-")
        letters = added + removed
        unique = len(set(letters)) == len(letters)
        if not self.eat(":") or "-" in removed or not letters or not unique:
            raise ValueError

    def group_name(self) -> str:
        """A RegExpIdentifierName and its closing `>`, after the `<`."""
        end = self.source.find(">", self.pos)
        name = self.source[self.pos : end] if end >= 0 else ""
        if not name or not name.replace("$", "_").isidentifier():
            raise ValueError
        self.pos = end + 1
        return name

    def atom_escape(self) -> None:
        char = self.peek()
        if "1" <= char <= "9":
            number = self.number_after("")
            assert number is not None  # a digit is at the cursor
            self.backreferences.append(number)
        elif char == "k":
            self.pos += 1
            if not self.eat("<"):
                raise ValueError
            self.named_references.append(self.group_name())
        elif not self.class_escape():
            self.character_escape(False)

    def class_escape(self) -> bool:
        """Consume \\d \\D \\s \\S \\w \\W \\p{...} \\P{...} (after the backslash), if there."""
        char = self.peek()
        if char and char in "dDsSwW":
            self.pos += 1
            return True
        if char not in ("p", "P"):
            return False
        self.pos += 1
        end = self.source.find("}", self.pos)
        if not self.eat("{") or end < 0:
            raise ValueError
        body = self.source[self.pos : end]
        self.pos = end + 1
        name, equals, value = body.partition("=")
        if not equals:
            valid = name in _fmt_categories or name in _fmt_binary_properties
        elif name in ("General_Category", "gc"):
            valid = value in _fmt_categories
        elif name in ("Script", "sc", "Script_Extensions", "scx"):
            valid = value.isascii() and value.replace("_", "a").isalnum()
        else:
            valid = False
        if not valid:
            raise ValueError
        return True

    def character_class(self) -> None:
        self.eat("^")
        while self.peek() != "]":
            low = self.class_atom()
            if self.peek() == "-" and self.peek(1) not in ("]", ""):
                self.pos += 1
                high = self.class_atom()
                if low < 0 or high < 0 or high < low:
                    raise ValueError
        self.take()

    def class_atom(self) -> int:
        """One class member's code point, or -1 for a class escape such as \\d."""
        char = self.take()
        if char != "\\":
            return ord(char)
        if self.eat("b"):
            return 8
        if self.class_escape():
            return -1
        return self.character_escape(True)


def _fmt_regex(value: str) -> bool:
    """A valid ECMA-262 pattern in Unicode mode."""
    try:
        _fmt_Pattern(value).check()
    except ValueError:
        return False
    return True
