// swift-format-ignore-file
// The German sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let german: StaticString = """
    @quotes = „ “
    @months = Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember
    @list.middle = {0}, {1}
    @list.or = {0} oder {1}
    # Text fields: characters and lengths
    text.controlCharacter = Steuerzeichen ({character}) sind nicht zulässig.
    text.lineBreakInSingleLine = Zeilenumbrüche, Tabulatoren und Steuerzeichen ({character}) sind in einem einzeiligen Feld nicht zulässig.
    text.notAccepted = {character} ist hier nicht zulässig.
    text.nothingAccepted = Es wurde nichts eingegeben, was hier zulässig ist.
    text.lineBreakDropped = Der Zeilenumbruch am Ende des eingefügten Texts wurde entfernt.
    text.joinedRemoved = Zeichen, die sich zu einem hier nicht zulässigen Zeichen verbunden haben, wurden entfernt.
    text.droppedAndCut = Nicht zulässige Zeichen wurden entfernt und der Rest auf {limit, plural, one {# {unit, select, utf16 {UTF-16-Codeeinheit} utf8 {Byte} scalars {Unicode-Skalar} other {Zeichen}}} other {# {unit, select, utf16 {UTF-16-Codeeinheiten} utf8 {Bytes} scalars {Unicode-Skalare} other {Zeichen}}}} gekürzt.
    text.cut = Es wurde nur behalten, was in {limit, plural, one {# {unit, select, utf16 {UTF-16-Codeeinheit} utf8 {Byte} scalars {Unicode-Skalar} other {Zeichen}}} other {# {unit, select, utf16 {UTF-16-Codeeinheiten} utf8 {Bytes} scalars {Unicode-Skalare} other {Zeichen}}}} passt.
    text.dropped = Zeichen, die hier nicht zulässig sind, wurden entfernt.
    text.tooLong = In dieses Feld {limit, plural, one {passt höchstens # {unit, select, utf16 {UTF-16-Codeeinheit} utf8 {Byte} scalars {Unicode-Skalar} other {Zeichen}}} other {passen höchstens # {unit, select, utf16 {UTF-16-Codeeinheiten} utf8 {Bytes} scalars {Unicode-Skalare} other {Zeichen}}}}.
    text.notUpperCase = {character} ist kein Großbuchstabe; in diesem Feld werden Buchstaben großgeschrieben.
    text.notLowerCase = {character} ist kein Kleinbuchstabe; in diesem Feld werden Buchstaben kleingeschrieben.
    text.convertedToUpperCase = Buchstaben wurden in Großbuchstaben umgewandelt.
    text.convertedToLowerCase = Buchstaben wurden in Kleinbuchstaben umgewandelt.
    text.adjusted = Die Eingabe wurde gemäß der Regel des Felds angepasst.
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = Tippen Sie weiter und wählen Sie {choices}.
    choice.spacesDropped = Leerzeichen und Zeilenumbrüche vor und nach dem eingefügten Text wurden entfernt.
    choice.notAllowed = {text} ist hier nicht zulässig; wählen Sie {choices}.
    choice.completed = Zu {text} vervollständigt.
    choice.cleared = „{text}“ steht nicht zur Auswahl; das Feld wurde geleert.
    choice.wentBack = „{text}“ steht nicht zur Auswahl; das Feld wurde auf {name} zurückgesetzt.
    choice.noAllowedOption = Keine zulässige Option beginnt mit „{text}“; wählen Sie {choices}.
    choice.noOption = Keine Option beginnt mit „{text}“; wählen Sie {choices}.
    choice.notAnOption = „{text}“ steht nicht zur Auswahl; wählen Sie {choices}.
    choice.range = eine Option von {lowerBound} bis {upperBound}
    choice.many = eine der {number} Optionen ({someOptions}, …)
    # Any field
    field.notLaidOut = „{text}“ entspricht nicht der Zeichenanordnung dieses Felds.
    field.nothingTypable = Hier kann nichts eingegeben werden.
    field.typeOver = Überschreiben Sie die Zeichen, um sie zu ändern; die übrigen bleiben an ihrer Stelle.
    value.rounded = Der Wert wurde auf die Stellen gerundet, die dieses Feld zulässt.
    value.noValue = „{text}“ bezeichnet keinen Wert, den dieses Feld annimmt.
    value.notAcceptable = Der Wert ist nach der Regel dieses Felds nicht zulässig.
    # Checking an entry (inputrules check)
    entry.empty = Die Eingabe ist leer.
    entry.cannotBeTyped = Die Eingabe kann in diesem Feld nicht getippt werden.
    entry.noValue = Die Eingabe enthält keinen Wert.
    entry.typedDifferently = Beim Tippen ergibt die Eingabe stattdessen „{text}“.
    entry.notComplete = Die Eingabe ist nicht vollständig.
    entry.commitChanges = Das Beenden der Bearbeitung ändert die Eingabe.
    entry.invalidEncoding = {name, select, line {Die Zeile} other {Die Eingabe}} ist kein gültiges UTF-8.
    entry.required = Geben Sie einen Wert ein.
    entry.tooLarge = Die Eingabe ist zu lang für die Prüfung: höchstens {limit, plural, one {# Byte} other {# Byte}}.
    field.notAccepted = Nicht zulässig.
    # Number rules (integer, decimal, money): range and sign
    number.range = Die Zahl muss im Bereich von {lowerBound} bis {upperBound} liegen.
    number.atLeast = Die Zahl muss mindestens {lowerBound} sein.
    number.atMost = Die Zahl darf höchstens {upperBound} sein.
    number.outsideRange = Die Zahl liegt außerhalb des zulässigen Bereichs.
    number.negative = Negative Zahlen sind nicht zulässig.
    number.minusAtZero = Hier kann kein Minuszeichen eingegeben werden: Die Zahl ist mindestens {number}.
    number.beyondIntegers = „{text}“ liegt außerhalb der ganzen Zahlen, die dieses Feld aufnehmen kann ({number} Bit).
    # Digits
    number.wholeNumbersOnly = Nur ganze Zahlen.
    number.fractionDigits = {limit, plural, one {Höchstens # Nachkommastelle.} other {Höchstens # Nachkommastellen.}}
    number.integerDigits = {limit, plural, one {Höchstens # Vorkommastelle.} other {Höchstens # Vorkommastellen.}}
    number.totalDigits = {limit, plural, one {Höchstens # Stelle.} other {Höchstens # Stellen.}}
    number.significantDigits = {limit, plural, one {Höchstens # signifikante Stelle.} other {Höchstens # signifikante Stellen.}}
    number.exponentTooSmallWhole = Der Exponent macht die Zahl zu klein: nur ganze Zahlen.
    number.exponentTooSmall = {limit, plural, one {Der Exponent macht die Zahl zu klein: höchstens # Nachkommastelle.} other {Der Exponent macht die Zahl zu klein: höchstens # Nachkommastellen.}}
    number.exponentTooLarge = {limit, plural, one {Der Exponent macht die Zahl zu groß: höchstens # Vorkommastelle.} other {Der Exponent macht die Zahl zu groß: höchstens # Vorkommastellen.}}
    # Keys a field takes
    number.onlyDigits = Hier können nur Ziffern eingegeben werden.
    number.onlyDigitsAndMinus = Hier können nur Ziffern und ein Minuszeichen eingegeben werden.
    number.onlyDigitsAndSeparator = Hier können nur Ziffern und das Dezimaltrennzeichen eingegeben werden.
    number.onlyDigitsMinusAndSeparator = Hier können nur Ziffern, ein Minuszeichen und das Dezimaltrennzeichen eingegeben werden.
    number.onlyScientificKeys = Hier können nur Ziffern, ein Minuszeichen, das Dezimaltrennzeichen und ein Exponent eingegeben werden.
    number.registerNoSeparator = Die Ziffern füllen die Zahl von der kleinsten Einheit her auf: Ein Trennzeichen wird nicht eingegeben.
    number.currencySymbol = {character} ist ein Währungssymbol; dieses Feld erwartet eine Zahl ohne Währungssymbol.
    number.otherCurrency = {character} ist nicht die Währung dieses Felds: Es erwartet {name} („{symbol}“).
    # Separators
    number.groupingShown = Tausendertrennzeichen zeigt das Feld selbst an; sie einzugeben bewirkt nichts.
    number.groupingNotShown = Tausendertrennzeichen („{symbol}“) werden in diesem Feld nicht angezeigt; sie einzugeben bewirkt nichts.
    number.ambiguousComma = Ein eingegebenes {character} könnte hier als Dezimaltrennzeichen oder als Tausendertrennzeichen gemeint sein und wird daher nicht übernommen: Das Dezimaltrennzeichen ist „{symbol}“ (oder „.“).
    number.ambiguousCommaWhole = Ein eingegebenes {character} könnte hier als Dezimaltrennzeichen oder als Tausendertrennzeichen gemeint sein und wird daher nicht übernommen: Dieses Feld erwartet ganze Zahlen.
    number.takenFromPaste = Der Betrag wurde aus dem eingefügten Text übernommen.
    number.severalAmounts = Der eingefügte Text enthält mehrere Beträge ({someOptions}); fügen Sie nur einen ein.
    number.misplacedGrouping = So geschrieben ist es keine einzelne Zahl: Ein Leerzeichen, Symbol oder Tausendertrennzeichen („{symbol}“) steht dort, wo die Regionseinstellung keines vorsieht; das Dezimaltrennzeichen ist „{format}“.
    # The text as a whole
    number.notANumber = Das ist keine Zahl.
    number.tooLong = {unit, select, utf8 {{limit, plural, one {Höchstens # Byte.} other {Höchstens # Bytes.}}} utf16 {{limit, plural, one {Höchstens # UTF-16-Codeeinheit.} other {Höchstens # UTF-16-Codeeinheiten.}}} scalars {{limit, plural, one {Höchstens # Unicode-Skalar.} other {Höchstens # Unicode-Skalare.}}} other {Höchstens {limit} Zeichen.}}
    number.textTooLong = Der Text ist zu lang.
    number.incomplete = Die Zahl ist noch nicht vollständig.
    number.notComplete = Die Zahl war nicht vollständig.
    number.changesNothing = Das ändert nichts an der Zahl.
    number.notPlainNumber = „{text}“ ist keine einfache Zahl wie 1234.5 oder -7 ({limit, plural, one {höchstens # Stelle} other {höchstens # Stellen}}).
    number.notWholeNumber = „{text}“ ist keine ganze Zahl wie 25 oder -7.
    number.notWrittenAsInteger = „{text}“ ist nicht so geschrieben wie ein ganzzahliger Wert: aus Ziffern, etwa 25.
    # Editing ended
    number.reformatted = Die Zahl wurde neu formatiert.
    number.clamped = Die Zahl wurde in den zulässigen Bereich gebracht.
    number.rounded = Die Zahl wurde auf die zulässigen Stellen gerundet.
    number.reverted = {cause} Das Feld wurde auf seinen letzten gültigen Wert zurückgesetzt: {text}.
    number.revertedCleared = {cause} Das Feld wurde geleert.
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = Das Format erkennt „{text}“ nicht als Wert.
    format.notAValue = Das Format erkennt diesen Text nicht als Wert.
    format.reformatted = Formatiert.
    format.reverted = Der Text wurde auf den letzten gültigen Wert zurückgesetzt.
    format.notFiniteDecimal = Der Wert ist keine endliche Zahl mit {limit, plural, one {höchstens # Stelle} other {höchstens # Stellen}}.
    # Typing: what the field takes
    date.complete = {subject, select, time {Die Uhrzeit ist} other {Das Datum ist}} vollständig.
    date.onlyDigits = In {subject, select, time {eine Uhrzeit} other {ein Datum}} können nur Ziffern eingegeben werden.
    date.onlyDigitsAndDayPeriod = In {subject, select, time {eine Uhrzeit} other {ein Datum}} können nur Ziffern sowie A oder P für AM oder PM eingegeben werden.
    date.onlyDigitsHere = Hier können nur Ziffern eingegeben werden.
    date.digitsStored = Ziffern werden als 0-9 gespeichert.
    date.incomplete = Geben Sie {subject, select, time {die vollständige Uhrzeit} other {das vollständige Datum}} ein: {format}.
    # A field that cannot hold what was typed
    date.yearRange = Das Jahr muss zwischen 0001 und 9999 liegen.
    date.shortYearRange = Das Jahr muss zwischen 00 und 99 liegen.
    date.monthRange = Der Monat muss zwischen 01 und 12 liegen.
    date.dayRange = Der Tag muss zwischen 01 und 31 liegen.
    date.hour24Range = Die Stunde muss zwischen 00 und 23 liegen.
    date.hour12Range = Die Stunde muss zwischen 01 und 12 liegen.
    date.minuteRange = Die Minuten müssen zwischen 00 und 59 liegen.
    date.secondRange = Die Sekunden müssen zwischen 00 und 59 liegen.
    date.dayPeriod = Geben Sie A für AM oder P für PM ein.
    date.monthDays = {month} hat {limit, plural, one {# Tag} other {# Tage}}.
    date.februaryInYear = {month} {number} hat {limit, plural, one {# Tag} other {# Tage}}.
    date.februaryAtMost = {month} hat höchstens {limit, plural, one {# Tag} other {# Tage}}.
    date.noneStarts = {subject, select, time {Keine Uhrzeit} other {Kein Datum}} beginnt so.
    # The range
    date.earliest = {subject, select, time {Die früheste Uhrzeit} other {Das früheste Datum}} ist {lowerBound}.
    date.latest = {subject, select, time {Die späteste Uhrzeit} other {Das späteste Datum}} ist {upperBound}.
    date.noneInRange = {subject, select, time {Keine Uhrzeit} other {Kein Datum}} im zulässigen Bereich beginnt so.
    # Pastes and values set by the program
    date.ambiguousPaste = „{text}“ lässt sich als mehr als {subject, select, time {eine Uhrzeit} other {ein Datum}} lesen; geben Sie es als {format} ein.
    date.pasteReplaced = {subject, select, time {Die eingefügte Uhrzeit hat die getippte} other {Das eingefügte Datum hat das getippte}} ersetzt.
    date.pasteNoDigits = Der eingefügte Text enthält keine Ziffern.
    date.pasteDigitsCut = Nur die Ziffern, die passen, wurden übernommen.
    date.pasteDigitsKept = Nur die Ziffern wurden übernommen.
    date.notCanonical = „{text}“ ist {subject, select, time {keine Uhrzeit} other {kein Datum}} in ISO 8601 mit den Feldern von {format}.
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = {character} passt hier nicht: An dieser Stelle wird {name, select, digit {eine Ziffer} letter {ein Buchstabe} alphanumeric {ein Buchstabe oder eine Ziffer} other {eines der Zeichen aus „{symbol}“}} erwartet.
    mask.full = Das Feld ist voll: „{format}“ fasst {limit, plural, one {# Zeichen} other {# Zeichen}}.
    mask.tooLong = In dieses Feld {limit, plural, one {passt höchstens # {unit, select, utf16 {UTF-16-Codeeinheit} utf8 {Byte} scalars {Unicode-Skalar} other {Zeichen}}} other {passen höchstens # {unit, select, utf16 {UTF-16-Codeeinheiten} utf8 {Bytes} scalars {Unicode-Skalare} other {Zeichen}}}}.
    mask.noLongerFit = Zeichen, die nicht mehr an ihre Stelle passen, wurden entfernt.
    mask.incomplete = „{format}“ erfordert weitere Zeichen.
    mask.notLaidOut = „{text}“ ist nicht wie „{format}“ aufgebaut.
    # Ending an edit
    mask.cleared = Eine unvollständige Eingabe wurde gelöscht.
    mask.reverted = Eine unvollständige Eingabe wurde zurückgesetzt.
    # Pastes and values set by the program
    mask.pasteFiltered = Zeichen, die keine Stelle der Maske annimmt, wurden ausgelassen.
    mask.pasteCut = Der eingefügte Text wurde auf das gekürzt, was die Maske fasst.
    mask.pasteNothingFits = Nichts in „{text}“ passt in die Maske.
    mask.notFilled = „{text}“ füllt „{format}“ nicht aus.
    mask.notAValue = „{text}“ ist kein Wert von „{format}“.
    # Card numbers
    card.onlyDigitsTyped = In eine Kartennummer können nur Ziffern eingegeben werden.
    card.onlyDigits = Eine Kartennummer enthält nur Ziffern.
    card.digitsKept = Nur die Ziffern wurden übernommen.
    card.digitsConverted = Ziffern werden als 0-9 gespeichert.
    card.incomplete = Die Kartennummer ist unvollständig.
    card.lengths = Kartennummern von {name} haben {limit, plural, one {# Ziffer} other {# Ziffern}}.
    card.lengthsRange = Kartennummern von {name} haben {number} bis {limit, plural, one {# Ziffer} other {# Ziffern}}.
    card.visaLengths = Kartennummern von {name} haben 13, 16 oder 19 Ziffern.
    card.dinersLengths = Kartennummern von {name} haben 14 oder 16 bis 19 Ziffern.
    card.checkDigitMismatch = Die Prüfziffer stimmt nicht.
    card.checkDigitNotYet = Die Prüfziffer stimmt noch nicht: Kartennummern von {name} haben bis zu {limit, plural, one {# Ziffer} other {# Ziffern}}.
    card.checksum = Die Prüfziffer stimmt nicht: Eine Ziffer ist falsch eingegeben.
    card.unknownStart = Keine Kartennummer beginnt mit {text}.
    card.brandNotAccepted = Karten von {name} werden hier nicht akzeptiert.
    card.brandsNotAccepted = Nummern, die mit {text} beginnen, gehören zu Karten von {options}; diese werden hier nicht akzeptiert.
    card.brandTooLong = Kartennummern von {name} haben höchstens {limit, plural, one {# Ziffer} other {# Ziffern}}.
    card.tooLong = Eine Kartennummer hat höchstens {limit, plural, one {# Ziffer} other {# Ziffern}}.
    card.emptyValue = Eine leere Zeichenfolge ist keine Kartennummer.
    card.invalidValue = „{text}“ ist keine Kartennummer: {cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = In eine IBAN können nur Buchstaben und Ziffern eingegeben werden.
    iban.onlyLettersAndDigits = Eine IBAN enthält nur Buchstaben und Ziffern.
    iban.spacesCannotReplace = Leerzeichen können keine Zeichen einer IBAN ersetzen: Das Feld fügt die Leerzeichen selbst ein.
    iban.lettersAndDigitsKept = Nur die Buchstaben und Ziffern wurden übernommen.
    iban.capitals = Buchstaben in einer IBAN sind Großbuchstaben.
    iban.countryCodeFirst = Eine IBAN beginnt mit einem Ländercode aus zwei Buchstaben.
    iban.startsWithLetters = Eine IBAN beginnt mit zwei Buchstaben, dem Ländercode.
    iban.checkDigits = Das dritte und vierte Zeichen einer IBAN sind Prüfziffern.
    iban.unknownCountryStart = Kein IBAN-Ländercode beginnt mit {text}.
    iban.unknownCountry = {name} ist kein Land, das IBANs verwendet.
    iban.length = Eine IBAN für {name} hat {limit, plural, one {# Zeichen} other {# Zeichen}}.
    iban.checksum = Die Prüfziffern stimmen nicht: Ein Zeichen ist falsch eingegeben.
    iban.takenFromPaste = Die IBAN wurde aus dem eingefügten Text übernommen.
    iban.several = Der eingefügte Text enthält mehrere IBANs ({someOptions}); fügen Sie nur eine ein.
    # One-time codes
    code.onlyDigitsTyped = In einen Code können nur Ziffern eingegeben werden.
    code.onlyDigits = Ein Code enthält nur Ziffern.
    code.digitsConverted = Ziffern werden als 0-9 gespeichert.
    code.digitsKept = Nur die Ziffern wurden übernommen.
    code.takenFromPaste = Der Code wurde aus dem eingefügten Text übernommen.
    code.takenInPlace = Der Code wurde aus dem eingefügten Text übernommen und ersetzt die zuvor eingegebenen Ziffern.
    code.several = Der eingefügte Text enthält mehrere {limit}-stellige Codes ({someOptions}); fügen Sie nur einen ein.
    code.noDigits = Der eingefügte Text enthält keine Ziffern.
    code.noGroup = Der eingefügte Text enthält keine Gruppe aus {limit, plural, one {# Ziffer} other {# Ziffern}}.
    code.length = Der Code hat {limit, plural, one {# Ziffer} other {# Ziffern}}.
    code.emptyValue = Eine leere Zeichenfolge ist kein Code.
    code.invalidValue = „{text}“ ist kein Code: {cause}
    # Typing and pasting
    phone.onlyDigitsTyped = In eine Telefonnummer können nur Ziffern und am Anfang „+“ eingegeben werden.
    phone.plusOnlyAtStart = {character} darf nur einmal und nur am Anfang einer Telefonnummer stehen.
    phone.digitsConverted = Ziffern werden als 0-9 gespeichert.
    phone.callingCodeHere = Nummern werden hier mit ihrer Ländervorwahl geschrieben: +{number}.
    phone.writtenWithCallingCode = Die Nummer wird hier mit ihrer Ländervorwahl geschrieben.
    phone.numberKept = Nur die Telefonnummer wurde übernommen.
    phone.pasteNotANumber = Der eingefügte Text ist keine Telefonnummer.
    phone.pasteSeveral = Der eingefügte Text enthält mehr als eine Nummer.
    phone.pasteNone = Der eingefügte Text enthält keine Telefonnummer.
    # Reading the number
    phone.onlyDigits = Eine Telefonnummer enthält nur Ziffern, nach einem „+“ am Anfang.
    phone.tooLong = Eine Telefonnummer hat höchstens {limit, plural, one {# Ziffer} other {# Ziffern}}.
    phone.callingCodeZero = Keine Ländervorwahl beginnt mit 0: Geben Sie sie nach „+“ ein.
    phone.callingCodeStartNotAccepted = Nummern mit einer Ländervorwahl, die mit +{number} beginnt, sind hier nicht zulässig.
    phone.unknownCallingCode = Kein Land hat die Ländervorwahl +{number}.
    phone.callingCodeNotAccepted = Nummern mit der Ländervorwahl +{number} sind hier nicht zulässig.
    phone.regionNotAccepted = Nummern aus {name} sind hier nicht zulässig.
    phone.tooLongAfterCallingCode = Eine Nummer mit der Ländervorwahl +{number} hat danach höchstens {limit, plural, one {# Ziffer} other {# Ziffern}}.
    phone.noSuchStart = Keine Telefonnummer beginnt so.
    phone.incomplete = Die Telefonnummer ist unvollständig.
    phone.notLaidOut = „{text}“ entspricht nicht der Anordnung, in der dieses Feld Telefonnummern schreibt.
    # Values set by the program
    phone.invalidValue = „{text}“ ist keine Telefonnummer: {cause}
    phone.notANumberValue = „{text}“ ist keine Telefonnummer: Der Text ist keine Telefonnummer.
    # Forms: required fields and rules between fields
    form.required = Dies ist ein Pflichtfeld.
    form.equal = Der Wert stimmt nicht mit „{name}“ überein.
    form.after = Der Wert muss nach „{name}“ liegen.
    form.notBefore = Der Wert darf nicht vor „{name}“ liegen.
    form.afterByAmount = Der Wert muss mindestens {text} über „{name}“ liegen.
    form.afterByYears = Der Wert muss mindestens {limit, plural, one {# Jahr} other {# Jahre}} nach „{name}“ liegen.
    form.afterByMonths = Der Wert muss mindestens {limit, plural, one {# Monat} other {# Monate}} nach „{name}“ liegen.
    form.afterByDays = Der Wert muss mindestens {limit, plural, one {# Tag} other {# Tage}} nach „{name}“ liegen.
    form.afterByMinutes = Der Wert muss mindestens {limit, plural, one {# Minute} other {# Minuten}} nach „{name}“ liegen.
    form.oneOf = Füllen Sie das Feld {choices} aus.
    form.requiredIf = Dies ist ein Pflichtfeld, wenn „{name}“ ausgefüllt ist.
    form.requiredIfEquals = Dies ist ein Pflichtfeld, wenn „{name}“ den Wert „{text}“ hat.
    form.securityCode = Der Sicherheitscode einer Karte von {name} hat {limit, plural, one {# Ziffer} other {# Ziffern}}.
    """
}
