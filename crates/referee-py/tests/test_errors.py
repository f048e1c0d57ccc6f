"""Errors: what stops the CLI's whole call raises; what is one game's stays its dict."""

import pytest

import referee


def test_record_error_is_value_error():
    assert issubclass(referee.RecordError, ValueError)


def test_missing_path_raises():
    with pytest.raises(referee.RecordError) as e:
        referee.judge("no/such/file.sgf")
    assert e.value.file == "no/such/file.sgf"
    assert e.value.line is None and e.value.column is None
    with pytest.raises(referee.RecordError):
        referee.judge_many(["fixtures", "no/such/dir"])


def test_unknown_profile_raises():
    with pytest.raises(referee.RecordError) as e:
        referee.judge("fixtures", rules="no-such-profile")
    assert e.value.file == "no-such-profile"


def test_bad_set_raises():
    with pytest.raises(referee.RecordError):
        referee.judge("fixtures", set=["komi"])


def test_unreadable_game_is_a_dict():
    out = referee.judge(b"(;GM[1]SZ[9]RE[B+R];B[ee];W[])(;GM[1]SZ[9]KM[abc];B[ee])", name="two.sgf")
    assert out[0]["result"] == "B+R"
    assert out[1] == {
        "file": "two.sgf#2",
        "error": {"message": "KM[abc]: komi is a number of points", "line": 1, "column": 46},
    }


def test_profiles():
    names = referee.profiles()
    assert "go-chinese" in names and "renju-rif" in names and "junqi" in names


def test_show_svg_and_text():
    pos = referee.show("fixtures/go/cgos-620152-black-wins-on-count.yaml")
    assert pos._repr_svg_().lstrip().startswith("<")
    assert "<svg" in str(pos)
    text = referee.show("fixtures/go/cgos-620152-black-wins-on-count.yaml", format="text", ply=3)
    assert "<svg" not in str(text)
    with pytest.raises(referee.RecordError):
        referee.show("fixtures/go/cgos-620152-black-wins-on-count.yaml", format="png")
    with pytest.raises(referee.RecordError):
        referee.show("no/such/file.sgf")


def test_a_misspelt_profile_or_key_names_the_one_meant():
    """Issue 27: the same check as the CLI's, once, with the name meant."""
    with pytest.raises(referee.RecordError) as e:
        referee.judge("fixtures", rules="go-chinse")
    assert "did you mean go-chinese?" in str(e.value)
    with pytest.raises(referee.RecordError) as e:
        referee.judge("fixtures", set={"komii": 3})
    assert "did you mean komi?" in str(e.value)


def test_errors_by_kind_are_record_errors():
    """Issue 25: a caller tells kinds apart; `except RecordError` still catches each."""
    for kind in (referee.UnreadableError, referee.ProfileError, referee.ArgumentError):
        assert issubclass(kind, referee.RefereeError)
    assert issubclass(referee.RefereeError, referee.RecordError)


def test_each_error_has_its_kind():
    with pytest.raises(referee.UnreadableError):
        referee.judge("no/such/file.sgf")
    with pytest.raises(referee.UnreadableError):
        referee.judge_many(["fixtures", "no/such/dir"])
    with pytest.raises(referee.UnreadableError):
        referee.show("no/such/file.sgf")
    with pytest.raises(referee.ProfileError) as e:
        referee.judge("fixtures", rules="go-chinse")
    assert e.value.file == "go-chinse"
    with pytest.raises(referee.ArgumentError):
        referee.judge("fixtures", set=["komi"])
    with pytest.raises(referee.ArgumentError):
        referee.judge("fixtures", set={"komii": 3})
    with pytest.raises(referee.ArgumentError):
        referee.show("fixtures/go/cgos-620152-black-wins-on-count.yaml", format="png")
    # A game number the file does not hold is the caller's; a record naming a profile file
    # that is not there is the profile's.
    with pytest.raises(referee.ArgumentError):
        referee.show("fixtures/go/cgos-620152-black-wins-on-count.yaml#5")
    with pytest.raises(referee.ProfileError):
        referee.show(b"rules: no-such-profile.yaml\nmoves: [Q16]\n", name="x.yaml")


def test_a_record_names_profile_files_only_inside_its_tree_or_profiles(tmp_path):
    # Issue 34: `rules: ../private/keys.yaml` was read, and its keys quoted in the error.
    (tmp_path / "private").mkdir()
    (tmp_path / "private" / "keys.yaml").write_text("game: go\nsecret_5f3a: x\n")
    (tmp_path / "judged").mkdir()
    (tmp_path / "judged" / "g.yaml").write_text("rules: ../private/keys.yaml\nmoves: [D4]\n")
    for out in (referee.judge(tmp_path / "judged"), list(referee.judge_many([tmp_path / "judged"]))):
        [line] = out
        assert line["file"].endswith("g.yaml")
        assert (line["error"]["line"], line["error"]["column"]) == (1, 8)
        assert "outside the folder being judged" in line["error"]["message"]
        assert "5f3a" not in str(line)
    [allowed] = referee.judge(tmp_path / "judged", profiles=tmp_path / "private")
    assert "secret_5f3a" in allowed["error"]["message"], "read once allowed: its own error"
    with pytest.raises(referee.ArgumentError):
        referee.judge(tmp_path / "judged", profiles=[tmp_path / "no-such-folder"])


def test_show_ply_past_the_end_raises_as_the_cli_refuses():
    """Issue 36: `show(ply=N)` past the last ply raises (a ValueError), as `referee show --ply N`
    refuses, naming the last ply; the last ply itself is drawn."""
    game = "fixtures/go/capture-corner.yaml"
    with pytest.raises(ValueError) as e:
        referee.show(game, ply=99)
    assert isinstance(e.value, referee.ArgumentError)
    assert str(e.value) == f"{game}: ply=99 is past the end of the record: its last ply is 6"
    assert e.value.file == game
    assert "<svg" in str(referee.show(game, ply=6))
    # An invalid record: play stops where it turns invalid, and the refusal says so.
    bad = "fixtures/go/superko-triple-ko.yaml"
    with pytest.raises(referee.ArgumentError, match=r"ply=999 is past the end of the record: .* turns invalid at ply"):
        referee.show(bad, ply=999)


def test_show_of_a_directory_says_it_wants_a_record(tmp_path):
    """Issue 36: `show(a_directory)` raises naming the path and what it wants, not `no such
    file`."""
    with pytest.raises(referee.UnreadableError) as e:
        referee.show("fixtures/go")
    assert e.value.file == "fixtures/go"
    assert str(e.value).startswith("fixtures/go: is a directory: show() draws one record (a file")
    with pytest.raises(referee.UnreadableError, match="is a directory: show"):
        referee.show(tmp_path)
