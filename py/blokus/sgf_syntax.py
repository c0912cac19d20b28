"""Reading the SGF syntax of a Pentobi file (.blksgf): the nodes of its main line.

SGF (Smart Game Format, FF[4]) is a tree: `(` a sequence of nodes `;` then variations, each
itself a tree in parentheses, `)`. A node is properties `ID[value][value]...`, `\\` escaping
the next character of a value. Pentobi's files (libpentobi_base/Pentobi-SGF.md) keep variations
(its opening books are nothing but); a game is the main line: the first variation at each
branch, as Pentobi's own loadsgf replays it.

The text is hostile until read: the reader is a loop (no recursion, whatever the nesting), it
refuses nesting deeper than `MAX_NESTING` and says where the text stops making sense.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .errors import RecordError, show

#: Variations nested deeper than this are refused (a whole game is 84 moves; Pentobi's deepest
#: opening book nests 10 levels).
MAX_NESTING = 200
_PROPERTY_ID = re.compile(r"[A-Za-z0-9]{1,16}")
_UP_TO_VALUE = re.compile(r"[^\[\]();]*")  # a property identifier runs up to its first value
_BLANKS = " \t\r\n\v\f"


class Property(NamedTuple):
    """One property of a node: its identifier and its values (escapes removed)."""

    id: str
    values: tuple[str, ...]


Node = tuple[Property, ...]


class _Scanner:
    """The text and the position reached in it; each method reads one piece of syntax."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.at = 0

    def peek(self) -> str:
        """The next character after blanks (blanks consumed); the end of the text is refused:
        a file cut short."""
        text, at = self.text, self.at
        while at < len(text) and text[at] in _BLANKS:
            at += 1
        self.at = at
        if at == len(text):
            raise RecordError("sgf_truncated", at=at)
        return text[at]

    def value(self) -> str:
        """A property value from its `[` to its unescaped `]`."""
        text = self.text
        parts = []
        start = at = self.at + 1
        while True:
            end = min(i for i in (text.find("]", at), text.find("\\", at), len(text)) if i >= 0)
            if end == len(text) or (end + 1 == len(text) and text[end] == "\\"):
                raise RecordError("sgf_truncated", at=len(text))
            if text[end] == "]":
                parts.append(text[start:end])
                self.at = end + 1
                return "".join(parts)
            parts.append(text[start:end])  # a backslash: the next character as it is
            start, at = end + 1, end + 2

    def prop(self) -> Property:
        """A property: its identifier (blanks inside ignored, as Pentobi does) and values."""
        start = self.at
        identifier = _UP_TO_VALUE.match(self.text, start)
        assert identifier is not None  # `*`: it matches, if only nothing
        end = identifier.end()
        if end == len(self.text):
            raise RecordError("sgf_truncated", at=end)
        ident = "".join(self.text[start:end].split())
        if self.text[end] != "[" or not _PROPERTY_ID.fullmatch(ident):
            raise RecordError("sgf_property", value=show(self.text[start:end]), at=start)
        self.at = end
        values = []
        while self.peek() == "[":
            values.append(self.value())
        return Property(ident.upper(), tuple(values))

    def node(self) -> Node:
        """A node after its `;`: properties up to the next `;`, `(` or `)`."""
        self.at += 1
        props = []
        while self.peek() not in "();":
            props.append(self.prop())
        return tuple(props)

    def skip_tree(self) -> None:
        """Pass over a variation that is not the main line, from its `(` to its `)`."""
        depth = 0
        while True:
            ch = self.peek()
            if ch == "[":
                self.value()
                continue
            self.at += 1
            if ch == "(":
                depth += 1
                if depth > MAX_NESTING:
                    raise RecordError("sgf_too_deep", limit=MAX_NESTING)
            elif ch == ")":
                depth -= 1
                if depth == 0:
                    return


def main_line(text: str) -> list[Node]:
    """The nodes of the first game tree's main line, root first. Anything but blanks after
    that tree is refused: a file holds one game."""
    scan = _Scanner(text)
    if scan.peek() != "(":
        raise RecordError("sgf_not_sgf")
    scan.at += 1
    if scan.peek() != ";":
        raise RecordError("sgf_not_sgf")
    nodes: list[Node] = []
    branched = [False]  # for each open tree: whether the main line went on into a variation
    while branched:
        ch = scan.peek()
        if ch == ";" and not branched[-1]:
            nodes.append(scan.node())
        elif ch == "(" and branched[-1]:
            scan.skip_tree()
        elif ch == "(":
            branched[-1] = True
            branched.append(False)
            scan.at += 1
            if len(branched) > MAX_NESTING:
                raise RecordError("sgf_too_deep", limit=MAX_NESTING)
        elif ch == ")":
            branched.pop()
            scan.at += 1
        else:
            raise RecordError("sgf_syntax", at=scan.at, value=show(text[scan.at:scan.at + 10]))
    rest = text[scan.at:]
    if rest.strip(_BLANKS):
        raise RecordError("sgf_trailing", at=len(text) - len(rest.lstrip(_BLANKS)))
    return nodes
