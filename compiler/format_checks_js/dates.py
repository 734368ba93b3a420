"""RFC 3339 dates, times and durations: the twin of format_checks/dates.py."""

from __future__ import annotations

from dsh_schedule.compiler.format_checks import dates
from dsh_schedule.compiler.format_checks_js.regex import regex_constant

DEFINITIONS = (
    regex_constant("fmtDateRe", dates._fmt_date_re.pattern, whole=True),
    regex_constant("fmtTimeRe", dates._fmt_time_re.pattern, whole=True),
    regex_constant("fmtDurationRe", dates._fmt_duration_re.pattern, whole=True),
    (
        "fmtDate",
        """
function fmtDate(value) {
  // RFC 3339 full-date: YYYY-MM-DD, a real day of the Gregorian calendar.
  const match = fmtDateRe.exec(value);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  if (month === 2) {
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    return day <= (leap ? 29 : 28);
  }
  return day <= (month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31);
}""",
    ),
    (
        "fmtTime",
        """
function fmtTime(value) {
  // RFC 3339 full-time with a required offset; a leap second only at 23:59 UTC.
  const match = fmtTimeRe.exec(value);
  if (match === null) return false;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3]);
  const signed = match[4] !== undefined;
  const offsetHour = signed ? Number(match[5]) : 0;
  const offsetMinute = signed ? Number(match[6]) : 0;
  if (hour > 23 || minute > 59 || second > 60 || offsetHour > 23 || offsetMinute > 59) {
    return false;
  }
  if (second === 60) {
    const offset = (offsetHour * 60 + offsetMinute) * (match[4] === "-" ? -1 : 1);
    const utc = (((hour * 60 + minute - offset) % 1440) + 1440) % 1440;
    return utc === 23 * 60 + 59;
  }
  return true;
}""",
    ),
    (
        "fmtDateTime",
        """
function fmtDateTime(value) {
  // RFC 3339 date-time: full-date, T (either case), full-time.
  return value.length > 11 && (value[10] === "T" || value[10] === "t") &&
    fmtDate(value.slice(0, 10)) && fmtTime(value.slice(11));
}""",
    ),
    (
        "fmtDuration",
        """
function fmtDuration(value) {
  // RFC 3339 appendix A: P, then dates, times or weeks, each unit in order.
  return fmtDurationRe.test(value);
}""",
    ),
)
