"""A value of the wrong type raises TypeError naming the parameter and what it accepts (issue 24:
pyo3's "Can't extract `str` to `Vec`" reached players)."""

import pytest

import referee
from test_lazy import GAME

BAD_ARGUMENTS = {
    "judge(3)": (lambda: referee.judge(3), "source", "a path (str or os.PathLike), record bytes"),
    "judge(set=5)": (lambda: referee.judge("x", set=5), "set", 'a dict such as {"komi": 3}'),
    "judge(set=str)": (lambda: referee.judge(GAME, set="komi=3"), "set", "['komi=3']"),
    "judge(set=[3])": (lambda: referee.judge(GAME, set=[3]), "set", "item 0 of the list is int"),
    "judge(set={3: 1})": (lambda: referee.judge(GAME, set={3: 1}), "set", "the key 3 is int"),
    "judge(rules=3)": (lambda: referee.judge(GAME, rules=3), "rules", "a built-in profile name"),
    "judge(format=3)": (lambda: referee.judge(GAME, format=3), "format", "yaml, sgf, psq, rif"),
    "judge(name=b)": (lambda: referee.judge(b"", name=b"x.sgf"), "name", "a file name (str)"),
    "judge_many(5)": (lambda: referee.judge_many(5), "paths", "or an iterable of them; got int"),
    "judge_many([p, 5])": (lambda: referee.judge_many([GAME, 5]), "paths", "item 1 is int"),
    "judge_many(bytes)": (lambda: referee.judge_many(b"x.sgf"), "paths", "referee.judge(data"),
    "judge_many(jobs='2')": (lambda: referee.judge_many([GAME], jobs="2"), "jobs", "worker threads (int)"),
    "show(ply='a')": (lambda: referee.show(GAME, ply="a"), "ply", "a number of plies (int"),
    "show(ply=True)": (lambda: referee.show(GAME, ply=True), "ply", "got bool"),
    "show(lang=1)": (lambda: referee.show(GAME, lang=1), "lang", "en, zh"),
}


@pytest.mark.parametrize("case", BAD_ARGUMENTS)
def test_bad_argument_type_raises_type_error_naming_the_parameter(case):
    call, param, accepts = BAD_ARGUMENTS[case]
    with pytest.raises(TypeError) as e:
        call()
    message = str(e.value)
    assert message.startswith(f"{param} accepts "), message
    assert accepts in message
    assert "extract" not in message and "Vec" not in message


def test_set_value_of_a_type_no_setting_spells_names_its_key():
    with pytest.raises(TypeError, match="the value of 'komi' is dict"):
        referee.judge(GAME, set={"komi": {}})


@pytest.mark.parametrize("call", [lambda: referee.show(GAME, ply=-1), lambda: referee.judge_many([GAME], jobs=-2)])
def test_negative_count_raises_value_error(call):
    with pytest.raises(ValueError, match=r"^(ply|jobs) accepts .*; got -"):
        call()


def test_set_as_a_dict_is_the_same_as_key_value_strings():
    go = "fixtures/go/komi-3.75-black-184-loses.yaml"
    as_text = referee.judge(go, set=["komi=0.5", "resume=false"])
    assert referee.judge(go, set={"komi": 0.5, "resume": False}) == as_text
    assert referee.judge(go, set=("komi=0.5", "resume=false")) == as_text
    # The override is applied: komi 0.5 is not the record's 3.75.
    assert as_text != referee.judge(go)
    assert as_text[0]["score"]["komi"] == 0.5
