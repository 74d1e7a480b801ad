// swift-format-ignore-file
// The French sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let french: StaticString = """
    @quotes = «   »
    @months = janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre
    @list.middle = {0}, {1}
    @list.or = {0} ou {1}
    # Text fields: characters and lengths
    text.controlCharacter = Les caractères de contrôle ({character}) ne sont pas acceptés.
    text.lineBreakInSingleLine = Les sauts de ligne, tabulations et caractères de contrôle ({character}) ne sont pas acceptés dans un champ d’une seule ligne.
    text.notAccepted = {character} n’est pas accepté ici.
    text.nothingAccepted = Rien de ce qui a été saisi n’est accepté ici.
    text.lineBreakDropped = Le saut de ligne à la fin du texte collé a été supprimé.
    text.joinedRemoved = Des caractères qui formaient ensemble un caractère non accepté ici ont été supprimés.
    text.droppedAndCut = Les caractères non acceptés ont été supprimés et le reste a été réduit à {limit, plural, one {# {unit, select, utf16 {unité de code UTF-16} utf8 {octet} scalars {scalaire Unicode} other {caractère}}} many {# {unit, select, utf16 {unités de code UTF-16} utf8 {octets} scalars {scalaires Unicode} other {caractères}}} other {# {unit, select, utf16 {unités de code UTF-16} utf8 {octets} scalars {scalaires Unicode} other {caractères}}}}.
    text.cut = Seul ce qui tient en {limit, plural, one {# {unit, select, utf16 {unité de code UTF-16} utf8 {octet} scalars {scalaire Unicode} other {caractère}}} many {# {unit, select, utf16 {unités de code UTF-16} utf8 {octets} scalars {scalaires Unicode} other {caractères}}} other {# {unit, select, utf16 {unités de code UTF-16} utf8 {octets} scalars {scalaires Unicode} other {caractères}}}} a été conservé.
    text.dropped = Les caractères non acceptés ici ont été supprimés.
    text.tooLong = Ce champ peut contenir au maximum {limit, plural, one {# {unit, select, utf16 {unité de code UTF-16} utf8 {octet} scalars {scalaire Unicode} other {caractère}}} many {# {unit, select, utf16 {unités de code UTF-16} utf8 {octets} scalars {scalaires Unicode} other {caractères}}} other {# {unit, select, utf16 {unités de code UTF-16} utf8 {octets} scalars {scalaires Unicode} other {caractères}}}}.
    text.notUpperCase = {character} n’est pas une majuscule ; les lettres de ce champ sont en majuscules.
    text.notLowerCase = {character} n’est pas une minuscule ; les lettres de ce champ sont en minuscules.
    text.convertedToUpperCase = Les lettres ont été converties en majuscules.
    text.convertedToLowerCase = Les lettres ont été converties en minuscules.
    text.adjusted = La saisie a été ajustée par la règle du champ.
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = Continuez la saisie : choisissez {choices}.
    choice.spacesDropped = Les espaces et sauts de ligne autour du texte collé ont été supprimés.
    choice.notAllowed = {text} n’est pas autorisé ici ; choisissez {choices}.
    choice.completed = Saisie complétée : {text}.
    choice.cleared = « {text} » n’est pas une option ; le champ a été vidé.
    choice.wentBack = « {text} » n’est pas une option ; le champ est revenu à {name}.
    choice.noAllowedOption = Aucune option autorisée ne commence par « {text} » ; choisissez {choices}.
    choice.noOption = Aucune option ne commence par « {text} » ; choisissez {choices}.
    choice.notAnOption = « {text} » n’est pas une option ; choisissez {choices}.
    choice.range = une option de {lowerBound} à {upperBound}
    choice.many = l’une des {number} options ({someOptions}, …)
    # Any field
    field.notLaidOut = « {text} » ne suit pas la disposition des caractères de ce champ.
    field.nothingTypable = Rien ne peut être saisi ici.
    field.typeOver = Tapez par-dessus les caractères pour les modifier ; les autres restent en place.
    value.rounded = La valeur a été arrondie au nombre de chiffres autorisé par ce champ.
    value.noValue = « {text} » ne désigne aucune valeur acceptée par ce champ.
    value.notAcceptable = La valeur n’est pas acceptée par la règle de ce champ.
    # Checking an entry (inputrules check)
    entry.empty = L’entrée est vide.
    entry.cannotBeTyped = L’entrée ne peut pas être saisie dans ce champ.
    entry.noValue = L’entrée ne contient aucune valeur.
    entry.typedDifferently = Saisir l’entrée donne « {text} » à la place.
    entry.notComplete = L’entrée n’est pas complète.
    entry.commitChanges = Terminer la modification change l’entrée.
    entry.invalidEncoding = {name, select, line {La ligne} other {L’entrée}} n’est pas de l’UTF-8 valide.
    entry.required = Saisissez une valeur.
    entry.tooLarge = L’entrée est trop longue pour être vérifiée : {limit, plural, one {# octet} many {# octets} other {# octets}} au plus.
    field.notAccepted = Non accepté.
    # Number rules (integer, decimal, money): range and sign
    number.range = Le nombre doit être compris entre {lowerBound} et {upperBound}.
    number.atLeast = Le nombre doit être supérieur ou égal à {lowerBound}.
    number.atMost = Le nombre doit être inférieur ou égal à {upperBound}.
    number.outsideRange = Le nombre est en dehors de la plage autorisée.
    number.negative = Les nombres négatifs ne sont pas autorisés.
    number.minusAtZero = Le signe moins ne peut pas être saisi ici : le nombre vaut au moins {number}.
    number.beyondIntegers = « {text} » dépasse les entiers que ce champ peut contenir ({number} bits).
    # Digits
    number.wholeNumbersOnly = Nombres entiers uniquement.
    number.fractionDigits = {limit, plural, one {Au maximum # chiffre après le séparateur décimal.} many {Au maximum # chiffres après le séparateur décimal.} other {Au maximum # chiffres après le séparateur décimal.}}
    number.integerDigits = {limit, plural, one {Au maximum # chiffre avant le séparateur décimal.} many {Au maximum # chiffres avant le séparateur décimal.} other {Au maximum # chiffres avant le séparateur décimal.}}
    number.totalDigits = Au maximum {limit} chiffres.
    number.significantDigits = {limit, plural, one {Au maximum # chiffre significatif.} many {Au maximum # chiffres significatifs.} other {Au maximum # chiffres significatifs.}}
    number.exponentTooSmallWhole = L’exposant rend le nombre trop petit : nombres entiers uniquement.
    number.exponentTooSmall = {limit, plural, one {L’exposant rend le nombre trop petit : au maximum # chiffre après le séparateur décimal.} many {L’exposant rend le nombre trop petit : au maximum # chiffres après le séparateur décimal.} other {L’exposant rend le nombre trop petit : au maximum # chiffres après le séparateur décimal.}}
    number.exponentTooLarge = {limit, plural, one {L’exposant rend le nombre trop grand : au maximum # chiffre avant le séparateur décimal.} many {L’exposant rend le nombre trop grand : au maximum # chiffres avant le séparateur décimal.} other {L’exposant rend le nombre trop grand : au maximum # chiffres avant le séparateur décimal.}}
    # Keys a field takes
    number.onlyDigits = Seuls des chiffres peuvent être saisis ici.
    number.onlyDigitsAndMinus = Seuls des chiffres et un signe moins peuvent être saisis ici.
    number.onlyDigitsAndSeparator = Seuls des chiffres et le séparateur décimal peuvent être saisis ici.
    number.onlyDigitsMinusAndSeparator = Seuls des chiffres, un signe moins et le séparateur décimal peuvent être saisis ici.
    number.onlyScientificKeys = Seuls des chiffres, un signe moins, le séparateur décimal et un exposant peuvent être saisis ici.
    number.registerNoSeparator = Les chiffres se remplissent à partir de la plus petite unité : inutile de saisir un séparateur.
    number.currencySymbol = {character} est un symbole monétaire ; ce champ accepte un nombre sans symbole.
    number.otherCurrency = {character} n’est pas la devise de ce champ : il accepte {name} (« {symbol} »).
    # Separators
    number.groupingShown = Le champ affiche lui-même les séparateurs des milliers ; en saisir un n’a aucun effet.
    number.groupingNotShown = Les séparateurs des milliers (« {symbol} ») ne sont pas affichés dans ce champ ; en saisir un n’a aucun effet.
    number.ambiguousComma = Ici, un {character} saisi pourrait être le séparateur décimal ou un séparateur des milliers ; il n’est donc pas pris en compte. Le séparateur décimal est « {symbol} » (ou « . »).
    number.ambiguousCommaWhole = Ici, un {character} saisi pourrait être le séparateur décimal ou un séparateur des milliers ; il n’est donc pas pris en compte. Ce champ accepte des nombres entiers.
    number.takenFromPaste = Le montant a été extrait du texte collé.
    number.severalAmounts = Le texte collé contient plusieurs montants ({someOptions}) ; n’en collez qu’un seul.
    number.misplacedGrouping = Le texte ne forme pas un seul nombre : une espace, un symbole ou un séparateur des milliers (« {symbol} ») se trouve là où les conventions régionales n’en mettent pas. Le séparateur décimal est « {format} ».
    # The text as a whole
    number.notANumber = Ce n’est pas un nombre.
    number.tooLong = {unit, select, utf8 {Au maximum {limit} octets.} utf16 {Au maximum {limit} unités de code UTF-16.} scalars {Au maximum {limit} scalaires Unicode.} other {Au maximum {limit} caractères.}}
    number.textTooLong = Le texte est trop long.
    number.incomplete = Le nombre n’est pas encore complet.
    number.notComplete = Le nombre n’était pas complet.
    number.changesNothing = Cela ne change rien au nombre.
    number.notPlainNumber = « {text} » n’est pas un nombre simple comme 1234.5 ou -7 (au maximum {limit} chiffres).
    number.notWholeNumber = « {text} » n’est pas un nombre entier comme 25 ou -7.
    number.notWrittenAsInteger = « {text} » n’est pas écrit comme une valeur entière, c’est-à-dire en chiffres, comme 25.
    # Editing ended
    number.reformatted = Le nombre a été remis en forme.
    number.clamped = Le nombre a été ramené dans la plage autorisée.
    number.rounded = Le nombre a été arrondi au nombre de chiffres autorisé.
    number.reverted = {cause} Le champ est revenu à sa dernière valeur valide, {text}.
    number.revertedCleared = {cause} Le champ a été vidé.
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = Le format n’interprète pas « {text} » comme une valeur.
    format.notAValue = Le format n’interprète pas ce texte comme une valeur.
    format.reformatted = Mis en forme.
    format.reverted = Le texte est revenu à la dernière valeur valide.
    format.notFiniteDecimal = La valeur n’est pas un nombre fini d’au maximum {limit} chiffres.
    # Typing: what the field takes
    date.complete = {subject, select, time {L’heure est complète.} other {La date est complète.}}
    date.onlyDigits = Seuls des chiffres peuvent être saisis dans {subject, select, time {une heure} other {une date}}.
    date.onlyDigitsAndDayPeriod = Seuls des chiffres, ainsi que A ou P pour AM ou PM, peuvent être saisis dans {subject, select, time {une heure} other {une date}}.
    date.onlyDigitsHere = Seuls des chiffres peuvent être saisis ici.
    date.digitsStored = Les chiffres sont enregistrés sous la forme 0-9.
    date.incomplete = Saisissez {subject, select, time {l’heure complète} other {la date complète}} : {format}.
    # A field that cannot hold what was typed
    date.yearRange = Une année va de 0001 à 9999.
    date.shortYearRange = Une année va de 00 à 99.
    date.monthRange = Un mois va de 01 à 12.
    date.dayRange = Un jour va de 01 à 31.
    date.hour24Range = Une heure va de 00 à 23.
    date.hour12Range = Une heure va de 01 à 12.
    date.minuteRange = Les minutes vont de 00 à 59.
    date.secondRange = Les secondes vont de 00 à 59.
    date.dayPeriod = Saisissez A pour AM ou P pour PM.
    date.monthDays = Il y a {limit, plural, one {# jour} many {# jours} other {# jours}} en {month}.
    date.februaryInYear = Il y a {limit, plural, one {# jour} many {# jours} other {# jours}} en {month} {number}.
    date.februaryAtMost = Il y a au maximum {limit, plural, one {# jour} many {# jours} other {# jours}} en {month}.
    date.noneStarts = Aucune {subject, select, time {heure} other {date}} ne commence ainsi.
    # The range
    date.earliest = La première {subject, select, time {heure} other {date}} possible est {lowerBound}.
    date.latest = La dernière {subject, select, time {heure} other {date}} possible est {upperBound}.
    date.noneInRange = Aucune {subject, select, time {heure} other {date}} de la plage autorisée ne commence ainsi.
    # Pastes and values set by the program
    date.ambiguousPaste = « {text} » peut désigner plusieurs {subject, select, time {heures} other {dates}} différentes ; saisissez {subject, select, time {l’heure} other {la date}} au format {format}.
    date.pasteReplaced = {subject, select, time {L’heure collée} other {La date collée}} a remplacé celle qui avait été saisie.
    date.pasteNoDigits = Le texte collé ne contient aucun chiffre.
    date.pasteDigitsCut = Seuls les chiffres qui tiennent ont été conservés.
    date.pasteDigitsKept = Seuls les chiffres ont été conservés.
    date.notCanonical = « {text} » n’est pas {subject, select, time {une heure} other {une date}} au format ISO 8601 avec les champs de {format}.
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = {character} ne convient pas ici : cet emplacement accepte {name, select, digit {un chiffre} letter {une lettre} alphanumeric {une lettre ou un chiffre} other {l’un des caractères de « {symbol} »}}.
    mask.full = Le champ est plein : « {format} » contient {limit, plural, one {# caractère} many {# caractères} other {# caractères}}.
    mask.tooLong = Ce champ peut contenir au maximum {limit, plural, one {# {unit, select, utf16 {unité de code UTF-16} utf8 {octet} scalars {scalaire Unicode} other {caractère}}} many {# {unit, select, utf16 {unités de code UTF-16} utf8 {octets} scalars {scalaires Unicode} other {caractères}}} other {# {unit, select, utf16 {unités de code UTF-16} utf8 {octets} scalars {scalaires Unicode} other {caractères}}}}.
    mask.noLongerFit = Les caractères qui ne tenaient plus à leur place ont été supprimés.
    mask.incomplete = « {format} » nécessite davantage de caractères.
    mask.notLaidOut = « {text} » ne suit pas le format « {format} ».
    # Ending an edit
    mask.cleared = Une saisie incomplète a été effacée.
    mask.reverted = Une saisie incomplète a été annulée.
    # Pastes and values set by the program
    mask.pasteFiltered = Les caractères qu’aucun emplacement du masque n’accepte ont été omis.
    mask.pasteCut = Le texte collé a été tronqué à ce que le masque peut contenir.
    mask.pasteNothingFits = Rien dans « {text} » ne correspond au masque.
    mask.notFilled = « {text} » ne remplit pas « {format} ».
    mask.notAValue = « {text} » n’est pas une valeur de « {format} ».
    # Card numbers
    card.onlyDigitsTyped = Seuls des chiffres peuvent être saisis dans un numéro de carte.
    card.onlyDigits = Un numéro de carte ne contient que des chiffres.
    card.digitsKept = Seuls les chiffres ont été conservés.
    card.digitsConverted = Les chiffres sont enregistrés sous la forme 0-9.
    card.incomplete = Le numéro de carte est incomplet.
    card.lengths = Les numéros {name} comptent {limit, plural, one {# chiffre} many {# chiffres} other {# chiffres}}.
    card.lengthsRange = Les numéros {name} comptent de {number} à {limit, plural, one {# chiffre} many {# chiffres} other {# chiffres}}.
    card.visaLengths = Les numéros {name} comptent 13, 16 ou 19 chiffres.
    card.dinersLengths = Les numéros {name} comptent 14 chiffres ou de 16 à 19 chiffres.
    card.checkDigitMismatch = Le chiffre de contrôle ne correspond pas.
    card.checkDigitNotYet = Le chiffre de contrôle ne correspond pas encore : les numéros {name} comptent jusqu’à {limit, plural, one {# chiffre} many {# chiffres} other {# chiffres}}.
    card.checksum = Le chiffre de contrôle ne correspond pas : un chiffre a été mal saisi.
    card.unknownStart = Aucun numéro de carte ne commence par {text}.
    card.brandNotAccepted = Les cartes {name} ne sont pas acceptées ici.
    card.brandsNotAccepted = Les numéros commençant par {text} sont ceux de cartes {options}, qui ne sont pas acceptées ici.
    card.brandTooLong = Les numéros {name} comptent au maximum {limit, plural, one {# chiffre} many {# chiffres} other {# chiffres}}.
    card.tooLong = Un numéro de carte compte au maximum {limit, plural, one {# chiffre} many {# chiffres} other {# chiffres}}.
    card.emptyValue = Une chaîne vide ne désigne aucun numéro de carte.
    card.invalidValue = « {text} » n’est pas un numéro de carte : {cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = Seuls des chiffres et des lettres peuvent être saisis dans un IBAN.
    iban.onlyLettersAndDigits = Un IBAN ne contient que des lettres et des chiffres.
    iban.spacesCannotReplace = Les espaces ne peuvent pas remplacer les caractères d’un IBAN : le champ ajoute lui-même ses espaces.
    iban.lettersAndDigitsKept = Seuls les chiffres et les lettres ont été conservés.
    iban.capitals = Les lettres d’un IBAN sont des majuscules.
    iban.countryCodeFirst = Un IBAN commence par un code pays de deux lettres.
    iban.startsWithLetters = Un IBAN commence par deux lettres, le code pays.
    iban.checkDigits = Les troisième et quatrième caractères d’un IBAN sont des chiffres de contrôle.
    iban.unknownCountryStart = Aucun code pays d’IBAN ne commence par {text}.
    iban.unknownCountry = {name} n’est pas un pays qui utilise l’IBAN.
    iban.length = Un IBAN {name} compte {limit, plural, one {# caractère} many {# caractères} other {# caractères}}.
    iban.checksum = Les chiffres de contrôle ne correspondent pas : un caractère a été mal saisi.
    iban.takenFromPaste = L’IBAN a été extrait du texte collé.
    iban.several = Le texte collé contient plusieurs IBAN ({someOptions}) ; n’en collez qu’un seul.
    # One-time codes
    code.onlyDigitsTyped = Seuls des chiffres peuvent être saisis dans un code.
    code.onlyDigits = Un code ne contient que des chiffres.
    code.digitsConverted = Les chiffres sont enregistrés sous la forme 0-9.
    code.digitsKept = Seuls les chiffres ont été conservés.
    code.takenFromPaste = Le code a été extrait du texte collé.
    code.takenInPlace = Le code a été extrait du texte collé et remplace les chiffres saisis auparavant.
    code.several = Le texte collé contient plusieurs codes de {limit} chiffres ({someOptions}) ; n’en collez qu’un seul.
    code.noDigits = Le texte collé ne contient aucun chiffre.
    code.noGroup = Le texte collé ne contient aucun groupe de {limit, plural, one {# chiffre} many {# chiffres} other {# chiffres}}.
    code.length = Le code compte {limit, plural, one {# chiffre} many {# chiffres} other {# chiffres}}.
    code.emptyValue = Une chaîne vide ne désigne aucun code.
    code.invalidValue = « {text} » n’est pas un code : {cause}
    # Typing and pasting
    phone.onlyDigitsTyped = Seuls des chiffres peuvent être saisis dans un numéro de téléphone, ainsi que « + » au début.
    phone.plusOnlyAtStart = {character} ne peut figurer qu’une seule fois, au début d’un numéro de téléphone.
    phone.digitsConverted = Les chiffres sont enregistrés sous la forme 0-9.
    phone.callingCodeHere = Ici, les numéros s’écrivent avec leur indicatif : +{number}.
    phone.writtenWithCallingCode = Ici, le numéro s’écrit avec son indicatif.
    phone.numberKept = Seul le numéro de téléphone a été conservé.
    phone.pasteNotANumber = Le texte collé n’est pas un numéro de téléphone.
    phone.pasteSeveral = Le texte collé contient plusieurs numéros.
    phone.pasteNone = Le texte collé ne contient aucun numéro de téléphone.
    # Reading the number
    phone.onlyDigits = Un numéro de téléphone ne contient que des chiffres, après un « + » au début.
    phone.tooLong = Un numéro de téléphone compte au maximum {limit, plural, one {# chiffre} many {# chiffres} other {# chiffres}}.
    phone.callingCodeZero = Aucun indicatif ne commence par 0 : saisissez-le après « + ».
    phone.callingCodeStartNotAccepted = Les numéros dont l’indicatif commence par +{number} ne sont pas acceptés ici.
    phone.unknownCallingCode = Aucun pays n’a l’indicatif +{number}.
    phone.callingCodeNotAccepted = Les numéros avec l’indicatif +{number} ne sont pas acceptés ici.
    phone.regionNotAccepted = Les numéros de la région {name} ne sont pas acceptés ici.
    phone.tooLongAfterCallingCode = Un numéro avec l’indicatif +{number} compte au maximum {limit, plural, one {# chiffre} many {# chiffres} other {# chiffres}} après l’indicatif.
    phone.noSuchStart = Aucun numéro de téléphone ne commence ainsi.
    phone.incomplete = Le numéro de téléphone est incomplet.
    phone.notLaidOut = « {text} » ne suit pas la disposition des numéros de téléphone de ce champ.
    # Values set by the program
    phone.invalidValue = « {text} » n’est pas un numéro de téléphone : {cause}
    phone.notANumberValue = « {text} » n’est pas un numéro de téléphone : ce n’est pas un numéro de téléphone.
    # Forms: required fields and rules between fields
    form.required = Ce champ est obligatoire.
    form.equal = Cette valeur ne correspond pas à « {name} ».
    form.after = Cette valeur doit être après « {name} ».
    form.notBefore = Cette valeur ne doit pas être avant « {name} ».
    form.afterByAmount = Cette valeur doit dépasser « {name} » d’au moins {text}.
    form.afterByYears = Cette valeur doit être au moins {limit, plural, one {# an} many {# ans} other {# ans}} après « {name} ».
    form.afterByMonths = Cette valeur doit être au moins {limit, plural, one {# mois} many {# mois} other {# mois}} après « {name} ».
    form.afterByDays = Cette valeur doit être au moins {limit, plural, one {# jour} many {# jours} other {# jours}} après « {name} ».
    form.afterByMinutes = Cette valeur doit être au moins {limit, plural, one {# minute} many {# minutes} other {# minutes}} après « {name} ».
    form.oneOf = Remplissez le champ {choices}.
    form.requiredIf = Ce champ est obligatoire lorsque le champ « {name} » est renseigné.
    form.requiredIfEquals = Ce champ est obligatoire lorsque « {name} » vaut « {text} ».
    form.securityCode = Le code de sécurité d’une carte {name} compte {limit, plural, one {# chiffre} many {# chiffres} other {# chiffres}}.
    """
}
