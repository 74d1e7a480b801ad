// swift-format-ignore-file
// The English sentences of the numbers reasons: the reference every language is translated from
// and falls back to. One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  package static let englishNumbers: StaticString = """
    # Number rules (integer, decimal, money): range and sign
    number.range = The number must be from {lowerBound} to {upperBound}.
    number.atLeast = The number must be at least {lowerBound}.
    number.atMost = The number must be at most {upperBound}.
    number.outsideRange = The number is outside the allowed range.
    number.negative = Negative numbers are not allowed.
    number.minusAtZero = A minus sign cannot be typed here: the number is at least {number}.
    number.beyondIntegers = “{text}” is beyond the integers this field holds ({number}-bit).
    # Digits
    number.wholeNumbersOnly = Whole numbers only.
    number.fractionDigits = {limit, plural, one {At most # digit after the decimal separator.} other {At most # digits after the decimal separator.}}
    number.integerDigits = {limit, plural, one {At most # digit before the decimal separator.} other {At most # digits before the decimal separator.}}
    number.totalDigits = At most {limit} digits.
    number.significantDigits = {limit, plural, one {At most # significant digit.} other {At most # significant digits.}}
    number.exponentTooSmallWhole = The exponent makes the number too small: whole numbers only.
    number.exponentTooSmall = {limit, plural, one {The exponent makes the number too small: at most # digit after the decimal separator.} other {The exponent makes the number too small: at most # digits after the decimal separator.}}
    number.exponentTooLarge = {limit, plural, one {The exponent makes the number too large: at most # digit before the decimal separator.} other {The exponent makes the number too large: at most # digits before the decimal separator.}}
    # Keys a field takes
    number.onlyDigits = Only digits can be typed here.
    number.onlyDigitsAndMinus = Only digits and a minus sign can be typed here.
    number.onlyDigitsAndSeparator = Only digits and the decimal separator can be typed here.
    number.onlyDigitsMinusAndSeparator = Only digits, a minus sign and the decimal separator can be typed here.
    number.onlyScientificKeys = Only digits, a minus sign, the decimal separator and an exponent can be typed here.
    number.registerNoSeparator = Digits fill from the smallest unit: no separator is typed.
    number.currencySymbol = {character} is a currency symbol; this field takes a number without one.
    number.otherCurrency = {character} is not this field's currency: it takes {name} (“{symbol}”).
    # Separators
    number.groupingShown = Grouping separators are shown by the field; typing one does nothing.
    number.groupingNotShown = Grouping separators (“{symbol}”) are not shown in this field; typing one does nothing.
    number.ambiguousComma = A typed {character} could be meant as the decimal separator or as grouping here, so it is not taken: the decimal separator is “{symbol}” (or “.”).
    number.ambiguousCommaWhole = A typed {character} could be meant as the decimal separator or as grouping here, so it is not taken: this field takes whole numbers.
    number.takenFromPaste = The amount was taken from the pasted text.
    number.severalAmounts = The pasted text holds several amounts ({someOptions}); paste only one.
    number.misplacedGrouping = Not one number as written: a space, symbol or grouping separator (“{symbol}”) stands where the locale puts none; the decimal separator is “{format}”.
    # The text as a whole
    number.notANumber = That is not a number.
    number.tooLong = {unit, select, utf8 {At most {limit} bytes.} utf16 {At most {limit} UTF-16 code units.} scalars {At most {limit} Unicode scalars.} other {At most {limit} characters.}}
    number.textTooLong = The text is too long.
    number.incomplete = The number is not complete yet.
    number.notComplete = The number was not complete.
    number.changesNothing = That changes nothing in the number.
    number.notPlainNumber = “{text}” is not a plain number such as 1234.5 or -7 (at most {limit} digits).
    number.notWholeNumber = “{text}” is not a whole number such as 25 or -7.
    number.notWrittenAsInteger = “{text}” is not written as an integer value is: digits, such as 25.
    # Editing ended
    number.reformatted = The number was reformatted.
    number.clamped = The number was brought into the allowed range.
    number.rounded = The number was rounded to the allowed digits.
    number.reverted = {cause} The field went back to its last valid value, {text}.
    number.revertedCleared = {cause} The field was cleared.
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = The format does not read "{text}" as a value.
    format.notAValue = The format does not read this text as a value.
    format.reformatted = Formatted.
    format.reverted = The text went back to the last valid value.
    format.notFiniteDecimal = The value is not a finite number of at most {limit} digits.
    """
}
