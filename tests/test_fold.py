"""The fold (SPEC §5.4): strict replay, from scratch and incrementally, with the same answers."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.runtime import fold
from dsh_schedule.runtime.decode import decode_event
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event, SessionEvent
from dsh_schedule.runtime.fold import FoldResult, ScheduleProjection, fold_schedule_events
from dsh_schedule.runtime.instants import format_instant
from dsh_schedule.runtime.records import record_target_ms
from tests.support.changes import create, delete, dispatch, log


def due(id: str, target_ms: int) -> dict[str, Any]:
    """A create of a record due at `target_ms`."""
    return create(id, scheduledAt=format_instant(target_ms))


def ids(result: FoldResult) -> list[str]:
    return [r.id for r in result.active]


def failure(events: Sequence[SessionEvent], seed_length: object = 0) -> tuple[str, int | None]:
    with pytest.raises(ScheduleLogError) as caught:
        fold_schedule_events(events, seed_length)  # type: ignore[arg-type]
    return caught.value.message, caught.value.seq


def test_active_in_create_order_and_seen_ids_kept_after_terminal_changes() -> None:
    result = fold_schedule_events(
        log(due("b", 9_000), ("message", None), due("a", 1_000), create("c"), dispatch("b"))
    )
    assert ids(result) == ["a", "c"]
    assert result.seen_ids == ("b", "a", "c")
    assert isinstance(result.active, tuple)


def test_rule_errors_name_the_rule_and_the_seq() -> None:
    assert failure(log(create("a"), create("a"))) == ('create reuses the id "a"', 1)
    assert failure(log(create("a"), delete("a"), create("a")))[1] == 2
    assert failure(log(("m", 1), delete("a"))) == ('delete of the id "a", which is not active', 1)
    assert failure(log(create("a"), dispatch("a"), dispatch("a"))) == (
        'dispatch of the id "a", which is not active',
        2,
    )
    assert failure(log(create("a"), {"version": 2})) == ("version must be exactly 1", 1)


@pytest.mark.parametrize("seed_length", [-1, 3, 1.5, True, "1", None])
def test_seed_length_outside_the_log_is_a_corrupt_log(seed_length: object) -> None:
    message, seq = failure(log(create("a"), create("b")), seed_length)
    assert message.startswith("seed_length must be an int in [0, 2]")
    assert seq is None


def test_a_fork_folds_only_its_own_events() -> None:
    events = log(create("a"), {"version": 9}, ("session/end-seed", {}), create("a"))
    assert ids(fold_schedule_events(events, 3)) == ["a"]
    assert fold_schedule_events(events, 4) == FoldResult((), ())
    assert failure(log(create("a"), delete("a")), 1)[1] == 1


# The incremental projection.


class CountingLog(list[Event]):
    """A log that counts how many events were read by index."""

    reads = 0

    def __getitem__(self, index: Any) -> Any:
        self.reads += 1
        return super().__getitem__(index)


def test_update_reads_only_new_events() -> None:
    events = CountingLog(log(*[create(f"s{n}") for n in range(1000)]))
    projection = ScheduleProjection()
    projection.update(events)
    events.append(Event(SCHEDULE_CHANGE, 1000, 0, delete("s5")))
    events.reads = 0
    result = projection.update(events)
    assert events.reads <= 3
    assert len(result.active) == 999
    events.reads = 0
    assert projection.update(events) is result  # nothing new: the cached result
    assert events.reads <= 2


def test_a_result_is_a_snapshot_even_when_read_after_later_updates() -> None:
    projection = ScheduleProjection()
    events = log(create("a"))
    first = projection.update(events)
    events.append(Event(SCHEDULE_CHANGE, 1, 0, dispatch("a")))
    events.append(Event(SCHEDULE_CHANGE, 2, 0, create("b")))
    second = projection.update(events)
    assert (ids(first), first.seen_ids) == (["a"], ("a",))
    assert (ids(second), second.seen_ids) == (["b"], ("a", "b"))
    assert second == fold_schedule_events(events) and second != first
    assert hash(second) == hash(fold_schedule_events(events))
    assert repr(FoldResult((), ("a",))) == "FoldResult(active=(), seen_ids=('a',))"
    assert (FoldResult((), ()) == ((), ())) is False


def test_a_log_that_is_not_an_extension_is_rebuilt() -> None:
    projection = ScheduleProjection()
    events = log(create("a"), create("b"))
    projection.update(events)
    assert ids(projection.update(events[:1])) == ["a"]  # shorter
    replaced = [events[0], Event(SCHEDULE_CHANGE, 1, 0, create("c"))]
    assert ids(projection.update(replaced)) == ["a", "c"]  # last event object differs
    assert ids(projection.update([])) == []
    assert projection.has_schedule_events is False


def test_a_fold_error_is_sticky_until_a_rebuild() -> None:
    projection = ScheduleProjection()
    events = log(create("a"), create("a"))
    for _ in range(2):
        with pytest.raises(ScheduleLogError) as caught:
            projection.update(events)
        assert (caught.value.message, caught.value.seq) == ('create reuses the id "a"', 1)
    events.append(Event(SCHEDULE_CHANGE, 2, 0, create("b")))
    with pytest.raises(ScheduleLogError, match="reuses"):
        projection.update(events)
    for accessor in (lambda: projection.active, lambda: projection.seen_ids, projection.earliest):
        with pytest.raises(ScheduleLogError, match="reuses"):
            accessor()
    assert ids(projection.update(events[:1])) == ["a"]


def test_seed_length_is_checked_on_every_update_without_sticking() -> None:
    projection = ScheduleProjection(seed_length=2)
    with pytest.raises(ScheduleLogError, match="seed_length"):
        projection.update(log(create("a")))
    assert ids(projection.update(log(create("a"), create("b"), create("a")))) == ["a"]


def test_check_candidate_accepts_or_rejects_without_mutating() -> None:
    projection = ScheduleProjection()
    projection.update(log(create("a"), create("b"), delete("b")))
    before = (dict(projection.active), list(projection.seen_ids))
    projection.check_candidate(Event(SCHEDULE_CHANGE, 3, 0, create("c")))
    projection.check_candidate(Event(SCHEDULE_CHANGE, 3, 0, dispatch("a")))
    projection.check_candidate(Event("message", 3, 0, {"anything": object()}))
    rejected = [
        (create("b"), 'create reuses the id "b"'),
        (delete("b"), 'delete of the id "b", which is not active'),
        (dispatch("zzz"), 'dispatch of the id "zzz", which is not active'),
        ({"version": 1}, "operation must be create, delete or dispatch"),
    ]
    for data, message in rejected:
        with pytest.raises(ScheduleLogError) as caught:
            projection.check_candidate(Event(SCHEDULE_CHANGE, 3, 0, data))
        assert (caught.value.message, caught.value.seq) == (message, 3)
    assert (dict(projection.active), list(projection.seen_ids)) == before


def test_check_candidate_on_a_corrupt_log_refuses_schedule_changes_only() -> None:
    projection = ScheduleProjection()
    with pytest.raises(ScheduleLogError):
        projection.update(log(delete("a")))
    projection.check_candidate(Event("message", 1, 0, None))
    with pytest.raises(ScheduleLogError, match="not active"):
        projection.check_candidate(Event(SCHEDULE_CHANGE, 1, 0, create("b")))


def test_accessors() -> None:
    projection = ScheduleProjection(seed_length=1)
    assert projection.earliest() is None
    projection.update(log(create("parent"), ("message", "hi")))
    in_seed_only = projection.has_schedule_events  # the seed is not the owned window
    projection.update(log(create("parent"), ("message", "hi"), create("a")))
    assert (in_seed_only, projection.has_schedule_events) == (False, True)
    assert list(projection.active) == ["a"]
    assert "a" in projection.seen_ids and "parent" not in projection.seen_ids
    with pytest.raises(TypeError):
        projection.active["x"] = projection.active["a"]  # type: ignore[index]


def test_earliest_by_target_then_create_order() -> None:
    projection = ScheduleProjection()
    events = log(due("late", 9_000), due("tie1", 5_000), due("tie2", 5_000))
    projection.update(events)
    assert _earliest_id(projection) == "tie1"
    events.append(Event(SCHEDULE_CHANGE, 3, 0, due("early", 1_000)))
    projection.update(events)
    assert _earliest_id(projection) == "early"
    for seq, gone in enumerate(["early", "tie1", "tie2"], start=4):
        events.append(Event(SCHEDULE_CHANGE, seq, 0, dispatch(gone)))
        projection.update(events)
    assert _earliest_id(projection) == "late"
    events.append(Event(SCHEDULE_CHANGE, 7, 0, delete("late")))
    projection.update(events)
    assert projection.earliest() is None


def test_earliest_stays_correct_through_heavy_churn() -> None:
    count = 10_000
    items: list[object] = [due(f"s{n}", 1_000_000 - n) for n in range(count)]
    projection = ScheduleProjection()
    events = log(*items)
    projection.update(events)
    assert _earliest_id(projection) == f"s{count - 1}"
    events.extend(
        Event(SCHEDULE_CHANGE, count + n, 0, delete(f"s{n}")) for n in range(1, count - 1)
    )
    projection.update(events)
    assert _earliest_id(projection) == f"s{count - 1}"
    events.append(Event(SCHEDULE_CHANGE, 2 * count - 1, 0, delete(f"s{count - 1}")))
    projection.update(events)
    assert _earliest_id(projection) == "s0"


def _earliest_id(projection: ScheduleProjection) -> str | None:
    found = projection.earliest()
    return None if found is None else found.id


# Property: scratch, incremental in random chunks, and a naive reference all agree.


def reference_fold(events: Sequence[Event], seed_length: int) -> tuple[object, object]:
    """An independent, deliberately simple statement of SPEC §5.4 (valid data only)."""
    active: dict[str, Any] = {}
    seen: list[str] = []
    for event in events[seed_length:]:
        if event.type != SCHEDULE_CHANGE:
            continue
        data = event.data
        assert isinstance(data, dict)
        if data["operation"] == "create":
            if data["schedule"]["id"] in seen:
                return ("error", event.seq)
            active[data["schedule"]["id"]] = data["schedule"]
            seen.append(data["schedule"]["id"])
        elif data["id"] in active:
            del active[data["id"]]
        else:
            return ("error", event.seq)
    return (list(active), seen)


def outcome(run: Callable[[], FoldResult]) -> tuple[object, object]:
    try:
        result = run()
    except ScheduleLogError as error:
        return ("error", error.seq)
    return (ids(result), list(result.seen_ids))


event_ids = st.sampled_from(["a", "b", "c", "schedule-1"])
changes = st.one_of(
    st.builds(due, event_ids, st.integers(0, 5).map(lambda n: 1000 * n)),
    st.builds(delete, event_ids),
    st.builds(dispatch, event_ids),
)
items = st.one_of(changes, changes, st.just(("message", {"text": "hi"})))


@st.composite
def logs(draw: st.DrawFn) -> tuple[list[Event], int]:
    events = log(*draw(st.lists(items, max_size=25)))
    return events, draw(st.integers(0, len(events)))


@settings(max_examples=300)
@given(logs(), st.data())
def test_incremental_equals_scratch_equals_reference(
    case: tuple[list[Event], int], data: st.DataObject
) -> None:
    events, seed_length = case
    expected = reference_fold(events, seed_length)
    assert outcome(partial(fold_schedule_events, events, seed_length)) == expected
    projection = ScheduleProjection(seed_length)
    cuts = sorted(data.draw(st.lists(st.integers(0, len(events)), max_size=4)))
    for cut in cuts:
        prefix = events[:cut]
        assert outcome(partial(projection.update, prefix)) == outcome(
            partial(fold_schedule_events, prefix, seed_length)
        )
    assert outcome(partial(projection.update, events)) == expected
    earliest = projection.earliest() if isinstance(expected[0], list) else None
    if earliest is not None:
        targets = {r.id: r.scheduledAt for r in projection.active.values()}
        assert earliest.scheduledAt == min(targets.values())


def refreshed(projection: ScheduleProjection, events: Sequence[SessionEvent]) -> FoldResult:
    """`refresh`, then the projection's own accessors read back as a result."""
    projection.refresh(events)
    return FoldResult(tuple(projection.active.values()), tuple(projection.seen_ids))


