// swift-format-ignore-file
// The Chinese sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let chinese: StaticString = """
    @quotes = “ ”
    @months = 一月|二月|三月|四月|五月|六月|七月|八月|九月|十月|十一月|十二月
    @list.middle = {0}、{1}
    @list.or = {0}或{1}
    # Text fields: characters and lengths
    text.controlCharacter = 不能使用控制字符（{character}）。
    text.lineBreakInSingleLine = 单行字段中不能使用换行符、制表符和控制字符（{character}）。
    text.notAccepted = 此处不能使用{character}。
    text.nothingAccepted = 未输入任何此处可用的内容。
    text.lineBreakDropped = 已删除粘贴内容末尾的换行符。
    text.joinedRemoved = 已移除组合后会形成此处不可用字符的字符。
    text.droppedAndCut = 已删除不可用的字符，其余内容已截断为{unit, select, utf16 {{limit}个UTF-16代码单元} utf8 {{limit}字节} scalars {{limit}个Unicode标量值} other {{limit}个字符}}。
    text.cut = 仅保留了{unit, select, utf16 {{limit}个UTF-16代码单元} utf8 {{limit}字节} scalars {{limit}个Unicode标量值} other {{limit}个字符}}以内的内容。
    text.dropped = 已删除此处不可用的字符。
    text.tooLong = 此字段最多可容纳{unit, select, utf16 {{limit}个UTF-16代码单元} utf8 {{limit}字节} scalars {{limit}个Unicode标量值} other {{limit}个字符}}。
    text.notUpperCase = {character}不是大写字母；此字段中的字母均为大写。
    text.notLowerCase = {character}不是小写字母；此字段中的字母均为小写。
    text.convertedToUpperCase = 字母已转换为大写。
    text.convertedToLowerCase = 字母已转换为小写。
    text.adjusted = 输入内容已按此字段的规则调整。
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = 请继续输入，从{choices}中选择一项。
    choice.spacesDropped = 已删除粘贴文本前后的空格和换行符。
    choice.notAllowed = 此处不允许选择“{text}”；请从{choices}中选择一项。
    choice.completed = 已补全为“{text}”。
    choice.cleared = “{text}”不是可选项；字段已清空。
    choice.wentBack = “{text}”不是可选项；字段已恢复为“{name}”。
    choice.noAllowedOption = 没有以“{text}”开头的可用选项；请从{choices}中选择一项。
    choice.noOption = 没有以“{text}”开头的选项；请从{choices}中选择一项。
    choice.notAnOption = “{text}”不是可选项；请从{choices}中选择一项。
    choice.range = {lowerBound}到{upperBound}之间的选项
    choice.many = {number}个选项（{someOptions}、…）
    # Any field
    field.notLaidOut = “{text}”的字符排列方式与此字段不符。
    field.nothingTypable = 此处无法输入任何内容。
    field.typeOver = 要更改字符，请直接覆盖输入；其他字符保持原位。
    value.rounded = 该值已舍入到此字段允许的位数。
    value.noValue = “{text}”不对应此字段接受的任何值。
    value.notAcceptable = 根据此字段的规则，该值不可接受。
    # Checking an entry (inputrules check)
    entry.empty = 输入内容为空。
    entry.cannotBeTyped = 无法在此字段中输入该内容。
    entry.noValue = 输入内容不包含任何值。
    entry.typedDifferently = 输入该内容实际会得到“{text}”。
    entry.notComplete = 输入内容不完整。
    entry.commitChanges = 结束编辑会更改输入内容。
    entry.invalidEncoding = 该{name, select, line {行} other {输入内容}}不是有效的UTF-8。
    entry.required = 请输入一个值。
    entry.tooLarge = 输入过长，无法检查（最多 {limit} 字节）。
    field.notAccepted = 不接受此输入。
    # Number rules (integer, decimal, money): range and sign
    number.range = 数字必须介于{lowerBound}和{upperBound}之间。
    number.atLeast = 数字不能小于{lowerBound}。
    number.atMost = 数字不能大于{upperBound}。
    number.outsideRange = 数字超出了允许的范围。
    number.negative = 不允许输入负数。
    number.minusAtZero = 此处不能输入负号：数字不小于{number}。
    number.beyondIntegers = “{text}”超出了此字段可容纳的整数范围（{number}位）。
    # Digits
    number.wholeNumbersOnly = 只能输入整数。
    number.fractionDigits = 小数点后最多{limit}位。
    number.integerDigits = 小数点前最多{limit}位。
    number.totalDigits = 最多{limit}位数字。
    number.significantDigits = 最多{limit}位有效数字。
    number.exponentTooSmallWhole = 指数使数字过小：只能输入整数。
    number.exponentTooSmall = 指数使数字过小：小数点后最多{limit}位。
    number.exponentTooLarge = 指数使数字过大：小数点前最多{limit}位。
    # Keys a field takes
    number.onlyDigits = 此处只能输入数字。
    number.onlyDigitsAndMinus = 此处只能输入数字和负号。
    number.onlyDigitsAndSeparator = 此处只能输入数字和小数点。
    number.onlyDigitsMinusAndSeparator = 此处只能输入数字、负号和小数点。
    number.onlyScientificKeys = 此处只能输入数字、负号、小数点和指数。
    number.registerNoSeparator = 数字从最小单位开始填入：无需输入分隔符。
    number.currencySymbol = {character}是货币符号；此字段只接受不带货币符号的数字。
    number.otherCurrency = {character}不是此字段的货币：此字段使用{name}（“{symbol}”）。
    # Separators
    number.groupingShown = 千位分隔符由字段显示；输入千位分隔符不起作用。
    number.groupingNotShown = 此字段不显示千位分隔符（“{symbol}”）；输入千位分隔符不起作用。
    number.ambiguousComma = 输入的{character}在此处既可能是小数点，也可能是千位分隔符，因此未被接受：小数点是“{symbol}”（或“.”）。
    number.ambiguousCommaWhole = 输入的{character}在此处既可能是小数点，也可能是千位分隔符，因此未被接受：此字段只接受整数。
    number.takenFromPaste = 已从粘贴的文本中提取金额。
    number.severalAmounts = 粘贴的文本包含多个金额（{someOptions}）；请只粘贴一个。
    number.misplacedGrouping = 无法识别为一个数字：空格、符号或千位分隔符（“{symbol}”）出现在了该地区格式不使用的位置；小数点是“{format}”。
    # The text as a whole
    number.notANumber = 这不是数字。
    number.tooLong = {unit, select, utf8 {最多{limit}字节。} utf16 {最多{limit}个UTF-16代码单元。} scalars {最多{limit}个Unicode标量值。} other {最多{limit}个字符。}}
    number.textTooLong = 文本太长。
    number.incomplete = 数字尚未输入完整。
    number.notComplete = 数字未输入完整。
    number.changesNothing = 这不会改变数字。
    number.notPlainNumber = “{text}”不是像1234.5或-7这样的普通数字（最多{limit}位）。
    number.notWholeNumber = “{text}”不是像25或-7这样的整数。
    number.notWrittenAsInteger = “{text}”不是整数值的写法：整数值应写成数字，如25。
    # Editing ended
    number.reformatted = 数字已重新格式化。
    number.clamped = 数字已调整到允许的范围内。
    number.rounded = 数字已舍入到允许的位数。
    number.reverted = {cause}字段已恢复为上一个有效值“{text}”。
    number.revertedCleared = {cause}字段已清空。
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = 该格式无法将“{text}”读取为值。
    format.notAValue = 该格式无法将此文本读取为值。
    format.reformatted = 已格式化。
    format.reverted = 文本已恢复为上一个有效值。
    format.notFiniteDecimal = 该值不是最多{limit}位的有限数字。
    # Typing: what the field takes
    date.complete = {subject, select, time {时间} other {日期}}已输入完整。
    date.onlyDigits = {subject, select, time {时间} other {日期}}中只能输入数字。
    date.onlyDigitsAndDayPeriod = {subject, select, time {时间} other {日期}}中只能输入数字，以及表示上午或下午的A或P。
    date.onlyDigitsHere = 此处只能输入数字。
    date.digitsStored = 数字以0-9存储。
    date.incomplete = 请输入完整的{subject, select, time {时间} other {日期}}：{format}。
    # A field that cannot hold what was typed
    date.yearRange = 年份为0001到9999。
    date.shortYearRange = 年份为00到99。
    date.monthRange = 月份为01到12。
    date.dayRange = 日为01到31。
    date.hour24Range = 小时为00到23。
    date.hour12Range = 小时为01到12。
    date.minuteRange = 分钟为00到59。
    date.secondRange = 秒为00到59。
    date.dayPeriod = 上午请输入A，下午请输入P。
    date.monthDays = {month}有{limit}天。
    date.februaryInYear = {number}年{month}有{limit}天。
    date.februaryAtMost = {month}最多有{limit}天。
    date.noneStarts = 没有以此开头的{subject, select, time {时间} other {日期}}。
    # The range
    date.earliest = 最早的{subject, select, time {时间} other {日期}}是{lowerBound}。
    date.latest = 最晚的{subject, select, time {时间} other {日期}}是{upperBound}。
    date.noneInRange = 范围内没有以此开头的{subject, select, time {时间} other {日期}}。
    # Pastes and values set by the program
    date.ambiguousPaste = “{text}”可解读为多个{subject, select, time {时间} other {日期}}；请按{format}格式输入。
    date.pasteReplaced = 粘贴的{subject, select, time {时间} other {日期}}已替换所输入的{subject, select, time {时间} other {日期}}。
    date.pasteNoDigits = 粘贴的文本不包含数字。
    date.pasteDigitsCut = 仅保留了能容纳的数字。
    date.pasteDigitsKept = 仅保留了数字。
    date.notCanonical = “{text}”不是采用ISO 8601格式、包含{format}各字段的{subject, select, time {时间} other {日期}}。
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = {character}不能放在此处：此位置只接受{name, select, digit {数字} letter {字母} alphanumeric {字母或数字} other {“{symbol}”中的某个字符}}。
    mask.full = 字段已满：“{format}”可容纳{limit}个字符。
    mask.tooLong = 此字段最多可容纳{unit, select, utf16 {{limit}个UTF-16代码单元} utf8 {{limit}字节} scalars {{limit}个Unicode标量值} other {{limit}个字符}}。
    mask.noLongerFit = 已移除不再适合其位置的字符。
    mask.incomplete = “{format}”需要更多字符。
    mask.notLaidOut = “{text}”不符合“{format}”的排列格式。
    # Ending an edit
    mask.cleared = 已清除未完成的输入。
    mask.reverted = 已还原未完成的输入。
    # Pastes and values set by the program
    mask.pasteFiltered = 已省略掩码中任何位置都不接受的字符。
    mask.pasteCut = 粘贴内容已截断为掩码可容纳的部分。
    mask.pasteNothingFits = “{text}”中没有符合掩码的内容。
    mask.notFilled = “{text}”未填满“{format}”。
    mask.notAValue = “{text}”不是“{format}”的值。
    # Card numbers
    card.onlyDigitsTyped = 卡号中只能输入数字。
    card.onlyDigits = 卡号只包含数字。
    card.digitsKept = 仅保留了数字。
    card.digitsConverted = 数字以0-9存储。
    card.incomplete = 卡号不完整。
    card.lengths = {name}卡号为{limit}位。
    card.lengthsRange = {name}卡号为{number}到{limit}位。
    card.visaLengths = {name}卡号为13、16或19位。
    card.dinersLengths = {name}卡号为14位或16到19位。
    card.checkDigitMismatch = 校验位不匹配。
    card.checkDigitNotYet = 校验位暂不匹配：{name}卡号最多{limit}位。
    card.checksum = 校验位不匹配：有数字输错了。
    card.unknownStart = 没有以“{text}”开头的卡号。
    card.brandNotAccepted = 此处不接受{name}卡。
    card.brandsNotAccepted = 以“{text}”开头的号码属于{options}卡，此处不接受。
    card.brandTooLong = {name}卡号最多{limit}位。
    card.tooLong = 卡号最多{limit}位。
    card.emptyValue = 空字符串不是卡号。
    card.invalidValue = “{text}”不是卡号：{cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = IBAN中只能输入字母和数字。
    iban.onlyLettersAndDigits = IBAN只包含字母和数字。
    iban.spacesCannotReplace = 空格不能代替IBAN中的字符：字段会自行添加空格。
    iban.lettersAndDigitsKept = 仅保留了字母和数字。
    iban.capitals = IBAN中的字母均为大写。
    iban.countryCodeFirst = IBAN以两个字母的国家代码开头。
    iban.startsWithLetters = IBAN以两个字母开头，即国家代码。
    iban.checkDigits = IBAN的第三和第四个字符是校验位。
    iban.unknownCountryStart = 没有以“{text}”开头的IBAN国家代码。
    iban.unknownCountry = {name}不是使用IBAN的国家。
    iban.length = {name}的IBAN为{limit}个字符。
    iban.checksum = 校验位不匹配：有字符输错了。
    iban.takenFromPaste = 已从粘贴的文本中提取 IBAN。
    iban.several = 粘贴的文本包含多个 IBAN（{someOptions}）；请只粘贴一个。
    # One-time codes
    code.onlyDigitsTyped = 验证码中只能输入数字。
    code.onlyDigits = 验证码只包含数字。
    code.digitsConverted = 数字以0-9存储。
    code.digitsKept = 仅保留了数字。
    code.takenFromPaste = 已从粘贴的文本中提取验证码。
    code.takenInPlace = 已从粘贴的文本中提取验证码，替换了之前输入的数字。
    code.several = 粘贴的文本包含多个{limit}位验证码（{someOptions}）；请只粘贴一个。
    code.noDigits = 粘贴的文本不包含数字。
    code.noGroup = 粘贴的文本中没有一组{limit}位的数字。
    code.length = 验证码为{limit}位。
    code.emptyValue = 空字符串不是验证码。
    code.invalidValue = “{text}”不是验证码：{cause}
    # Typing and pasting
    phone.onlyDigitsTyped = 电话号码中只能输入数字，以及开头的“+”。
    phone.plusOnlyAtStart = {character}只能出现在电话号码开头，且只能出现一次。
    phone.digitsConverted = 数字以0-9存储。
    phone.callingCodeHere = 此处的号码带国际区号书写：+{number}。
    phone.writtenWithCallingCode = 此处的号码带国际区号书写。
    phone.numberKept = 仅保留了电话号码。
    phone.pasteNotANumber = 粘贴的文本不是电话号码。
    phone.pasteSeveral = 粘贴的文本包含多个号码。
    phone.pasteNone = 粘贴的文本不包含电话号码。
    # Reading the number
    phone.onlyDigits = 电话号码在开头的“+”之后只能包含数字。
    phone.tooLong = 电话号码最多{limit}位。
    phone.callingCodeZero = 没有以0开头的国际区号：请在“+”之后输入。
    phone.callingCodeStartNotAccepted = 此处不接受国际区号以+{number}开头的号码。
    phone.unknownCallingCode = 没有国家使用国际区号+{number}。
    phone.callingCodeNotAccepted = 此处不接受国际区号为+{number}的号码。
    phone.regionNotAccepted = 此处不接受{name}的号码。
    phone.tooLongAfterCallingCode = 国际区号为+{number}的号码，区号之后最多{limit}位。
    phone.noSuchStart = 没有以此开头的电话号码。
    phone.incomplete = 电话号码不完整。
    phone.notLaidOut = “{text}”的排列方式与此字段的电话号码格式不符。
    # Values set by the program
    phone.invalidValue = “{text}”不是电话号码：{cause}
    phone.notANumberValue = “{text}”不是电话号码：无法识别为电话号码。
    # Forms: required fields and rules between fields
    form.required = 此字段为必填项。
    form.equal = 此值与“{name}”不一致。
    form.after = 此值必须在“{name}”之后。
    form.notBefore = 此值不能在“{name}”之前。
    form.afterByAmount = 此值必须比“{name}”至少大{text}。
    form.afterByYears = 此值必须在“{name}”之后至少{limit}年。
    form.afterByMonths = 此值必须在“{name}”之后至少{limit}个月。
    form.afterByDays = 此值必须在“{name}”之后至少{limit}天。
    form.afterByMinutes = 此值必须在“{name}”之后至少{limit}分钟。
    form.oneOf = 请填写{choices}。
    form.requiredIf = 填写了“{name}”时，此字段为必填项。
    form.requiredIfEquals = “{name}”为“{text}”时，此字段为必填项。
    form.securityCode = {name}卡的安全码为{limit}位。
    """
}
