"""What people type to the offline model, each with the tool calls it must make or the reply it
must give instead.

The expected values are written by hand from the phrasing rules (docs: the shell's `help`), for
one fixed moment: `NOW`, Wednesday 2026-12-02 at 10:00 UTC, 11:00 in the user's zone `ZONE`.
So "tomorrow" is 2026-12-03, "on friday" 2026-12-04, "on monday" 2026-12-07, "at 9" (already
past) tomorrow at 9, "at 17:30" today, "on wednesday at 9" next week's (today's has passed).
"""

from __future__ import annotations

from dataclasses import dataclass

from dsh_schedule.host.models import ToolUse

NOW = 1_796_205_600_000
"""2026-12-02T10:00:00.000Z, a Wednesday: 11:00 in Paris, 05:00 in New York, 19:00 in Tokyo."""
ZONE = "Europe/Paris"
WEEKDAYS = ["mon", "tue", "wed", "thu", "fri"]


@dataclass(frozen=True)
class Refused:
    """No tool call: a reply holding each of `said` (compared without case)."""

    said: tuple[str, ...]


@dataclass(frozen=True)
class DeleteEverything:
    """The first step of deleting every reminder (it lists them); `confirmed` by `--yes`."""

    confirmed: bool


Expected = tuple[ToolUse, ...] | Refused | DeleteEverything


def after(seconds: int, prompt: str) -> tuple[ToolUse, ...]:
    return (ToolUse("schedule_create", {"prompt": prompt, "after_seconds": seconds}),)


def at(date: str, time: str, prompt: str, zone: str = ZONE) -> tuple[ToolUse, ...]:
    when = {"date": date, "time": time, "time_zone": zone}
    return (ToolUse("schedule_create", {"prompt": prompt, "at": when}),)


def every(seconds: int, prompt: str) -> tuple[ToolUse, ...]:
    return (ToolUse("schedule_create", {"prompt": prompt, "every_seconds": seconds}),)


def calendar(
    time: str, days: list[str] | None, prompt: str, zone: str = ZONE
) -> tuple[ToolUse, ...]:
    rule: dict[str, object] = {"time": time}
    if days is not None:
        rule["days"] = days
    rule["time_zone"] = zone
    return (ToolUse("schedule_create", {"prompt": prompt, "calendar": rule}),)


def refused(*said: str) -> Refused:
    return Refused(said)


LIST = (ToolUse("schedule_list", {}),)


def delete(schedule_id: str) -> tuple[ToolUse, ...]:
    return (ToolUse("schedule_delete", {"id": schedule_id}),)


TOMORROW, FRIDAY, MONDAY = "2026-12-03", "2026-12-04", "2026-12-07"
TODAY = "2026-12-02"

