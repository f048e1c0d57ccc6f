"""Judges recorded games of Go, Renju/Gomoku and Junqi.

Long calls judge on Rust threads and answer Ctrl-C within a fraction of a second
(``KeyboardInterrupt``), stopping their workers. An argument of the wrong type
raises ``TypeError`` naming the parameter and what it accepts.

Every verdict is a dict with exactly the keys and values of one line of
``referee judge --format json``; a game that cannot be read is
``{"file": ..., "error": {"message": ..., "line": ..., "column": ...}}`` as there.

A verdict's keys, in order: ``file``, ``game``, ``rules``, ``plies``, ``status``,
``winner``, ``reason``, ``result``, ``score`` (Go, when counted: ``black``,
``white``, ``komi``, ``margin_stones``, ``margin_points``, ``dead`` — the stones
removed as dead, as a list of points like ``"C3"`` — and ``dead_source``:
``"agreed"``, ``"inferred"``, ``"pass-alive"`` or ``"none"``, ``uncertain`` — the
stones of chains the judgement could not decide — and ``range``, Black's lowest and
highest margin in points over the readings, and ``reading``: ``rules``, ``end`` and
``assumed``), ``violation``,
``claimed``, ``agrees`` (``True``/``False``, or ``None`` when not checked),
``settled`` (how the claim was settled: ``"counted"``, ``"estimated"``, ``"ending"``,
``"as-claimed"``, ``"not-checkable"``, or ``None`` with no claim), ``unchecked``
(with ``"not-checkable"``, why: ``"dead-stones-uncertain"``, ``"claim-not-read"``,
...; else ``None``) and ``notes``.
"""

import os
from typing import Any, Iterable, Iterator, Mapping, Optional, Sequence, Union

__version__: str

Source = Union[str, bytes, os.PathLike[str]]

# ``set``: ``{"komi": 3, "resume": False}`` or ``["komi=3", "resume=false"]``, as ``--set``.
Settings = Union[Mapping[str, object], Sequence[str]]

class RecordError(ValueError):
    """Input the whole call cannot go on with (a missing path, an unknown profile,
    bad ``set`` text, a record ``show`` cannot draw)."""

    file: str
    line: Optional[int]
    column: Optional[int]

class RefereeError(RecordError):
    """The referee's errors, one subclass per kind; a ``RecordError``, as every such
    error was before the kinds, so ``except RecordError`` still catches them."""

class UnreadableError(RefereeError):
    """A record, or the file or directory that should hold one, cannot be read or
    understood (a missing path, a file ``show`` cannot read, a bad key in the record's
    own ``set:``: the record is what needs fixing)."""

class ProfileError(RefereeError):
    """A profile: an unknown name, a profile file that cannot be read, a key that
    does not parse."""

class ArgumentError(RefereeError):
    """What the call asked does not fit: bad ``set`` text or a key no game has, an
    unknown format or language, ``rules`` of another game, a game number the file
    does not hold."""

def judge(
    source: Source,
    *,
    rules: Optional[Union[str, os.PathLike[str]]] = None,
    set: Optional[Settings] = None,
    format: Optional[str] = None,
    name: Optional[str] = None,
    profiles: Optional[Union[str, os.PathLike[str], Iterable[Union[str, os.PathLike[str]]]]] = None,
) -> list[dict[str, Any]]:
    """Judges every game of ``source``: one dict per game.

    ``source`` is a path (``str`` or ``os.PathLike``; a directory is searched as
    ``referee judge`` searches it), ``bytes``, or ``str`` record text (a ``str``
    holding a line break or starting with ``(`` is text, any other ``str`` a path).
    ``rules`` is ``--rules`` (a built-in name or a profile file).
    ``set`` is ``--set``: a dict such as ``{"komi": 3, "resume": False}`` (values
    ``str``, ``int``, ``float``, ``bool``, ``None`` or a list of those) or a list of
    ``"KEY=VALUE"`` strings such as ``["komi=3"]``; one bare string is refused.
    ``format`` is ``--input-format`` (yaml, sgf, psq, rif).
    ``profiles`` is ``--profiles``: a folder (or an iterable of folders) whose
    profile files records may name with ``rules:``; without it a record names only
    profile files inside the folder tree judged (the directory given, a file's own
    folder; for bytes and text the working directory), else ``ProfileError``.
    Bytes and text are read by ``name``'s extension when given, else by content,
    and named ``-`` as standard input is.

    Ctrl-C raises ``KeyboardInterrupt`` within about 0.1 s, also in the middle of a
    big directory or file, and the worker threads stop after their current game.
    A missing path raises ``UnreadableError``, an unknown profile ``ProfileError``,
    bad ``set`` text ``ArgumentError`` (all ``RecordError``s); a value of the wrong
    type raises ``TypeError``.
    """

class Verdicts(Iterator[dict[str, Any]]):
    """The verdicts of :func:`judge_many`, judged a chunk of 256 files at a time.

    Ctrl-C while a chunk is judged raises ``KeyboardInterrupt``; calling ``next``
    again judges that chunk anew, so no verdict is lost."""

    def __iter__(self) -> "Verdicts": ...
    def __next__(self) -> dict[str, Any]: ...

def judge_many(
    paths: Union[str, os.PathLike[str], Iterable[Union[str, os.PathLike[str]]]],
    *,
    rules: Optional[Union[str, os.PathLike[str]]] = None,
    set: Optional[Settings] = None,
    jobs: Optional[int] = None,
    profiles: Optional[Union[str, os.PathLike[str], Iterable[Union[str, os.PathLike[str]]]]] = None,
) -> Verdicts:
    """Judges files and directories (expanded as ``referee judge`` expands them) on
    Rust threads with the GIL released; yields one dict per game in input order.

    ``paths`` is one path or any iterable of them, endless ones included
    (``itertools.repeat(p)``, a generator): it is taken lazily, at most 256 paths
    ahead of the verdicts handed out, so the first verdict comes at once and memory
    stays flat. The call itself takes the first 256 paths; a bad one among them
    (not a path: ``TypeError``; missing: ``UnreadableError``) raises from the call, as
    the CLI checks its arguments before judging. Later, such an item and any
    exception the iterable raises come out after the verdicts of every path taken
    before them, and end the iteration.

    ``rules``, ``set`` and ``profiles`` are as for :func:`judge`; ``jobs`` is ``--jobs`` (an
    ``int``; default: one thread per core). Ctrl-C raises ``KeyboardInterrupt``
    within about 0.1 s.
    """

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
    rules: Optional[Union[str, os.PathLike[str]]] = None,
    set: Optional[Settings] = None,
    name: Optional[str] = None,
    profiles: Optional[Union[str, os.PathLike[str], Iterable[Union[str, os.PathLike[str]]]]] = None,
) -> Position:
    """Draws the position after ``ply`` plies (an ``int``, 0 or more; the end when
    ``None``), as ``referee show``; ``"FILE#N"`` picks the N-th game of a collection.
    ``format`` is ``"svg"`` or ``"text"``, ``lang`` ``"en"`` or ``"zh"``; ``rules``,
    ``set``, ``name`` and ``profiles`` are as for :func:`judge`. A ``ply`` past the record's
    last raises :class:`ArgumentError` (a ``ValueError``) naming the last ply, as ``referee show
    --ply N`` refuses; a directory raises :class:`UnreadableError`: ``show`` draws one record."""
