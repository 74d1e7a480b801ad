// swift-format-ignore-file
// The English sentences of the codes reasons: the reference every language is translated from
// and falls back to. One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  package static let englishCodes: StaticString = """
    # Card numbers
    card.onlyDigitsTyped = Only digits can be typed in a card number.
    card.onlyDigits = A card number holds only digits.
    card.digitsKept = Only the digits were kept.
    card.digitsConverted = Digits are stored as 0-9.
    card.incomplete = The card number is incomplete.
    card.lengths = {name} numbers have {limit, plural, one {# digit} other {# digits}}.
    card.lengthsRange = {name} numbers have {number} to {limit, plural, one {# digit} other {# digits}}.
    card.visaLengths = {name} numbers have 13, 16 or 19 digits.
    card.dinersLengths = {name} numbers have 14 or 16 to 19 digits.
    card.checkDigitMismatch = The check digit does not match.
    card.checkDigitNotYet = The check digit does not match yet: {name} numbers have up to {limit, plural, one {# digit} other {# digits}}.
    card.checksum = The check digit does not match: a digit is mistyped.
    card.unknownStart = No card number starts with {text}.
    card.brandNotAccepted = {name} cards are not accepted here.
    card.brandsNotAccepted = Numbers starting with {text} are {options} cards, which are not accepted here.
    card.brandTooLong = {name} numbers have at most {limit, plural, one {# digit} other {# digits}}.
    card.tooLong = A card number has at most {limit, plural, one {# digit} other {# digits}}.
    card.emptyValue = An empty string names no card number.
    card.invalidValue = “{text}” is not a card number: {cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = Only letters and digits can be typed in an IBAN.
    iban.onlyLettersAndDigits = An IBAN holds only letters and digits.
    iban.spacesCannotReplace = Spaces cannot replace the characters of an IBAN: the field adds its spaces itself.
    iban.lettersAndDigitsKept = Only the letters and digits were kept.
    iban.capitals = IBAN letters are capitals.
    iban.countryCodeFirst = An IBAN starts with a two-letter country code.
    iban.startsWithLetters = An IBAN starts with two letters, the country code.
    iban.checkDigits = The third and fourth characters of an IBAN are check digits.
    iban.unknownCountryStart = No IBAN country code starts with {text}.
    iban.unknownCountry = {name} is not a country with IBANs.
    iban.length = An IBAN of {name} has {limit, plural, one {# character} other {# characters}}.
    iban.checksum = The check digits do not match: a character is mistyped.
    iban.takenFromPaste = The IBAN was taken from the pasted text.
    iban.several = The pasted text holds several IBANs ({someOptions}); paste only one.
    # One-time codes
    code.onlyDigitsTyped = Only digits can be typed in a code.
    code.onlyDigits = A code holds only digits.
    code.digitsConverted = Digits are stored as 0-9.
    code.digitsKept = Only the digits were kept.
    code.takenFromPaste = The code was taken from the pasted text.
    code.takenInPlace = The code was taken from the pasted text, in place of the digits typed before.
    code.several = The pasted text holds several {limit}-digit codes ({someOptions}); paste only one.
    code.noDigits = The pasted text holds no digits.
    code.noGroup = The pasted text holds no group of {limit, plural, one {# digit} other {# digits}}.
    code.length = The code has {limit, plural, one {# digit} other {# digits}}.
    code.emptyValue = An empty string names no code.
    code.invalidValue = “{text}” is not a code: {cause}
    """
}