@settings(max_examples=300)
@given(logs(), st.data())
def test_refresh_folds_like_update_including_repeated_calls(
    case: tuple[list[Event], int], data: st.DataObject
) -> None:
    events, seed_length = case
    projection = ScheduleProjection(seed_length)
    cuts = sorted(data.draw(st.lists(st.integers(0, len(events)), max_size=6)))
    for cut in [*cuts, len(events), len(events)]:  # equal cuts take the nothing-new path
        prefix = events[:cut]
        assert outcome(partial(refreshed, projection, prefix)) == outcome(
            partial(fold_schedule_events, prefix, seed_length)
        )


def test_refresh_of_an_unchanged_log_reads_only_its_length_and_last_event() -> None:
    events = CountingLog(log(*[create(f"s{n}") for n in range(1000)]))
    projection = ScheduleProjection()
    projection.refresh(events)
    events.reads = 0
    projection.refresh(events)
    assert events.reads <= 1
    replaced = [*events[:-1], Event(SCHEDULE_CHANGE, 999, 0, create("other"))]
    projection.refresh(replaced)  # the same length, another last event: rebuilt
    assert list(projection.active)[-1] == "other"


@settings(max_examples=100)
@given(logs(), logs())
def test_a_rewritten_log_gives_the_scratch_answer(
    first: tuple[list[Event], int], second: tuple[list[Event], int]
) -> None:
    seed_length = min(first[1], second[1])
    projection = ScheduleProjection(seed_length)
    outcome(partial(projection.update, first[0]))
    assert outcome(partial(projection.update, second[0])) == outcome(
        partial(fold_schedule_events, second[0], seed_length)
    )


