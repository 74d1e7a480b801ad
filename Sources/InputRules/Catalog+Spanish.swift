// swift-format-ignore-file
// The Spanish sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let spanish: StaticString = """
    @quotes = “ ”
    @months = enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre
    @list.middle = {0}, {1}
    @list.or = {0} o {1}
    # Text fields: characters and lengths
    text.controlCharacter = No se aceptan caracteres de control ({character}).
    text.lineBreakInSingleLine = En un campo de una sola línea no se aceptan saltos de línea, tabulaciones ni caracteres de control ({character}).
    text.notAccepted = {character} no se acepta aquí.
    text.nothingAccepted = No se ha introducido nada de lo que se acepta aquí.
    text.lineBreakDropped = Se ha eliminado el salto de línea al final del texto pegado.
    text.joinedRemoved = Se han eliminado caracteres que se combinaban en uno que no se acepta aquí.
    text.droppedAndCut = Se han eliminado los caracteres no aceptados y el resto se ha recortado a {limit, plural, one {# {unit, select, utf16 {unidad de código UTF-16} utf8 {byte} scalars {escalar Unicode} other {carácter}}} many {# {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}} other {# {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}}}.
    text.cut = Solo se ha conservado lo que cabe en {limit, plural, one {# {unit, select, utf16 {unidad de código UTF-16} utf8 {byte} scalars {escalar Unicode} other {carácter}}} many {# {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}} other {# {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}}}.
    text.dropped = Se han eliminado los caracteres que no se aceptan aquí.
    text.tooLong = Este campo admite como máximo {limit, plural, one {# {unit, select, utf16 {unidad de código UTF-16} utf8 {byte} scalars {escalar Unicode} other {carácter}}} many {# {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}} other {# {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}}}.
    text.notUpperCase = {character} no está en mayúscula; las letras de este campo van en mayúsculas.
    text.notLowerCase = {character} no está en minúscula; las letras de este campo van en minúsculas.
    text.convertedToUpperCase = Las letras se han convertido a mayúsculas.
    text.convertedToLowerCase = Las letras se han convertido a minúsculas.
    text.adjusted = La regla del campo ha ajustado la entrada.
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = Sigue escribiendo: elige {choices}.
    choice.spacesDropped = Se han eliminado los espacios y saltos de línea alrededor del texto pegado.
    choice.notAllowed = {text} no está permitido aquí; elige {choices}.
    choice.completed = Completado: {text}.
    choice.cleared = “{text}” no es una opción; se ha vaciado el campo.
    choice.wentBack = “{text}” no es una opción; el campo ha vuelto a {name}.
    choice.noAllowedOption = Ninguna opción permitida empieza por “{text}”; elige {choices}.
    choice.noOption = Ninguna opción empieza por “{text}”; elige {choices}.
    choice.notAnOption = “{text}” no es una opción; elige {choices}.
    choice.range = una opción de {lowerBound} a {upperBound}
    choice.many = una de las {number} opciones ({someOptions}, …)
    # Any field
    field.notLaidOut = “{text}” no sigue la disposición de caracteres de este campo.
    field.nothingTypable = Aquí no se puede escribir nada.
    field.typeOver = Escribe sobre los caracteres para cambiarlos; los demás se quedan en su sitio.
    value.rounded = El valor se ha redondeado a los dígitos que permite este campo.
    value.noValue = “{text}” no corresponde a ningún valor que acepte este campo.
    value.notAcceptable = El valor no es aceptable según la regla de este campo.
    # Checking an entry (inputrules check)
    entry.empty = La entrada está vacía.
    entry.cannotBeTyped = La entrada no se puede escribir en este campo.
    entry.noValue = La entrada no contiene ningún valor.
    entry.typedDifferently = Al escribir la entrada se obtiene “{text}” en su lugar.
    entry.notComplete = La entrada no está completa.
    entry.commitChanges = Al terminar la edición, la entrada cambia.
    entry.invalidEncoding = {name, select, line {La línea} other {La entrada}} no es UTF-8 válido.
    entry.required = Introduce un valor.
    entry.tooLarge = La entrada es demasiado larga para comprobarla: como máximo {limit, plural, one {# byte} many {# bytes} other {# bytes}}.
    field.notAccepted = No se acepta.
    # Number rules (integer, decimal, money): range and sign
    number.range = El número debe estar entre {lowerBound} y {upperBound}.
    number.atLeast = El número debe ser como mínimo {lowerBound}.
    number.atMost = El número debe ser como máximo {upperBound}.
    number.outsideRange = El número está fuera del intervalo permitido.
    number.negative = No se permiten números negativos.
    number.minusAtZero = Aquí no se puede escribir un signo menos: el número es como mínimo {number}.
    number.beyondIntegers = “{text}” supera los enteros que admite este campo ({number} bits).
    # Digits
    number.wholeNumbersOnly = Solo números enteros.
    number.fractionDigits = {limit, plural, one {Como máximo # dígito después del separador decimal.} many {Como máximo # dígitos después del separador decimal.} other {Como máximo # dígitos después del separador decimal.}}
    number.integerDigits = {limit, plural, one {Como máximo # dígito antes del separador decimal.} many {Como máximo # dígitos antes del separador decimal.} other {Como máximo # dígitos antes del separador decimal.}}
    number.totalDigits = Como máximo {limit} dígitos.
    number.significantDigits = {limit, plural, one {Como máximo # dígito significativo.} many {Como máximo # dígitos significativos.} other {Como máximo # dígitos significativos.}}
    number.exponentTooSmallWhole = El exponente hace que el número sea demasiado pequeño: solo números enteros.
    number.exponentTooSmall = {limit, plural, one {El exponente hace que el número sea demasiado pequeño: como máximo # dígito después del separador decimal.} many {El exponente hace que el número sea demasiado pequeño: como máximo # dígitos después del separador decimal.} other {El exponente hace que el número sea demasiado pequeño: como máximo # dígitos después del separador decimal.}}
    number.exponentTooLarge = {limit, plural, one {El exponente hace que el número sea demasiado grande: como máximo # dígito antes del separador decimal.} many {El exponente hace que el número sea demasiado grande: como máximo # dígitos antes del separador decimal.} other {El exponente hace que el número sea demasiado grande: como máximo # dígitos antes del separador decimal.}}
    # Keys a field takes
    number.onlyDigits = Aquí solo se pueden escribir dígitos.
    number.onlyDigitsAndMinus = Aquí solo se pueden escribir dígitos y un signo menos.
    number.onlyDigitsAndSeparator = Aquí solo se pueden escribir dígitos y el separador decimal.
    number.onlyDigitsMinusAndSeparator = Aquí solo se pueden escribir dígitos, un signo menos y el separador decimal.
    number.onlyScientificKeys = Aquí solo se pueden escribir dígitos, un signo menos, el separador decimal y un exponente.
    number.registerNoSeparator = Los dígitos se rellenan desde la unidad más pequeña: no hace falta escribir ningún separador.
    number.currencySymbol = {character} es un símbolo de moneda; este campo admite un número sin símbolo.
    number.otherCurrency = {character} no es la moneda de este campo: admite {name} (“{symbol}”).
    # Separators
    number.groupingShown = El propio campo muestra los separadores de miles; escribir uno no tiene ningún efecto.
    number.groupingNotShown = Este campo no muestra separadores de miles (“{symbol}”); escribir uno no tiene ningún efecto.
    number.ambiguousComma = Aquí, un {character} escrito podría ser el separador decimal o un separador de miles, así que no se tiene en cuenta. El separador decimal es “{symbol}” (o “.”).
    number.ambiguousCommaWhole = Aquí, un {character} escrito podría ser el separador decimal o un separador de miles, así que no se tiene en cuenta. Este campo admite números enteros.
    number.takenFromPaste = El importe se ha tomado del texto pegado.
    number.severalAmounts = El texto pegado contiene varios importes ({someOptions}); pega solo uno.
    number.misplacedGrouping = El texto no forma un solo número: hay un espacio, un símbolo o un separador de miles (“{symbol}”) donde la configuración regional no pone ninguno. El separador decimal es “{format}”.
    # The text as a whole
    number.notANumber = Eso no es un número.
    number.tooLong = {unit, select, utf8 {Como máximo {limit} bytes.} utf16 {Como máximo {limit} unidades de código UTF-16.} scalars {Como máximo {limit} escalares Unicode.} other {Como máximo {limit} caracteres.}}
    number.textTooLong = El texto es demasiado largo.
    number.incomplete = El número aún no está completo.
    number.notComplete = El número no estaba completo.
    number.changesNothing = Eso no cambia nada en el número.
    number.notPlainNumber = “{text}” no es un número simple como 1234.5 o -7 (como máximo {limit} dígitos).
    number.notWholeNumber = “{text}” no es un número entero como 25 o -7.
    number.notWrittenAsInteger = “{text}” no está escrito como un valor entero, es decir, con dígitos, como 25.
    # Editing ended
    number.reformatted = Se ha cambiado el formato del número.
    number.clamped = El número se ha ajustado al intervalo permitido.
    number.rounded = El número se ha redondeado a los dígitos permitidos.
    number.reverted = {cause} El campo ha vuelto a su último valor válido, {text}.
    number.revertedCleared = {cause} Se ha vaciado el campo.
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = El formato no interpreta “{text}” como un valor.
    format.notAValue = El formato no interpreta este texto como un valor.
    format.reformatted = Formato aplicado.
    format.reverted = El texto ha vuelto al último valor válido.
    format.notFiniteDecimal = El valor no es un número finito de como máximo {limit} dígitos.
    # Typing: what the field takes
    date.complete = {subject, select, time {La hora está completa.} other {La fecha está completa.}}
    date.onlyDigits = En {subject, select, time {una hora} other {una fecha}} solo se pueden escribir dígitos.
    date.onlyDigitsAndDayPeriod = En {subject, select, time {una hora} other {una fecha}} solo se pueden escribir dígitos, y A o P para AM o PM.
    date.onlyDigitsHere = Aquí solo se pueden escribir dígitos.
    date.digitsStored = Los dígitos se guardan como 0-9.
    date.incomplete = Escribe {subject, select, time {la hora completa} other {la fecha completa}}: {format}.
    # A field that cannot hold what was typed
    date.yearRange = Un año va de 0001 a 9999.
    date.shortYearRange = Un año va de 00 a 99.
    date.monthRange = Un mes va de 01 a 12.
    date.dayRange = Un día va de 01 a 31.
    date.hour24Range = Una hora va de 00 a 23.
    date.hour12Range = Una hora va de 01 a 12.
    date.minuteRange = Los minutos van de 00 a 59.
    date.secondRange = Los segundos van de 00 a 59.
    date.dayPeriod = Escribe A para AM o P para PM.
    date.monthDays = En {month} hay {limit, plural, one {# día} many {# días} other {# días}}.
    date.februaryInYear = En {month} de {number} hay {limit, plural, one {# día} many {# días} other {# días}}.
    date.februaryAtMost = En {month} hay como máximo {limit, plural, one {# día} many {# días} other {# días}}.
    date.noneStarts = Ninguna {subject, select, time {hora} other {fecha}} empieza así.
    # The range
    date.earliest = La primera {subject, select, time {hora} other {fecha}} posible es {lowerBound}.
    date.latest = La última {subject, select, time {hora} other {fecha}} posible es {upperBound}.
    date.noneInRange = Ninguna {subject, select, time {hora} other {fecha}} del intervalo empieza así.
    # Pastes and values set by the program
    date.ambiguousPaste = “{text}” puede leerse como varias {subject, select, time {horas} other {fechas}} distintas; escribe {subject, select, time {la hora} other {la fecha}} como {format}.
    date.pasteReplaced = La {subject, select, time {hora} other {fecha}} pegada ha sustituido a la escrita.
    date.pasteNoDigits = El texto pegado no contiene dígitos.
    date.pasteDigitsCut = Solo se han conservado los dígitos que caben.
    date.pasteDigitsKept = Solo se han conservado los dígitos.
    date.notCanonical = “{text}” no es una {subject, select, time {hora} other {fecha}} en ISO 8601 con los campos de {format}.
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = {character} no encaja aquí: esta posición admite {name, select, digit {un dígito} letter {una letra} alphanumeric {una letra o un dígito} other {uno de los caracteres de “{symbol}”}}.
    mask.full = El campo está lleno: “{format}” contiene {limit, plural, one {# carácter} many {# caracteres} other {# caracteres}}.
    mask.tooLong = Este campo admite como máximo {limit, plural, one {# {unit, select, utf16 {unidad de código UTF-16} utf8 {byte} scalars {escalar Unicode} other {carácter}}} many {# {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}} other {# {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}}}.
    mask.noLongerFit = Se han eliminado los caracteres que ya no cabían en sus posiciones.
    mask.incomplete = A “{format}” le faltan caracteres.
    mask.notLaidOut = “{text}” no sigue el formato “{format}”.
    # Ending an edit
    mask.cleared = Se ha borrado una entrada incompleta.
    mask.reverted = Se ha revertido una entrada incompleta.
    # Pastes and values set by the program
    mask.pasteFiltered = Se han omitido los caracteres que ninguna posición de la máscara admite.
    mask.pasteCut = El texto pegado se ha recortado a lo que cabe en la máscara.
    mask.pasteNothingFits = Nada de “{text}” encaja en la máscara.
    mask.notFilled = “{text}” no completa “{format}”.
    mask.notAValue = “{text}” no es un valor de “{format}”.
    # Card numbers
    card.onlyDigitsTyped = En un número de tarjeta solo se pueden escribir dígitos.
    card.onlyDigits = Un número de tarjeta solo contiene dígitos.
    card.digitsKept = Solo se han conservado los dígitos.
    card.digitsConverted = Los dígitos se guardan como 0-9.
    card.incomplete = El número de tarjeta está incompleto.
    card.lengths = Los números de {name} tienen {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    card.lengthsRange = Los números de {name} tienen de {number} a {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    card.visaLengths = Los números de {name} tienen 13, 16 o 19 dígitos.
    card.dinersLengths = Los números de {name} tienen 14 dígitos o de 16 a 19 dígitos.
    card.checkDigitMismatch = El dígito de control no coincide.
    card.checkDigitNotYet = El dígito de control aún no coincide: los números de {name} tienen hasta {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    card.checksum = El dígito de control no coincide: hay un dígito mal escrito.
    card.unknownStart = Ningún número de tarjeta empieza por {text}.
    card.brandNotAccepted = Aquí no se aceptan tarjetas {name}.
    card.brandsNotAccepted = Los números que empiezan por {text} son de tarjetas {options}, que no se aceptan aquí.
    card.brandTooLong = Los números de {name} tienen como máximo {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    card.tooLong = Un número de tarjeta tiene como máximo {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    card.emptyValue = Una cadena vacía no corresponde a ningún número de tarjeta.
    card.invalidValue = “{text}” no es un número de tarjeta: {cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = En un IBAN solo se pueden escribir letras y dígitos.
    iban.onlyLettersAndDigits = Un IBAN solo contiene letras y dígitos.
    iban.spacesCannotReplace = Los espacios no pueden sustituir a los caracteres de un IBAN: el propio campo añade sus espacios.
    iban.lettersAndDigitsKept = Solo se han conservado las letras y los dígitos.
    iban.capitals = Las letras de un IBAN son mayúsculas.
    iban.countryCodeFirst = Un IBAN empieza por un código de país de dos letras.
    iban.startsWithLetters = Un IBAN empieza por dos letras, el código de país.
    iban.checkDigits = El tercer y el cuarto carácter de un IBAN son dígitos de control.
    iban.unknownCountryStart = Ningún código de país de IBAN empieza por {text}.
    iban.unknownCountry = {name} no es un país con IBAN.
    iban.length = Un IBAN {name} tiene {limit, plural, one {# carácter} many {# caracteres} other {# caracteres}}.
    iban.checksum = Los dígitos de control no coinciden: hay un carácter mal escrito.
    iban.takenFromPaste = El IBAN se ha tomado del texto pegado.
    iban.several = El texto pegado contiene varios IBAN ({someOptions}); pega solo uno.
    # One-time codes
    code.onlyDigitsTyped = En un código solo se pueden escribir dígitos.
    code.onlyDigits = Un código solo contiene dígitos.
    code.digitsConverted = Los dígitos se guardan como 0-9.
    code.digitsKept = Solo se han conservado los dígitos.
    code.takenFromPaste = El código se ha tomado del texto pegado.
    code.takenInPlace = El código se ha tomado del texto pegado y sustituye a los dígitos escritos antes.
    code.several = El texto pegado contiene varios códigos de {limit} dígitos ({someOptions}); pega solo uno.
    code.noDigits = El texto pegado no contiene dígitos.
    code.noGroup = El texto pegado no contiene ningún grupo de {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    code.length = El código tiene {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    code.emptyValue = Una cadena vacía no corresponde a ningún código.
    code.invalidValue = “{text}” no es un código: {cause}
    # Typing and pasting
    phone.onlyDigitsTyped = En un número de teléfono solo se pueden escribir dígitos, y “+” al principio.
    phone.plusOnlyAtStart = {character} solo puede ir al principio de un número de teléfono, una sola vez.
    phone.digitsConverted = Los dígitos se guardan como 0-9.
    phone.callingCodeHere = Aquí los números se escriben con su prefijo: +{number}.
    phone.writtenWithCallingCode = Aquí el número se escribe con su prefijo.
    phone.numberKept = Solo se ha conservado el número de teléfono.
    phone.pasteNotANumber = El texto pegado no es un número de teléfono.
    phone.pasteSeveral = El texto pegado contiene más de un número.
    phone.pasteNone = El texto pegado no contiene ningún número de teléfono.
    # Reading the number
    phone.onlyDigits = Un número de teléfono solo contiene dígitos, tras un “+” al principio.
    phone.tooLong = Un número de teléfono tiene como máximo {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    phone.callingCodeZero = Ningún prefijo empieza por 0: escríbelo después de “+”.
    phone.callingCodeStartNotAccepted = Aquí no se aceptan números con un prefijo que empiece por +{number}.
    phone.unknownCallingCode = Ningún país tiene el prefijo +{number}.
    phone.callingCodeNotAccepted = Aquí no se aceptan números con el prefijo +{number}.
    phone.regionNotAccepted = Aquí no se aceptan números de la región {name}.
    phone.tooLongAfterCallingCode = Un número con el prefijo +{number} tiene como máximo {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}} después del prefijo.
    phone.noSuchStart = Ningún número de teléfono empieza así.
    phone.incomplete = El número de teléfono está incompleto.
    phone.notLaidOut = “{text}” no sigue la disposición de los números de teléfono de este campo.
    # Values set by the program
    phone.invalidValue = “{text}” no es un número de teléfono: {cause}
    phone.notANumberValue = “{text}” no es un número de teléfono: no es un número de teléfono.
    # Forms: required fields and rules between fields
    form.required = Este campo es obligatorio.
    form.equal = Este valor no coincide con “{name}”.
    form.after = Este valor debe ser posterior a “{name}”.
    form.notBefore = Este valor no puede ser anterior a “{name}”.
    form.afterByAmount = Este valor debe ser al menos {text} mayor que “{name}”.
    form.afterByYears = Este valor debe ser al menos {limit, plural, one {# año} many {# años} other {# años}} después de “{name}”.
    form.afterByMonths = Este valor debe ser al menos {limit, plural, one {# mes} many {# meses} other {# meses}} después de “{name}”.
    form.afterByDays = Este valor debe ser al menos {limit, plural, one {# día} many {# días} other {# días}} después de “{name}”.
    form.afterByMinutes = Este valor debe ser al menos {limit, plural, one {# minuto} many {# minutos} other {# minutos}} después de “{name}”.
    form.oneOf = Rellena el campo {choices}.
    form.requiredIf = Este campo es obligatorio si se rellena “{name}”.
    form.requiredIfEquals = Este campo es obligatorio si “{name}” es “{text}”.
    form.securityCode = El código de seguridad de una tarjeta {name} tiene {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    """
}
