// swift-format-ignore-file
// The Arabic sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let arabic: StaticString = """
    @quotes = « »
    @months = يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر
    @list.middle = {0}، {1}
    @list.or = {0} أو {1}
    # Text fields: characters and lengths
    text.controlCharacter = أحرف التحكم ({character}) غير مقبولة.
    text.lineBreakInSingleLine = فواصل الأسطر وعلامات الجدولة وأحرف التحكم ({character}) غير مقبولة في حقل من سطر واحد.
    text.notAccepted = {character} غير مقبول هنا.
    text.nothingAccepted = لم يُدخَل أي شيء مقبول هنا.
    text.lineBreakDropped = حُذف فاصل الأسطر في نهاية النص الملصق.
    text.joinedRemoved = أُزيلت أحرف اندمجت في حرف واحد غير مقبول هنا.
    text.droppedAndCut = حُذفت الأحرف غير المقبولة {limit, plural, zero {ولم يُحتفظ بأي {unit, select, utf16 {وحدة ترميز UTF-16} utf8 {بايت} scalars {قيمة Unicode قياسية} other {حرف}} من الباقي} one {واقتُصر الباقي على {unit, select, utf16 {وحدة ترميز UTF-16 واحدة} utf8 {بايت واحد} scalars {قيمة Unicode قياسية واحدة} other {حرف واحد}}} two {واقتُصر الباقي على {unit, select, utf16 {وحدتي ترميز UTF-16} utf8 {بايتين} scalars {قيمتي Unicode قياسيتين} other {حرفين}}} few {واقتُصر الباقي على {unit, select, utf16 {# وحدات ترميز UTF-16} utf8 {# بايتات} scalars {# قيم Unicode قياسية} other {# أحرف}}} many {واقتُصر الباقي على {unit, select, utf16 {# وحدة ترميز UTF-16} utf8 {# بايتًا} scalars {# قيمة Unicode قياسية} other {# حرفًا}}} other {واقتُصر الباقي على {unit, select, utf16 {# وحدة ترميز UTF-16} utf8 {# بايت} scalars {# قيمة Unicode قياسية} other {# حرف}}}}.
    text.cut = {limit, plural, zero {لم يُحتفظ بأي {unit, select, utf16 {وحدة ترميز UTF-16} utf8 {بايت} scalars {قيمة Unicode قياسية} other {حرف}}.} one {لم يُحتفظ إلا بما يتسع في حدود {unit, select, utf16 {وحدة ترميز UTF-16 واحدة} utf8 {بايت واحد} scalars {قيمة Unicode قياسية واحدة} other {حرف واحد}}.} two {لم يُحتفظ إلا بما يتسع في حدود {unit, select, utf16 {وحدتي ترميز UTF-16} utf8 {بايتين} scalars {قيمتي Unicode قياسيتين} other {حرفين}}.} few {لم يُحتفظ إلا بما يتسع في حدود {unit, select, utf16 {# وحدات ترميز UTF-16} utf8 {# بايتات} scalars {# قيم Unicode قياسية} other {# أحرف}}.} many {لم يُحتفظ إلا بما يتسع في حدود {unit, select, utf16 {# وحدة ترميز UTF-16} utf8 {# بايتًا} scalars {# قيمة Unicode قياسية} other {# حرفًا}}.} other {لم يُحتفظ إلا بما يتسع في حدود {unit, select, utf16 {# وحدة ترميز UTF-16} utf8 {# بايت} scalars {# قيمة Unicode قياسية} other {# حرف}}.}}
    text.dropped = حُذفت الأحرف غير المقبولة هنا.
    text.tooLong = {limit, plural, zero {لا يتسع هذا الحقل لأي {unit, select, utf16 {وحدة ترميز UTF-16} utf8 {بايت} scalars {قيمة Unicode قياسية} other {حرف}}.} one {لا يتسع هذا الحقل لأكثر من {unit, select, utf16 {وحدة ترميز UTF-16 واحدة} utf8 {بايت واحد} scalars {قيمة Unicode قياسية واحدة} other {حرف واحد}}.} two {لا يتسع هذا الحقل لأكثر من {unit, select, utf16 {وحدتي ترميز UTF-16} utf8 {بايتين} scalars {قيمتي Unicode قياسيتين} other {حرفين}}.} few {لا يتسع هذا الحقل لأكثر من {unit, select, utf16 {# وحدات ترميز UTF-16} utf8 {# بايتات} scalars {# قيم Unicode قياسية} other {# أحرف}}.} many {لا يتسع هذا الحقل لأكثر من {unit, select, utf16 {# وحدة ترميز UTF-16} utf8 {# بايتًا} scalars {# قيمة Unicode قياسية} other {# حرفًا}}.} other {لا يتسع هذا الحقل لأكثر من {unit, select, utf16 {# وحدة ترميز UTF-16} utf8 {# بايت} scalars {# قيمة Unicode قياسية} other {# حرف}}.}}
    text.notUpperCase = {character} ليس حرفًا كبيرًا؛ الأحرف في هذا الحقل تُكتب كبيرة.
    text.notLowerCase = {character} ليس حرفًا صغيرًا؛ الأحرف في هذا الحقل تُكتب صغيرة.
    text.convertedToUpperCase = حُوّلت الأحرف إلى أحرف كبيرة.
    text.convertedToLowerCase = حُوّلت الأحرف إلى أحرف صغيرة.
    text.adjusted = عُدّل الإدخال وفق قاعدة الحقل.
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = تابع الكتابة: اختر {choices}.
    choice.spacesDropped = حُذفت المسافات وفواصل الأسطر المحيطة بالنص الملصق.
    choice.notAllowed = {text} غير مسموح به هنا؛ اختر {choices}.
    choice.completed = أُكمل الإدخال إلى {text}.
    choice.cleared = «{text}» ليس من الخيارات المتاحة؛ أُفرغ الحقل.
    choice.wentBack = «{text}» ليس من الخيارات المتاحة؛ عاد الحقل إلى {name}.
    choice.noAllowedOption = لا يبدأ أي خيار مسموح به بـ«{text}»؛ اختر {choices}.
    choice.noOption = لا يبدأ أي خيار بـ«{text}»؛ اختر {choices}.
    choice.notAnOption = «{text}» ليس من الخيارات المتاحة؛ اختر {choices}.
    choice.range = خيارًا من {lowerBound} إلى {upperBound}
    choice.many = أحد الخيارات البالغ عددها {number} ({someOptions}، …)
    # Any field
    field.notLaidOut = لا يطابق «{text}» طريقة ترتيب الأحرف في هذا الحقل.
    field.nothingTypable = لا يمكن كتابة أي شيء هنا.
    field.typeOver = اكتب فوق الأحرف لتغييرها، وستبقى الأحرف الأخرى في أماكنها.
    value.rounded = قُرّبت القيمة إلى عدد الأرقام الذي يسمح به هذا الحقل.
    value.noValue = لا يدل «{text}» على أي قيمة يقبلها هذا الحقل.
    value.notAcceptable = القيمة غير مقبولة وفق قاعدة هذا الحقل.
    # Checking an entry (inputrules check)
    entry.empty = الإدخال فارغ.
    entry.cannotBeTyped = لا يمكن كتابة الإدخال في هذا الحقل.
    entry.noValue = لا يحمل الإدخال أي قيمة.
    entry.typedDifferently = كتابة الإدخال تعطي «{text}» بدلًا منه.
    entry.notComplete = الإدخال غير مكتمل.
    entry.commitChanges = إنهاء التحرير يغيّر الإدخال.
    entry.invalidEncoding = {name, select, line {السطر} other {الإدخال}} ليس بترميز UTF-8 صالح.
    entry.required = أدخل قيمة.
    entry.tooLarge = الإدخال أطول من أن يُتحقق منه: الحد الأقصى {limit} بايت.
    field.notAccepted = غير مقبول.
    # Number rules (integer, decimal, money): range and sign
    number.range = يجب أن يكون العدد من {lowerBound} إلى {upperBound}.
    number.atLeast = يجب ألا يقل العدد عن {lowerBound}.
    number.atMost = يجب ألا يزيد العدد على {upperBound}.
    number.outsideRange = العدد خارج النطاق المسموح به.
    number.negative = الأعداد السالبة غير مسموح بها.
    number.minusAtZero = لا يمكن كتابة علامة السالب هنا: العدد لا يقل عن {number}.
    number.beyondIntegers = «{text}» يتجاوز الأعداد الصحيحة التي يتسع لها هذا الحقل ({number} بت).
    # Digits
    number.wholeNumbersOnly = الأعداد الصحيحة فقط.
    number.fractionDigits = {limit, plural, zero {لا يُسمح بأي رقم بعد الفاصلة العشرية.} one {لا يُسمح بأكثر من رقم واحد بعد الفاصلة العشرية.} two {لا يُسمح بأكثر من رقمين بعد الفاصلة العشرية.} few {لا يُسمح بأكثر من # أرقام بعد الفاصلة العشرية.} many {لا يُسمح بأكثر من # رقمًا بعد الفاصلة العشرية.} other {لا يُسمح بأكثر من # رقم بعد الفاصلة العشرية.}}
    number.integerDigits = {limit, plural, zero {لا يُسمح بأي رقم قبل الفاصلة العشرية.} one {لا يُسمح بأكثر من رقم واحد قبل الفاصلة العشرية.} two {لا يُسمح بأكثر من رقمين قبل الفاصلة العشرية.} few {لا يُسمح بأكثر من # أرقام قبل الفاصلة العشرية.} many {لا يُسمح بأكثر من # رقمًا قبل الفاصلة العشرية.} other {لا يُسمح بأكثر من # رقم قبل الفاصلة العشرية.}}
    number.totalDigits = الحد الأقصى لعدد الأرقام: {limit}.
    number.significantDigits = {limit, plural, zero {لا يُسمح بأي رقم معنوي.} one {لا يُسمح بأكثر من رقم معنوي واحد.} two {لا يُسمح بأكثر من رقمين معنويين.} few {لا يُسمح بأكثر من # أرقام معنوية.} many {لا يُسمح بأكثر من # رقمًا معنويًا.} other {لا يُسمح بأكثر من # رقم معنوي.}}
    number.exponentTooSmallWhole = الأُس يجعل العدد صغيرًا جدًا: الأعداد الصحيحة فقط.
    number.exponentTooSmall = الأُس يجعل العدد صغيرًا جدًا: {limit, plural, zero {لا يُسمح بأي رقم بعد الفاصلة العشرية} one {لا يُسمح بأكثر من رقم واحد بعد الفاصلة العشرية} two {لا يُسمح بأكثر من رقمين بعد الفاصلة العشرية} few {لا يُسمح بأكثر من # أرقام بعد الفاصلة العشرية} many {لا يُسمح بأكثر من # رقمًا بعد الفاصلة العشرية} other {لا يُسمح بأكثر من # رقم بعد الفاصلة العشرية}}.
    number.exponentTooLarge = الأُس يجعل العدد كبيرًا جدًا: {limit, plural, zero {لا يُسمح بأي رقم قبل الفاصلة العشرية} one {لا يُسمح بأكثر من رقم واحد قبل الفاصلة العشرية} two {لا يُسمح بأكثر من رقمين قبل الفاصلة العشرية} few {لا يُسمح بأكثر من # أرقام قبل الفاصلة العشرية} many {لا يُسمح بأكثر من # رقمًا قبل الفاصلة العشرية} other {لا يُسمح بأكثر من # رقم قبل الفاصلة العشرية}}.
    # Keys a field takes
    number.onlyDigits = لا يمكن كتابة سوى الأرقام هنا.
    number.onlyDigitsAndMinus = لا يمكن كتابة سوى الأرقام وعلامة السالب هنا.
    number.onlyDigitsAndSeparator = لا يمكن كتابة سوى الأرقام والفاصلة العشرية هنا.
    number.onlyDigitsMinusAndSeparator = لا يمكن كتابة سوى الأرقام وعلامة السالب والفاصلة العشرية هنا.
    number.onlyScientificKeys = لا يمكن كتابة سوى الأرقام وعلامة السالب والفاصلة العشرية والأُس هنا.
    number.registerNoSeparator = تُملأ الأرقام بدءًا من أصغر وحدة: لا تُكتب أي فاصلة.
    number.currencySymbol = {character} رمز عملة؛ يقبل هذا الحقل عددًا بدون رمز عملة.
    number.otherCurrency = {character} ليس عملة هذا الحقل: يقبل الحقل {name} («{symbol}»).
    # Separators
    number.groupingShown = يعرض الحقل فواصل الآلاف بنفسه؛ كتابة أحدها لا تُحدث أي تغيير.
    number.groupingNotShown = لا تُعرض فواصل الآلاف («{symbol}») في هذا الحقل؛ كتابة أحدها لا تُحدث أي تغيير.
    number.ambiguousComma = قد يُقصد بـ{character} المكتوب هنا الفاصلة العشرية أو فاصل الآلاف، لذا لم يُقبل: الفاصلة العشرية هي «{symbol}» (أو «.»).
    number.ambiguousCommaWhole = قد يُقصد بـ{character} المكتوب هنا الفاصلة العشرية أو فاصل الآلاف، لذا لم يُقبل: يقبل هذا الحقل الأعداد الصحيحة.
    number.takenFromPaste = أُخذ المبلغ من النص الملصق.
    number.severalAmounts = يحتوي النص الملصق على عدة مبالغ ({someOptions})؛ الصق مبلغًا واحدًا فقط.
    number.misplacedGrouping = ما كُتب ليس عددًا واحدًا: توجد مسافة أو رمز أو فاصل آلاف («{symbol}») في موضع لا تضع فيه الإعدادات المحلية أيًا منها؛ الفاصلة العشرية هي «{format}».
    # The text as a whole
    number.notANumber = هذا ليس عددًا.
    number.tooLong = {unit, select, utf8 {الحد الأقصى لعدد البايتات: {limit}.} utf16 {الحد الأقصى لعدد وحدات ترميز UTF-16: {limit}.} scalars {الحد الأقصى لعدد قيم Unicode القياسية: {limit}.} other {الحد الأقصى لعدد الأحرف: {limit}.}}
    number.textTooLong = النص طويل جدًا.
    number.incomplete = العدد غير مكتمل بعد.
    number.notComplete = لم يكن العدد مكتملًا.
    number.changesNothing = هذا لا يغيّر شيئًا في العدد.
    number.notPlainNumber = «{text}» ليس عددًا بسيطًا مثل 1234.5 أو -7 (لا يتجاوز عدد أرقامه {limit}).
    number.notWholeNumber = «{text}» ليس عددًا صحيحًا مثل 25 أو -7.
    number.notWrittenAsInteger = «{text}» ليس مكتوبًا كما تُكتب القيمة الصحيحة: بالأرقام، مثل 25.
    # Editing ended
    number.reformatted = أُعيد تنسيق العدد.
    number.clamped = عُدّل العدد ليقع ضمن النطاق المسموح به.
    number.rounded = قُرّب العدد إلى عدد الأرقام المسموح به.
    number.reverted = {cause} عاد الحقل إلى آخر قيمة صالحة له: {text}.
    number.revertedCleared = {cause} أُفرغ الحقل.
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = لا يتعرّف التنسيق على «{text}» كقيمة.
    format.notAValue = لا يتعرّف التنسيق على هذا النص كقيمة.
    format.reformatted = تم التنسيق.
    format.reverted = عاد النص إلى آخر قيمة صالحة.
    format.notFiniteDecimal = القيمة ليست عددًا منتهيًا لا يتجاوز عدد أرقامه {limit}.
    # Typing: what the field takes
    date.complete = {subject, select, time {اكتمل الوقت.} other {اكتمل التاريخ.}}
    date.onlyDigits = لا يمكن كتابة سوى الأرقام في {subject, select, time {الوقت} other {التاريخ}}.
    date.onlyDigitsAndDayPeriod = لا يمكن كتابة سوى الأرقام، والحرف A للصباح (AM) أو P للمساء (PM)، في {subject, select, time {الوقت} other {التاريخ}}.
    date.onlyDigitsHere = لا يمكن كتابة سوى الأرقام هنا.
    date.digitsStored = تُخزَّن الأرقام بالصيغة 0-9.
    date.incomplete = اكتب {subject, select, time {الوقت} other {التاريخ}} كاملًا: {format}.
    # A field that cannot hold what was typed
    date.yearRange = السنة من 0001 إلى 9999.
    date.shortYearRange = السنة من 00 إلى 99.
    date.monthRange = الشهر من 01 إلى 12.
    date.dayRange = اليوم من 01 إلى 31.
    date.hour24Range = الساعة من 00 إلى 23.
    date.hour12Range = الساعة من 01 إلى 12.
    date.minuteRange = الدقائق من 00 إلى 59.
    date.secondRange = الثواني من 00 إلى 59.
    date.dayPeriod = اكتب A للصباح (AM) أو P للمساء (PM).
    date.monthDays = {limit, plural, zero {لا يضم شهر {month} أي يوم.} one {يضم شهر {month} يومًا واحدًا.} two {يضم شهر {month} يومين.} few {يضم شهر {month} # أيام.} many {يضم شهر {month} # يومًا.} other {يضم شهر {month} # يوم.}}
    date.februaryInYear = {limit, plural, zero {لا يضم شهر {month} من عام {number} أي يوم.} one {يضم شهر {month} من عام {number} يومًا واحدًا.} two {يضم شهر {month} من عام {number} يومين.} few {يضم شهر {month} من عام {number} # أيام.} many {يضم شهر {month} من عام {number} # يومًا.} other {يضم شهر {month} من عام {number} # يوم.}}
    date.februaryAtMost = {limit, plural, zero {لا يضم شهر {month} أي يوم.} one {يضم شهر {month} يومًا واحدًا على الأكثر.} two {يضم شهر {month} يومين على الأكثر.} few {يضم شهر {month} # أيام على الأكثر.} many {يضم شهر {month} # يومًا على الأكثر.} other {يضم شهر {month} # يوم على الأكثر.}}
    date.noneStarts = لا يوجد {subject, select, time {وقت} other {تاريخ}} يبدأ بهذا الشكل.
    # The range
    date.earliest = {subject, select, time {أبكر وقت} other {أقدم تاريخ}} هو {lowerBound}.
    date.latest = {subject, select, time {آخر وقت} other {آخر تاريخ}} هو {upperBound}.
    date.noneInRange = لا يوجد {subject, select, time {وقت} other {تاريخ}} ضمن النطاق يبدأ بهذا الشكل.
    # Pastes and values set by the program
    date.ambiguousPaste = يمكن قراءة «{text}» على أنه أكثر من {subject, select, time {وقت} other {تاريخ}} واحد؛ اكتبه بالصيغة {format}.
    date.pasteReplaced = {subject, select, time {حلّ الوقت الملصق محلّ الوقت المكتوب.} other {حلّ التاريخ الملصق محلّ التاريخ المكتوب.}}
    date.pasteNoDigits = لا يحتوي النص الملصق على أي أرقام.
    date.pasteDigitsCut = لم يُحتفظ إلا بالأرقام التي تتسع لها الخانات.
    date.pasteDigitsKept = لم يُحتفظ إلا بالأرقام.
    date.notCanonical = «{text}» ليس {subject, select, time {وقتًا} other {تاريخًا}} بصيغة ISO 8601 بحقول {format}.
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = {character} لا يناسب هذا الموضع: يقبل هذا الموضع {name, select, digit {رقمًا} letter {حرفًا} alphanumeric {حرفًا أو رقمًا} other {أحد أحرف «{symbol}»}}.
    mask.full = الحقل ممتلئ: {limit, plural, zero {لا يستوعب «{format}» أي حرف} one {يستوعب «{format}» حرفًا واحدًا} two {يستوعب «{format}» حرفين} few {يستوعب «{format}» # أحرف} many {يستوعب «{format}» # حرفًا} other {يستوعب «{format}» # حرف}}.
    mask.tooLong = {limit, plural, zero {لا يتسع هذا الحقل لأي {unit, select, utf16 {وحدة ترميز UTF-16} utf8 {بايت} scalars {قيمة Unicode قياسية} other {حرف}}.} one {لا يتسع هذا الحقل لأكثر من {unit, select, utf16 {وحدة ترميز UTF-16 واحدة} utf8 {بايت واحد} scalars {قيمة Unicode قياسية واحدة} other {حرف واحد}}.} two {لا يتسع هذا الحقل لأكثر من {unit, select, utf16 {وحدتي ترميز UTF-16} utf8 {بايتين} scalars {قيمتي Unicode قياسيتين} other {حرفين}}.} few {لا يتسع هذا الحقل لأكثر من {unit, select, utf16 {# وحدات ترميز UTF-16} utf8 {# بايتات} scalars {# قيم Unicode قياسية} other {# أحرف}}.} many {لا يتسع هذا الحقل لأكثر من {unit, select, utf16 {# وحدة ترميز UTF-16} utf8 {# بايتًا} scalars {# قيمة Unicode قياسية} other {# حرفًا}}.} other {لا يتسع هذا الحقل لأكثر من {unit, select, utf16 {# وحدة ترميز UTF-16} utf8 {# بايت} scalars {# قيمة Unicode قياسية} other {# حرف}}.}}
    mask.noLongerFit = أُزيلت الأحرف التي لم تعد تناسب مواضعها.
    mask.incomplete = يحتاج «{format}» إلى مزيد من الأحرف.
    mask.notLaidOut = لا يتبع «{text}» ترتيب «{format}».
    # Ending an edit
    mask.cleared = أُفرغ إدخال غير مكتمل.
    mask.reverted = أُعيد إدخال غير مكتمل إلى ما كان عليه.
    # Pastes and values set by the program
    mask.pasteFiltered = أُسقطت الأحرف التي لا يقبلها أي موضع في القناع.
    mask.pasteCut = اقتُطع النص الملصق إلى ما يتسع له القناع.
    mask.pasteNothingFits = لا شيء في «{text}» يناسب القناع.
    mask.notFilled = لا يملأ «{text}» القناع «{format}».
    mask.notAValue = «{text}» ليس قيمة من قيم «{format}».
    
    # Card numbers
    card.onlyDigitsTyped = لا يمكن كتابة سوى الأرقام في رقم البطاقة.
    card.onlyDigits = لا يحتوي رقم البطاقة إلا على أرقام.
    card.digitsKept = لم يُحتفظ إلا بالأرقام.
    card.digitsConverted = تُخزَّن الأرقام بالصيغة 0-9.
    card.incomplete = رقم البطاقة غير مكتمل.
    card.lengths = {limit, plural, zero {لا تحتوي أرقام بطاقات {name} على أي رقم.} one {تتكون أرقام بطاقات {name} من رقم واحد.} two {تتكون أرقام بطاقات {name} من رقمين.} few {تتكون أرقام بطاقات {name} من # أرقام.} many {تتكون أرقام بطاقات {name} من # رقمًا.} other {تتكون أرقام بطاقات {name} من # رقم.}}
    card.lengthsRange = تتكون أرقام بطاقات {name} من {number} إلى {limit, plural, zero {# رقم} one {# رقم} two {# رقم} few {# أرقام} many {# رقمًا} other {# رقم}}.
    card.visaLengths = تتكون أرقام بطاقات {name} من 13 أو 16 أو 19 رقمًا.
    card.dinersLengths = تتكون أرقام بطاقات {name} من 14 رقمًا أو من 16 إلى 19 رقمًا.
    card.checkDigitMismatch = رقم التحقق غير مطابق.
    card.checkDigitNotYet = رقم التحقق غير مطابق بعد: {limit, plural, zero {لا تحتوي أرقام بطاقات {name} على أي رقم} one {قد يصل طول أرقام بطاقات {name} إلى رقم واحد} two {قد يصل طول أرقام بطاقات {name} إلى رقمين} few {قد يصل طول أرقام بطاقات {name} إلى # أرقام} many {قد يصل طول أرقام بطاقات {name} إلى # رقمًا} other {قد يصل طول أرقام بطاقات {name} إلى # رقم}}.
    card.checksum = رقم التحقق غير مطابق: أحد الأرقام مكتوب بشكل خاطئ.
    card.unknownStart = لا يبدأ أي رقم بطاقة بـ{text}.
    card.brandNotAccepted = بطاقات {name} غير مقبولة هنا.
    card.brandsNotAccepted = الأرقام التي تبدأ بـ{text} هي أرقام بطاقات {options}، وهذه البطاقات غير مقبولة هنا.
    card.brandTooLong = {limit, plural, zero {لا تحتوي أرقام بطاقات {name} على أي رقم.} one {تتكون أرقام بطاقات {name} من رقم واحد على الأكثر.} two {تتكون أرقام بطاقات {name} من رقمين على الأكثر.} few {تتكون أرقام بطاقات {name} من # أرقام على الأكثر.} many {تتكون أرقام بطاقات {name} من # رقمًا على الأكثر.} other {تتكون أرقام بطاقات {name} من # رقم على الأكثر.}}
    card.tooLong = {limit, plural, zero {لا يحتوي رقم البطاقة على أي رقم.} one {يتكون رقم البطاقة من رقم واحد على الأكثر.} two {يتكون رقم البطاقة من رقمين على الأكثر.} few {يتكون رقم البطاقة من # أرقام على الأكثر.} many {يتكون رقم البطاقة من # رقمًا على الأكثر.} other {يتكون رقم البطاقة من # رقم على الأكثر.}}
    card.emptyValue = النص الفارغ لا يدل على أي رقم بطاقة.
    card.invalidValue = «{text}» ليس رقم بطاقة: {cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = لا يمكن كتابة سوى الأحرف والأرقام في رقم IBAN.
    iban.onlyLettersAndDigits = لا يحتوي رقم IBAN إلا على أحرف وأرقام.
    iban.spacesCannotReplace = لا يمكن أن تحل المسافات محل أحرف رقم IBAN: يضيف الحقل المسافات بنفسه.
    iban.lettersAndDigitsKept = لم يُحتفظ إلا بالأحرف والأرقام.
    iban.capitals = أحرف رقم IBAN أحرف كبيرة.
    iban.countryCodeFirst = يبدأ رقم IBAN برمز بلد من حرفين.
    iban.startsWithLetters = يبدأ رقم IBAN بحرفين هما رمز البلد.
    iban.checkDigits = الخانتان الثالثة والرابعة في رقم IBAN هما رقما التحقق.
    iban.unknownCountryStart = لا يبدأ أي رمز بلد في أرقام IBAN بـ{text}.
    iban.unknownCountry = {name} ليس بلدًا يستخدم أرقام IBAN.
    iban.length = {limit, plural, zero {لا يحتوي رقم IBAN في {name} على أي حرف.} one {يتكون رقم IBAN في {name} من حرف واحد.} two {يتكون رقم IBAN في {name} من حرفين.} few {يتكون رقم IBAN في {name} من # أحرف.} many {يتكون رقم IBAN في {name} من # حرفًا.} other {يتكون رقم IBAN في {name} من # حرف.}}
    iban.checksum = رقما التحقق غير مطابقين: أحد الأحرف مكتوب بشكل خاطئ.
    iban.takenFromPaste = أُخذ رقم IBAN من النص الملصق.
    iban.several = يحتوي النص الملصق على عدة أرقام IBAN ({someOptions})؛ الصق رقمًا واحدًا فقط.
    # One-time codes
    code.onlyDigitsTyped = لا يمكن كتابة سوى الأرقام في الرمز.
    code.onlyDigits = لا يحتوي الرمز إلا على أرقام.
    code.digitsConverted = تُخزَّن الأرقام بالصيغة 0-9.
    code.digitsKept = لم يُحتفظ إلا بالأرقام.
    code.takenFromPaste = أُخذ الرمز من النص الملصق.
    code.takenInPlace = أُخذ الرمز من النص الملصق بدلًا من الأرقام المكتوبة سابقًا.
    code.several = يحتوي النص الملصق على عدة رموز يتكون كل منها من {limit, plural, zero {# رقم} one {# رقم} two {# رقم} few {# أرقام} many {# رقمًا} other {# رقم}} ({someOptions})؛ الصق رمزًا واحدًا فقط.
    code.noDigits = لا يحتوي النص الملصق على أي أرقام.
    code.noGroup = {limit, plural, zero {لا يحتوي النص الملصق على أي رقم.} one {لا يحتوي النص الملصق على مجموعة من رقم واحد.} two {لا يحتوي النص الملصق على مجموعة من رقمين.} few {لا يحتوي النص الملصق على مجموعة من # أرقام.} many {لا يحتوي النص الملصق على مجموعة من # رقمًا.} other {لا يحتوي النص الملصق على مجموعة من # رقم.}}
    code.length = {limit, plural, zero {لا يحتوي الرمز على أي رقم.} one {يتكون الرمز من رقم واحد.} two {يتكون الرمز من رقمين.} few {يتكون الرمز من # أرقام.} many {يتكون الرمز من # رقمًا.} other {يتكون الرمز من # رقم.}}
    code.emptyValue = النص الفارغ لا يدل على أي رمز.
    code.invalidValue = «{text}» ليس رمزًا: {cause}
    # Typing and pasting
    phone.onlyDigitsTyped = لا يمكن كتابة سوى الأرقام في رقم الهاتف، و«+» في بدايته.
    phone.plusOnlyAtStart = لا يمكن أن يأتي {character} إلا في بداية رقم الهاتف، ومرة واحدة فقط.
    phone.digitsConverted = تُخزَّن الأرقام بالصيغة 0-9.
    phone.callingCodeHere = تُكتب الأرقام هنا مع رمز الاتصال الدولي: +{number}.
    phone.writtenWithCallingCode = يُكتب الرقم هنا مع رمز الاتصال الدولي.
    phone.numberKept = لم يُحتفظ إلا برقم الهاتف.
    phone.pasteNotANumber = النص الملصق ليس رقم هاتف.
    phone.pasteSeveral = يحتوي النص الملصق على أكثر من رقم واحد.
    phone.pasteNone = لا يحتوي النص الملصق على أي رقم هاتف.
    # Reading the number
    phone.onlyDigits = لا يحتوي رقم الهاتف إلا على أرقام، بعد «+» في البداية.
    phone.tooLong = {limit, plural, zero {لا يحتوي رقم الهاتف على أي رقم.} one {يتكون رقم الهاتف من رقم واحد على الأكثر.} two {يتكون رقم الهاتف من رقمين على الأكثر.} few {يتكون رقم الهاتف من # أرقام على الأكثر.} many {يتكون رقم الهاتف من # رقمًا على الأكثر.} other {يتكون رقم الهاتف من # رقم على الأكثر.}}
    phone.callingCodeZero = لا يبدأ أي رمز اتصال دولي بـ0: اكتبه بعد «+».
    phone.callingCodeStartNotAccepted = الأرقام التي يبدأ رمز اتصالها الدولي بـ+{number} غير مقبولة هنا.
    phone.unknownCallingCode = لا يوجد بلد رمز اتصاله الدولي +{number}.
    phone.callingCodeNotAccepted = الأرقام ذات رمز الاتصال الدولي +{number} غير مقبولة هنا.
    phone.regionNotAccepted = أرقام {name} غير مقبولة هنا.
    phone.tooLongAfterCallingCode = {limit, plural, zero {لا يحتوي الرقم ذو رمز الاتصال الدولي +{number} على أي رقم بعده.} one {يتكون الرقم ذو رمز الاتصال الدولي +{number} من رقم واحد على الأكثر بعد هذا الرمز.} two {يتكون الرقم ذو رمز الاتصال الدولي +{number} من رقمين على الأكثر بعد هذا الرمز.} few {يتكون الرقم ذو رمز الاتصال الدولي +{number} من # أرقام على الأكثر بعد هذا الرمز.} many {يتكون الرقم ذو رمز الاتصال الدولي +{number} من # رقمًا على الأكثر بعد هذا الرمز.} other {يتكون الرقم ذو رمز الاتصال الدولي +{number} من # رقم على الأكثر بعد هذا الرمز.}}
    phone.noSuchStart = لا يبدأ أي رقم هاتف بهذا الشكل.
    phone.incomplete = رقم الهاتف غير مكتمل.
    phone.notLaidOut = لا يطابق «{text}» طريقة ترتيب أرقام الهاتف في هذا الحقل.
    # Values set by the program
    phone.invalidValue = «{text}» ليس رقم هاتف: {cause}
    phone.notANumberValue = «{text}» ليس رقم هاتف: إنه لا يمثل رقم هاتف.
    # Forms: required fields and rules between fields
    form.required = هذا الحقل مطلوب.
    form.equal = هذه القيمة لا تطابق قيمة «{name}».
    form.after = يجب أن تكون هذه القيمة بعد «{name}».
    form.notBefore = يجب ألا تكون هذه القيمة قبل «{name}».
    form.afterByAmount = يجب أن تزيد هذه القيمة على «{name}» بمقدار {text} على الأقل.
    form.afterByYears = يجب أن تكون هذه القيمة بعد «{name}» بما لا يقل عن {limit, plural, zero {# سنة} one {سنة واحدة} two {سنتين} few {# سنوات} many {# سنة} other {# سنة}}.
    form.afterByMonths = يجب أن تكون هذه القيمة بعد «{name}» بما لا يقل عن {limit, plural, zero {# شهر} one {شهر واحد} two {شهرين} few {# أشهر} many {# شهرًا} other {# شهر}}.
    form.afterByDays = يجب أن تكون هذه القيمة بعد «{name}» بما لا يقل عن {limit, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}.
    form.afterByMinutes = يجب أن تكون هذه القيمة بعد «{name}» بما لا يقل عن {limit, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.
    form.oneOf = املأ {choices}.
    form.requiredIf = هذا الحقل مطلوب عند ملء «{name}».
    form.requiredIfEquals = هذا الحقل مطلوب عندما تكون قيمة «{name}» هي «{text}».
    form.securityCode = {limit, plural, zero {لا يحتوي رمز الأمان لبطاقات {name} على أي رقم.} one {يتكون رمز الأمان لبطاقات {name} من رقم واحد.} two {يتكون رمز الأمان لبطاقات {name} من رقمين.} few {يتكون رمز الأمان لبطاقات {name} من # أرقام.} many {يتكون رمز الأمان لبطاقات {name} من # رقمًا.} other {يتكون رمز الأمان لبطاقات {name} من # رقم.}}
    """
}
