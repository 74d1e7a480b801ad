// swift-format-ignore-file
// The English sentences of the text reasons: the reference every language is translated from
// and falls back to. One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  package static let englishText: StaticString = """
    @quotes = “ ”
    @months = January|February|March|April|May|June|July|August|September|October|November|December
    @list.middle = {0}, {1}
    @list.or = {0} or {1}
    # Text fields: characters and lengths
    text.controlCharacter = Control characters ({character}) are not accepted.
    text.lineBreakInSingleLine = Line breaks, tabs and control characters ({character}) are not accepted in a single-line field.
    text.notAccepted = {character} is not accepted here.
    text.nothingAccepted = Nothing that is accepted here was entered.
    text.lineBreakDropped = The line break at the end of the paste was dropped.
    text.joinedRemoved = Characters that joined into one that is not accepted here were removed.
    text.droppedAndCut = Characters that are not accepted were dropped and the rest cut to {limit, plural, one {# {unit, select, utf16 {UTF-16 code unit} utf8 {byte} scalars {Unicode scalar} other {character}}} other {# {unit, select, utf16 {UTF-16 code units} utf8 {bytes} scalars {Unicode scalars} other {characters}}}}.
    text.cut = Only what fits in {limit, plural, one {# {unit, select, utf16 {UTF-16 code unit} utf8 {byte} scalars {Unicode scalar} other {character}}} other {# {unit, select, utf16 {UTF-16 code units} utf8 {bytes} scalars {Unicode scalars} other {characters}}}} was kept.
    text.dropped = Characters that are not accepted here were dropped.
    text.tooLong = At most {limit, plural, one {# {unit, select, utf16 {UTF-16 code unit} utf8 {byte} scalars {Unicode scalar} other {character}} fits} other {# {unit, select, utf16 {UTF-16 code units} utf8 {bytes} scalars {Unicode scalars} other {characters}} fit}} in this field.
    text.notUpperCase = {character} is not upper case; letters in this field are upper case.
    text.notLowerCase = {character} is not lower case; letters in this field are lower case.
    text.convertedToUpperCase = Letters were converted to upper case.
    text.convertedToLowerCase = Letters were converted to lower case.
    text.adjusted = The entry was adjusted by the field's rule.
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = Keep typing: choose {choices}.
    choice.spacesDropped = Spaces and line breaks around the pasted text were dropped.
    choice.notAllowed = {text} is not allowed here; choose {choices}.
    choice.completed = Completed to {text}.
    choice.cleared = "{text}" is not an option; the field was cleared.
    choice.wentBack = "{text}" is not an option; the field went back to {name}.
    choice.noAllowedOption = No allowed option starts with "{text}"; choose {choices}.
    choice.noOption = No option starts with "{text}"; choose {choices}.
    choice.notAnOption = “{text}” is not an option; choose {choices}.
    choice.range = an option from {lowerBound} to {upperBound}
    choice.many = one of the {number} options ({someOptions}, …)
    # Any field
    field.notLaidOut = “{text}” is not laid out as this field lays out its characters.
    field.nothingTypable = Nothing here can be typed.
    field.typeOver = Type over the characters to change them; the others stay in place.
    value.rounded = The value was rounded to the digits this field allows.
    value.noValue = “{text}” names no value this field accepts.
    value.notAcceptable = The value is not acceptable under this field's rule.
    # Checking an entry (inputrules check)
    entry.empty = The entry is empty.
    entry.cannotBeTyped = The entry cannot be typed in this field.
    entry.noValue = The entry holds no value.
    entry.typedDifferently = Typing the entry gives “{text}” instead.
    entry.notComplete = The entry is not complete.
    entry.commitChanges = Ending the edit changes the entry.
    entry.invalidEncoding = The {name, select, line {line} other {entry}} is not valid UTF-8.
    entry.required = Enter a value.
    entry.tooLarge = The entry is too long to check: at most {limit, plural, one {# byte} other {# bytes}}.
    field.notAccepted = Not accepted.
    """
}
