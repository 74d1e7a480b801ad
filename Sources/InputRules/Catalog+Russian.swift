// swift-format-ignore-file
// The Russian sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let russian: StaticString = """
    @quotes = « »
    @months = Январь|Февраль|Март|Апрель|Май|Июнь|Июль|Август|Сентябрь|Октябрь|Ноябрь|Декабрь
    @list.middle = {0}, {1}
    @list.or = {0} или {1}
    # Text fields: characters and lengths
    text.controlCharacter = Управляющие символы ({character}) не допускаются.
    text.lineBreakInSingleLine = В однострочном поле не допускаются переводы строки, табуляции и управляющие символы ({character}).
    text.notAccepted = Символ {character} здесь не допускается.
    text.nothingAccepted = Не введено ничего, что допускается в этом поле.
    text.lineBreakDropped = Перевод строки в конце вставленного текста удалён.
    text.joinedRemoved = Удалены символы, которые соединились в один недопустимый здесь символ.
    text.droppedAndCut = Недопустимые символы удалены, а остальное сокращено до {limit, plural, one {# {unit, select, utf16 {кодовой единицы UTF-16} utf8 {байта} scalars {скаляра Unicode} other {символа}}} few {# {unit, select, utf16 {кодовых единиц UTF-16} utf8 {байт} scalars {скаляров Unicode} other {символов}}} many {# {unit, select, utf16 {кодовых единиц UTF-16} utf8 {байт} scalars {скаляров Unicode} other {символов}}} other {# {unit, select, utf16 {кодовой единицы UTF-16} utf8 {байта} scalars {скаляра Unicode} other {символа}}}}.
    text.cut = Сохранено только то, что умещается в {limit, plural, one {# {unit, select, utf16 {кодовую единицу UTF-16} utf8 {байт} scalars {скаляр Unicode} other {символ}}} few {# {unit, select, utf16 {кодовые единицы UTF-16} utf8 {байта} scalars {скаляра Unicode} other {символа}}} many {# {unit, select, utf16 {кодовых единиц UTF-16} utf8 {байт} scalars {скаляров Unicode} other {символов}}} other {# {unit, select, utf16 {кодовой единицы UTF-16} utf8 {байта} scalars {скаляра Unicode} other {символа}}}}.
    text.dropped = Недопустимые здесь символы удалены.
    text.tooLong = В это поле помещается не более {limit, plural, one {# {unit, select, utf16 {кодовой единицы UTF-16} utf8 {байта} scalars {скаляра Unicode} other {символа}}} few {# {unit, select, utf16 {кодовых единиц UTF-16} utf8 {байт} scalars {скаляров Unicode} other {символов}}} many {# {unit, select, utf16 {кодовых единиц UTF-16} utf8 {байт} scalars {скаляров Unicode} other {символов}}} other {# {unit, select, utf16 {кодовой единицы UTF-16} utf8 {байта} scalars {скаляра Unicode} other {символа}}}}.
    text.notUpperCase = Символ {character} не в верхнем регистре; буквы в этом поле вводятся в верхнем регистре.
    text.notLowerCase = Символ {character} не в нижнем регистре; буквы в этом поле вводятся в нижнем регистре.
    text.convertedToUpperCase = Буквы переведены в верхний регистр.
    text.convertedToLowerCase = Буквы переведены в нижний регистр.
    text.adjusted = Введённый текст изменён по правилу поля.
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = Продолжайте ввод: выберите {choices}.
    choice.spacesDropped = Пробелы и переводы строки в начале и в конце вставленного текста удалены.
    choice.notAllowed = Значение {text} здесь недопустимо; выберите {choices}.
    choice.completed = Дополнено автоматически: {text}.
    choice.cleared = «{text}» нет среди вариантов; поле очищено.
    choice.wentBack = «{text}» нет среди вариантов; в поле возвращено значение {name}.
    choice.noAllowedOption = Ни один допустимый вариант не начинается с «{text}»; выберите {choices}.
    choice.noOption = Ни один вариант не начинается с «{text}»; выберите {choices}.
    choice.notAnOption = «{text}» нет среди вариантов; выберите {choices}.
    choice.range = вариант от {lowerBound} до {upperBound}
    choice.many = один из {number, plural, one {# варианта} few {# вариантов} many {# вариантов} other {# варианта}} ({someOptions}, …)
    # Any field
    field.notLaidOut = «{text}» не соответствует тому, как в этом поле расположены символы.
    field.nothingTypable = Здесь ничего нельзя ввести.
    field.typeOver = Чтобы изменить символы, вводите поверх них; остальные останутся на месте.
    value.rounded = Значение округлено до числа цифр, допустимого в этом поле.
    value.noValue = «{text}» не соответствует ни одному значению, допустимому в этом поле.
    value.notAcceptable = Значение недопустимо по правилу этого поля.
    # Checking an entry (inputrules check)
    entry.empty = Введённый текст пуст.
    entry.cannotBeTyped = Этот текст нельзя ввести в это поле.
    entry.noValue = Введённый текст не содержит значения.
    entry.typedDifferently = При вводе этого текста получается «{text}».
    entry.notComplete = Введённый текст неполный.
    entry.commitChanges = Завершение редактирования изменяет введённый текст.
    entry.invalidEncoding = {name, select, line {Строка} other {Введённый текст}} не в допустимой кодировке UTF-8.
    entry.required = Введите значение.
    entry.tooLarge = Запись слишком длинная для проверки: не более {limit, plural, one {# байта} few {# байт} many {# байт} other {# байта}}.
    field.notAccepted = Недопустимо.
    # Number rules (integer, decimal, money): range and sign
    number.range = Число должно быть от {lowerBound} до {upperBound}.
    number.atLeast = Число должно быть не меньше {lowerBound}.
    number.atMost = Число должно быть не больше {upperBound}.
    number.outsideRange = Число вне допустимого диапазона.
    number.negative = Отрицательные числа не допускаются.
    number.minusAtZero = Знак минуса здесь ввести нельзя: число не меньше {number}.
    number.beyondIntegers = «{text}» выходит за пределы целых чисел этого поля ({number}-битных).
    # Digits
    number.wholeNumbersOnly = Только целые числа.
    number.fractionDigits = Не более {limit, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}} после десятичного разделителя.
    number.integerDigits = Не более {limit, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}} до десятичного разделителя.
    number.totalDigits = Не более {limit, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}}.
    number.significantDigits = Не более {limit, plural, one {# значащей цифры} few {# значащих цифр} many {# значащих цифр} other {# значащей цифры}}.
    number.exponentTooSmallWhole = Из-за показателя степени число слишком мало: допускаются только целые числа.
    number.exponentTooSmall = Из-за показателя степени число слишком мало: не более {limit, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}} после десятичного разделителя.
    number.exponentTooLarge = Из-за показателя степени число слишком велико: не более {limit, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}} до десятичного разделителя.
    # Keys a field takes
    number.onlyDigits = Здесь можно вводить только цифры.
    number.onlyDigitsAndMinus = Здесь можно вводить только цифры и знак минуса.
    number.onlyDigitsAndSeparator = Здесь можно вводить только цифры и десятичный разделитель.
    number.onlyDigitsMinusAndSeparator = Здесь можно вводить только цифры, знак минуса и десятичный разделитель.
    number.onlyScientificKeys = Здесь можно вводить только цифры, знак минуса, десятичный разделитель и показатель степени.
    number.registerNoSeparator = Цифры заполняются с младшего разряда: разделитель не вводится.
    number.currencySymbol = {character} — символ валюты; в это поле вводится число без него.
    number.otherCurrency = {character} — не валюта этого поля; его валюта: {name} («{symbol}»).
    # Separators
    number.groupingShown = Разделители групп разрядов поле показывает само; их ввод ничего не меняет.
    number.groupingNotShown = Разделители групп разрядов («{symbol}») в этом поле не показываются; их ввод ничего не меняет.
    number.ambiguousComma = Введённый знак {character} здесь может быть и десятичным разделителем, и разделителем групп разрядов, поэтому он не принят: десятичный разделитель — «{symbol}» (или «.»).
    number.ambiguousCommaWhole = Введённый знак {character} здесь может быть и десятичным разделителем, и разделителем групп разрядов, поэтому он не принят: в это поле вводятся целые числа.
    number.takenFromPaste = Сумма взята из вставленного текста.
    number.severalAmounts = Во вставленном тексте несколько сумм ({someOptions}); вставьте только одну.
    number.misplacedGrouping = Написанное не читается как одно число: пробел, символ или разделитель групп разрядов («{symbol}») стоит там, где по региональным настройкам их не бывает; десятичный разделитель — «{format}».
    # The text as a whole
    number.notANumber = Это не число.
    number.tooLong = {unit, select, utf8 {Не более {limit, plural, one {# байта} few {# байт} many {# байт} other {# байта}}.} utf16 {Не более {limit, plural, one {# кодовой единицы UTF-16} few {# кодовых единиц UTF-16} many {# кодовых единиц UTF-16} other {# кодовой единицы UTF-16}}.} scalars {Не более {limit, plural, one {# скаляра Unicode} few {# скаляров Unicode} many {# скаляров Unicode} other {# скаляра Unicode}}.} other {Не более {limit, plural, one {# символа} few {# символов} many {# символов} other {# символа}}.}}
    number.textTooLong = Текст слишком длинный.
    number.incomplete = Число ещё не введено полностью.
    number.notComplete = Число было введено не полностью.
    number.changesNothing = Это ничего не меняет в числе.
    number.notPlainNumber = «{text}» — не простое число вида 1234.5 или -7 (не более {limit, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}}).
    number.notWholeNumber = «{text}» — не целое число вида 25 или -7.
    number.notWrittenAsInteger = Значение «{text}» записано не как целое число: нужны только цифры, например 25.
    # Editing ended
    number.reformatted = Число переформатировано.
    number.clamped = Число приведено к допустимому диапазону.
    number.rounded = Число округлено до допустимого числа цифр.
    number.reverted = {cause} В поле восстановлено последнее допустимое значение: {text}.
    number.revertedCleared = {cause} Поле очищено.
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = Формат не распознаёт «{text}» как значение.
    format.notAValue = Формат не распознаёт этот текст как значение.
    format.reformatted = Отформатировано.
    format.reverted = Текст возвращён к последнему допустимому значению.
    format.notFiniteDecimal = Значение не является конечным числом длиной не более {limit, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}}.
    # Typing: what the field takes
    date.complete = {subject, select, time {Время введено} other {Дата введена}} полностью.
    date.onlyDigits = {subject, select, time {Время} other {Дату}} можно вводить только цифрами.
    date.onlyDigitsAndDayPeriod = {subject, select, time {Время} other {Дату}} можно вводить только цифрами, а также буквами A или P для AM или PM.
    date.onlyDigitsHere = Здесь можно вводить только цифры.
    date.digitsStored = Цифры сохраняются как 0-9.
    date.incomplete = Введите {subject, select, time {время} other {дату}} полностью: {format}.
    # A field that cannot hold what was typed
    date.yearRange = Год — от 0001 до 9999.
    date.shortYearRange = Год — от 00 до 99.
    date.monthRange = Месяц — от 01 до 12.
    date.dayRange = День — от 01 до 31.
    date.hour24Range = Час — от 00 до 23.
    date.hour12Range = Час — от 01 до 12.
    date.minuteRange = Минуты — от 00 до 59.
    date.secondRange = Секунды — от 00 до 59.
    date.dayPeriod = Введите A для AM или P для PM.
    date.monthDays = {month} насчитывает {limit, plural, one {# день} few {# дня} many {# дней} other {# дня}}.
    date.februaryInYear = {month} {number} года насчитывает {limit, plural, one {# день} few {# дня} many {# дней} other {# дня}}.
    date.februaryAtMost = {month} насчитывает не более {limit, plural, one {# дня} few {# дней} many {# дней} other {# дня}}.
    date.noneStarts = {subject, select, time {Никакое время} other {Ни одна дата}} так не начинается.
    # The range
    date.earliest = {subject, select, time {Самое раннее время} other {Самая ранняя дата}} — {lowerBound}.
    date.latest = {subject, select, time {Самое позднее время} other {Самая поздняя дата}} — {upperBound}.
    date.noneInRange = {subject, select, time {Никакое время} other {Ни одна дата}} из диапазона так не начинается.
    # Pastes and values set by the program
    date.ambiguousPaste = «{text}» можно понять как {subject, select, time {несколько значений времени} other {несколько дат}}; введите в формате {format}.
    date.pasteReplaced = {subject, select, time {Вставленное время заменило введённое} other {Вставленная дата заменила введённую}}.
    date.pasteNoDigits = Во вставленном тексте нет цифр.
    date.pasteDigitsCut = Сохранены только поместившиеся цифры.
    date.pasteDigitsKept = Сохранены только цифры.
    date.notCanonical = «{text}» — не {subject, select, time {время} other {дата}} в формате ISO 8601 с полями {format}.
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = Символ {character} сюда не подходит: в эту позицию вводится {name, select, digit {цифра} letter {буква} alphanumeric {буква или цифра} other {один из символов «{symbol}»}}.
    mask.full = Поле заполнено: «{format}» вмещает {limit, plural, one {# символ} few {# символа} many {# символов} other {# символа}}.
    mask.tooLong = В это поле помещается не более {limit, plural, one {# {unit, select, utf16 {кодовой единицы UTF-16} utf8 {байта} scalars {скаляра Unicode} other {символа}}} few {# {unit, select, utf16 {кодовых единиц UTF-16} utf8 {байт} scalars {скаляров Unicode} other {символов}}} many {# {unit, select, utf16 {кодовых единиц UTF-16} utf8 {байт} scalars {скаляров Unicode} other {символов}}} other {# {unit, select, utf16 {кодовой единицы UTF-16} utf8 {байта} scalars {скаляра Unicode} other {символа}}}}.
    mask.noLongerFit = Символы, которые больше не помещаются на свои позиции, удалены.
    mask.incomplete = Для «{format}» нужно больше символов.
    mask.notLaidOut = «{text}» не соответствует шаблону «{format}».
    # Ending an edit
    mask.cleared = Неполный ввод очищен.
    mask.reverted = Неполный ввод отменён.
    # Pastes and values set by the program
    mask.pasteFiltered = Символы, которые не подходят ни к одной позиции маски, пропущены.
    mask.pasteCut = Вставленный текст обрезан до того, что вмещает маска.
    mask.pasteNothingFits = Ничто в «{text}» не подходит к маске.
    mask.notFilled = «{text}» не заполняет «{format}».
    mask.notAValue = «{text}» не является значением «{format}».
    # Card numbers
    card.onlyDigitsTyped = В номер карты можно вводить только цифры.
    card.onlyDigits = Номер карты состоит только из цифр.
    card.digitsKept = Сохранены только цифры.
    card.digitsConverted = Цифры сохраняются как 0-9.
    card.incomplete = Номер карты введён не полностью.
    card.lengths = Номера карт {name} содержат {limit, plural, one {# цифру} few {# цифры} many {# цифр} other {# цифры}}.
    card.lengthsRange = Номера карт {name} содержат от {number} до {limit, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}}.
    card.visaLengths = Номера карт {name} содержат 13, 16 или 19 цифр.
    card.dinersLengths = Номера карт {name} содержат 14 или от 16 до 19 цифр.
    card.checkDigitMismatch = Контрольная цифра не совпадает.
    card.checkDigitNotYet = Контрольная цифра пока не совпадает: номера карт {name} содержат до {limit, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}}.
    card.checksum = Контрольная цифра не совпадает: одна из цифр введена с ошибкой.
    card.unknownStart = Ни один номер карты не начинается с {text}.
    card.brandNotAccepted = Карты {name} здесь не принимаются.
    card.brandsNotAccepted = Номера, начинающиеся с {text}, принадлежат картам {options}, а они здесь не принимаются.
    card.brandTooLong = Номера карт {name} содержат не более {limit, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}}.
    card.tooLong = Номер карты содержит не более {limit, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}}.
    card.emptyValue = Пустая строка не является номером карты.
    card.invalidValue = «{text}» — не номер карты: {cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = В IBAN можно вводить только буквы и цифры.
    iban.onlyLettersAndDigits = IBAN состоит только из букв и цифр.
    iban.spacesCannotReplace = Пробелы не могут заменять символы IBAN: поле само расставляет пробелы.
    iban.lettersAndDigitsKept = Сохранены только буквы и цифры.
    iban.capitals = Буквы в IBAN прописные.
    iban.countryCodeFirst = IBAN начинается с двухбуквенного кода страны.
    iban.startsWithLetters = IBAN начинается с двух букв — кода страны.
    iban.checkDigits = Третий и четвёртый символы IBAN — контрольные цифры.
    iban.unknownCountryStart = Ни один код страны в IBAN не начинается с {text}.
    iban.unknownCountry = {name} — не страна, где используется IBAN.
    iban.length = IBAN страны {name} содержит {limit, plural, one {# символ} few {# символа} many {# символов} other {# символа}}.
    iban.checksum = Контрольные цифры не совпадают: один из символов введён с ошибкой.
    iban.takenFromPaste = IBAN взят из вставленного текста.
    iban.several = Во вставленном тексте несколько IBAN ({someOptions}); вставьте только один.
    # One-time codes
    code.onlyDigitsTyped = В код можно вводить только цифры.
    code.onlyDigits = Код состоит только из цифр.
    code.digitsConverted = Цифры сохраняются как 0-9.
    code.digitsKept = Сохранены только цифры.
    code.takenFromPaste = Код взят из вставленного текста.
    code.takenInPlace = Код взят из вставленного текста вместо цифр, введённых ранее.
    code.several = Во вставленном тексте несколько {limit}-значных кодов ({someOptions}); вставьте только один.
    code.noDigits = Во вставленном тексте нет цифр.
    code.noGroup = Во вставленном тексте нет группы из {limit, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}}.
    code.length = Код содержит {limit, plural, one {# цифру} few {# цифры} many {# цифр} other {# цифры}}.
    code.emptyValue = Пустая строка не является кодом.
    code.invalidValue = «{text}» — не код: {cause}
    # Typing and pasting
    phone.onlyDigitsTyped = В номер телефона можно вводить только цифры, а также «+» в начале.
    phone.plusOnlyAtStart = {character} может стоять только в начале номера телефона, и только один раз.
    phone.digitsConverted = Цифры сохраняются как 0-9.
    phone.callingCodeHere = Здесь номера записываются с кодом страны: +{number}.
    phone.writtenWithCallingCode = Здесь номер записывается с кодом страны.
    phone.numberKept = Сохранён только номер телефона.
    phone.pasteNotANumber = Вставленный текст — не номер телефона.
    phone.pasteSeveral = Во вставленном тексте больше одного номера.
    phone.pasteNone = Во вставленном тексте нет номера телефона.
    # Reading the number
    phone.onlyDigits = Номер телефона состоит только из цифр после «+» в начале.
    phone.tooLong = Номер телефона содержит не более {limit, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}}.
    phone.callingCodeZero = Ни один код страны не начинается с 0: введите его после «+».
    phone.callingCodeStartNotAccepted = Номера с кодом страны, начинающимся с +{number}, здесь не принимаются.
    phone.unknownCallingCode = Ни у одной страны нет кода +{number}.
    phone.callingCodeNotAccepted = Номера с кодом страны +{number} здесь не принимаются.
    phone.regionNotAccepted = Номера региона {name} здесь не принимаются.
    phone.tooLongAfterCallingCode = В номере с кодом страны +{number} после кода не более {limit, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}}.
    phone.noSuchStart = Ни один номер телефона так не начинается.
    phone.incomplete = Номер телефона введён не полностью.
    phone.notLaidOut = «{text}» не соответствует тому, как в этом поле записываются номера телефонов.
    # Values set by the program
    phone.invalidValue = «{text}» — не номер телефона: {cause}
    phone.notANumberValue = «{text}» — не номер телефона: это не номер телефона.
    # Forms: required fields and rules between fields
    form.required = Это поле обязательно для заполнения.
    form.equal = Значение не совпадает со значением поля «{name}».
    form.after = Значение должно быть позже, чем в поле «{name}».
    form.notBefore = Значение не может быть раньше, чем в поле «{name}».
    form.afterByAmount = Значение должно быть больше, чем в поле «{name}», не менее чем на {text}.
    form.afterByYears = Значение должно быть позже, чем в поле «{name}», не менее чем на {limit, plural, one {# год} few {# года} many {# лет} other {# года}}.
    form.afterByMonths = Значение должно быть позже, чем в поле «{name}», не менее чем на {limit, plural, one {# месяц} few {# месяца} many {# месяцев} other {# месяца}}.
    form.afterByDays = Значение должно быть позже, чем в поле «{name}», не менее чем на {limit, plural, one {# день} few {# дня} many {# дней} other {# дня}}.
    form.afterByMinutes = Значение должно быть позже, чем в поле «{name}», не менее чем на {limit, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}.
    form.oneOf = Заполните поле {choices}.
    form.requiredIf = Это поле обязательно, если заполнено поле «{name}».
    form.requiredIfEquals = Это поле обязательно, если в поле «{name}» указано «{text}».
    form.securityCode = Код безопасности карты {name} содержит {limit, plural, one {# цифру} few {# цифры} many {# цифр} other {# цифры}}.
    """
}
