// swift-format-ignore-file
// The Korean sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let korean: StaticString = """
    @quotes = “ ”
    @months = 1월|2월|3월|4월|5월|6월|7월|8월|9월|10월|11월|12월
    @list.middle = {0}, {1}
    @list.or = {0} 또는 {1}
    # Text fields: characters and lengths
    text.controlCharacter = 제어 문자({character})는 입력할 수 없습니다.
    text.lineBreakInSingleLine = 한 줄 필드에는 줄바꿈, 탭, 제어 문자({character})를 입력할 수 없습니다.
    text.notAccepted = {character} 문자는 여기에 입력할 수 없습니다.
    text.nothingAccepted = 여기에 입력할 수 있는 문자가 입력되지 않았습니다.
    text.lineBreakDropped = 붙여넣은 텍스트 끝의 줄바꿈이 삭제되었습니다.
    text.joinedRemoved = 결합되어 여기에 입력할 수 없는 문자가 된 문자가 제거되었습니다.
    text.droppedAndCut = 입력할 수 없는 문자가 삭제되었고, 나머지는 {unit, select, utf16 {UTF-16 코드 단위 {limit}개} utf8 {{limit}바이트} scalars {Unicode 스칼라 값 {limit}개} other {{limit}자}}로 잘렸습니다.
    text.cut = {unit, select, utf16 {UTF-16 코드 단위 {limit}개} utf8 {{limit}바이트} scalars {Unicode 스칼라 값 {limit}개} other {{limit}자}}에 들어가는 부분만 남았습니다.
    text.dropped = 여기에 입력할 수 없는 문자가 삭제되었습니다.
    text.tooLong = 이 필드에는 최대 {unit, select, utf16 {UTF-16 코드 단위 {limit}개} utf8 {{limit}바이트} scalars {Unicode 스칼라 값 {limit}개} other {{limit}자}}까지 입력할 수 있습니다.
    text.notUpperCase = {character} 문자는 대문자가 아닙니다. 이 필드에서는 대문자를 사용합니다.
    text.notLowerCase = {character} 문자는 소문자가 아닙니다. 이 필드에서는 소문자를 사용합니다.
    text.convertedToUpperCase = 문자가 대문자로 변환되었습니다.
    text.convertedToLowerCase = 문자가 소문자로 변환되었습니다.
    text.adjusted = 필드 규칙에 따라 입력 내용이 조정되었습니다.
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = 계속 입력하여 {choices} 중에서 선택하십시오.
    choice.spacesDropped = 붙여넣은 텍스트 앞뒤의 공백과 줄바꿈이 삭제되었습니다.
    choice.notAllowed = “{text}” 옵션은 여기에서 선택할 수 없습니다. {choices} 중에서 선택하십시오.
    choice.completed = “{text}” 옵션으로 완성되었습니다.
    choice.cleared = “{text}” 옵션은 없습니다. 필드가 지워졌습니다.
    choice.wentBack = “{text}” 옵션은 없습니다. 필드가 “{name}” 값으로 돌아갔습니다.
    choice.noAllowedOption = “{text}”(으)로 시작하는 허용된 옵션이 없습니다. {choices} 중에서 선택하십시오.
    choice.noOption = “{text}”(으)로 시작하는 옵션이 없습니다. {choices} 중에서 선택하십시오.
    choice.notAnOption = “{text}” 옵션은 없습니다. {choices} 중에서 선택하십시오.
    choice.range = {lowerBound}부터 {upperBound}까지의 옵션
    choice.many = 옵션 {number}개({someOptions}, …)
    # Any field
    field.notLaidOut = “{text}”의 문자 배치가 이 필드의 문자 배치와 다릅니다.
    field.nothingTypable = 여기에는 아무것도 입력할 수 없습니다.
    field.typeOver = 문자를 변경하려면 그 위에 덮어써서 입력하십시오. 나머지 문자는 그 자리에 그대로 있습니다.
    value.rounded = 값이 이 필드에서 허용하는 자릿수로 반올림되었습니다.
    value.noValue = “{text}”에 해당하는, 이 필드에서 허용하는 값이 없습니다.
    value.notAcceptable = 이 값은 필드 규칙에 맞지 않습니다.
    # Checking an entry (inputrules check)
    entry.empty = 입력 내용이 비어 있습니다.
    entry.cannotBeTyped = 이 입력 내용은 이 필드에 입력할 수 없습니다.
    entry.noValue = 입력 내용에 값이 없습니다.
    entry.typedDifferently = 이 입력 내용을 입력하면 대신 “{text}” 값이 됩니다.
    entry.notComplete = 입력 내용이 완전하지 않습니다.
    entry.commitChanges = 편집을 마치면 입력 내용이 변경됩니다.
    entry.invalidEncoding = 이 {name, select, line {줄은} other {입력 내용은}} 유효한 UTF-8이 아닙니다.
    entry.required = 값을 입력하십시오.
    entry.tooLarge = 입력이 너무 길어 확인할 수 없습니다(최대 {limit}바이트).
    field.notAccepted = 허용되지 않습니다.
    # Number rules (integer, decimal, money): range and sign
    number.range = 숫자는 {lowerBound} 이상 {upperBound} 이하여야 합니다.
    number.atLeast = 숫자는 {lowerBound} 이상이어야 합니다.
    number.atMost = 숫자는 {upperBound} 이하여야 합니다.
    number.outsideRange = 숫자가 허용 범위를 벗어났습니다.
    number.negative = 음수는 입력할 수 없습니다.
    number.minusAtZero = 여기에는 마이너스 기호를 입력할 수 없습니다. 숫자는 {number} 이상입니다.
    number.beyondIntegers = “{text}” 값은 이 필드에서 처리할 수 있는 정수({number}비트)의 범위를 벗어납니다.
    # Digits
    number.wholeNumbersOnly = 정수만 입력할 수 있습니다.
    number.fractionDigits = 소수점 아래는 최대 {limit}자리입니다.
    number.integerDigits = 소수점 앞은 최대 {limit}자리입니다.
    number.totalDigits = 최대 {limit}자리입니다.
    number.significantDigits = 유효 숫자는 최대 {limit}자리입니다.
    number.exponentTooSmallWhole = 지수 때문에 숫자가 너무 작아집니다. 정수만 입력할 수 있습니다.
    number.exponentTooSmall = 지수 때문에 숫자가 너무 작아집니다. 소수점 아래는 최대 {limit}자리입니다.
    number.exponentTooLarge = 지수 때문에 숫자가 너무 커집니다. 소수점 앞은 최대 {limit}자리입니다.
    # Keys a field takes
    number.onlyDigits = 여기에는 숫자만 입력할 수 있습니다.
    number.onlyDigitsAndMinus = 여기에는 숫자와 마이너스 기호만 입력할 수 있습니다.
    number.onlyDigitsAndSeparator = 여기에는 숫자와 소수점만 입력할 수 있습니다.
    number.onlyDigitsMinusAndSeparator = 여기에는 숫자, 마이너스 기호, 소수점만 입력할 수 있습니다.
    number.onlyScientificKeys = 여기에는 숫자, 마이너스 기호, 소수점, 지수만 입력할 수 있습니다.
    number.registerNoSeparator = 숫자는 가장 작은 단위부터 채워집니다. 구분 기호는 입력하지 않습니다.
    number.currencySymbol = {character} 기호는 통화 기호입니다. 이 필드에는 통화 기호 없이 숫자를 입력합니다.
    number.otherCurrency = {character} 기호는 이 필드의 통화가 아닙니다. 이 필드의 통화는 {name}(“{symbol}”)입니다.
    # Separators
    number.groupingShown = 자릿수 구분 기호는 필드가 표시합니다. 입력해도 아무것도 바뀌지 않습니다.
    number.groupingNotShown = 이 필드에는 자릿수 구분 기호(“{symbol}”)가 표시되지 않습니다. 입력해도 아무것도 바뀌지 않습니다.
    number.ambiguousComma = 입력한 {character} 기호는 여기에서 소수점으로도 자릿수 구분 기호로도 해석될 수 있어 입력되지 않았습니다. 소수점은 “{symbol}”(또는 “.”)입니다.
    number.ambiguousCommaWhole = 입력한 {character} 기호는 여기에서 소수점으로도 자릿수 구분 기호로도 해석될 수 있어 입력되지 않았습니다. 이 필드에는 정수를 입력합니다.
    number.takenFromPaste = 붙여넣은 텍스트에서 금액을 가져왔습니다.
    number.severalAmounts = 붙여넣은 텍스트에 금액이 여러 개 있습니다({someOptions}). 하나만 붙여넣으십시오.
    number.misplacedGrouping = 하나의 숫자로 읽을 수 없습니다. 지역 형식에서 쓰지 않는 위치에 공백, 기호 또는 자릿수 구분 기호(“{symbol}”)가 있습니다. 소수점은 “{format}”입니다.
    # The text as a whole
    number.notANumber = 숫자가 아닙니다.
    number.tooLong = {unit, select, utf8 {최대 {limit}바이트입니다.} utf16 {최대 UTF-16 코드 단위 {limit}개입니다.} scalars {최대 Unicode 스칼라 값 {limit}개입니다.} other {최대 {limit}자입니다.}}
    number.textTooLong = 텍스트가 너무 깁니다.
    number.incomplete = 숫자가 아직 완전하지 않습니다.
    number.notComplete = 숫자가 완전하지 않았습니다.
    number.changesNothing = 그렇게 해도 숫자는 바뀌지 않습니다.
    number.notPlainNumber = “{text}” 값은 1234.5, -7 같은 일반 숫자(최대 {limit}자리)가 아닙니다.
    number.notWholeNumber = “{text}” 값은 25, -7 같은 정수가 아닙니다.
    number.notWrittenAsInteger = “{text}” 값은 정수 값의 표기 방식(25와 같은 숫자)으로 쓰여 있지 않습니다.
    # Editing ended
    number.reformatted = 숫자 형식이 다시 지정되었습니다.
    number.clamped = 숫자가 허용 범위 안으로 조정되었습니다.
    number.rounded = 숫자가 허용된 자릿수로 반올림되었습니다.
    number.reverted = {cause} 필드가 마지막 유효 값({text})으로 돌아갔습니다.
    number.revertedCleared = {cause} 필드가 지워졌습니다.
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = 이 형식으로는 “{text}” 텍스트를 값으로 읽을 수 없습니다.
    format.notAValue = 이 형식으로는 이 텍스트를 값으로 읽을 수 없습니다.
    format.reformatted = 형식이 지정되었습니다.
    format.reverted = 텍스트가 마지막 유효 값으로 돌아갔습니다.
    format.notFiniteDecimal = 값이 최대 {limit}자리의 유한한 숫자가 아닙니다.
    # Typing: what the field takes
    date.complete = {subject, select, time {시간} other {날짜}} 입력이 완료되었습니다.
    date.onlyDigits = {subject, select, time {시간} other {날짜}}에는 숫자만 입력할 수 있습니다.
    date.onlyDigitsAndDayPeriod = {subject, select, time {시간} other {날짜}}에는 숫자와 오전·오후를 나타내는 A 또는 P만 입력할 수 있습니다.
    date.onlyDigitsHere = 여기에는 숫자만 입력할 수 있습니다.
    date.digitsStored = 숫자는 0-9로 저장됩니다.
    date.incomplete = {format} 형식으로 {subject, select, time {시간} other {날짜}} 전체를 입력하십시오.
    # A field that cannot hold what was typed
    date.yearRange = 연도는 0001부터 9999까지입니다.
    date.shortYearRange = 연도는 00부터 99까지입니다.
    date.monthRange = 월은 01부터 12까지입니다.
    date.dayRange = 일은 01부터 31까지입니다.
    date.hour24Range = 시는 00부터 23까지입니다.
    date.hour12Range = 시는 01부터 12까지입니다.
    date.minuteRange = 분은 00부터 59까지입니다.
    date.secondRange = 초는 00부터 59까지입니다.
    date.dayPeriod = 오전은 A, 오후는 P를 입력하십시오.
    date.monthDays = {month}은 {limit}일까지 있습니다.
    date.februaryInYear = {number}년 {month}은 {limit}일까지 있습니다.
    date.februaryAtMost = {month}은 최대 {limit}일까지 있습니다.
    date.noneStarts = 이렇게 시작하는 {subject, select, time {시간이} other {날짜가}} 없습니다.
    # The range
    date.earliest = 가장 이른 {subject, select, time {시간은} other {날짜는}} {lowerBound}입니다.
    date.latest = 가장 늦은 {subject, select, time {시간은} other {날짜는}} {upperBound}입니다.
    date.noneInRange = 범위 안에 이렇게 시작하는 {subject, select, time {시간이} other {날짜가}} 없습니다.
    # Pastes and values set by the program
    date.ambiguousPaste = “{text}” 값은 둘 이상의 {subject, select, time {시간으로} other {날짜로}} 해석될 수 있습니다. {format} 형식으로 입력하십시오.
    date.pasteReplaced = {subject, select, time {붙여넣은 시간이 입력한 시간을 대체했습니다.} other {붙여넣은 날짜가 입력한 날짜를 대체했습니다.}}
    date.pasteNoDigits = 붙여넣은 텍스트에 숫자가 없습니다.
    date.pasteDigitsCut = 들어갈 수 있는 숫자만 남았습니다.
    date.pasteDigitsKept = 숫자만 남았습니다.
    date.notCanonical = “{text}” 값은 {format} 필드로 이루어진 ISO 8601 형식의 {subject, select, time {시간이} other {날짜가}} 아닙니다.
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = {character} 문자는 여기에 들어갈 수 없습니다. 이 자리에는 {name, select, digit {숫자} letter {문자} alphanumeric {문자 또는 숫자} other {“{symbol}”의 문자 중 하나}}만 들어갈 수 있습니다.
    mask.full = 필드가 가득 찼습니다. “{format}”에는 {limit}자가 들어갑니다.
    mask.tooLong = 이 필드에는 최대 {unit, select, utf16 {UTF-16 코드 단위 {limit}개} utf8 {{limit}바이트} scalars {Unicode 스칼라 값 {limit}개} other {{limit}자}}까지 들어갑니다.
    mask.noLongerFit = 더 이상 자리에 맞지 않는 문자가 제거되었습니다.
    mask.incomplete = “{format}”에 문자가 더 필요합니다.
    mask.notLaidOut = “{text}”의 배치가 “{format}” 형식과 다릅니다.
    # Ending an edit
    mask.cleared = 완성되지 않은 입력 내용이 지워졌습니다.
    mask.reverted = 완성되지 않은 입력 내용이 되돌려졌습니다.
    # Pastes and values set by the program
    mask.pasteFiltered = 마스크의 어느 자리에도 들어갈 수 없는 문자는 제외되었습니다.
    mask.pasteCut = 붙여넣은 내용이 마스크에 들어가는 만큼만 남도록 잘렸습니다.
    mask.pasteNothingFits = “{text}”에는 마스크에 맞는 내용이 없습니다.
    mask.notFilled = “{text}” 값으로는 “{format}” 형식이 모두 채워지지 않습니다.
    mask.notAValue = “{text}” 값은 “{format}” 형식의 값이 아닙니다.
    # Card numbers
    card.onlyDigitsTyped = 카드 번호에는 숫자만 입력할 수 있습니다.
    card.onlyDigits = 카드 번호는 숫자로만 이루어져 있습니다.
    card.digitsKept = 숫자만 남았습니다.
    card.digitsConverted = 숫자는 0-9로 저장됩니다.
    card.incomplete = 카드 번호가 완전하지 않습니다.
    card.lengths = {name} 카드 번호는 {limit}자리입니다.
    card.lengthsRange = {name} 카드 번호는 {number}자리에서 {limit}자리까지입니다.
    card.visaLengths = {name} 카드 번호는 13자리, 16자리 또는 19자리입니다.
    card.dinersLengths = {name} 카드 번호는 14자리 또는 16자리에서 19자리까지입니다.
    card.checkDigitMismatch = 검사 숫자가 일치하지 않습니다.
    card.checkDigitNotYet = 검사 숫자가 아직 일치하지 않습니다. {name} 카드 번호는 최대 {limit}자리입니다.
    card.checksum = 검사 숫자가 일치하지 않습니다. 잘못 입력한 숫자가 있습니다.
    card.unknownStart = “{text}”(으)로 시작하는 카드 번호는 없습니다.
    card.brandNotAccepted = {name} 카드는 여기에서 사용할 수 없습니다.
    card.brandsNotAccepted = “{text}”(으)로 시작하는 번호는 {options} 카드이며, 여기에서 사용할 수 없습니다.
    card.brandTooLong = {name} 카드 번호는 최대 {limit}자리입니다.
    card.tooLong = 카드 번호는 최대 {limit}자리입니다.
    card.emptyValue = 빈 문자열은 카드 번호가 아닙니다.
    card.invalidValue = “{text}” 값은 카드 번호가 아닙니다. {cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = IBAN에는 영문자와 숫자만 입력할 수 있습니다.
    iban.onlyLettersAndDigits = IBAN은 영문자와 숫자로만 이루어져 있습니다.
    iban.spacesCannotReplace = 공백으로 IBAN의 문자를 대신할 수 없습니다. 공백은 필드가 직접 추가합니다.
    iban.lettersAndDigitsKept = 영문자와 숫자만 남았습니다.
    iban.capitals = IBAN의 영문자는 대문자입니다.
    iban.countryCodeFirst = IBAN은 두 글자 국가 코드로 시작합니다.
    iban.startsWithLetters = IBAN은 국가 코드인 영문자 두 개로 시작합니다.
    iban.checkDigits = IBAN의 세 번째와 네 번째 문자는 검사 숫자입니다.
    iban.unknownCountryStart = “{text}”(으)로 시작하는 IBAN 국가 코드는 없습니다.
    iban.unknownCountry = {name} 국가는 IBAN을 사용하지 않습니다.
    iban.length = {name} IBAN은 {limit}자입니다.
    iban.checksum = 검사 숫자가 일치하지 않습니다. 잘못 입력한 문자가 있습니다.
    iban.takenFromPaste = 붙여넣은 텍스트에서 IBAN을 가져왔습니다.
    iban.several = 붙여넣은 텍스트에 IBAN이 여러 개 있습니다({someOptions}). 하나만 붙여넣으십시오.
    # One-time codes
    code.onlyDigitsTyped = 코드에는 숫자만 입력할 수 있습니다.
    code.onlyDigits = 코드는 숫자로만 이루어져 있습니다.
    code.digitsConverted = 숫자는 0-9로 저장됩니다.
    code.digitsKept = 숫자만 남았습니다.
    code.takenFromPaste = 붙여넣은 텍스트에서 코드를 가져왔습니다.
    code.takenInPlace = 이전에 입력한 숫자 대신 붙여넣은 텍스트에서 코드를 가져왔습니다.
    code.several = 붙여넣은 텍스트에 {limit}자리 코드가 여러 개 있습니다({someOptions}). 하나만 붙여넣으십시오.
    code.noDigits = 붙여넣은 텍스트에 숫자가 없습니다.
    code.noGroup = 붙여넣은 텍스트에 {limit}자리 숫자 묶음이 없습니다.
    code.length = 코드는 {limit}자리입니다.
    code.emptyValue = 빈 문자열은 코드가 아닙니다.
    code.invalidValue = “{text}” 값은 코드가 아닙니다. {cause}
    # Typing and pasting
    phone.onlyDigitsTyped = 전화번호에는 숫자와 맨 앞의 “+”만 입력할 수 있습니다.
    phone.plusOnlyAtStart = {character} 기호는 전화번호 맨 앞에 한 번만 입력할 수 있습니다.
    phone.digitsConverted = 숫자는 0-9로 저장됩니다.
    phone.callingCodeHere = 여기에서는 번호를 국가 번호(+{number})와 함께 표기합니다.
    phone.writtenWithCallingCode = 여기에서는 번호를 국가 번호와 함께 표기합니다.
    phone.numberKept = 전화번호만 남았습니다.
    phone.pasteNotANumber = 붙여넣은 텍스트는 전화번호가 아닙니다.
    phone.pasteSeveral = 붙여넣은 텍스트에 번호가 두 개 이상 있습니다.
    phone.pasteNone = 붙여넣은 텍스트에 전화번호가 없습니다.
    # Reading the number
    phone.onlyDigits = 전화번호에는 맨 앞의 “+” 다음에 숫자만 올 수 있습니다.
    phone.tooLong = 전화번호는 최대 {limit}자리입니다.
    phone.callingCodeZero = 0으로 시작하는 국가 번호는 없습니다. “+” 뒤에 입력하십시오.
    phone.callingCodeStartNotAccepted = 국가 번호가 +{number}(으)로 시작하는 번호는 여기에서 사용할 수 없습니다.
    phone.unknownCallingCode = 국가 번호가 +{number}인 국가는 없습니다.
    phone.callingCodeNotAccepted = 국가 번호가 +{number}인 번호는 여기에서 사용할 수 없습니다.
    phone.regionNotAccepted = {name} 지역의 번호는 여기에서 사용할 수 없습니다.
    phone.tooLongAfterCallingCode = 국가 번호가 +{number}인 번호는 국가 번호 뒤에 최대 {limit}자리까지 올 수 있습니다.
    phone.noSuchStart = 이렇게 시작하는 전화번호는 없습니다.
    phone.incomplete = 전화번호가 완전하지 않습니다.
    phone.notLaidOut = “{text}”의 배치가 이 필드의 전화번호 배치와 다릅니다.
    # Values set by the program
    phone.invalidValue = “{text}” 값은 전화번호가 아닙니다. {cause}
    phone.notANumberValue = “{text}” 값은 전화번호가 아닙니다. 전화번호로 인식할 수 없습니다.
    # Forms: required fields and rules between fields
    form.required = 이 필드는 필수입니다.
    form.equal = “{name}” 값과 일치하지 않습니다.
    form.after = “{name}”보다 뒤여야 합니다.
    form.notBefore = “{name}”보다 앞설 수 없습니다.
    form.afterByAmount = “{name}”보다 {text} 이상 커야 합니다.
    form.afterByYears = “{name}”보다 {limit}년 이상 뒤여야 합니다.
    form.afterByMonths = “{name}”보다 {limit}개월 이상 뒤여야 합니다.
    form.afterByDays = “{name}”보다 {limit}일 이상 뒤여야 합니다.
    form.afterByMinutes = “{name}”보다 {limit}분 이상 뒤여야 합니다.
    form.oneOf = {choices} 중 하나 이상을 입력하십시오.
    form.requiredIf = “{name}” 필드를 입력한 경우 이 필드는 필수입니다.
    form.requiredIfEquals = “{name}” 값이 “{text}”인 경우 이 필드는 필수입니다.
    form.securityCode = {name} 카드의 보안 코드는 {limit}자리입니다.
    """
}
