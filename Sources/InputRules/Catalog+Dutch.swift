// swift-format-ignore-file
// The Dutch sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let dutch: StaticString = """
    @quotes = ‘ ’
    @months = januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december
    @list.middle = {0}, {1}
    @list.or = {0} of {1}
    # Text fields: characters and lengths
    text.controlCharacter = Stuurtekens ({character}) zijn niet toegestaan.
    text.lineBreakInSingleLine = Regeleinden, tabs en stuurtekens ({character}) zijn niet toegestaan in een veld van één regel.
    text.notAccepted = {character} is hier niet toegestaan.
    text.nothingAccepted = Er is niets ingevoerd wat hier is toegestaan.
    text.lineBreakDropped = Het regeleinde aan het eind van de geplakte tekst is verwijderd.
    text.joinedRemoved = Tekens die samen een hier niet toegestaan teken vormden, zijn verwijderd.
    text.droppedAndCut = Niet-toegestane tekens zijn verwijderd en de rest is ingekort tot {limit, plural, one {# {unit, select, utf16 {UTF-16-code-eenheid} utf8 {byte} scalars {Unicode-scalaire waarde} other {teken}}} other {# {unit, select, utf16 {UTF-16-code-eenheden} utf8 {bytes} scalars {Unicode-scalaire waarden} other {tekens}}}}.
    text.cut = Alleen wat in {limit, plural, one {# {unit, select, utf16 {UTF-16-code-eenheid} utf8 {byte} scalars {Unicode-scalaire waarde} other {teken}}} other {# {unit, select, utf16 {UTF-16-code-eenheden} utf8 {bytes} scalars {Unicode-scalaire waarden} other {tekens}}}} past, is behouden.
    text.dropped = Tekens die hier niet zijn toegestaan, zijn verwijderd.
    text.tooLong = In dit veld {limit, plural, one {past maximaal # {unit, select, utf16 {UTF-16-code-eenheid} utf8 {byte} scalars {Unicode-scalaire waarde} other {teken}}} other {passen maximaal # {unit, select, utf16 {UTF-16-code-eenheden} utf8 {bytes} scalars {Unicode-scalaire waarden} other {tekens}}}}.
    text.notUpperCase = {character} is geen hoofdletter; letters in dit veld zijn hoofdletters.
    text.notLowerCase = {character} is geen kleine letter; letters in dit veld zijn kleine letters.
    text.convertedToUpperCase = Letters zijn omgezet in hoofdletters.
    text.convertedToLowerCase = Letters zijn omgezet in kleine letters.
    text.adjusted = De invoer is aangepast volgens de regel van het veld.
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = Typ verder en kies {choices}.
    choice.spacesDropped = Spaties en regeleinden rond de geplakte tekst zijn verwijderd.
    choice.notAllowed = {text} is hier niet toegestaan; kies {choices}.
    choice.completed = Aangevuld tot {text}.
    choice.cleared = ‘{text}’ is geen optie; het veld is leeggemaakt.
    choice.wentBack = ‘{text}’ is geen optie; het veld is teruggezet op {name}.
    choice.noAllowedOption = Er is geen toegestane optie die begint met ‘{text}’; kies {choices}.
    choice.noOption = Er is geen optie die begint met ‘{text}’; kies {choices}.
    choice.notAnOption = ‘{text}’ is geen optie; kies {choices}.
    choice.range = een optie van {lowerBound} tot en met {upperBound}
    choice.many = een van de {number} opties ({someOptions}, …)
    # Any field
    field.notLaidOut = ‘{text}’ is niet ingedeeld zoals dit veld zijn tekens indeelt.
    field.nothingTypable = Hier kan niets worden getypt.
    field.typeOver = Typ over de tekens heen om ze te wijzigen; de andere blijven op hun plek.
    value.rounded = De waarde is afgerond op het aantal cijfers dat dit veld toestaat.
    value.noValue = ‘{text}’ is geen waarde die dit veld accepteert.
    value.notAcceptable = De waarde is niet toegestaan volgens de regel van dit veld.
    # Checking an entry (inputrules check)
    entry.empty = De invoer is leeg.
    entry.cannotBeTyped = De invoer kan niet in dit veld worden getypt.
    entry.noValue = De invoer bevat geen waarde.
    entry.typedDifferently = Als de invoer wordt getypt, ontstaat in plaats daarvan ‘{text}’.
    entry.notComplete = De invoer is niet volledig.
    entry.commitChanges = Het beëindigen van de bewerking wijzigt de invoer.
    entry.invalidEncoding = {name, select, line {De regel} other {De invoer}} is geen geldige UTF-8.
    entry.required = Voer een waarde in.
    entry.tooLarge = De invoer is te lang om te controleren: hoogstens {limit, plural, one {# byte} other {# bytes}}.
    field.notAccepted = Niet toegestaan.
    # Number rules (integer, decimal, money): range and sign
    number.range = Het getal moet minimaal {lowerBound} en maximaal {upperBound} zijn.
    number.atLeast = Het getal moet minimaal {lowerBound} zijn.
    number.atMost = Het getal mag maximaal {upperBound} zijn.
    number.outsideRange = Het getal ligt buiten het toegestane bereik.
    number.negative = Negatieve getallen zijn niet toegestaan.
    number.minusAtZero = Hier kan geen minteken worden getypt: het getal is minimaal {number}.
    number.beyondIntegers = ‘{text}’ valt buiten de gehele getallen die dit veld kan bevatten ({number} bits).
    # Digits
    number.wholeNumbersOnly = Alleen gehele getallen.
    number.fractionDigits = {limit, plural, one {Maximaal # cijfer achter het decimaalteken.} other {Maximaal # cijfers achter het decimaalteken.}}
    number.integerDigits = {limit, plural, one {Maximaal # cijfer vóór het decimaalteken.} other {Maximaal # cijfers vóór het decimaalteken.}}
    number.totalDigits = {limit, plural, one {Maximaal # cijfer.} other {Maximaal # cijfers.}}
    number.significantDigits = {limit, plural, one {Maximaal # significant cijfer.} other {Maximaal # significante cijfers.}}
    number.exponentTooSmallWhole = Door de exponent wordt het getal te klein: alleen gehele getallen.
    number.exponentTooSmall = {limit, plural, one {Door de exponent wordt het getal te klein: maximaal # cijfer achter het decimaalteken.} other {Door de exponent wordt het getal te klein: maximaal # cijfers achter het decimaalteken.}}
    number.exponentTooLarge = {limit, plural, one {Door de exponent wordt het getal te groot: maximaal # cijfer vóór het decimaalteken.} other {Door de exponent wordt het getal te groot: maximaal # cijfers vóór het decimaalteken.}}
    # Keys a field takes
    number.onlyDigits = Hier kunnen alleen cijfers worden getypt.
    number.onlyDigitsAndMinus = Hier kunnen alleen cijfers en een minteken worden getypt.
    number.onlyDigitsAndSeparator = Hier kunnen alleen cijfers en het decimaalteken worden getypt.
    number.onlyDigitsMinusAndSeparator = Hier kunnen alleen cijfers, een minteken en het decimaalteken worden getypt.
    number.onlyScientificKeys = Hier kunnen alleen cijfers, een minteken, het decimaalteken en een exponent worden getypt.
    number.registerNoSeparator = Cijfers vullen het getal aan vanaf de kleinste eenheid: er wordt geen scheidingsteken getypt.
    number.currencySymbol = {character} is een valutasymbool; dit veld verwacht een getal zonder valutasymbool.
    number.otherCurrency = {character} is niet de valuta van dit veld: het verwacht {name} (‘{symbol}’).
    # Separators
    number.groupingShown = Scheidingstekens voor duizendtallen worden door het veld zelf getoond; er een typen heeft geen effect.
    number.groupingNotShown = Scheidingstekens voor duizendtallen (‘{symbol}’) worden in dit veld niet getoond; er een typen heeft geen effect.
    number.ambiguousComma = Een getypte {character} kan hier als decimaalteken of als scheidingsteken voor duizendtallen bedoeld zijn en wordt daarom niet overgenomen: het decimaalteken is ‘{symbol}’ (of ‘.’).
    number.ambiguousCommaWhole = Een getypte {character} kan hier als decimaalteken of als scheidingsteken voor duizendtallen bedoeld zijn en wordt daarom niet overgenomen: dit veld verwacht gehele getallen.
    number.takenFromPaste = Het bedrag is uit de geplakte tekst overgenomen.
    number.severalAmounts = De geplakte tekst bevat meerdere bedragen ({someOptions}); plak er maar één.
    number.misplacedGrouping = Zo geschreven is dit niet één getal: er staat een spatie, symbool of scheidingsteken voor duizendtallen (‘{symbol}’) waar de regio-instelling er geen plaatst; het decimaalteken is ‘{format}’.
    # The text as a whole
    number.notANumber = Dat is geen getal.
    number.tooLong = {unit, select, utf8 {{limit, plural, one {Maximaal # byte.} other {Maximaal # bytes.}}} utf16 {{limit, plural, one {Maximaal # UTF-16-code-eenheid.} other {Maximaal # UTF-16-code-eenheden.}}} scalars {{limit, plural, one {Maximaal # Unicode-scalaire waarde.} other {Maximaal # Unicode-scalaire waarden.}}} other {{limit, plural, one {Maximaal # teken.} other {Maximaal # tekens.}}}}
    number.textTooLong = De tekst is te lang.
    number.incomplete = Het getal is nog niet volledig.
    number.notComplete = Het getal was niet volledig.
    number.changesNothing = Dat verandert niets aan het getal.
    number.notPlainNumber = ‘{text}’ is geen eenvoudig getal zoals 1234.5 of -7 ({limit, plural, one {maximaal # cijfer} other {maximaal # cijfers}}).
    number.notWholeNumber = ‘{text}’ is geen geheel getal zoals 25 of -7.
    number.notWrittenAsInteger = ‘{text}’ is niet geschreven zoals een geheel getal: in cijfers, zoals 25.
    # Editing ended
    number.reformatted = Het getal is opnieuw opgemaakt.
    number.clamped = Het getal is binnen het toegestane bereik gebracht.
    number.rounded = Het getal is afgerond op het toegestane aantal cijfers.
    number.reverted = {cause} Het veld is teruggezet op de laatste geldige waarde: {text}.
    number.revertedCleared = {cause} Het veld is leeggemaakt.
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = De opmaak herkent ‘{text}’ niet als waarde.
    format.notAValue = De opmaak herkent deze tekst niet als waarde.
    format.reformatted = Opgemaakt.
    format.reverted = De tekst is teruggezet op de laatste geldige waarde.
    format.notFiniteDecimal = De waarde is geen eindig getal van {limit, plural, one {maximaal # cijfer} other {maximaal # cijfers}}.
    # Typing: what the field takes
    date.complete = De {subject, select, time {tijd} other {datum}} is volledig.
    date.onlyDigits = In een {subject, select, time {tijd} other {datum}} kunnen alleen cijfers worden getypt.
    date.onlyDigitsAndDayPeriod = In een {subject, select, time {tijd} other {datum}} kunnen alleen cijfers worden getypt, en A of P voor AM of PM.
    date.onlyDigitsHere = Hier kunnen alleen cijfers worden getypt.
    date.digitsStored = Cijfers worden opgeslagen als 0-9.
    date.incomplete = Typ de volledige {subject, select, time {tijd} other {datum}}: {format}.
    # A field that cannot hold what was typed
    date.yearRange = Het jaar moet tussen 0001 en 9999 liggen.
    date.shortYearRange = Het jaar moet tussen 00 en 99 liggen.
    date.monthRange = De maand moet tussen 01 en 12 liggen.
    date.dayRange = De dag moet tussen 01 en 31 liggen.
    date.hour24Range = Het uur moet tussen 00 en 23 liggen.
    date.hour12Range = Het uur moet tussen 01 en 12 liggen.
    date.minuteRange = De minuten moeten tussen 00 en 59 liggen.
    date.secondRange = De seconden moeten tussen 00 en 59 liggen.
    date.dayPeriod = Typ A voor AM of P voor PM.
    date.monthDays = De maand {month} heeft {limit, plural, one {# dag} other {# dagen}}.
    date.februaryInYear = In {number} heeft {month} {limit, plural, one {# dag} other {# dagen}}.
    date.februaryAtMost = De maand {month} heeft maximaal {limit, plural, one {# dag} other {# dagen}}.
    date.noneStarts = Er is geen {subject, select, time {tijd} other {datum}} die zo begint.
    # The range
    date.earliest = De vroegst mogelijke {subject, select, time {tijd} other {datum}} is {lowerBound}.
    date.latest = De laatst mogelijke {subject, select, time {tijd} other {datum}} is {upperBound}.
    date.noneInRange = Er is binnen het bereik geen {subject, select, time {tijd} other {datum}} die zo begint.
    # Pastes and values set by the program
    date.ambiguousPaste = ‘{text}’ kan als meer dan één {subject, select, time {tijd} other {datum}} worden gelezen; typ het als {format}.
    date.pasteReplaced = De geplakte {subject, select, time {tijd} other {datum}} heeft de getypte vervangen.
    date.pasteNoDigits = De geplakte tekst bevat geen cijfers.
    date.pasteDigitsCut = Alleen de cijfers die passen, zijn behouden.
    date.pasteDigitsKept = Alleen de cijfers zijn behouden.
    date.notCanonical = ‘{text}’ is geen {subject, select, time {tijd} other {datum}} in ISO 8601 met de velden van {format}.
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = {character} past hier niet: op deze plek hoort {name, select, digit {een cijfer} letter {een letter} alphanumeric {een letter of cijfer} other {een van de tekens uit ‘{symbol}’}}.
    mask.full = Het veld is vol: ‘{format}’ biedt ruimte voor {limit, plural, one {# teken} other {# tekens}}.
    mask.tooLong = In dit veld {limit, plural, one {past maximaal # {unit, select, utf16 {UTF-16-code-eenheid} utf8 {byte} scalars {Unicode-scalaire waarde} other {teken}}} other {passen maximaal # {unit, select, utf16 {UTF-16-code-eenheden} utf8 {bytes} scalars {Unicode-scalaire waarden} other {tekens}}}}.
    mask.noLongerFit = Tekens die niet meer op hun plek passen, zijn verwijderd.
    mask.incomplete = ‘{format}’ heeft meer tekens nodig.
    mask.notLaidOut = ‘{text}’ is niet ingedeeld als ‘{format}’.
    # Ending an edit
    mask.cleared = Een onvolledige invoer is gewist.
    mask.reverted = Een onvolledige invoer is teruggedraaid.
    # Pastes and values set by the program
    mask.pasteFiltered = Tekens die op geen enkele plek van het masker passen, zijn weggelaten.
    mask.pasteCut = De geplakte tekst is ingekort tot wat het masker kan bevatten.
    mask.pasteNothingFits = Niets in ‘{text}’ past in het masker.
    mask.notFilled = ‘{text}’ vult ‘{format}’ niet volledig.
    mask.notAValue = ‘{text}’ is geen waarde van ‘{format}’.
    # Card numbers
    card.onlyDigitsTyped = In een kaartnummer kunnen alleen cijfers worden getypt.
    card.onlyDigits = Een kaartnummer bevat alleen cijfers.
    card.digitsKept = Alleen de cijfers zijn behouden.
    card.digitsConverted = Cijfers worden opgeslagen als 0-9.
    card.incomplete = Het kaartnummer is onvolledig.
    card.lengths = Kaartnummers van {name} hebben {limit, plural, one {# cijfer} other {# cijfers}}.
    card.lengthsRange = Kaartnummers van {name} hebben {number} tot en met {limit, plural, one {# cijfer} other {# cijfers}}.
    card.visaLengths = Kaartnummers van {name} hebben 13, 16 of 19 cijfers.
    card.dinersLengths = Kaartnummers van {name} hebben 14 of 16 tot en met 19 cijfers.
    card.checkDigitMismatch = Het controlecijfer klopt niet.
    card.checkDigitNotYet = Het controlecijfer klopt nog niet: kaartnummers van {name} hebben maximaal {limit, plural, one {# cijfer} other {# cijfers}}.
    card.checksum = Het controlecijfer klopt niet: er is een cijfer verkeerd getypt.
    card.unknownStart = Er is geen kaartnummer dat met {text} begint.
    card.brandNotAccepted = Kaarten van {name} worden hier niet geaccepteerd.
    card.brandsNotAccepted = Nummers die met {text} beginnen, horen bij kaarten van {options}; die worden hier niet geaccepteerd.
    card.brandTooLong = Kaartnummers van {name} hebben maximaal {limit, plural, one {# cijfer} other {# cijfers}}.
    card.tooLong = Een kaartnummer heeft maximaal {limit, plural, one {# cijfer} other {# cijfers}}.
    card.emptyValue = Een lege tekenreeks is geen kaartnummer.
    card.invalidValue = ‘{text}’ is geen kaartnummer: {cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = In een IBAN kunnen alleen letters en cijfers worden getypt.
    iban.onlyLettersAndDigits = Een IBAN bevat alleen letters en cijfers.
    iban.spacesCannotReplace = Spaties kunnen geen tekens van een IBAN vervangen: het veld voegt de spaties zelf toe.
    iban.lettersAndDigitsKept = Alleen de letters en cijfers zijn behouden.
    iban.capitals = Letters in een IBAN zijn hoofdletters.
    iban.countryCodeFirst = Een IBAN begint met een landcode van twee letters.
    iban.startsWithLetters = Een IBAN begint met twee letters: de landcode.
    iban.checkDigits = Het derde en vierde teken van een IBAN zijn controlecijfers.
    iban.unknownCountryStart = Er is geen IBAN-landcode die met {text} begint.
    iban.unknownCountry = {name} is geen land met IBAN's.
    iban.length = Een IBAN voor {name} heeft {limit, plural, one {# teken} other {# tekens}}.
    iban.checksum = De controlecijfers kloppen niet: er is een teken verkeerd getypt.
    iban.takenFromPaste = De IBAN is uit de geplakte tekst overgenomen.
    iban.several = De geplakte tekst bevat meerdere IBAN’s ({someOptions}); plak er maar één.
    # One-time codes
    code.onlyDigitsTyped = In een code kunnen alleen cijfers worden getypt.
    code.onlyDigits = Een code bevat alleen cijfers.
    code.digitsConverted = Cijfers worden opgeslagen als 0-9.
    code.digitsKept = Alleen de cijfers zijn behouden.
    code.takenFromPaste = De code is uit de geplakte tekst overgenomen.
    code.takenInPlace = De code is uit de geplakte tekst overgenomen, in plaats van de eerder getypte cijfers.
    code.several = De geplakte tekst bevat meerdere codes van {limit} cijfers ({someOptions}); plak er maar één.
    code.noDigits = De geplakte tekst bevat geen cijfers.
    code.noGroup = De geplakte tekst bevat geen groep van {limit, plural, one {# cijfer} other {# cijfers}}.
    code.length = De code heeft {limit, plural, one {# cijfer} other {# cijfers}}.
    code.emptyValue = Een lege tekenreeks is geen code.
    code.invalidValue = ‘{text}’ is geen code: {cause}
    # Typing and pasting
    phone.onlyDigitsTyped = In een telefoonnummer kunnen alleen cijfers worden getypt, en ‘+’ aan het begin.
    phone.plusOnlyAtStart = {character} mag maar één keer voorkomen, aan het begin van een telefoonnummer.
    phone.digitsConverted = Cijfers worden opgeslagen als 0-9.
    phone.callingCodeHere = Nummers worden hier met hun landnummer geschreven: +{number}.
    phone.writtenWithCallingCode = Het nummer wordt hier met het landnummer geschreven.
    phone.numberKept = Alleen het telefoonnummer is behouden.
    phone.pasteNotANumber = De geplakte tekst is geen telefoonnummer.
    phone.pasteSeveral = De geplakte tekst bevat meer dan één nummer.
    phone.pasteNone = De geplakte tekst bevat geen telefoonnummer.
    # Reading the number
    phone.onlyDigits = Een telefoonnummer bevat alleen cijfers, na een ‘+’ aan het begin.
    phone.tooLong = Een telefoonnummer heeft maximaal {limit, plural, one {# cijfer} other {# cijfers}}.
    phone.callingCodeZero = Er is geen landnummer dat met 0 begint: typ het na ‘+’.
    phone.callingCodeStartNotAccepted = Nummers met een landnummer dat met +{number} begint, zijn hier niet toegestaan.
    phone.unknownCallingCode = Geen enkel land heeft het landnummer +{number}.
    phone.callingCodeNotAccepted = Nummers met het landnummer +{number} zijn hier niet toegestaan.
    phone.regionNotAccepted = Nummers uit {name} zijn hier niet toegestaan.
    phone.tooLongAfterCallingCode = Een nummer met het landnummer +{number} heeft daarna maximaal {limit, plural, one {# cijfer} other {# cijfers}}.
    phone.noSuchStart = Er is geen telefoonnummer dat zo begint.
    phone.incomplete = Het telefoonnummer is onvolledig.
    phone.notLaidOut = ‘{text}’ is niet ingedeeld zoals dit veld telefoonnummers indeelt.
    # Values set by the program
    phone.invalidValue = ‘{text}’ is geen telefoonnummer: {cause}
    phone.notANumberValue = ‘{text}’ is geen telefoonnummer: de tekst is geen telefoonnummer.
    # Forms: required fields and rules between fields
    form.required = Dit veld is verplicht.
    form.equal = Deze waarde komt niet overeen met ‘{name}’.
    form.after = Deze waarde moet na ‘{name}’ liggen.
    form.notBefore = Deze waarde mag niet vóór ‘{name}’ liggen.
    form.afterByAmount = Deze waarde moet minimaal {text} hoger zijn dan ‘{name}’.
    form.afterByYears = Deze waarde moet minimaal {limit, plural, one {# jaar} other {# jaar}} na ‘{name}’ liggen.
    form.afterByMonths = Deze waarde moet minimaal {limit, plural, one {# maand} other {# maanden}} na ‘{name}’ liggen.
    form.afterByDays = Deze waarde moet minimaal {limit, plural, one {# dag} other {# dagen}} na ‘{name}’ liggen.
    form.afterByMinutes = Deze waarde moet minimaal {limit, plural, one {# minuut} other {# minuten}} na ‘{name}’ liggen.
    form.oneOf = Vul het veld {choices} in.
    form.requiredIf = Dit veld is verplicht als ‘{name}’ is ingevuld.
    form.requiredIfEquals = Dit veld is verplicht als ‘{name}’ de waarde ‘{text}’ heeft.
    form.securityCode = De beveiligingscode van een kaart van {name} heeft {limit, plural, one {# cijfer} other {# cijfers}}.
    """
}
