"""Judges recorded games of Go, Renju/Gomoku and Junqi.

Every verdict is a dict with exactly the keys and values of one line of
``referee judge --format json``; a game that cannot be read is
``{"file": ..., "error": {"message": ..., "line": ..., "column": ...}}`` as there.

A verdict's keys, in order: ``file``, ``game``, ``rules``, ``plies``, ``status``,
``winner``, ``reason``, ``result``, ``score`` (Go, when counted: ``black``,
``white``, ``komi``, ``margin_stones``, ``margin_points``, ``dead`` — the stones
removed as dead, as a list of points like ``"C3"`` — and ``dead_source``:
``"agreed"``, ``"inferred"``, ``"pass-alive"`` or ``"none"``), ``violation``,
``claimed``, ``agrees`` (``True``/``False``, or ``None`` when not checked),
``settled`` (how the claim was settled: ``"counted"``, ``"ending"``,
``"as-claimed"``, ``"not-checkable"``, or ``None`` with no claim), ``unchecked``
(with ``"not-checkable"``, why: ``"dead-stones-uncertain"``, ``"claim-not-read"``,
...; else ``None``) and ``notes``.
"""

import os
from typing import Any, Iterable, Iterator, Optional, Union

__version__: str

Source = Union[str, bytes, os.PathLike[str]]

class RecordError(ValueError):
    """Input the whole call cannot go on with (a missing path, an unknown profile,
    bad ``set`` text, a record ``show`` cannot draw)."""

    file: str
    line: Optional[int]
    column: Optional[int]

def judge(
    source: Source,
    *,
    rules: Optional[str] = None,
    set: Optional[Iterable[str]] = None,
    format: Optional[str] = None,
    name: Optional[str] = None,
) -> list[dict[str, Any]]:
    """Judges every game of ``source``: one dict per game.

    ``source`` is a path (``str`` or ``os.PathLike``; a directory is searched as
    ``referee judge`` searches it), ``bytes``, or ``str`` record text (a ``str``
    holding a line break or starting with ``(`` is text, any other ``str`` a path).
    ``rules`` is ``--rules`` (a built-in name or a profile file), ``set`` the
    ``--set KEY=VALUE`` texts, ``format`` ``--input-format`` (yaml, sgf, psq, rif).
    Bytes and text are read by ``name``'s extension when given, else by content,
    and named ``-`` as standard input is.
    """

class Verdicts(Iterator[dict[str, Any]]):
    """The verdicts of :func:`judge_many`, judged a chunk of files at a time."""

    def __iter__(self) -> "Verdicts": ...
    def __next__(self) -> dict[str, Any]: ...

def judge_many(
    paths: Union[Source, Iterable[Union[str, os.PathLike[str]]]],
    *,
    rules: Optional[str] = None,
    set: Optional[Iterable[str]] = None,
    jobs: Optional[int] = None,
) -> Verdicts:
    """Judges files and directories (expanded as ``referee judge`` expands them) on
    Rust threads with the GIL released; yields one dict per game in input order.
    ``jobs`` is ``--jobs`` (default: one thread per core)."""

def profiles() -> list[str]:
    """The built-in profile names, in the order ``referee rules list`` prints them."""

class Position:
    """A drawn position: SVG in Jupyter, ``str()`` in the format asked for."""

    svg: str
    text: str
    def _repr_svg_(self) -> str: ...

def show(
    source: Source,
    *,
    ply: Optional[int] = None,
    format: str = "svg",
    lang: str = "en",
    rules: Optional[str] = None,
    set: Optional[Iterable[str]] = None,
    name: Optional[str] = None,
) -> Position:
    """Draws the position after ``ply`` plies (the end when ``None``), as
    ``referee show``; ``"FILE#N"`` picks the N-th game of a collection.
    ``format`` is ``"svg"`` or ``"text"``, ``lang`` ``"en"`` or ``"zh"``."""