def test_the_projection_keeps_each_active_due_time_in_milliseconds() -> None:
    projection = ScheduleProjection()
    events = log(due("a", 31_000), due("b", 7_000), dispatch("a"))
    projection.update(events[:2])
    assert (projection.target_ms("a"), projection.target_ms("b")) == (31_000, 7_000)
    projection.update(events)
    assert projection.target_ms("b") == 7_000
    with pytest.raises(KeyError):
        projection.target_ms("a")  # ended: its due time is gone with it


def _counting_decodes(monkeypatch: pytest.MonkeyPatch) -> list[SessionEvent]:
    """The events the fold module decodes (through its `decode_event`), in order."""
    decoded: list[SessionEvent] = []
    decode = decode_event

    def counted(event: SessionEvent, protocol: int = 1) -> Any:
        decoded.append(event)
        return decode(event, protocol)

    monkeypatch.setattr(fold, "decode_event", counted)
    return decoded


def test_the_revision_changes_with_the_folded_state_only() -> None:
    projection = ScheduleProjection()
    events = log(create("a"), ("message", None), create("b"), dispatch("a"))
    projection.refresh(events[:1])
    seen = [projection.revision]
    projection.refresh(events[:1])  # nothing new
    projection.refresh(events[:2])  # another type of event
    assert projection.revision == seen[-1]
    for cut in (3, 4):
        projection.refresh(events[:cut])
        seen.append(projection.revision)
    projection.refresh(log(create("a")))  # another log: rebuilt
    seen.append(projection.revision)
    assert len(set(seen)) == len(seen)


