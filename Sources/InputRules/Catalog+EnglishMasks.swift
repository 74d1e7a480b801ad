// swift-format-ignore-file
// The English sentences of the masks reasons: the reference every language is translated from
// and falls back to. One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  package static let englishMasks: StaticString = """
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = {character} does not fit here: this place takes {name, select, digit {a digit} letter {a letter} alphanumeric {a letter or digit} other {one of the characters of “{symbol}”}}.
    mask.full = The field is full: “{format}” holds {limit, plural, one {# character} other {# characters}}.
    mask.tooLong = At most {limit, plural, one {# {unit, select, utf16 {UTF-16 code unit} utf8 {byte} scalars {Unicode scalar} other {character}}} other {# {unit, select, utf16 {UTF-16 code units} utf8 {bytes} scalars {Unicode scalars} other {characters}}}} fit in this field.
    mask.noLongerFit = Characters that no longer fit their places were removed.
    mask.incomplete = “{format}” needs more characters.
    mask.notLaidOut = “{text}” is not laid out as “{format}”.
    # Ending an edit
    mask.cleared = An incomplete entry was cleared.
    mask.reverted = An incomplete entry was reverted.
    # Pastes and values set by the program
    mask.pasteFiltered = Characters no place of the mask takes were left out.
    mask.pasteCut = The paste was cut to what the mask holds.
    mask.pasteNothingFits = Nothing in “{text}” fits the mask.
    mask.notFilled = “{text}” does not fill “{format}”.
    mask.notAValue = “{text}” is not a value of “{format}”.
    """
}
