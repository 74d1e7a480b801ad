// swift-format-ignore-file
// The English sentences of the phone reasons: the reference every language is translated from
// and falls back to. One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  package static let englishPhone: StaticString = """
    # Typing and pasting
    phone.onlyDigitsTyped = Only digits can be typed in a phone number, and “+” at its start.
    phone.plusOnlyAtStart = {character} can only start a phone number, once.
    phone.digitsConverted = Digits are stored as 0-9.
    phone.callingCodeHere = Numbers are written with their calling code here: +{number}.
    phone.writtenWithCallingCode = The number is written with its calling code here.
    phone.numberKept = Only the phone number was kept.
    phone.pasteNotANumber = The pasted text is not a phone number.
    phone.pasteSeveral = The pasted text holds more than one number.
    phone.pasteNone = The pasted text holds no phone number.
    # Reading the number
    phone.onlyDigits = A phone number holds only digits, after a “+” at the start.
    phone.tooLong = A phone number has at most {limit, plural, one {# digit} other {# digits}}.
    phone.callingCodeZero = No calling code starts with 0: type it after “+”.
    phone.callingCodeStartNotAccepted = Numbers with a calling code starting +{number} are not accepted here.
    phone.unknownCallingCode = No country has the calling code +{number}.
    phone.callingCodeNotAccepted = Numbers with the calling code +{number} are not accepted here.
    phone.regionNotAccepted = Numbers of {name} are not accepted here.
    phone.tooLongAfterCallingCode = A number with the calling code +{number} has at most {limit, plural, one {# digit} other {# digits}} after it.
    phone.noSuchStart = No phone number starts like this.
    phone.incomplete = The phone number is incomplete.
    phone.notLaidOut = “{text}” is not laid out as this field lays out phone numbers.
    # Values set by the program
    phone.invalidValue = “{text}” is not a phone number: {cause}
    phone.notANumberValue = “{text}” is not a phone number: it is not a phone number.
    """
}
