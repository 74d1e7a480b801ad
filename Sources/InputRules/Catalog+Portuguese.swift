// swift-format-ignore-file
// The Portuguese sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let portuguese: StaticString = """
    @quotes = “ ”
    @months = Janeiro|Fevereiro|Março|Abril|Maio|Junho|Julho|Agosto|Setembro|Outubro|Novembro|Dezembro
    @list.middle = {0}, {1}
    @list.or = {0} ou {1}
    # Text fields: characters and lengths
    text.controlCharacter = Caracteres de controle ({character}) não são aceitos.
    text.lineBreakInSingleLine = Quebras de linha, tabulações e caracteres de controle ({character}) não são aceitos em um campo de uma só linha.
    text.notAccepted = {character} não é aceito aqui.
    text.nothingAccepted = Nada do que foi inserido é aceito aqui.
    text.lineBreakDropped = A quebra de linha no fim do texto colado foi removida.
    text.joinedRemoved = Caracteres que se combinaram em um caractere não aceito aqui foram removidos.
    text.droppedAndCut = Os caracteres não aceitos foram removidos e o restante foi reduzido a {limit, plural, one {# {unit, select, utf16 {unidade de código UTF-16} utf8 {byte} scalars {escalar Unicode} other {caractere}}} many {# {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}} other {# {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}}}.
    text.cut = Foi mantido apenas o que cabe em {limit, plural, one {# {unit, select, utf16 {unidade de código UTF-16} utf8 {byte} scalars {escalar Unicode} other {caractere}}} many {# {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}} other {# {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}}}.
    text.dropped = Os caracteres não aceitos aqui foram removidos.
    text.tooLong = {limit, plural, one {Cabe no máximo # {unit, select, utf16 {unidade de código UTF-16} utf8 {byte} scalars {escalar Unicode} other {caractere}}} many {Cabem no máximo # {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}} other {Cabem no máximo # {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}}} neste campo.
    text.notUpperCase = {character} não está em maiúscula; neste campo, as letras são maiúsculas.
    text.notLowerCase = {character} não está em minúscula; neste campo, as letras são minúsculas.
    text.convertedToUpperCase = As letras foram convertidas para maiúsculas.
    text.convertedToLowerCase = As letras foram convertidas para minúsculas.
    text.adjusted = A entrada foi ajustada pela regra do campo.
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = Continue digitando: escolha {choices}.
    choice.spacesDropped = Os espaços e as quebras de linha em volta do texto colado foram removidos.
    choice.notAllowed = {text} não é permitido aqui; escolha {choices}.
    choice.completed = Completado como {text}.
    choice.cleared = “{text}” não é uma opção; o campo foi limpo.
    choice.wentBack = “{text}” não é uma opção; o campo voltou para {name}.
    choice.noAllowedOption = Nenhuma opção permitida começa com “{text}”; escolha {choices}.
    choice.noOption = Nenhuma opção começa com “{text}”; escolha {choices}.
    choice.notAnOption = “{text}” não é uma opção; escolha {choices}.
    choice.range = uma opção de {lowerBound} a {upperBound}
    choice.many = uma das {number} opções ({someOptions}, …)
    # Any field
    field.notLaidOut = “{text}” não segue a disposição de caracteres deste campo.
    field.nothingTypable = Nada pode ser digitado aqui.
    field.typeOver = Digite sobre os caracteres para alterá-los; os outros permanecem no lugar.
    value.rounded = O valor foi arredondado para os dígitos que este campo permite.
    value.noValue = “{text}” não corresponde a nenhum valor aceito por este campo.
    value.notAcceptable = O valor não é aceitável pela regra deste campo.
    # Checking an entry (inputrules check)
    entry.empty = A entrada está vazia.
    entry.cannotBeTyped = A entrada não pode ser digitada neste campo.
    entry.noValue = A entrada não contém nenhum valor.
    entry.typedDifferently = Digitar a entrada resulta em “{text}”.
    entry.notComplete = A entrada não está completa.
    entry.commitChanges = Encerrar a edição altera a entrada.
    entry.invalidEncoding = {name, select, line {A linha} other {A entrada}} não é UTF-8 válido.
    entry.required = Digite um valor.
    entry.tooLarge = A entrada é longa demais para ser verificada: no máximo {limit, plural, one {# byte} many {# bytes} other {# bytes}}.
    field.notAccepted = Não aceito.
    # Number rules (integer, decimal, money): range and sign
    number.range = O número deve ser de {lowerBound} a {upperBound}.
    number.atLeast = O número deve ser no mínimo {lowerBound}.
    number.atMost = O número deve ser no máximo {upperBound}.
    number.outsideRange = O número está fora do intervalo permitido.
    number.negative = Números negativos não são permitidos.
    number.minusAtZero = Não é possível digitar o sinal de menos aqui: o número é no mínimo {number}.
    number.beyondIntegers = “{text}” está além dos inteiros que este campo comporta ({number} bits).
    # Digits
    number.wholeNumbersOnly = Apenas números inteiros.
    number.fractionDigits = {limit, plural, one {No máximo # dígito após o separador decimal.} many {No máximo # dígitos após o separador decimal.} other {No máximo # dígitos após o separador decimal.}}
    number.integerDigits = {limit, plural, one {No máximo # dígito antes do separador decimal.} many {No máximo # dígitos antes do separador decimal.} other {No máximo # dígitos antes do separador decimal.}}
    number.totalDigits = No máximo {limit} dígitos.
    number.significantDigits = {limit, plural, one {No máximo # dígito significativo.} many {No máximo # dígitos significativos.} other {No máximo # dígitos significativos.}}
    number.exponentTooSmallWhole = O expoente torna o número pequeno demais: apenas números inteiros.
    number.exponentTooSmall = {limit, plural, one {O expoente torna o número pequeno demais: no máximo # dígito após o separador decimal.} many {O expoente torna o número pequeno demais: no máximo # dígitos após o separador decimal.} other {O expoente torna o número pequeno demais: no máximo # dígitos após o separador decimal.}}
    number.exponentTooLarge = {limit, plural, one {O expoente torna o número grande demais: no máximo # dígito antes do separador decimal.} many {O expoente torna o número grande demais: no máximo # dígitos antes do separador decimal.} other {O expoente torna o número grande demais: no máximo # dígitos antes do separador decimal.}}
    # Keys a field takes
    number.onlyDigits = Aqui só é possível digitar dígitos.
    number.onlyDigitsAndMinus = Aqui só é possível digitar dígitos e o sinal de menos.
    number.onlyDigitsAndSeparator = Aqui só é possível digitar dígitos e o separador decimal.
    number.onlyDigitsMinusAndSeparator = Aqui só é possível digitar dígitos, o sinal de menos e o separador decimal.
    number.onlyScientificKeys = Aqui só é possível digitar dígitos, o sinal de menos, o separador decimal e um expoente.
    number.registerNoSeparator = Os dígitos são preenchidos a partir da menor unidade: não é preciso digitar o separador.
    number.currencySymbol = {character} é um símbolo de moeda; este campo aceita um número sem símbolo.
    number.otherCurrency = {character} não é a moeda deste campo: ele aceita {name} (“{symbol}”).
    # Separators
    number.groupingShown = O campo exibe os separadores de milhares; digitar um não tem efeito.
    number.groupingNotShown = Os separadores de milhares (“{symbol}”) não são exibidos neste campo; digitar um não tem efeito.
    number.ambiguousComma = Aqui, um {character} digitado poderia ser o separador decimal ou o de milhares, por isso não é aceito: o separador decimal é “{symbol}” (ou “.”).
    number.ambiguousCommaWhole = Aqui, um {character} digitado poderia ser o separador decimal ou o de milhares, por isso não é aceito: este campo aceita números inteiros.
    number.takenFromPaste = O valor foi extraído do texto colado.
    number.severalAmounts = O texto colado contém vários valores ({someOptions}); cole apenas um.
    number.misplacedGrouping = O texto não forma um único número: um espaço, símbolo ou separador de milhares (“{symbol}”) aparece onde o formato regional não usa nenhum; o separador decimal é “{format}”.
    # The text as a whole
    number.notANumber = Isso não é um número.
    number.tooLong = {unit, select, utf8 {No máximo {limit} bytes.} utf16 {No máximo {limit} unidades de código UTF-16.} scalars {No máximo {limit} escalares Unicode.} other {No máximo {limit} caracteres.}}
    number.textTooLong = O texto é longo demais.
    number.incomplete = O número ainda não está completo.
    number.notComplete = O número não estava completo.
    number.changesNothing = Isso não altera nada no número.
    number.notPlainNumber = “{text}” não é um número simples como 1234.5 ou -7 (no máximo {limit} dígitos).
    number.notWholeNumber = “{text}” não é um número inteiro como 25 ou -7.
    number.notWrittenAsInteger = “{text}” não está escrito como um valor inteiro: apenas dígitos, como 25.
    # Editing ended
    number.reformatted = O número foi reformatado.
    number.clamped = O número foi ajustado ao intervalo permitido.
    number.rounded = O número foi arredondado para os dígitos permitidos.
    number.reverted = {cause} O campo voltou ao último valor válido, {text}.
    number.revertedCleared = {cause} O campo foi limpo.
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = O formato não reconhece “{text}” como um valor.
    format.notAValue = O formato não reconhece este texto como um valor.
    format.reformatted = Formatado.
    format.reverted = O texto voltou ao último valor válido.
    format.notFiniteDecimal = O valor não é um número finito de no máximo {limit} dígitos.
    # Typing: what the field takes
    date.complete = A {subject, select, time {hora} other {data}} está completa.
    date.onlyDigits = Só é possível digitar dígitos em uma {subject, select, time {hora} other {data}}.
    date.onlyDigitsAndDayPeriod = Só é possível digitar dígitos, e A ou P para AM ou PM, em uma {subject, select, time {hora} other {data}}.
    date.onlyDigitsHere = Aqui só é possível digitar dígitos.
    date.digitsStored = Os dígitos são armazenados como 0-9.
    date.incomplete = Digite a {subject, select, time {hora} other {data}} completa: {format}.
    # A field that cannot hold what was typed
    date.yearRange = O ano vai de 0001 a 9999.
    date.shortYearRange = O ano vai de 00 a 99.
    date.monthRange = O mês vai de 01 a 12.
    date.dayRange = O dia vai de 01 a 31.
    date.hour24Range = A hora vai de 00 a 23.
    date.hour12Range = A hora vai de 01 a 12.
    date.minuteRange = Os minutos vão de 00 a 59.
    date.secondRange = Os segundos vão de 00 a 59.
    date.dayPeriod = Digite A para AM ou P para PM.
    date.monthDays = {month} tem {limit, plural, one {# dia} many {# dias} other {# dias}}.
    date.februaryInYear = {month} de {number} tem {limit, plural, one {# dia} many {# dias} other {# dias}}.
    date.februaryAtMost = {month} tem no máximo {limit, plural, one {# dia} many {# dias} other {# dias}}.
    date.noneStarts = Nenhuma {subject, select, time {hora} other {data}} começa assim.
    # The range
    date.earliest = A {subject, select, time {hora} other {data}} mínima é {lowerBound}.
    date.latest = A {subject, select, time {hora} other {data}} máxima é {upperBound}.
    date.noneInRange = Nenhuma {subject, select, time {hora} other {data}} do intervalo começa assim.
    # Pastes and values set by the program
    date.ambiguousPaste = “{text}” pode ser lido como mais de uma {subject, select, time {hora} other {data}}; digite no formato {format}.
    date.pasteReplaced = A {subject, select, time {hora} other {data}} colada substituiu a digitada.
    date.pasteNoDigits = O texto colado não contém dígitos.
    date.pasteDigitsCut = Apenas os dígitos que cabiam foram mantidos.
    date.pasteDigitsKept = Apenas os dígitos foram mantidos.
    date.notCanonical = “{text}” não é uma {subject, select, time {hora} other {data}} em ISO 8601 com os campos de {format}.
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = {character} não cabe aqui: esta posição aceita {name, select, digit {um dígito} letter {uma letra} alphanumeric {uma letra ou um dígito} other {um dos caracteres de “{symbol}”}}.
    mask.full = O campo está cheio: “{format}” comporta {limit, plural, one {# caractere} many {# caracteres} other {# caracteres}}.
    mask.tooLong = {limit, plural, one {Cabe no máximo # {unit, select, utf16 {unidade de código UTF-16} utf8 {byte} scalars {escalar Unicode} other {caractere}}} many {Cabem no máximo # {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}} other {Cabem no máximo # {unit, select, utf16 {unidades de código UTF-16} utf8 {bytes} scalars {escalares Unicode} other {caracteres}}}} neste campo.
    mask.noLongerFit = Os caracteres que não cabiam mais em suas posições foram removidos.
    mask.incomplete = “{format}” precisa de mais caracteres.
    mask.notLaidOut = “{text}” não segue o formato “{format}”.
    # Ending an edit
    mask.cleared = Uma entrada incompleta foi apagada.
    mask.reverted = Uma entrada incompleta foi revertida.
    # Pastes and values set by the program
    mask.pasteFiltered = Os caracteres que nenhuma posição da máscara aceita foram omitidos.
    mask.pasteCut = O texto colado foi reduzido ao que cabe na máscara.
    mask.pasteNothingFits = Nada em “{text}” cabe na máscara.
    mask.notFilled = “{text}” não preenche “{format}”.
    mask.notAValue = “{text}” não é um valor de “{format}”.
    # Card numbers
    card.onlyDigitsTyped = Só é possível digitar dígitos em um número de cartão.
    card.onlyDigits = Um número de cartão contém apenas dígitos.
    card.digitsKept = Apenas os dígitos foram mantidos.
    card.digitsConverted = Os dígitos são armazenados como 0-9.
    card.incomplete = O número do cartão está incompleto.
    card.lengths = Os números de cartão {name} têm {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    card.lengthsRange = Os números de cartão {name} têm de {number} a {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    card.visaLengths = Os números de cartão {name} têm 13, 16 ou 19 dígitos.
    card.dinersLengths = Os números de cartão {name} têm 14 ou de 16 a 19 dígitos.
    card.checkDigitMismatch = O dígito verificador não confere.
    card.checkDigitNotYet = O dígito verificador ainda não confere: os números de cartão {name} têm até {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    card.checksum = O dígito verificador não confere: há um dígito digitado errado.
    card.unknownStart = Nenhum número de cartão começa com {text}.
    card.brandNotAccepted = Cartões {name} não são aceitos aqui.
    card.brandsNotAccepted = Os números que começam com {text} são de cartões {options}, que não são aceitos aqui.
    card.brandTooLong = Os números de cartão {name} têm no máximo {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    card.tooLong = Um número de cartão tem no máximo {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    card.emptyValue = Uma string vazia não representa nenhum número de cartão.
    card.invalidValue = “{text}” não é um número de cartão: {cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = Só é possível digitar letras e dígitos em um IBAN.
    iban.onlyLettersAndDigits = Um IBAN contém apenas letras e dígitos.
    iban.spacesCannotReplace = Espaços não podem substituir os caracteres de um IBAN: o próprio campo insere os espaços.
    iban.lettersAndDigitsKept = Apenas as letras e os dígitos foram mantidos.
    iban.capitals = As letras de um IBAN são maiúsculas.
    iban.countryCodeFirst = Um IBAN começa com um código de país de duas letras.
    iban.startsWithLetters = Um IBAN começa com duas letras, o código do país.
    iban.checkDigits = O terceiro e o quarto caracteres de um IBAN são dígitos verificadores.
    iban.unknownCountryStart = Nenhum código de país de IBAN começa com {text}.
    iban.unknownCountry = {name} não é um país que usa IBAN.
    iban.length = Um IBAN do país {name} tem {limit, plural, one {# caractere} many {# caracteres} other {# caracteres}}.
    iban.checksum = Os dígitos verificadores não conferem: há um caractere digitado errado.
    iban.takenFromPaste = O IBAN foi extraído do texto colado.
    iban.several = O texto colado contém vários IBAN ({someOptions}); cole apenas um.
    # One-time codes
    code.onlyDigitsTyped = Só é possível digitar dígitos em um código.
    code.onlyDigits = Um código contém apenas dígitos.
    code.digitsConverted = Os dígitos são armazenados como 0-9.
    code.digitsKept = Apenas os dígitos foram mantidos.
    code.takenFromPaste = O código foi extraído do texto colado.
    code.takenInPlace = O código foi extraído do texto colado, no lugar dos dígitos digitados antes.
    code.several = O texto colado contém vários códigos de {limit} dígitos ({someOptions}); cole apenas um.
    code.noDigits = O texto colado não contém dígitos.
    code.noGroup = O texto colado não contém nenhum grupo de {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    code.length = O código tem {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    code.emptyValue = Uma string vazia não representa nenhum código.
    code.invalidValue = “{text}” não é um código: {cause}
    # Typing and pasting
    phone.onlyDigitsTyped = Só é possível digitar dígitos em um número de telefone, e “+” no início.
    phone.plusOnlyAtStart = {character} só pode aparecer no início de um número de telefone, uma única vez.
    phone.digitsConverted = Os dígitos são armazenados como 0-9.
    phone.callingCodeHere = Aqui os números são escritos com o código do país: +{number}.
    phone.writtenWithCallingCode = Aqui o número é escrito com o código do país.
    phone.numberKept = Apenas o número de telefone foi mantido.
    phone.pasteNotANumber = O texto colado não é um número de telefone.
    phone.pasteSeveral = O texto colado contém mais de um número.
    phone.pasteNone = O texto colado não contém nenhum número de telefone.
    # Reading the number
    phone.onlyDigits = Um número de telefone contém apenas dígitos, depois de um “+” no início.
    phone.tooLong = Um número de telefone tem no máximo {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    phone.callingCodeZero = Nenhum código de país começa com 0: digite-o depois do “+”.
    phone.callingCodeStartNotAccepted = Números com código de país que começa com +{number} não são aceitos aqui.
    phone.unknownCallingCode = Nenhum país tem o código +{number}.
    phone.callingCodeNotAccepted = Números com o código de país +{number} não são aceitos aqui.
    phone.regionNotAccepted = Números da região {name} não são aceitos aqui.
    phone.tooLongAfterCallingCode = Um número com o código de país +{number} tem no máximo {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}} depois dele.
    phone.noSuchStart = Nenhum número de telefone começa assim.
    phone.incomplete = O número de telefone está incompleto.
    phone.notLaidOut = “{text}” não segue a disposição que este campo usa para números de telefone.
    # Values set by the program
    phone.invalidValue = “{text}” não é um número de telefone: {cause}
    phone.notANumberValue = “{text}” não é um número de telefone: não é um número de telefone.
    # Forms: required fields and rules between fields
    form.required = Este campo é obrigatório.
    form.equal = Este valor não corresponde a “{name}”.
    form.after = Este valor deve ser posterior a “{name}”.
    form.notBefore = Este valor não pode ser anterior a “{name}”.
    form.afterByAmount = Este valor deve ser pelo menos {text} maior que “{name}”.
    form.afterByYears = Este valor deve ser pelo menos {limit, plural, one {# ano} many {# anos} other {# anos}} depois de “{name}”.
    form.afterByMonths = Este valor deve ser pelo menos {limit, plural, one {# mês} many {# meses} other {# meses}} depois de “{name}”.
    form.afterByDays = Este valor deve ser pelo menos {limit, plural, one {# dia} many {# dias} other {# dias}} depois de “{name}”.
    form.afterByMinutes = Este valor deve ser pelo menos {limit, plural, one {# minuto} many {# minutos} other {# minutos}} depois de “{name}”.
    form.oneOf = Preencha o campo {choices}.
    form.requiredIf = Este campo é obrigatório quando o campo “{name}” está preenchido.
    form.requiredIfEquals = Este campo é obrigatório quando “{name}” é “{text}”.
    form.securityCode = O código de segurança de um cartão {name} tem {limit, plural, one {# dígito} many {# dígitos} other {# dígitos}}.
    """
}
