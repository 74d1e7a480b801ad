// swift-format-ignore-file
// The Italian sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let italian: StaticString = """
    @quotes = « »
    @months = gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre
    @list.middle = {0}, {1}
    @list.or = {0} o {1}
    # Text fields: characters and lengths
    text.controlCharacter = I caratteri di controllo ({character}) non sono accettati.
    text.lineBreakInSingleLine = Le interruzioni di riga, le tabulazioni e i caratteri di controllo ({character}) non sono accettati in un campo a riga singola.
    text.notAccepted = {character} non è accettato qui.
    text.nothingAccepted = Non è stato inserito nulla di ciò che è accettato qui.
    text.lineBreakDropped = L’interruzione di riga alla fine del testo incollato è stata rimossa.
    text.joinedRemoved = Sono stati rimossi dei caratteri che, uniti, formavano un carattere non accettato qui.
    text.droppedAndCut = I caratteri non accettati sono stati rimossi e il resto è stato ridotto a {limit, plural, one {# {unit, select, utf16 {unità di codice UTF-16} utf8 {byte} scalars {scalare Unicode} other {carattere}}} many {# {unit, select, utf16 {unità di codice UTF-16} utf8 {byte} scalars {scalari Unicode} other {caratteri}}} other {# {unit, select, utf16 {unità di codice UTF-16} utf8 {byte} scalars {scalari Unicode} other {caratteri}}}}.
    text.cut = È stato mantenuto solo ciò che rientra in {limit, plural, one {# {unit, select, utf16 {unità di codice UTF-16} utf8 {byte} scalars {scalare Unicode} other {carattere}}} many {# {unit, select, utf16 {unità di codice UTF-16} utf8 {byte} scalars {scalari Unicode} other {caratteri}}} other {# {unit, select, utf16 {unità di codice UTF-16} utf8 {byte} scalars {scalari Unicode} other {caratteri}}}}.
    text.dropped = I caratteri non accettati qui sono stati rimossi.
    text.tooLong = Questo campo può contenere al massimo {limit, plural, one {# {unit, select, utf16 {unità di codice UTF-16} utf8 {byte} scalars {scalare Unicode} other {carattere}}} many {# {unit, select, utf16 {unità di codice UTF-16} utf8 {byte} scalars {scalari Unicode} other {caratteri}}} other {# {unit, select, utf16 {unità di codice UTF-16} utf8 {byte} scalars {scalari Unicode} other {caratteri}}}}.
    text.notUpperCase = {character} non è maiuscolo; le lettere in questo campo sono maiuscole.
    text.notLowerCase = {character} non è minuscolo; le lettere in questo campo sono minuscole.
    text.convertedToUpperCase = Le lettere sono state convertite in maiuscolo.
    text.convertedToLowerCase = Le lettere sono state convertite in minuscolo.
    text.adjusted = Il valore inserito è stato adattato dalla regola del campo.
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = Continua a digitare: scegli {choices}.
    choice.spacesDropped = Gli spazi e le interruzioni di riga intorno al testo incollato sono stati rimossi.
    choice.notAllowed = {text} non è consentito qui; scegli {choices}.
    choice.completed = Completato: {text}.
    choice.cleared = «{text}» non è un’opzione; il campo è stato svuotato.
    choice.wentBack = «{text}» non è un’opzione; il campo è tornato a {name}.
    choice.noAllowedOption = Nessuna opzione consentita inizia con «{text}»; scegli {choices}.
    choice.noOption = Nessuna opzione inizia con «{text}»; scegli {choices}.
    choice.notAnOption = «{text}» non è un’opzione; scegli {choices}.
    choice.range = un’opzione da {lowerBound} a {upperBound}
    choice.many = una delle {number} opzioni ({someOptions}, …)
    # Any field
    field.notLaidOut = «{text}» non segue la disposizione dei caratteri di questo campo.
    field.nothingTypable = Qui non si può digitare nulla.
    field.typeOver = Digita sopra i caratteri per modificarli; gli altri restano al loro posto.
    value.rounded = Il valore è stato arrotondato alle cifre consentite da questo campo.
    value.noValue = «{text}» non indica alcun valore accettato da questo campo.
    value.notAcceptable = Il valore non è accettabile secondo la regola di questo campo.
    # Checking an entry (inputrules check)
    entry.empty = L’input è vuoto.
    entry.cannotBeTyped = L’input non può essere digitato in questo campo.
    entry.noValue = L’input non contiene alcun valore.
    entry.typedDifferently = Digitando l’input si ottiene invece «{text}».
    entry.notComplete = L’input non è completo.
    entry.commitChanges = Terminare la modifica cambia l’input.
    entry.invalidEncoding = {name, select, line {La riga} other {L’input}} non è UTF-8 valido.
    entry.required = Inserisci un valore.
    entry.tooLarge = La voce è troppo lunga per essere verificata: al massimo {limit, plural, one {# byte} many {# byte} other {# byte}}.
    field.notAccepted = Non accettato.
    # Number rules (integer, decimal, money): range and sign
    number.range = Il numero deve essere compreso tra {lowerBound} e {upperBound}.
    number.atLeast = Il numero deve essere almeno {lowerBound}.
    number.atMost = Il numero deve essere al massimo {upperBound}.
    number.outsideRange = Il numero è fuori dall’intervallo consentito.
    number.negative = I numeri negativi non sono consentiti.
    number.minusAtZero = Qui non si può digitare il segno meno: il numero è almeno {number}.
    number.beyondIntegers = «{text}» supera gli interi che questo campo può contenere (a {number} bit).
    # Digits
    number.wholeNumbersOnly = Solo numeri interi.
    number.fractionDigits = {limit, plural, one {Al massimo # cifra dopo il separatore decimale.} many {Al massimo # cifre dopo il separatore decimale.} other {Al massimo # cifre dopo il separatore decimale.}}
    number.integerDigits = {limit, plural, one {Al massimo # cifra prima del separatore decimale.} many {Al massimo # cifre prima del separatore decimale.} other {Al massimo # cifre prima del separatore decimale.}}
    number.totalDigits = Al massimo {limit} cifre.
    number.significantDigits = {limit, plural, one {Al massimo # cifra significativa.} many {Al massimo # cifre significative.} other {Al massimo # cifre significative.}}
    number.exponentTooSmallWhole = L’esponente rende il numero troppo piccolo: solo numeri interi.
    number.exponentTooSmall = {limit, plural, one {L’esponente rende il numero troppo piccolo: al massimo # cifra dopo il separatore decimale.} many {L’esponente rende il numero troppo piccolo: al massimo # cifre dopo il separatore decimale.} other {L’esponente rende il numero troppo piccolo: al massimo # cifre dopo il separatore decimale.}}
    number.exponentTooLarge = {limit, plural, one {L’esponente rende il numero troppo grande: al massimo # cifra prima del separatore decimale.} many {L’esponente rende il numero troppo grande: al massimo # cifre prima del separatore decimale.} other {L’esponente rende il numero troppo grande: al massimo # cifre prima del separatore decimale.}}
    # Keys a field takes
    number.onlyDigits = Qui si possono digitare solo cifre.
    number.onlyDigitsAndMinus = Qui si possono digitare solo cifre e il segno meno.
    number.onlyDigitsAndSeparator = Qui si possono digitare solo cifre e il separatore decimale.
    number.onlyDigitsMinusAndSeparator = Qui si possono digitare solo cifre, il segno meno e il separatore decimale.
    number.onlyScientificKeys = Qui si possono digitare solo cifre, il segno meno, il separatore decimale e un esponente.
    number.registerNoSeparator = Le cifre si riempiono a partire dall’unità più piccola: non serve digitare alcun separatore.
    number.currencySymbol = {character} è un simbolo di valuta; questo campo accetta un numero senza simbolo.
    number.otherCurrency = {character} non è la valuta di questo campo: accetta {name} («{symbol}»).
    # Separators
    number.groupingShown = I separatori delle migliaia sono mostrati dal campo stesso; digitarne uno non ha alcun effetto.
    number.groupingNotShown = I separatori delle migliaia («{symbol}») non sono mostrati in questo campo; digitarne uno non ha alcun effetto.
    number.ambiguousComma = Qui un {character} digitato potrebbe essere il separatore decimale o un separatore delle migliaia, quindi non viene accettato. Il separatore decimale è «{symbol}» (o «.»).
    number.ambiguousCommaWhole = Qui un {character} digitato potrebbe essere il separatore decimale o un separatore delle migliaia, quindi non viene accettato. Questo campo accetta numeri interi.
    number.takenFromPaste = L’importo è stato preso dal testo incollato.
    number.severalAmounts = Il testo incollato contiene più importi ({someOptions}); incollane solo uno.
    number.misplacedGrouping = Il testo non forma un unico numero: uno spazio, un simbolo o un separatore delle migliaia («{symbol}») si trova dove le impostazioni locali non ne prevedono. Il separatore decimale è «{format}».
    # The text as a whole
    number.notANumber = Questo non è un numero.
    number.tooLong = {unit, select, utf8 {Al massimo {limit} byte.} utf16 {Al massimo {limit} unità di codice UTF-16.} scalars {Al massimo {limit} scalari Unicode.} other {Al massimo {limit} caratteri.}}
    number.textTooLong = Il testo è troppo lungo.
    number.incomplete = Il numero non è ancora completo.
    number.notComplete = Il numero non era completo.
    number.changesNothing = Questo non cambia nulla nel numero.
    number.notPlainNumber = «{text}» non è un numero semplice come 1234.5 o -7 (al massimo {limit} cifre).
    number.notWholeNumber = «{text}» non è un numero intero come 25 o -7.
    number.notWrittenAsInteger = «{text}» non è scritto come un valore intero, cioè con cifre, come 25.
    # Editing ended
    number.reformatted = Il numero è stato riformattato.
    number.clamped = Il numero è stato riportato nell’intervallo consentito.
    number.rounded = Il numero è stato arrotondato alle cifre consentite.
    number.reverted = {cause} Il campo è tornato al suo ultimo valore valido, {text}.
    number.revertedCleared = {cause} Il campo è stato svuotato.
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = Il formato non interpreta «{text}» come un valore.
    format.notAValue = Il formato non interpreta questo testo come un valore.
    format.reformatted = Formattato.
    format.reverted = Il testo è tornato all’ultimo valore valido.
    format.notFiniteDecimal = Il valore non è un numero finito di al massimo {limit} cifre.
    # Typing: what the field takes
    date.complete = {subject, select, time {L’ora è completa.} other {La data è completa.}}
    date.onlyDigits = In {subject, select, time {un’ora} other {una data}} si possono digitare solo cifre.
    date.onlyDigitsAndDayPeriod = In {subject, select, time {un’ora} other {una data}} si possono digitare solo cifre, e A o P per AM o PM.
    date.onlyDigitsHere = Qui si possono digitare solo cifre.
    date.digitsStored = Le cifre vengono salvate come 0-9.
    date.incomplete = Digita {subject, select, time {l’ora completa} other {la data completa}}: {format}.
    # A field that cannot hold what was typed
    date.yearRange = Un anno va da 0001 a 9999.
    date.shortYearRange = Un anno va da 00 a 99.
    date.monthRange = Un mese va da 01 a 12.
    date.dayRange = Un giorno va da 01 a 31.
    date.hour24Range = Un’ora va da 00 a 23.
    date.hour12Range = Un’ora va da 01 a 12.
    date.minuteRange = I minuti vanno da 00 a 59.
    date.secondRange = I secondi vanno da 00 a 59.
    date.dayPeriod = Digita A per AM o P per PM.
    date.monthDays = Il mese di {month} ha {limit, plural, one {# giorno} many {# giorni} other {# giorni}}.
    date.februaryInYear = Il mese di {month} {number} ha {limit, plural, one {# giorno} many {# giorni} other {# giorni}}.
    date.februaryAtMost = Il mese di {month} ha al massimo {limit, plural, one {# giorno} many {# giorni} other {# giorni}}.
    date.noneStarts = Nessuna {subject, select, time {ora} other {data}} inizia così.
    # The range
    date.earliest = La prima {subject, select, time {ora} other {data}} possibile è {lowerBound}.
    date.latest = L’ultima {subject, select, time {ora} other {data}} possibile è {upperBound}.
    date.noneInRange = Nessuna {subject, select, time {ora} other {data}} dell’intervallo inizia così.
    # Pastes and values set by the program
    date.ambiguousPaste = «{text}» può corrispondere a più {subject, select, time {ore} other {date}} diverse; digita {subject, select, time {l’ora} other {la data}} nel formato {format}.
    date.pasteReplaced = {subject, select, time {L’ora incollata} other {La data incollata}} ha sostituito quella digitata.
    date.pasteNoDigits = Il testo incollato non contiene cifre.
    date.pasteDigitsCut = Sono state mantenute solo le cifre che ci stanno.
    date.pasteDigitsKept = Sono state mantenute solo le cifre.
    date.notCanonical = «{text}» non è {subject, select, time {un’ora} other {una data}} in ISO 8601 con i campi di {format}.
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = {character} non va bene qui: questa posizione accetta {name, select, digit {una cifra} letter {una lettera} alphanumeric {una lettera o una cifra} other {uno dei caratteri di «{symbol}»}}.
    mask.full = Il campo è pieno: «{format}» contiene {limit, plural, one {# carattere} many {# caratteri} other {# caratteri}}.
    mask.tooLong = Questo campo può contenere al massimo {limit, plural, one {# {unit, select, utf16 {unità di codice UTF-16} utf8 {byte} scalars {scalare Unicode} other {carattere}}} many {# {unit, select, utf16 {unità di codice UTF-16} utf8 {byte} scalars {scalari Unicode} other {caratteri}}} other {# {unit, select, utf16 {unità di codice UTF-16} utf8 {byte} scalars {scalari Unicode} other {caratteri}}}}.
    mask.noLongerFit = I caratteri che non stavano più nelle loro posizioni sono stati rimossi.
    mask.incomplete = «{format}» richiede altri caratteri.
    mask.notLaidOut = «{text}» non segue il formato «{format}».
    # Ending an edit
    mask.cleared = Un inserimento incompleto è stato cancellato.
    mask.reverted = Un inserimento incompleto è stato annullato.
    # Pastes and values set by the program
    mask.pasteFiltered = I caratteri che nessuna posizione della maschera accetta sono stati omessi.
    mask.pasteCut = Il testo incollato è stato ridotto a ciò che la maschera può contenere.
    mask.pasteNothingFits = Nulla in «{text}» si adatta alla maschera.
    mask.notFilled = «{text}» non riempie «{format}».
    mask.notAValue = «{text}» non è un valore di «{format}».
    # Card numbers
    card.onlyDigitsTyped = In un numero di carta si possono digitare solo cifre.
    card.onlyDigits = Un numero di carta contiene solo cifre.
    card.digitsKept = Sono state mantenute solo le cifre.
    card.digitsConverted = Le cifre vengono salvate come 0-9.
    card.incomplete = Il numero di carta è incompleto.
    card.lengths = I numeri {name} hanno {limit, plural, one {# cifra} many {# cifre} other {# cifre}}.
    card.lengthsRange = I numeri {name} hanno da {number} a {limit, plural, one {# cifra} many {# cifre} other {# cifre}}.
    card.visaLengths = I numeri {name} hanno 13, 16 o 19 cifre.
    card.dinersLengths = I numeri {name} hanno 14 cifre o da 16 a 19 cifre.
    card.checkDigitMismatch = La cifra di controllo non corrisponde.
    card.checkDigitNotYet = La cifra di controllo non corrisponde ancora: i numeri {name} hanno fino a {limit, plural, one {# cifra} many {# cifre} other {# cifre}}.
    card.checksum = La cifra di controllo non corrisponde: una cifra è stata digitata in modo errato.
    card.unknownStart = Nessun numero di carta inizia con {text}.
    card.brandNotAccepted = Le carte {name} non sono accettate qui.
    card.brandsNotAccepted = I numeri che iniziano con {text} sono di carte {options}, che non sono accettate qui.
    card.brandTooLong = I numeri {name} hanno al massimo {limit, plural, one {# cifra} many {# cifre} other {# cifre}}.
    card.tooLong = Un numero di carta ha al massimo {limit, plural, one {# cifra} many {# cifre} other {# cifre}}.
    card.emptyValue = Una stringa vuota non indica alcun numero di carta.
    card.invalidValue = «{text}» non è un numero di carta: {cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = In un IBAN si possono digitare solo lettere e cifre.
    iban.onlyLettersAndDigits = Un IBAN contiene solo lettere e cifre.
    iban.spacesCannotReplace = Gli spazi non possono sostituire i caratteri di un IBAN: il campo aggiunge da sé i propri spazi.
    iban.lettersAndDigitsKept = Sono state mantenute solo le lettere e le cifre.
    iban.capitals = Le lettere di un IBAN sono maiuscole.
    iban.countryCodeFirst = Un IBAN inizia con un codice paese di due lettere.
    iban.startsWithLetters = Un IBAN inizia con due lettere, il codice paese.
    iban.checkDigits = Il terzo e il quarto carattere di un IBAN sono cifre di controllo.
    iban.unknownCountryStart = Nessun codice paese IBAN inizia con {text}.
    iban.unknownCountry = {name} non è un paese con IBAN.
    iban.length = Un IBAN {name} ha {limit, plural, one {# carattere} many {# caratteri} other {# caratteri}}.
    iban.checksum = Le cifre di controllo non corrispondono: un carattere è stato digitato in modo errato.
    iban.takenFromPaste = L’IBAN è stato preso dal testo incollato.
    iban.several = Il testo incollato contiene più IBAN ({someOptions}); incollane solo uno.
    # One-time codes
    code.onlyDigitsTyped = In un codice si possono digitare solo cifre.
    code.onlyDigits = Un codice contiene solo cifre.
    code.digitsConverted = Le cifre vengono salvate come 0-9.
    code.digitsKept = Sono state mantenute solo le cifre.
    code.takenFromPaste = Il codice è stato preso dal testo incollato.
    code.takenInPlace = Il codice è stato preso dal testo incollato, al posto delle cifre digitate prima.
    code.several = Il testo incollato contiene più codici di {limit} cifre ({someOptions}); incollane solo uno.
    code.noDigits = Il testo incollato non contiene cifre.
    code.noGroup = Il testo incollato non contiene alcun gruppo di {limit, plural, one {# cifra} many {# cifre} other {# cifre}}.
    code.length = Il codice ha {limit, plural, one {# cifra} many {# cifre} other {# cifre}}.
    code.emptyValue = Una stringa vuota non indica alcun codice.
    code.invalidValue = «{text}» non è un codice: {cause}
    # Typing and pasting
    phone.onlyDigitsTyped = In un numero di telefono si possono digitare solo cifre e, all’inizio, «+».
    phone.plusOnlyAtStart = {character} può trovarsi solo all’inizio di un numero di telefono, una sola volta.
    phone.digitsConverted = Le cifre vengono salvate come 0-9.
    phone.callingCodeHere = Qui i numeri si scrivono con il prefisso: +{number}.
    phone.writtenWithCallingCode = Qui il numero si scrive con il suo prefisso.
    phone.numberKept = È stato mantenuto solo il numero di telefono.
    phone.pasteNotANumber = Il testo incollato non è un numero di telefono.
    phone.pasteSeveral = Il testo incollato contiene più di un numero.
    phone.pasteNone = Il testo incollato non contiene alcun numero di telefono.
    # Reading the number
    phone.onlyDigits = Un numero di telefono contiene solo cifre, dopo un «+» iniziale.
    phone.tooLong = Un numero di telefono ha al massimo {limit, plural, one {# cifra} many {# cifre} other {# cifre}}.
    phone.callingCodeZero = Nessun prefisso inizia con 0: digitalo dopo «+».
    phone.callingCodeStartNotAccepted = I numeri con un prefisso che inizia con +{number} non sono accettati qui.
    phone.unknownCallingCode = Nessun paese ha il prefisso +{number}.
    phone.callingCodeNotAccepted = I numeri con il prefisso +{number} non sono accettati qui.
    phone.regionNotAccepted = I numeri della regione {name} non sono accettati qui.
    phone.tooLongAfterCallingCode = Un numero con il prefisso +{number} ha al massimo {limit, plural, one {# cifra} many {# cifre} other {# cifre}} dopo il prefisso.
    phone.noSuchStart = Nessun numero di telefono inizia così.
    phone.incomplete = Il numero di telefono è incompleto.
    phone.notLaidOut = «{text}» non segue la disposizione dei numeri di telefono di questo campo.
    # Values set by the program
    phone.invalidValue = «{text}» non è un numero di telefono: {cause}
    phone.notANumberValue = «{text}» non è un numero di telefono: non è un numero di telefono.
    # Forms: required fields and rules between fields
    form.required = Questo campo è obbligatorio.
    form.equal = Questo valore non corrisponde a «{name}».
    form.after = Questo valore deve essere successivo a «{name}».
    form.notBefore = Questo valore non può essere precedente a «{name}».
    form.afterByAmount = Questo valore deve superare «{name}» di almeno {text}.
    form.afterByYears = Questo valore deve essere successivo a «{name}» di almeno {limit, plural, one {# anno} many {# anni} other {# anni}}.
    form.afterByMonths = Questo valore deve essere successivo a «{name}» di almeno {limit, plural, one {# mese} many {# mesi} other {# mesi}}.
    form.afterByDays = Questo valore deve essere successivo a «{name}» di almeno {limit, plural, one {# giorno} many {# giorni} other {# giorni}}.
    form.afterByMinutes = Questo valore deve essere successivo a «{name}» di almeno {limit, plural, one {# minuto} many {# minuti} other {# minuti}}.
    form.oneOf = Compila il campo {choices}.
    form.requiredIf = Questo campo è obbligatorio se il campo «{name}» è compilato.
    form.requiredIfEquals = Questo campo è obbligatorio se «{name}» è «{text}».
    form.securityCode = Il codice di sicurezza di una carta {name} ha {limit, plural, one {# cifra} many {# cifre} other {# cifre}}.
    """
}
