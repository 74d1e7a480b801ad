// swift-format-ignore-file
// The English sentences of the dates reasons: the reference every language is translated from
// and falls back to. One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  package static let englishDates: StaticString = """
    # Typing: what the field takes
    date.complete = The {subject, select, time {time} other {date}} is complete.
    date.onlyDigits = Only digits can be typed in a {subject, select, time {time} other {date}}.
    date.onlyDigitsAndDayPeriod = Only digits, and A or P for AM or PM, can be typed in a {subject, select, time {time} other {date}}.
    date.onlyDigitsHere = Only digits can be typed here.
    date.digitsStored = Digits are stored as 0-9.
    date.incomplete = Type the whole {subject, select, time {time} other {date}}: {format}.
    # A field that cannot hold what was typed
    date.yearRange = A year is 0001 to 9999.
    date.shortYearRange = A year is 00 to 99.
    date.monthRange = A month is 01 to 12.
    date.dayRange = A day is 01 to 31.
    date.hour24Range = An hour is 00 to 23.
    date.hour12Range = An hour is 01 to 12.
    date.minuteRange = Minutes are 00 to 59.
    date.secondRange = Seconds are 00 to 59.
    date.dayPeriod = Type A for AM or P for PM.
    date.monthDays = {month} has {limit, plural, one {# day} other {# days}}.
    date.februaryInYear = {month} {number} has {limit, plural, one {# day} other {# days}}.
    date.februaryAtMost = {month} has at most {limit, plural, one {# day} other {# days}}.
    date.noneStarts = No {subject, select, time {time} other {date}} starts like this.
    # The range
    date.earliest = The earliest {subject, select, time {time} other {date}} is {lowerBound}.
    date.latest = The latest {subject, select, time {time} other {date}} is {upperBound}.
    date.noneInRange = No {subject, select, time {time} other {date}} in the range starts like this.
    # Pastes and values set by the program
    date.ambiguousPaste = “{text}” reads as more than one {subject, select, time {time} other {date}}; type it as {format}.
    date.pasteReplaced = The pasted {subject, select, time {time} other {date}} replaced the one typed.
    date.pasteNoDigits = The pasted text holds no digits.
    date.pasteDigitsCut = Only the digits that fit were kept.
    date.pasteDigitsKept = Only the digits were kept.
    date.notCanonical = “{text}” is not a {subject, select, time {time} other {date}} in ISO 8601 with the fields of {format}.
    """
}
