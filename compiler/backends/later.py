"""Function names handed out before their functions are rendered, so that a function can call
one that is not written yet (or itself): each schema's once, rendered in the order asked."""

from __future__ import annotations

from collections.abc import Iterator


class Later:
    """The functions `PREFIXnumber` asked for; `take` yields those not rendered yet, including
    the ones asked for while the others render."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.names: dict[int, str] = {}
        self.pending: list[int] = []

    def name(self, number: int) -> str:
        if number not in self.names:
            self.names[number] = f"{self.prefix}{number}"
            self.pending.append(number)
        return self.names[number]

    def take(self) -> Iterator[int]:
        while self.pending:
            yield self.pending.pop(0)
