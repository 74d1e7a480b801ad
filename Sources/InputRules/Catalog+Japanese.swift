// swift-format-ignore-file
// The Japanese sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let japanese: StaticString = """
    @quotes = 「 」
    @months = 1月|2月|3月|4月|5月|6月|7月|8月|9月|10月|11月|12月
    @list.middle = {0}、{1}
    @list.or = {0}または{1}
    # Text fields: characters and lengths
    text.controlCharacter = 制御文字（{character}）は使用できません。
    text.lineBreakInSingleLine = 1行のフィールドでは、改行、タブ、制御文字（{character}）は使用できません。
    text.notAccepted = {character}はここでは使用できません。
    text.nothingAccepted = ここで使用できる文字は入力されませんでした。
    text.lineBreakDropped = ペーストしたテキストの末尾の改行は削除されました。
    text.joinedRemoved = 結合するとここで使用できない文字になる文字は削除されました。
    text.droppedAndCut = 使用できない文字は削除され、残りは{unit, select, utf16 {UTF-16コード単位{limit}個} utf8 {{limit}バイト} scalars {Unicodeスカラー値{limit}個} other {{limit}文字}}に切り詰められました。
    text.cut = {unit, select, utf16 {UTF-16コード単位{limit}個} utf8 {{limit}バイト} scalars {Unicodeスカラー値{limit}個} other {{limit}文字}}に収まる分だけが残されました。
    text.dropped = ここで使用できない文字は削除されました。
    text.tooLong = このフィールドには最大{unit, select, utf16 {UTF-16コード単位{limit}個} utf8 {{limit}バイト} scalars {Unicodeスカラー値{limit}個} other {{limit}文字}}まで入力できます。
    text.notUpperCase = {character}は大文字ではありません。このフィールドでは大文字を使用します。
    text.notLowerCase = {character}は小文字ではありません。このフィールドでは小文字を使用します。
    text.convertedToUpperCase = 文字は大文字に変換されました。
    text.convertedToLowerCase = 文字は小文字に変換されました。
    text.adjusted = 入力内容はフィールドのルールによって調整されました。
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = 続けて入力し、{choices}を選んでください。
    choice.spacesDropped = ペーストしたテキストの前後のスペースと改行は削除されました。
    choice.notAllowed = 「{text}」はここでは選択できません。{choices}を選んでください。
    choice.completed = 「{text}」に補完されました。
    choice.cleared = 「{text}」は選択肢にありません。フィールドはクリアされました。
    choice.wentBack = 「{text}」は選択肢にありません。フィールドは「{name}」に戻りました。
    choice.noAllowedOption = 「{text}」で始まる選択可能な選択肢はありません。{choices}を選んでください。
    choice.noOption = 「{text}」で始まる選択肢はありません。{choices}を選んでください。
    choice.notAnOption = 「{text}」は選択肢にありません。{choices}を選んでください。
    choice.range = {lowerBound}から{upperBound}までのいずれか
    choice.many = {number}個の選択肢（{someOptions}、…）のいずれか
    # Any field
    field.notLaidOut = 「{text}」は、このフィールドの文字の並び方と一致しません。
    field.nothingTypable = ここには何も入力できません。
    field.typeOver = 文字を変更するには上書き入力してください。ほかの文字の位置は変わりません。
    value.rounded = 値はこのフィールドで使用できる桁数に丸められました。
    value.noValue = 「{text}」は、このフィールドで使用できる値を表していません。
    value.notAcceptable = この値はフィールドのルールでは使用できません。
    # Checking an entry (inputrules check)
    entry.empty = 入力内容が空です。
    entry.cannotBeTyped = この入力内容はこのフィールドには入力できません。
    entry.noValue = 入力内容に値がありません。
    entry.typedDifferently = この入力内容を入力すると、代わりに「{text}」になります。
    entry.notComplete = 入力内容が不完全です。
    entry.commitChanges = 編集を終了すると入力内容が変わります。
    entry.invalidEncoding = この{name, select, line {行} other {入力内容}}は有効なUTF-8ではありません。
    entry.required = 値を入力してください。
    entry.tooLarge = 入力が長すぎるため確認できません（最大 {limit} バイト）。
    field.notAccepted = 使用できません。
    # Number rules (integer, decimal, money): range and sign
    number.range = 数値は{lowerBound}以上{upperBound}以下にしてください。
    number.atLeast = 数値は{lowerBound}以上にしてください。
    number.atMost = 数値は{upperBound}以下にしてください。
    number.outsideRange = 数値が許容範囲外です。
    number.negative = 負の数は使用できません。
    number.minusAtZero = ここにはマイナス記号を入力できません。数値は{number}以上です。
    number.beyondIntegers = 「{text}」は、このフィールドで扱える整数（{number}ビット）の範囲を超えています。
    # Digits
    number.wholeNumbersOnly = 整数のみ入力できます。
    number.fractionDigits = 小数点以下は最大{limit}桁です。
    number.integerDigits = 小数点より前は最大{limit}桁です。
    number.totalDigits = 最大{limit}桁です。
    number.significantDigits = 有効数字は最大{limit}桁です。
    number.exponentTooSmallWhole = 指数によって数値が小さくなりすぎます。整数のみ入力できます。
    number.exponentTooSmall = 指数によって数値が小さくなりすぎます。小数点以下は最大{limit}桁です。
    number.exponentTooLarge = 指数によって数値が大きくなりすぎます。小数点より前は最大{limit}桁です。
    # Keys a field takes
    number.onlyDigits = ここには数字のみ入力できます。
    number.onlyDigitsAndMinus = ここには数字とマイナス記号のみ入力できます。
    number.onlyDigitsAndSeparator = ここには数字と小数点のみ入力できます。
    number.onlyDigitsMinusAndSeparator = ここには数字、マイナス記号、小数点のみ入力できます。
    number.onlyScientificKeys = ここには数字、マイナス記号、小数点、指数のみ入力できます。
    number.registerNoSeparator = 数字は最小の単位から埋まっていきます。区切り記号は入力しません。
    number.currencySymbol = {character}は通貨記号です。このフィールドには通貨記号を付けずに数値を入力します。
    number.otherCurrency = {character}はこのフィールドの通貨ではありません。このフィールドの通貨は{name}（「{symbol}」）です。
    # Separators
    number.groupingShown = 桁区切り記号はフィールドが表示します。入力しても何も変わりません。
    number.groupingNotShown = このフィールドでは桁区切り記号（「{symbol}」）は表示されません。入力しても何も変わりません。
    number.ambiguousComma = 入力された{character}は、ここでは小数点とも桁区切り記号とも解釈できるため、受け付けられません。小数点は「{symbol}」（または「.」）です。
    number.ambiguousCommaWhole = 入力された{character}は、ここでは小数点とも桁区切り記号とも解釈できるため、受け付けられません。このフィールドには整数を入力します。
    number.takenFromPaste = 金額はペーストしたテキストから取得されました。
    number.severalAmounts = ペーストしたテキストに金額が複数含まれています（{someOptions}）。1つだけペーストしてください。
    number.misplacedGrouping = 1つの数値として読み取れません。地域の表記では使わない位置に、スペース、記号、または桁区切り記号（「{symbol}」）があります。小数点は「{format}」です。
    # The text as a whole
    number.notANumber = 数値ではありません。
    number.tooLong = {unit, select, utf8 {最大{limit}バイトです。} utf16 {最大でUTF-16コード単位{limit}個です。} scalars {最大でUnicodeスカラー値{limit}個です。} other {最大{limit}文字です。}}
    number.textTooLong = テキストが長すぎます。
    number.incomplete = 数値がまだ完全ではありません。
    number.notComplete = 数値が完全ではありませんでした。
    number.changesNothing = この操作では数値は変わりません。
    number.notPlainNumber = 「{text}」は、1234.5や-7のような通常の数値（最大{limit}桁）ではありません。
    number.notWholeNumber = 「{text}」は、25や-7のような整数ではありません。
    number.notWrittenAsInteger = 「{text}」は整数値の書き方（25のような数字）になっていません。
    # Editing ended
    number.reformatted = 数値の書式が整えられました。
    number.clamped = 数値は許容範囲内に収められました。
    number.rounded = 数値は使用できる桁数に丸められました。
    number.reverted = {cause}フィールドは最後の有効な値「{text}」に戻りました。
    number.revertedCleared = {cause}フィールドはクリアされました。
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = この形式では「{text}」を値として読み取れません。
    format.notAValue = この形式ではこのテキストを値として読み取れません。
    format.reformatted = 書式が整えられました。
    format.reverted = テキストは最後の有効な値に戻りました。
    format.notFiniteDecimal = 値が最大{limit}桁の有限の数値ではありません。
    # Typing: what the field takes
    date.complete = {subject, select, time {時刻} other {日付}}の入力が完了しました。
    date.onlyDigits = {subject, select, time {時刻} other {日付}}には数字のみ入力できます。
    date.onlyDigitsAndDayPeriod = {subject, select, time {時刻} other {日付}}には、数字と、午前・午後を表すAまたはPのみ入力できます。
    date.onlyDigitsHere = ここには数字のみ入力できます。
    date.digitsStored = 数字は0-9として保存されます。
    date.incomplete = {format}の形式で{subject, select, time {時刻} other {日付}}を最後まで入力してください。
    # A field that cannot hold what was typed
    date.yearRange = 年は0001から9999までです。
    date.shortYearRange = 年は00から99までです。
    date.monthRange = 月は01から12までです。
    date.dayRange = 日は01から31までです。
    date.hour24Range = 時は00から23までです。
    date.hour12Range = 時は01から12までです。
    date.minuteRange = 分は00から59までです。
    date.secondRange = 秒は00から59までです。
    date.dayPeriod = 午前はA、午後はPを入力してください。
    date.monthDays = {month}は{limit}日までです。
    date.februaryInYear = {number}年{month}は{limit}日までです。
    date.februaryAtMost = {month}は最大で{limit}日までです。
    date.noneStarts = このように始まる{subject, select, time {時刻} other {日付}}はありません。
    # The range
    date.earliest = 最も早い{subject, select, time {時刻} other {日付}}は{lowerBound}です。
    date.latest = 最も遅い{subject, select, time {時刻} other {日付}}は{upperBound}です。
    date.noneInRange = 範囲内に、このように始まる{subject, select, time {時刻} other {日付}}はありません。
    # Pastes and values set by the program
    date.ambiguousPaste = 「{text}」は複数の{subject, select, time {時刻} other {日付}}として解釈できます。{format}の形式で入力してください。
    date.pasteReplaced = 入力した{subject, select, time {時刻} other {日付}}は、ペーストした{subject, select, time {時刻} other {日付}}に置き換えられました。
    date.pasteNoDigits = ペーストしたテキストに数字が含まれていません。
    date.pasteDigitsCut = 収まる数字だけが残されました。
    date.pasteDigitsKept = 数字だけが残されました。
    date.notCanonical = 「{text}」は、{format}の各フィールドから成るISO 8601形式の{subject, select, time {時刻} other {日付}}ではありません。
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = {character}はここには入りません。この位置に入るのは{name, select, digit {数字} letter {文字} alphanumeric {文字または数字} other {「{symbol}」のいずれかの文字}}です。
    mask.full = フィールドがいっぱいです。「{format}」に入るのは{limit}文字です。
    mask.tooLong = このフィールドには最大{unit, select, utf16 {UTF-16コード単位{limit}個} utf8 {{limit}バイト} scalars {Unicodeスカラー値{limit}個} other {{limit}文字}}まで入ります。
    mask.noLongerFit = 位置に収まらなくなった文字は削除されました。
    mask.incomplete = 「{format}」にはさらに文字が必要です。
    mask.notLaidOut = 「{text}」は「{format}」の並び方になっていません。
    # Ending an edit
    mask.cleared = 不完全な入力内容はクリアされました。
    mask.reverted = 不完全な入力内容は元に戻されました。
    # Pastes and values set by the program
    mask.pasteFiltered = マスクのどの位置にも入らない文字は除外されました。
    mask.pasteCut = ペーストした内容は、マスクに収まる分だけに切り詰められました。
    mask.pasteNothingFits = 「{text}」には、マスクに合うものがありません。
    mask.notFilled = 「{text}」では「{format}」がすべて埋まりません。
    mask.notAValue = 「{text}」は「{format}」の値ではありません。
    # Card numbers
    card.onlyDigitsTyped = カード番号には数字のみ入力できます。
    card.onlyDigits = カード番号は数字のみで構成されます。
    card.digitsKept = 数字だけが残されました。
    card.digitsConverted = 数字は0-9として保存されます。
    card.incomplete = カード番号が不完全です。
    card.lengths = {name}の番号は{limit}桁です。
    card.lengthsRange = {name}の番号は{number}桁から{limit}桁です。
    card.visaLengths = {name}の番号は13桁、16桁、または19桁です。
    card.dinersLengths = {name}の番号は14桁、または16桁から19桁です。
    card.checkDigitMismatch = チェックディジットが一致しません。
    card.checkDigitNotYet = チェックディジットがまだ一致しません。{name}の番号は最大{limit}桁です。
    card.checksum = チェックディジットが一致しません。入力を間違えた数字があります。
    card.unknownStart = 「{text}」で始まるカード番号はありません。
    card.brandNotAccepted = ここでは{name}のカードは使用できません。
    card.brandsNotAccepted = 「{text}」で始まる番号は{options}のカードのため、ここでは使用できません。
    card.brandTooLong = {name}の番号は最大{limit}桁です。
    card.tooLong = カード番号は最大{limit}桁です。
    card.emptyValue = 空の文字列はカード番号を表しません。
    card.invalidValue = 「{text}」はカード番号ではありません。{cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = IBANには英字と数字のみ入力できます。
    iban.onlyLettersAndDigits = IBANは英字と数字のみで構成されます。
    iban.spacesCannotReplace = IBANの文字をスペースで置き換えることはできません。スペースはフィールドが自動で追加します。
    iban.lettersAndDigitsKept = 英字と数字だけが残されました。
    iban.capitals = IBANの英字は大文字です。
    iban.countryCodeFirst = IBANは2文字の国コードで始まります。
    iban.startsWithLetters = IBANは2つの英字（国コード）で始まります。
    iban.checkDigits = IBANの3文字目と4文字目はチェックディジットです。
    iban.unknownCountryStart = 「{text}」で始まるIBANの国コードはありません。
    iban.unknownCountry = {name}はIBANを使用する国ではありません。
    iban.length = {name}のIBANは{limit}文字です。
    iban.checksum = チェックディジットが一致しません。入力を間違えた文字があります。
    iban.takenFromPaste = IBANはペーストしたテキストから取得されました。
    iban.several = ペーストしたテキストにIBANが複数含まれています（{someOptions}）。1つだけペーストしてください。
    # One-time codes
    code.onlyDigitsTyped = コードには数字のみ入力できます。
    code.onlyDigits = コードは数字のみで構成されます。
    code.digitsConverted = 数字は0-9として保存されます。
    code.digitsKept = 数字だけが残されました。
    code.takenFromPaste = コードはペーストしたテキストから取得されました。
    code.takenInPlace = 先に入力した数字の代わりに、ペーストしたテキストからコードが取得されました。
    code.several = ペーストしたテキストに{limit}桁のコードが複数含まれています（{someOptions}）。1つだけペーストしてください。
    code.noDigits = ペーストしたテキストに数字が含まれていません。
    code.noGroup = ペーストしたテキストに{limit}桁の数字のまとまりがありません。
    code.length = コードは{limit}桁です。
    code.emptyValue = 空の文字列はコードを表しません。
    code.invalidValue = 「{text}」はコードではありません。{cause}
    # Typing and pasting
    phone.onlyDigitsTyped = 電話番号には数字と、先頭の「+」のみ入力できます。
    phone.plusOnlyAtStart = {character}は電話番号の先頭に1回だけ入力できます。
    phone.digitsConverted = 数字は0-9として保存されます。
    phone.callingCodeHere = ここでは、番号は国番号（+{number}）を付けて表記します。
    phone.writtenWithCallingCode = ここでは、番号は国番号を付けて表記されます。
    phone.numberKept = 電話番号だけが残されました。
    phone.pasteNotANumber = ペーストしたテキストは電話番号ではありません。
    phone.pasteSeveral = ペーストしたテキストに複数の番号が含まれています。
    phone.pasteNone = ペーストしたテキストに電話番号が含まれていません。
    # Reading the number
    phone.onlyDigits = 電話番号に使えるのは、先頭の「+」と、その後の数字のみです。
    phone.tooLong = 電話番号は最大{limit}桁です。
    phone.callingCodeZero = 0で始まる国番号はありません。「+」の後に入力してください。
    phone.callingCodeStartNotAccepted = ここでは、国番号が+{number}で始まる番号は使用できません。
    phone.unknownCallingCode = 国番号が+{number}の国はありません。
    phone.callingCodeNotAccepted = ここでは、国番号が+{number}の番号は使用できません。
    phone.regionNotAccepted = ここでは、{name}の番号は使用できません。
    phone.tooLongAfterCallingCode = 国番号が+{number}の番号は、国番号の後が最大{limit}桁です。
    phone.noSuchStart = このように始まる電話番号はありません。
    phone.incomplete = 電話番号が不完全です。
    phone.notLaidOut = 「{text}」は、このフィールドの電話番号の並び方と一致しません。
    # Values set by the program
    phone.invalidValue = 「{text}」は電話番号ではありません。{cause}
    phone.notANumberValue = 「{text}」は電話番号ではありません。電話番号として認識できません。
    # Forms: required fields and rules between fields
    form.required = このフィールドは必須です。
    form.equal = 「{name}」と一致しません。
    form.after = 「{name}」より後にしてください。
    form.notBefore = 「{name}」以降にしてください。
    form.afterByAmount = 「{name}」より{text}以上大きくしてください。
    form.afterByYears = 「{name}」の{limit}年後以降にしてください。
    form.afterByMonths = 「{name}」の{limit}か月後以降にしてください。
    form.afterByDays = 「{name}」の{limit}日後以降にしてください。
    form.afterByMinutes = 「{name}」の{limit}分後以降にしてください。
    form.oneOf = {choices}を入力してください。
    form.requiredIf = 「{name}」を入力した場合、このフィールドは必須です。
    form.requiredIfEquals = 「{name}」が「{text}」の場合、このフィールドは必須です。
    form.securityCode = {name}のセキュリティコードは{limit}桁です。
    """
}