CORPUS: list[tuple[str, Expected]] = [
    # --- one-shot, after a delay ---
    ("remind me in 10 minutes to stretch", after(600, "stretch")),
    ("in 10 minutes remind me to stretch", after(600, "stretch")),
    ("remind me to stretch in 10 minutes", after(600, "stretch")),
    ("remind me in 1 hour to call mom", after(3600, "call mom")),
    ("remind me in 2 hours to take the bread out", after(7200, "take the bread out")),
    ("remind me in 90 seconds to check the tea", after(90, "check the tea")),
    ("remind me in 1h30m to leave", after(5400, "leave")),
    ("remind me in half an hour to check the oven", after(1800, "check the oven")),
    ("remind me in an hour and a half to go", after(5400, "go")),
    ("remind me in 2 days to pay the rent", after(172_800, "pay the rent")),
    ("remind me in a week to water the cactus", after(604_800, "water the cactus")),
    ("remind me in 2 hours and 15 minutes to pick up the kids", after(8100, "pick up the kids")),
    ("remind me in 1 hour 15 minutes to call Bob", after(4500, "call Bob")),
    ("remind me 10 minutes from now to stretch", after(600, "stretch")),
    ("remind me after 10 minutes to stretch", after(600, "stretch")),
    ("10 minutes from now remind me to stretch", after(600, "stretch")),
    ("remind me in 5 mins to flip the pancakes", after(300, "flip the pancakes")),
    ("remind me in 3 hrs to move the car", after(10_800, "move the car")),
    ("remind me in 45 min about the laundry", after(2700, "the laundry")),
    ("remind me in 20 seconds: stand up", after(20, "stand up")),
    ("set a reminder for 15 minutes from now to stretch", after(900, "stretch")),
    ("set a reminder in 30 minutes to check the oven", after(1800, "check the oven")),
    ("set me a reminder in 2 hours to call the bank", after(7200, "call the bank")),
    (
        "add a reminder in 1 day to renew the parking permit",
        after(86_400, "renew the parking permit"),
    ),
    ("remind me about the meeting in 15 minutes", after(900, "the meeting")),
    ("remind me in a couple of minutes to breathe", after(120, "breathe")),
    ("remind me in 1.5 hours to stop working", after(5400, "stop working")),
    ("remind me in 2m30s to take the tea bag out", after(150, "take the tea bag out")),
    ("remind me in ten minutes to call mom", after(600, "call mom")),
    ("in 5 minutes, remind me to check the pasta", after(300, "check the pasta")),
    ("remind me to log in in 5 min", after(300, "log in")),
    # --- one-shot, at a time: never recurring ---
    ("remind me tomorrow at 9 to call mom", at(TOMORROW, "09:00", "call mom")),
    ("remind me tomorrow 9am to call mom", at(TOMORROW, "09:00", "call mom")),
    ("remind me tomorrow at 9am to call mom", at(TOMORROW, "09:00", "call mom")),
    ("tomorrow at 9 remind me to call mom", at(TOMORROW, "09:00", "call mom")),
    ("remind me at 9 tomorrow to call mom", at(TOMORROW, "09:00", "call mom")),
    ("remind me tomorrow morning to call the plumber", at(TOMORROW, "09:00", "call the plumber")),
    ("remind me tomorrow morning at 7 to run", at(TOMORROW, "07:00", "run")),
    ("remind me tomorrow afternoon to buy bread", at(TOMORROW, "15:00", "buy bread")),
    ("remind me tomorrow evening to call grandma", at(TOMORROW, "19:00", "call grandma")),
    ("remind me tomorrow to call mom", at(TOMORROW, "09:00", "call mom")),
    ("remind me on friday at noon to pay the rent", at(FRIDAY, "12:00", "pay the rent")),
    ("remind me friday at noon to pay the rent", at(FRIDAY, "12:00", "pay the rent")),
    ("on monday at 9 remind me to send the report", at(MONDAY, "09:00", "send the report")),
    ("remind me on monday at 9 to send the report", at(MONDAY, "09:00", "send the report")),
    ("remind me next friday at 10 to book the table", at(FRIDAY, "10:00", "book the table")),
    ("remind me this friday to water the plants", at(FRIDAY, "09:00", "water the plants")),
    (
        "remind me on wednesday at 9 to take out the bins",
        at("2026-12-09", "09:00", "take out the bins"),
    ),
    (
        "remind me on wednesday at 15:00 to take out the bins",
        at(TODAY, "15:00", "take out the bins"),
    ),
    (
        "remind me next wednesday at 15:00 to take out the bins",
        at("2026-12-09", "15:00", "take out the bins"),
    ),
    ("remind me tonight at 8 to call dad", at(TODAY, "20:00", "call dad")),
    ("remind me at 8 tonight to call dad", at(TODAY, "20:00", "call dad")),
    ("remind me tonight to lock the door", at(TODAY, "20:00", "lock the door")),
    ("remind me this evening at 7 to cook", at(TODAY, "19:00", "cook")),
    ("remind me this afternoon to call the vet", at(TODAY, "15:00", "call the vet")),
    ("remind me at 17:30 to leave", at(TODAY, "17:30", "leave")),
    ("remind me at 5:30 pm to leave", at(TODAY, "17:30", "leave")),
    ("remind me at 9 to read", at(TOMORROW, "09:00", "read")),
    ("remind me at noon to eat", at(TODAY, "12:00", "eat")),
    ("remind me at midnight to sleep", at(TOMORROW, "00:00", "sleep")),
    ("remind me on dec 24 at 9 to buy a tree", at("2026-12-24", "09:00", "buy a tree")),
    ("remind me on december 24th at 9 to buy a tree", at("2026-12-24", "09:00", "buy a tree")),
    (
        "remind me on the 24th of december at 9 to buy a tree",
        at("2026-12-24", "09:00", "buy a tree"),
    ),
    (
        "remind me on jan 5 at 10 to renew the passport",
        at("2027-01-05", "10:00", "renew the passport"),
    ),
    ("remind me on dec 2 at 9 to celebrate", at("2027-12-02", "09:00", "celebrate")),
    (
        "remind me on 2027-01-05 at 09:00 to renew the passport",
        at("2027-01-05", "09:00", "renew the passport"),
    ),
    ("set a reminder for 5pm to call mom", at(TODAY, "17:00", "call mom")),
    (
        "remind me at 9 New York time to call the office",
        at(TODAY, "09:00", "call the office", "America/New_York"),
    ),
    (
        "remind me tomorrow at 9 Tokyo time to call Ken",
        at(TOMORROW, "09:00", "call Ken", "Asia/Tokyo"),
    ),
    ("remind me at 18:00 UTC to deploy", at(TODAY, "18:00", "deploy", "UTC")),
    ("remind me in the morning to call the bank", at(TOMORROW, "09:00", "call the bank")),
    ("remind me at 3 in the afternoon to walk the dog", at(TODAY, "15:00", "walk the dog")),
    ("remind me on saturday to call grandma", at("2026-12-05", "09:00", "call grandma")),
    ("remind me on sunday at 10am to call grandma", at("2026-12-06", "10:00", "call grandma")),
    ("remind me this coming tuesday at 8 to vote", at("2026-12-08", "08:00", "vote")),
    ("remind me tomorrow at 9 Paris time to call mom", at(TOMORROW, "09:00", "call mom")),
    # --- recurring: "every", "daily" or a plural ---
    ("remind me every 30 minutes to stretch", every(1800, "stretch")),
    ("remind me to drink water every hour", every(3600, "drink water")),
    (
        "every 2 hours remind me to look away from the screen",
        every(7200, "look away from the screen"),
    ),
    ("remind me every 5 minutes to breathe", every(300, "breathe")),
    ("remind me every week to clean the fridge", every(604_800, "clean the fridge")),
    ("remind me every day at 7 to water the plants", calendar("07:00", None, "water the plants")),
    ("every day at 7 remind me to water the plants", calendar("07:00", None, "water the plants")),
    ("remind me every morning at 7 to meditate", calendar("07:00", None, "meditate")),
    ("remind me every morning to take my vitamins", calendar("09:00", None, "take my vitamins")),
    ("remind me every evening to journal", calendar("19:00", None, "journal")),
    ("remind me every night at 10 to read", calendar("22:00", None, "read")),
    (
        "remind me every weekday at 08:30 to check the mail",
        calendar("08:30", WEEKDAYS, "check the mail"),
    ),
    (
        "remind me every weekday at 08:30 Paris time to check the mail",
        calendar("08:30", WEEKDAYS, "check the mail"),
    ),
    ("remind me on weekdays at 8 to stand up", calendar("08:00", WEEKDAYS, "stand up")),
    ("remind me every weekend at 10 to go hiking", calendar("10:00", ["sat", "sun"], "go hiking")),
    (
        "remind me every monday and thursday at 18:00 to go running",
        calendar("18:00", ["mon", "thu"], "go running"),
    ),
    ("remind me on mondays at 9 to plan the week", calendar("09:00", ["mon"], "plan the week")),
    (
        "remind me every friday at 17:00 to send the timesheet",
        calendar("17:00", ["fri"], "send the timesheet"),
    ),
    ("remind me daily at 7 to take my pills", calendar("07:00", None, "take my pills")),
    (
        "remind me every monday morning to plan the week",
        calendar("09:00", ["mon"], "plan the week"),
    ),
    (
        "remind me every tuesday, thursday and saturday at 6pm to practice piano",
        calendar("18:00", ["tue", "thu", "sat"], "practice piano"),
    ),
    (
        "remind me every day at 7 New York time to call the office",
        calendar("07:00", None, "call the office", "America/New_York"),
    ),
    # --- several requests in one line ---
    (
        "remind me in 10 minutes to call mom and in 20 minutes to call dad",
        after(600, "call mom") + after(1200, "call dad"),
    ),
    (
        "remind me in 10 minutes to call mom and remind me in 20 minutes to call dad",
        after(600, "call mom") + after(1200, "call dad"),
    ),
    (
        "remind me to call mom in 10 minutes and to call dad in 20 minutes",
        after(600, "call mom") + after(1200, "call dad"),
    ),
    (
        "remind me at 9 to call mom and at 10 to call dad",
        at(TOMORROW, "09:00", "call mom") + at(TOMORROW, "10:00", "call dad"),
    ),
    (
        "remind me in 5 minutes to stretch; in 1 hour to eat",
        after(300, "stretch") + after(3600, "eat"),
    ),
    (
        "remind me tomorrow at 9 to call mom, then on friday at noon to pay the rent",
        at(TOMORROW, "09:00", "call mom") + at(FRIDAY, "12:00", "pay the rent"),
    ),
    (
        "remind me every day at 8 to take pills and in 2 hours to call the doctor",
        calendar("08:00", None, "take pills") + after(7200, "call the doctor"),
    ),
    ("remind me in 10 minutes to buy eggs and milk", after(600, "buy eggs and milk")),
    ("remind me in 1 hour to call mom and dad", after(3600, "call mom and dad")),
    (
        "remind me to call mom in 10 minutes and dad in 20 minutes",
        refused("two requests in one line", "'in 10 minutes'"),
    ),
    (
        "remind me in 10 minutes to call mom and in 20 minutes call dad",
        refused("two requests in one line", "'in 20 minutes'"),
    ),
    # --- politeness, fillers, final punctuation ---
    ("please remind me in 10 minutes to stretch", after(600, "stretch")),
    ("remind me in 10 minutes to stretch please", after(600, "stretch")),
    ("remind me in 10 minutes to call mom, thanks", after(600, "call mom")),
    ("remind me in 10 minutes to call mom, thank you!", after(600, "call mom")),
    ("can you remind me in 10 minutes to call mom?", after(600, "call mom")),
    ("could you please remind me tomorrow at 9 to call mom?", at(TOMORROW, "09:00", "call mom")),
    ("hey, remind me in 10 minutes to stretch!", after(600, "stretch")),
    ("ok remind me in 1 hour to call mom.", after(3600, "call mom")),
    (
        "wait a minute, remind me in 5 minutes to turn off the stove",
        after(300, "turn off the stove"),
    ),
    ("Remind me in 10 minutes to stretch!!!", after(600, "stretch")),
    ("remind me in 10 minutes to stretch...", after(600, "stretch")),
    ("I want you to remind me in 10 minutes to stretch", after(600, "stretch")),
    (
        "please, remind me on friday at noon to pay the rent, thanks!",
        at(FRIDAY, "12:00", "pay the rent"),
    ),
    ("remind me in 10 minutes to call mom thx", after(600, "call mom")),
    ("In 10 minutes, remind me to check in with Bob.", after(600, "check in with Bob")),
    # --- lists ---
    ("list", LIST),
    ("list my reminders", LIST),
    ("what reminders do I have?", LIST),
    ("show reminders", LIST),
    ("do I have any reminders", LIST),
    ("reminders", LIST),
    ("what's pending", LIST),
    ("show me my reminders please", LIST),
    # --- deletes ---
    ("cancel schedule-1", delete("schedule-1")),
    ("delete schedule-12.", delete("schedule-12")),
    ("remove reminder schedule-3", delete("schedule-3")),
    ("cancel reminder 2", delete("schedule-2")),
    ("delete #4", delete("schedule-4")),
    ("cancel Schedule-5", delete("schedule-5")),
    ("please delete schedule-7, thanks", delete("schedule-7")),
    ("delete all", DeleteEverything(confirmed=False)),
    ("cancel all", DeleteEverything(confirmed=False)),
    ("drop everything", DeleteEverything(confirmed=False)),
    ("Delete all reminders.", DeleteEverything(confirmed=False)),
    ("clear all my reminders", DeleteEverything(confirmed=False)),
    ("remove all of them", DeleteEverything(confirmed=False)),
    ("delete them all", DeleteEverything(confirmed=False)),
    ("delete all --yes", DeleteEverything(confirmed=True)),
    ("cancel all --yes", DeleteEverything(confirmed=True)),
    ("forget it", refused("OK, nothing changed.")),
    ("never mind", refused("OK, nothing changed.")),
    ("cancel it", refused("by its id", "'cancel schedule-1'")),
    ("delete the one for mom", refused("by its id", "'list my reminders' shows the ids")),
    # --- typos and what cannot be read: what was not understood, and the closest phrasing ---
    (
        "remind me in 5 minutez to stretch",
        refused("'minutez'", "did you mean 'remind me in 5 minutes to stretch'?"),
    ),
    (
        "remind me in 10 minuts to stretch",
        refused("'minuts'", "'remind me in 10 minutes to stretch'"),
    ),
    (
        "remind me tommorow at 9 to call mom",
        refused("'tommorow'", "'remind me tomorrow at 9 to call mom'"),
    ),
    ("remnd me in 5 minutes to stretch", refused("'remnd'", "'remind me in 5 minutes to stretch'")),
    ("remind me in 5 hourz to stretch", refused("'hourz'", "'remind me in 5 hours to stretch'")),
    (
        "remind me on fridya at noon to pay the rent",
        refused("'fridya'", "'remind me on friday at noon to pay the rent'"),
    ),
    ("remind me evry day at 7 to run", refused("'evry'", "'remind me every day at 7 to run'")),
    (
        "remind me in a few minutes to stretch",
        refused(
            "could not read the time 'in a few minutes'", "'remind me in 10 minutes to stretch'"
        ),
    ),
    (
        "remind me to stretch",
        refused("when to remind you to stretch", "'remind me in 10 minutes to stretch'"),
    ),
    (
        "remind me every monday to take out the bins",
        refused("'every monday'", "'remind me every monday at 9 to take out the bins'"),
    ),
    ("remind me at 25:00 to sleep", refused("no such time of day", "'at 17:30'")),
    ("remind me on feb 30 at 9 to pay", refused("no such date", "'on dec 24 at 9'")),
    (
        "remind me in 0 seconds to stretch",
        refused("a delay of 0 is now", "'remind me in 10 seconds to stretch'"),
    ),
    ("remind me every 0 minutes to stretch", refused("a repeat of 0", "every 5 minutes")),
    (
        "remind me on monday and thursday at 18:00 to run",
        refused("every week?", "'every monday and thursday at 18:00'"),
    ),
    (
        "remind me tomorrow at 9 today to call mom",
        refused("could not read the time", "'remind me tomorrow at 9 to call mom'"),
    ),
    ("call mom in 10 minutes", refused("did you mean 'remind me to call mom in 10 minutes'?")),
    (
        "set a reminder for 5pm",
        refused("what should i remind you of (5pm)?", "'remind me 5pm to call mom'"),
    ),
    ("remind me in 5 minutes", refused("what should i remind you of (", "to call mom'")),
    ("hello", refused("I did not understand that. Try: 'remind me in 10 minutes to stretch'")),
    ("what time is it", refused("I did not understand that.", "'list my reminders'")),
]