@settings(max_examples=200)
@given(logs(), st.data())
def test_earliest_after_each_refresh_is_the_scratch_answer(
    case: tuple[list[Event], int], data: st.DataObject
) -> None:
    events, seed_length = case
    projection = ScheduleProjection(seed_length)
    cuts = sorted(data.draw(st.lists(st.integers(0, len(events)), max_size=6)))
    for cut in [*cuts, *range(len(events) + 1)]:  # random cuts, then one event at a time
        prefix = events[:cut]
        try:
            active = fold_schedule_events(prefix, seed_length).active
        except ScheduleLogError:
            break
        projection.refresh(prefix)
        expected = min(active, key=record_target_ms, default=None)  # ties: create order
        assert projection.earliest() == expected
        assert projection.earliest() == expected  # asked again with nothing new


def test_a_projection_folds_its_own_checked_candidate_without_decoding_it_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    decoded = _counting_decodes(monkeypatch)
    first, second = log(create("a"), dispatch("a")), log(create("b"), dispatch("b"))
    projections = ScheduleProjection(), ScheduleProjection()
    for projection, events in zip(projections, (first, second), strict=True):
        projection.refresh(events[:1])
    decoded.clear()
    for projection, events in zip(projections, (first, second), strict=True):
        projection.check_candidate(events[1])  # as a group commit's checks interleave
    for projection, events in zip(projections, (first, second), strict=True):
        projection.refresh(events)
    assert decoded == [first[1], second[1]]
    assert not projections[0].active and not projections[1].active
    again = log(create("a"), dispatch("a"))  # equal events, other objects: decoded anew
    projections[0].refresh(again)
    assert decoded == [first[1], second[1], *again]


