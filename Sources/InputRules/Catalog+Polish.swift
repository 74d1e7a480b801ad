// swift-format-ignore-file
// The Polish sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let polish: StaticString = """
    @quotes = „ ”
    @months = styczeń|luty|marzec|kwiecień|maj|czerwiec|lipiec|sierpień|wrzesień|październik|listopad|grudzień
    @list.middle = {0}, {1}
    @list.or = {0} lub {1}
    # Text fields: characters and lengths
    text.controlCharacter = Znaki sterujące ({character}) nie są dozwolone.
    text.lineBreakInSingleLine = W polu jednowierszowym podziały wierszy, tabulatory i znaki sterujące ({character}) nie są dozwolone.
    text.notAccepted = Znak {character} nie jest tu dozwolony.
    text.nothingAccepted = Nie wpisano niczego, co jest tu dozwolone.
    text.lineBreakDropped = Usunięto podział wiersza na końcu wklejonego tekstu.
    text.joinedRemoved = Usunięto znaki, które połączyły się w znak niedozwolony w tym miejscu.
    text.droppedAndCut = Usunięto niedozwolone znaki, a z reszty zachowano tylko {limit, plural, one {# {unit, select, utf16 {jednostkę kodu UTF-16} utf8 {bajt} scalars {skalar Unicode} other {znak}}} few {# {unit, select, utf16 {jednostki kodu UTF-16} utf8 {bajty} scalars {skalary Unicode} other {znaki}}} many {# {unit, select, utf16 {jednostek kodu UTF-16} utf8 {bajtów} scalars {skalarów Unicode} other {znaków}}} other {# {unit, select, utf16 {jednostki kodu UTF-16} utf8 {bajta} scalars {skalara Unicode} other {znaku}}}}.
    text.cut = Zachowano tylko to, co się zmieściło: {limit, plural, one {# {unit, select, utf16 {jednostka kodu UTF-16} utf8 {bajt} scalars {skalar Unicode} other {znak}}} few {# {unit, select, utf16 {jednostki kodu UTF-16} utf8 {bajty} scalars {skalary Unicode} other {znaki}}} many {# {unit, select, utf16 {jednostek kodu UTF-16} utf8 {bajtów} scalars {skalarów Unicode} other {znaków}}} other {# {unit, select, utf16 {jednostki kodu UTF-16} utf8 {bajta} scalars {skalara Unicode} other {znaku}}}}.
    text.dropped = Usunięto znaki, które nie są tu dozwolone.
    text.tooLong = W tym polu {limit, plural, one {mieści się maksymalnie # {unit, select, utf16 {jednostka kodu UTF-16} utf8 {bajt} scalars {skalar Unicode} other {znak}}} few {mieszczą się maksymalnie # {unit, select, utf16 {jednostki kodu UTF-16} utf8 {bajty} scalars {skalary Unicode} other {znaki}}} many {mieści się maksymalnie # {unit, select, utf16 {jednostek kodu UTF-16} utf8 {bajtów} scalars {skalarów Unicode} other {znaków}}} other {mieści się maksymalnie # {unit, select, utf16 {jednostki kodu UTF-16} utf8 {bajta} scalars {skalara Unicode} other {znaku}}}}.
    text.notUpperCase = Znak {character} nie jest wielką literą; w tym polu obowiązują wielkie litery.
    text.notLowerCase = Znak {character} nie jest małą literą; w tym polu obowiązują małe litery.
    text.convertedToUpperCase = Litery zamieniono na wielkie.
    text.convertedToLowerCase = Litery zamieniono na małe.
    text.adjusted = Wpis został dostosowany zgodnie z regułą pola.
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = Pisz dalej i wybierz {choices}.
    choice.spacesDropped = Usunięto spacje i podziały wierszy wokół wklejonego tekstu.
    choice.notAllowed = Opcja {text} nie jest tu dozwolona; wybierz {choices}.
    choice.completed = Uzupełniono do {text}.
    choice.cleared = Nie ma opcji „{text}”; pole zostało wyczyszczone.
    choice.wentBack = Nie ma opcji „{text}”; w polu przywrócono {name}.
    choice.noAllowedOption = Żadna dozwolona opcja nie zaczyna się od „{text}”; wybierz {choices}.
    choice.noOption = Żadna opcja nie zaczyna się od „{text}”; wybierz {choices}.
    choice.notAnOption = Nie ma opcji „{text}”; wybierz {choices}.
    choice.range = opcję od {lowerBound} do {upperBound}
    choice.many = jedną z {number} opcji ({someOptions}, …)
    # Any field
    field.notLaidOut = Układ znaków w „{text}” nie odpowiada układowi tego pola.
    field.nothingTypable = Nie można tu nic wpisać.
    field.typeOver = Aby zmienić znaki, wpisz nowe w ich miejsce; pozostałe zostaną na swoich miejscach.
    value.rounded = Wartość zaokrąglono do liczby cyfr dozwolonej w tym polu.
    value.noValue = „{text}” nie oznacza żadnej wartości dozwolonej w tym polu.
    value.notAcceptable = Wartość nie spełnia reguły tego pola.
    # Checking an entry (inputrules check)
    entry.empty = Wpis jest pusty.
    entry.cannotBeTyped = Tego wpisu nie można wprowadzić w tym polu z klawiatury.
    entry.noValue = Wpis nie zawiera wartości.
    entry.typedDifferently = Po wpisaniu z klawiatury powstaje zamiast tego „{text}”.
    entry.notComplete = Wpis jest niekompletny.
    entry.commitChanges = Zakończenie edycji zmienia wpis.
    entry.invalidEncoding = {name, select, line {Wiersz} other {Wpis}} nie jest prawidłowym tekstem UTF-8.
    entry.required = Wpisz wartość.
    entry.tooLarge = Wpis jest za długi, by go sprawdzić: najwyżej {limit, plural, one {# bajt} few {# bajty} many {# bajtów} other {# bajta}}.
    field.notAccepted = Niedozwolone.
    # Number rules (integer, decimal, money): range and sign
    number.range = Liczba musi mieścić się w zakresie od {lowerBound} do {upperBound}.
    number.atLeast = Liczba musi wynosić co najmniej {lowerBound}.
    number.atMost = Liczba może wynosić co najwyżej {upperBound}.
    number.outsideRange = Liczba jest poza dozwolonym zakresem.
    number.negative = Liczby ujemne nie są dozwolone.
    number.minusAtZero = Nie można tu wpisać znaku minus: liczba wynosi co najmniej {number}.
    number.beyondIntegers = „{text}” wykracza poza zakres liczb całkowitych obsługiwanych przez to pole ({number}-bitowych).
    # Digits
    number.wholeNumbersOnly = Tylko liczby całkowite.
    number.fractionDigits = {limit, plural, one {Maksymalnie # cyfra po separatorze dziesiętnym.} few {Maksymalnie # cyfry po separatorze dziesiętnym.} many {Maksymalnie # cyfr po separatorze dziesiętnym.} other {Maksymalnie # cyfry po separatorze dziesiętnym.}}
    number.integerDigits = {limit, plural, one {Maksymalnie # cyfra przed separatorem dziesiętnym.} few {Maksymalnie # cyfry przed separatorem dziesiętnym.} many {Maksymalnie # cyfr przed separatorem dziesiętnym.} other {Maksymalnie # cyfry przed separatorem dziesiętnym.}}
    number.totalDigits = {limit, plural, one {Maksymalnie # cyfra.} few {Maksymalnie # cyfry.} many {Maksymalnie # cyfr.} other {Maksymalnie # cyfry.}}
    number.significantDigits = {limit, plural, one {Maksymalnie # cyfra znacząca.} few {Maksymalnie # cyfry znaczące.} many {Maksymalnie # cyfr znaczących.} other {Maksymalnie # cyfry znaczącej.}}
    number.exponentTooSmallWhole = Z tym wykładnikiem liczba jest za mała: tylko liczby całkowite.
    number.exponentTooSmall = {limit, plural, one {Z tym wykładnikiem liczba jest za mała: maksymalnie # cyfra po separatorze dziesiętnym.} few {Z tym wykładnikiem liczba jest za mała: maksymalnie # cyfry po separatorze dziesiętnym.} many {Z tym wykładnikiem liczba jest za mała: maksymalnie # cyfr po separatorze dziesiętnym.} other {Z tym wykładnikiem liczba jest za mała: maksymalnie # cyfry po separatorze dziesiętnym.}}
    number.exponentTooLarge = {limit, plural, one {Z tym wykładnikiem liczba jest za duża: maksymalnie # cyfra przed separatorem dziesiętnym.} few {Z tym wykładnikiem liczba jest za duża: maksymalnie # cyfry przed separatorem dziesiętnym.} many {Z tym wykładnikiem liczba jest za duża: maksymalnie # cyfr przed separatorem dziesiętnym.} other {Z tym wykładnikiem liczba jest za duża: maksymalnie # cyfry przed separatorem dziesiętnym.}}
    # Keys a field takes
    number.onlyDigits = Można tu wpisać tylko cyfry.
    number.onlyDigitsAndMinus = Można tu wpisać tylko cyfry i znak minus.
    number.onlyDigitsAndSeparator = Można tu wpisać tylko cyfry i separator dziesiętny.
    number.onlyDigitsMinusAndSeparator = Można tu wpisać tylko cyfry, znak minus i separator dziesiętny.
    number.onlyScientificKeys = Można tu wpisać tylko cyfry, znak minus, separator dziesiętny i wykładnik.
    number.registerNoSeparator = Cyfry wypełniają liczbę od najmniejszej jednostki: separatora się nie wpisuje.
    number.currencySymbol = {character} to symbol waluty; to pole przyjmuje liczbę bez symbolu waluty.
    number.otherCurrency = {character} nie jest walutą tego pola: przyjmuje ono {name} („{symbol}”).
    # Separators
    number.groupingShown = Separatory tysięcy wyświetla samo pole; wpisanie separatora nic nie zmienia.
    number.groupingNotShown = Separatory tysięcy („{symbol}”) nie są wyświetlane w tym polu; wpisanie separatora nic nie zmienia.
    number.ambiguousComma = Wpisany znak {character} może tu oznaczać separator dziesiętny albo separator tysięcy, więc nie został przyjęty: separatorem dziesiętnym jest „{symbol}” (lub „.”).
    number.ambiguousCommaWhole = Wpisany znak {character} może tu oznaczać separator dziesiętny albo separator tysięcy, więc nie został przyjęty: to pole przyjmuje liczby całkowite.
    number.takenFromPaste = Kwotę pobrano z wklejonego tekstu.
    number.severalAmounts = Wklejony tekst zawiera kilka kwot ({someOptions}); wklej tylko jedną.
    number.misplacedGrouping = Ten zapis nie jest jedną liczbą: spacja, symbol lub separator tysięcy („{symbol}”) stoi tam, gdzie ustawienia regionalne go nie przewidują; separatorem dziesiętnym jest „{format}”.
    # The text as a whole
    number.notANumber = To nie jest liczba.
    number.tooLong = {unit, select, utf8 {{limit, plural, one {Maksymalnie # bajt.} few {Maksymalnie # bajty.} many {Maksymalnie # bajtów.} other {Maksymalnie # bajta.}}} utf16 {{limit, plural, one {Maksymalnie # jednostka kodu UTF-16.} few {Maksymalnie # jednostki kodu UTF-16.} many {Maksymalnie # jednostek kodu UTF-16.} other {Maksymalnie # jednostki kodu UTF-16.}}} scalars {{limit, plural, one {Maksymalnie # skalar Unicode.} few {Maksymalnie # skalary Unicode.} many {Maksymalnie # skalarów Unicode.} other {Maksymalnie # skalara Unicode.}}} other {{limit, plural, one {Maksymalnie # znak.} few {Maksymalnie # znaki.} many {Maksymalnie # znaków.} other {Maksymalnie # znaku.}}}}
    number.textTooLong = Tekst jest za długi.
    number.incomplete = Liczba nie jest jeszcze kompletna.
    number.notComplete = Liczba nie była kompletna.
    number.changesNothing = To nic nie zmienia w liczbie.
    number.notPlainNumber = „{text}” nie jest zwykłą liczbą, taką jak 1234.5 lub -7 ({limit, plural, one {maksymalnie # cyfra} few {maksymalnie # cyfry} many {maksymalnie # cyfr} other {maksymalnie # cyfry}}).
    number.notWholeNumber = „{text}” nie jest liczbą całkowitą, taką jak 25 lub -7.
    number.notWrittenAsInteger = „{text}” nie ma postaci wartości całkowitej: cyfry, np. 25.
    # Editing ended
    number.reformatted = Liczba została ponownie sformatowana.
    number.clamped = Liczba została sprowadzona do dozwolonego zakresu.
    number.rounded = Liczba została zaokrąglona do dozwolonej liczby cyfr.
    number.reverted = {cause} W polu przywrócono ostatnią prawidłową wartość: {text}.
    number.revertedCleared = {cause} Pole zostało wyczyszczone.
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = Format nie rozpoznaje „{text}” jako wartości.
    format.notAValue = Format nie rozpoznaje tego tekstu jako wartości.
    format.reformatted = Sformatowano.
    format.reverted = Przywrócono ostatnią prawidłową wartość tekstu.
    format.notFiniteDecimal = Wartość nie jest skończoną liczbą mającą {limit, plural, one {maksymalnie # cyfrę} few {maksymalnie # cyfry} many {maksymalnie # cyfr} other {maksymalnie # cyfry}}.
    # Typing: what the field takes
    date.complete = {subject, select, time {Godzina} other {Data}} jest kompletna.
    date.onlyDigits = {subject, select, time {Godzinę} other {Datę}} można wpisywać tylko cyframi.
    date.onlyDigitsAndDayPeriod = {subject, select, time {Godzinę} other {Datę}} można wpisywać tylko cyframi oraz literą A (AM) lub P (PM).
    date.onlyDigitsHere = Można tu wpisać tylko cyfry.
    date.digitsStored = Cyfry są zapisywane jako 0-9.
    date.incomplete = Wpisz pełną {subject, select, time {godzinę} other {datę}}: {format}.
    # A field that cannot hold what was typed
    date.yearRange = Rok musi mieścić się w zakresie od 0001 do 9999.
    date.shortYearRange = Rok musi mieścić się w zakresie od 00 do 99.
    date.monthRange = Miesiąc musi mieścić się w zakresie od 01 do 12.
    date.dayRange = Dzień musi mieścić się w zakresie od 01 do 31.
    date.hour24Range = Godzina musi mieścić się w zakresie od 00 do 23.
    date.hour12Range = Godzina musi mieścić się w zakresie od 01 do 12.
    date.minuteRange = Minuty muszą mieścić się w zakresie od 00 do 59.
    date.secondRange = Sekundy muszą mieścić się w zakresie od 00 do 59.
    date.dayPeriod = Wpisz A dla AM lub P dla PM.
    date.monthDays = Miesiąc {month} ma {limit, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}.
    date.februaryInYear = W {number} roku {month} ma {limit, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}.
    date.februaryAtMost = Miesiąc {month} ma maksymalnie {limit, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}.
    date.noneStarts = Żadna {subject, select, time {godzina} other {data}} nie zaczyna się w ten sposób.
    # The range
    date.earliest = Najwcześniejsza możliwa {subject, select, time {godzina} other {data}} to {lowerBound}.
    date.latest = Najpóźniejsza możliwa {subject, select, time {godzina} other {data}} to {upperBound}.
    date.noneInRange = Żadna {subject, select, time {godzina} other {data}} z dozwolonego zakresu nie zaczyna się w ten sposób.
    # Pastes and values set by the program
    date.ambiguousPaste = „{text}” można odczytać jako więcej niż jedną {subject, select, time {godzinę} other {datę}}; wpisz w formacie {format}.
    date.pasteReplaced = Wklejona {subject, select, time {godzina} other {data}} zastąpiła wpisaną.
    date.pasteNoDigits = Wklejony tekst nie zawiera cyfr.
    date.pasteDigitsCut = Zachowano tylko cyfry, które się zmieściły.
    date.pasteDigitsKept = Zachowano tylko cyfry.
    date.notCanonical = „{text}” nie jest {subject, select, time {godziną} other {datą}} w formacie ISO 8601 z polami {format}.
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = Znak {character} tu nie pasuje: to miejsce przyjmuje {name, select, digit {cyfrę} letter {literę} alphanumeric {literę lub cyfrę} other {jeden ze znaków z „{symbol}”}}.
    mask.full = Pole jest pełne: „{format}” mieści {limit, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.
    mask.tooLong = W tym polu {limit, plural, one {mieści się maksymalnie # {unit, select, utf16 {jednostka kodu UTF-16} utf8 {bajt} scalars {skalar Unicode} other {znak}}} few {mieszczą się maksymalnie # {unit, select, utf16 {jednostki kodu UTF-16} utf8 {bajty} scalars {skalary Unicode} other {znaki}}} many {mieści się maksymalnie # {unit, select, utf16 {jednostek kodu UTF-16} utf8 {bajtów} scalars {skalarów Unicode} other {znaków}}} other {mieści się maksymalnie # {unit, select, utf16 {jednostki kodu UTF-16} utf8 {bajta} scalars {skalara Unicode} other {znaku}}}}.
    mask.noLongerFit = Usunięto znaki, które nie pasują już do swoich miejsc.
    mask.incomplete = „{format}” wymaga więcej znaków.
    mask.notLaidOut = Układ „{text}” nie odpowiada wzorcowi „{format}”.
    # Ending an edit
    mask.cleared = Niekompletny wpis został wyczyszczony.
    mask.reverted = Niekompletny wpis został cofnięty.
    # Pastes and values set by the program
    mask.pasteFiltered = Pominięto znaki, których nie przyjmuje żadne miejsce maski.
    mask.pasteCut = Wklejony tekst skrócono do tego, co mieści maska.
    mask.pasteNothingFits = Nic z „{text}” nie pasuje do maski.
    mask.notFilled = „{text}” nie wypełnia maski „{format}”.
    mask.notAValue = „{text}” nie jest wartością zgodną z „{format}”.
    # Card numbers
    card.onlyDigitsTyped = Numer karty można wpisywać tylko cyframi.
    card.onlyDigits = Numer karty składa się tylko z cyfr.
    card.digitsKept = Zachowano tylko cyfry.
    card.digitsConverted = Cyfry są zapisywane jako 0-9.
    card.incomplete = Numer karty jest niekompletny.
    card.lengths = Numery kart {name} mają {limit, plural, one {# cyfrę} few {# cyfry} many {# cyfr} other {# cyfry}}.
    card.lengthsRange = Numery kart {name} mają od {number} do {limit, plural, one {# cyfry} few {# cyfr} many {# cyfr} other {# cyfry}}.
    card.visaLengths = Numery kart {name} mają 13, 16 lub 19 cyfr.
    card.dinersLengths = Numery kart {name} mają 14 lub od 16 do 19 cyfr.
    card.checkDigitMismatch = Cyfra kontrolna się nie zgadza.
    card.checkDigitNotYet = Cyfra kontrolna jeszcze się nie zgadza: numery kart {name} mają maksymalnie {limit, plural, one {# cyfrę} few {# cyfry} many {# cyfr} other {# cyfry}}.
    card.checksum = Cyfra kontrolna się nie zgadza: jedna z cyfr jest błędnie wpisana.
    card.unknownStart = Żaden numer karty nie zaczyna się od {text}.
    card.brandNotAccepted = Karty {name} nie są tu akceptowane.
    card.brandsNotAccepted = Numery zaczynające się od {text} należą do kart {options}, które nie są tu akceptowane.
    card.brandTooLong = Numery kart {name} mają maksymalnie {limit, plural, one {# cyfrę} few {# cyfry} many {# cyfr} other {# cyfry}}.
    card.tooLong = Numer karty ma maksymalnie {limit, plural, one {# cyfrę} few {# cyfry} many {# cyfr} other {# cyfry}}.
    card.emptyValue = Pusty ciąg znaków nie jest numerem karty.
    card.invalidValue = „{text}” nie jest numerem karty: {cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = W numerze IBAN można wpisać tylko litery i cyfry.
    iban.onlyLettersAndDigits = Numer IBAN składa się tylko z liter i cyfr.
    iban.spacesCannotReplace = Spacje nie mogą zastąpić znaków numeru IBAN: pole samo dodaje spacje.
    iban.lettersAndDigitsKept = Zachowano tylko litery i cyfry.
    iban.capitals = Litery w numerze IBAN są wielkie.
    iban.countryCodeFirst = Numer IBAN zaczyna się od dwuliterowego kodu kraju.
    iban.startsWithLetters = Numer IBAN zaczyna się od dwóch liter – kodu kraju.
    iban.checkDigits = Trzeci i czwarty znak numeru IBAN to cyfry kontrolne.
    iban.unknownCountryStart = Żaden kod kraju IBAN nie zaczyna się od {text}.
    iban.unknownCountry = {name} nie jest krajem, który używa numerów IBAN.
    iban.length = Numer IBAN dla {name} ma {limit, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.
    iban.checksum = Cyfry kontrolne się nie zgadzają: jeden ze znaków jest błędnie wpisany.
    iban.takenFromPaste = Numer IBAN pobrano z wklejonego tekstu.
    iban.several = Wklejony tekst zawiera kilka numerów IBAN ({someOptions}); wklej tylko jeden.
    # One-time codes
    code.onlyDigitsTyped = Kod można wpisywać tylko cyframi.
    code.onlyDigits = Kod składa się tylko z cyfr.
    code.digitsConverted = Cyfry są zapisywane jako 0-9.
    code.digitsKept = Zachowano tylko cyfry.
    code.takenFromPaste = Kod pobrano z wklejonego tekstu.
    code.takenInPlace = Kod pobrano z wklejonego tekstu; zastąpił on wcześniej wpisane cyfry.
    code.several = Wklejony tekst zawiera kilka kodów {limit}-cyfrowych ({someOptions}); wklej tylko jeden.
    code.noDigits = Wklejony tekst nie zawiera cyfr.
    code.noGroup = Wklejony tekst nie zawiera ciągu {limit, plural, one {# cyfry} few {# cyfr} many {# cyfr} other {# cyfry}}.
    code.length = Kod ma {limit, plural, one {# cyfrę} few {# cyfry} many {# cyfr} other {# cyfry}}.
    code.emptyValue = Pusty ciąg znaków nie jest kodem.
    code.invalidValue = „{text}” nie jest kodem: {cause}
    # Typing and pasting
    phone.onlyDigitsTyped = W numerze telefonu można wpisać tylko cyfry oraz „+” na początku.
    phone.plusOnlyAtStart = Znak {character} może wystąpić tylko raz, na początku numeru telefonu.
    phone.digitsConverted = Cyfry są zapisywane jako 0-9.
    phone.callingCodeHere = Numery zapisuje się tu z numerem kierunkowym kraju: +{number}.
    phone.writtenWithCallingCode = Numer zapisuje się tu z numerem kierunkowym kraju.
    phone.numberKept = Zachowano tylko numer telefonu.
    phone.pasteNotANumber = Wklejony tekst nie jest numerem telefonu.
    phone.pasteSeveral = Wklejony tekst zawiera więcej niż jeden numer.
    phone.pasteNone = Wklejony tekst nie zawiera numeru telefonu.
    # Reading the number
    phone.onlyDigits = Numer telefonu składa się tylko z cyfr, po znaku „+” na początku.
    phone.tooLong = Numer telefonu ma maksymalnie {limit, plural, one {# cyfrę} few {# cyfry} many {# cyfr} other {# cyfry}}.
    phone.callingCodeZero = Żaden numer kierunkowy kraju nie zaczyna się od 0: wpisz go po „+”.
    phone.callingCodeStartNotAccepted = Numery z numerem kierunkowym kraju zaczynającym się od +{number} nie są tu dozwolone.
    phone.unknownCallingCode = Żaden kraj nie ma numeru kierunkowego +{number}.
    phone.callingCodeNotAccepted = Numery z numerem kierunkowym kraju +{number} nie są tu dozwolone.
    phone.regionNotAccepted = Numery z regionu {name} nie są tu dozwolone.
    phone.tooLongAfterCallingCode = Po numerze kierunkowym kraju +{number} {limit, plural, one {może wystąpić maksymalnie # cyfra} few {mogą wystąpić maksymalnie # cyfry} many {może wystąpić maksymalnie # cyfr} other {może wystąpić maksymalnie # cyfry}}.
    phone.noSuchStart = Żaden numer telefonu nie zaczyna się w ten sposób.
    phone.incomplete = Numer telefonu jest niekompletny.
    phone.notLaidOut = Układ „{text}” nie odpowiada układowi numerów telefonu w tym polu.
    # Values set by the program
    phone.invalidValue = „{text}” nie jest numerem telefonu: {cause}
    phone.notANumberValue = „{text}” nie jest numerem telefonu: ten tekst nie jest numerem telefonu.
    # Forms: required fields and rules between fields
    form.required = To pole jest wymagane.
    form.equal = Wartość nie jest taka sama jak w polu „{name}”.
    form.after = Wartość musi być późniejsza niż w polu „{name}”.
    form.notBefore = Wartość nie może być wcześniejsza niż w polu „{name}”.
    form.afterByAmount = Wartość musi być większa niż w polu „{name}” o co najmniej {text}.
    form.afterByYears = Wartość musi być późniejsza niż w polu „{name}” o co najmniej {limit, plural, one {# rok} few {# lata} many {# lat} other {# roku}}.
    form.afterByMonths = Wartość musi być późniejsza niż w polu „{name}” o co najmniej {limit, plural, one {# miesiąc} few {# miesiące} many {# miesięcy} other {# miesiąca}}.
    form.afterByDays = Wartość musi być późniejsza niż w polu „{name}” o co najmniej {limit, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}.
    form.afterByMinutes = Wartość musi być późniejsza niż w polu „{name}” o co najmniej {limit, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}.
    form.oneOf = Wypełnij pole {choices}.
    form.requiredIf = To pole jest wymagane, gdy pole „{name}” jest wypełnione.
    form.requiredIfEquals = To pole jest wymagane, gdy pole „{name}” ma wartość „{text}”.
    form.securityCode = Kod zabezpieczający karty {name} ma {limit, plural, one {# cyfrę} few {# cyfry} many {# cyfr} other {# cyfry}}.
    """
}