def test_a_checked_candidate_folded_into_another_state_is_checked_again() -> None:
    projection = ScheduleProjection()
    projection.refresh(log(create("a")))
    candidate = log(create("a"), dispatch("a"))[1]
    projection.check_candidate(candidate)  # passes: "a" is active
    other = [*log(create("b")), candidate]  # a rebuild in which "a" was never created
    with pytest.raises(ScheduleLogError, match='dispatch of the id "a", which is not active'):
        projection.refresh(other)


@pytest.mark.parametrize("protocol", [0, 3, -1, "1", None])
def test_a_protocol_other_than_1_or_2_is_refused(protocol: Any) -> None:
    with pytest.raises(ValueError, match=f"protocol must be 1 or 2, not {protocol!r}$"):
        ScheduleProjection(0, protocol)
    with pytest.raises(ValueError, match="protocol must be 1 or 2"):
        fold_schedule_events(log(create("a")), 0, protocol)


def _checkpoint(
    events: Sequence[Event], reads: list[str], protocol: int = 1, length: int | None = None
) -> fold.FoldCheckpoint:
    """The checkpoint a store would keep of `events`, whose seen ids are read (and noted in
    `reads`) only when listed."""
    full = ScheduleProjection(0, protocol)
    full.refresh(events)
    state = full.snapshot(len(events), 0)
    assert state is not None
    seen = list(full.seen_ids)

    def load() -> list[str]:
        reads.append("all")
        return seen

    return fold.FoldCheckpoint(
        len(events) if length is None else length,
        0,
        state.protocol,
        state.active,
        state.creates,
        state.has_schedule_events,
        events[-1],
        load,
        seen.__contains__,
    )


def test_a_checkpoint_resumes_only_a_fold_of_its_protocol_with_events() -> None:
    events = log(create("a"), create("b"))
    with pytest.raises(ValueError, match="protocol 1 at 2 events does not resume a protocol 2"):
        ScheduleProjection.resume(_checkpoint(events, []), protocol=2)
    with pytest.raises(ValueError, match="protocol 2 at 2 events does not resume a protocol 1"):
        ScheduleProjection.resume(_checkpoint(events, [], protocol=2))
    with pytest.raises(ValueError, match="protocol 1 at 0 events does not resume"):
        ScheduleProjection.resume(_checkpoint(events, [], length=0))
    assert ids(ScheduleProjection.resume(_checkpoint(events, []), 1).update(events)) == ["a", "b"]


def test_ids_created_before_a_resume_are_read_from_the_checkpoint_when_asked() -> None:
    events = log(create("a"), create("b"), delete("a"), create("c"))
    reads: list[str] = []
    resumed = ScheduleProjection.resume(_checkpoint(events, reads))
    longer = [*events, Event(SCHEDULE_CHANGE, len(events), 0, create("d"))]
    resumed.refresh(longer)
    assert (resumed.created_since(4), resumed.created_since(3), reads) == ([], ["d"], [])
    assert resumed.created_since(1) == ["b", "c", "d"]  # a and b are the checkpoint's
    assert reads == ["all"]
    assert resumed.created_since(0) == ["a", "b", "c", "d"]
    assert reads == ["all"]  # read once
    assert resumed.update(longer) == fold_schedule_events(longer)
