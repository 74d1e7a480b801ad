// swift-format-ignore-file
// The Turkish sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let turkish: StaticString = """
    @quotes = “ ”
    @months = Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık
    @list.middle = {0}, {1}
    @list.or = {0} veya {1}
    # Text fields: characters and lengths
    text.controlCharacter = Denetim karakterleri ({character}) kabul edilmiyor.
    text.lineBreakInSingleLine = Tek satırlık bir alanda satır sonları, sekmeler ve denetim karakterleri ({character}) kabul edilmiyor.
    text.notAccepted = {character} burada kabul edilmiyor.
    text.nothingAccepted = Burada kabul edilen hiçbir şey girilmedi.
    text.lineBreakDropped = Yapıştırılan metnin sonundaki satır sonu kaldırıldı.
    text.joinedRemoved = Birleşerek burada kabul edilmeyen bir karakter oluşturan karakterler kaldırıldı.
    text.droppedAndCut = Kabul edilmeyen karakterler kaldırıldı ve kalan kısım {limit, plural, one {# {unit, select, utf16 {UTF-16 kod birimi} utf8 {bayt} scalars {Unicode skaler değeri} other {karakter}}} other {# {unit, select, utf16 {UTF-16 kod birimi} utf8 {bayt} scalars {Unicode skaler değeri} other {karakter}}}} olacak şekilde kısaltıldı.
    text.cut = Yalnızca {limit, plural, one {# {unit, select, utf16 {UTF-16 kod birimine} utf8 {bayta} scalars {Unicode skaler değerine} other {karaktere}}} other {# {unit, select, utf16 {UTF-16 kod birimine} utf8 {bayta} scalars {Unicode skaler değerine} other {karaktere}}}} sığan kısım tutuldu.
    text.dropped = Burada kabul edilmeyen karakterler kaldırıldı.
    text.tooLong = Bu alana en fazla {limit, plural, one {# {unit, select, utf16 {UTF-16 kod birimi} utf8 {bayt} scalars {Unicode skaler değeri} other {karakter}}} other {# {unit, select, utf16 {UTF-16 kod birimi} utf8 {bayt} scalars {Unicode skaler değeri} other {karakter}}}} sığar.
    text.notUpperCase = {character} büyük harf değil; bu alandaki harfler büyük harftir.
    text.notLowerCase = {character} küçük harf değil; bu alandaki harfler küçük harftir.
    text.convertedToUpperCase = Harfler büyük harfe dönüştürüldü.
    text.convertedToLowerCase = Harfler küçük harfe dönüştürüldü.
    text.adjusted = Girdi, alanın kuralına göre düzenlendi.
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = Yazmaya devam edin ve seçin: {choices}.
    choice.spacesDropped = Yapıştırılan metnin başındaki ve sonundaki boşluklar ile satır sonları kaldırıldı.
    choice.notAllowed = {text} burada kabul edilmiyor; seçin: {choices}.
    choice.completed = Tamamlandı: {text}.
    choice.cleared = “{text}” bir seçenek değil; alan temizlendi.
    choice.wentBack = “{text}” bir seçenek değil; alan {name} değerine geri döndü.
    choice.noAllowedOption = “{text}” ile başlayan izin verilmiş bir seçenek yok; seçin: {choices}.
    choice.noOption = “{text}” ile başlayan bir seçenek yok; seçin: {choices}.
    choice.notAnOption = “{text}” bir seçenek değil; seçin: {choices}.
    choice.range = {lowerBound} ile {upperBound} arasında bir seçenek
    choice.many = {number} seçenekten biri ({someOptions}, …)
    # Any field
    field.notLaidOut = “{text}”, bu alanın karakter düzenine uymuyor.
    field.nothingTypable = Buraya hiçbir şey yazılamaz.
    field.typeOver = Karakterleri değiştirmek için üzerlerine yazın; diğerleri yerinde kalır.
    value.rounded = Değer, bu alanın izin verdiği basamaklara yuvarlandı.
    value.noValue = “{text}”, bu alanın kabul ettiği hiçbir değere karşılık gelmiyor.
    value.notAcceptable = Değer, bu alanın kuralına göre kabul edilemez.
    # Checking an entry (inputrules check)
    entry.empty = Girdi boş.
    entry.cannotBeTyped = Girdi bu alana yazılamaz.
    entry.noValue = Girdi bir değer içermiyor.
    entry.typedDifferently = Girdi yazıldığında bunun yerine şu çıkıyor: “{text}”.
    entry.notComplete = Girdi tamamlanmamış.
    entry.commitChanges = Düzenlemeyi bitirmek girdiyi değiştirir.
    entry.invalidEncoding = {name, select, line {Satır} other {Girdi}} geçerli UTF-8 değil.
    entry.required = Bir değer girin.
    entry.tooLarge = Giriş denetlenemeyecek kadar uzun: en fazla {limit} bayt.
    field.notAccepted = Kabul edilmez.
    # Number rules (integer, decimal, money): range and sign
    number.range = Sayı {lowerBound} ile {upperBound} arasında olmalıdır.
    number.atLeast = Sayı en az {lowerBound} olmalıdır.
    number.atMost = Sayı en fazla {upperBound} olmalıdır.
    number.outsideRange = Sayı izin verilen aralığın dışında.
    number.negative = Negatif sayılara izin verilmiyor.
    number.minusAtZero = Buraya eksi işareti yazılamaz: sayı en az {number} olmalıdır.
    number.beyondIntegers = “{text}”, bu alanın tutabildiği tam sayıların ({number} bit) dışında.
    # Digits
    number.wholeNumbersOnly = Yalnızca tam sayılar.
    number.fractionDigits = Ondalık ayırıcıdan sonra en fazla {limit, plural, one {# basamak} other {# basamak}}.
    number.integerDigits = Ondalık ayırıcıdan önce en fazla {limit, plural, one {# basamak} other {# basamak}}.
    number.totalDigits = En fazla {limit} basamak.
    number.significantDigits = En fazla {limit, plural, one {# anlamlı basamak} other {# anlamlı basamak}}.
    number.exponentTooSmallWhole = Üs, sayıyı fazla küçültüyor: yalnızca tam sayılar.
    number.exponentTooSmall = Üs, sayıyı fazla küçültüyor: ondalık ayırıcıdan sonra en fazla {limit, plural, one {# basamak} other {# basamak}}.
    number.exponentTooLarge = Üs, sayıyı fazla büyütüyor: ondalık ayırıcıdan önce en fazla {limit, plural, one {# basamak} other {# basamak}}.
    # Keys a field takes
    number.onlyDigits = Buraya yalnızca rakam yazılabilir.
    number.onlyDigitsAndMinus = Buraya yalnızca rakam ve eksi işareti yazılabilir.
    number.onlyDigitsAndSeparator = Buraya yalnızca rakam ve ondalık ayırıcı yazılabilir.
    number.onlyDigitsMinusAndSeparator = Buraya yalnızca rakam, eksi işareti ve ondalık ayırıcı yazılabilir.
    number.onlyScientificKeys = Buraya yalnızca rakam, eksi işareti, ondalık ayırıcı ve üs yazılabilir.
    number.registerNoSeparator = Rakamlar en küçük birimden başlayarak doldurulur: ayırıcı yazılmaz.
    number.currencySymbol = {character} bir para birimi simgesi; bu alana simgesiz bir sayı girilir.
    number.otherCurrency = {character} bu alanın para birimi değil; bu alanın para birimi: {name} (“{symbol}”).
    # Separators
    number.groupingShown = Binlik ayırıcıları alan kendisi gösterir; ayırıcı yazmanın bir etkisi yoktur.
    number.groupingNotShown = Binlik ayırıcılar (“{symbol}”) bu alanda gösterilmez; ayırıcı yazmanın bir etkisi yoktur.
    number.ambiguousComma = Yazılan {character} burada ondalık ayırıcı veya binlik ayırıcı olarak anlaşılabileceği için kabul edilmedi: ondalık ayırıcı “{symbol}” (veya “.”).
    number.ambiguousCommaWhole = Yazılan {character} burada ondalık ayırıcı veya binlik ayırıcı olarak anlaşılabileceği için kabul edilmedi: bu alana tam sayı girilir.
    number.takenFromPaste = Tutar, yapıştırılan metinden alındı.
    number.severalAmounts = Yapıştırılan metinde birden fazla tutar var ({someOptions}); yalnızca birini yapıştırın.
    number.misplacedGrouping = Yazıldığı haliyle tek bir sayı değil: yerel ayarların hiç kullanmadığı bir yerde boşluk, simge veya binlik ayırıcı (“{symbol}”) var; ondalık ayırıcı “{format}”.
    # The text as a whole
    number.notANumber = Bu bir sayı değil.
    number.tooLong = {unit, select, utf8 {En fazla {limit} bayt.} utf16 {En fazla {limit} UTF-16 kod birimi.} scalars {En fazla {limit} Unicode skaler değeri.} other {En fazla {limit} karakter.}}
    number.textTooLong = Metin çok uzun.
    number.incomplete = Sayı henüz tamamlanmadı.
    number.notComplete = Sayı tamamlanmamıştı.
    number.changesNothing = Bu, sayıda hiçbir şeyi değiştirmiyor.
    number.notPlainNumber = “{text}”, 1234.5 veya -7 gibi düz bir sayı değil (en fazla {limit} basamak).
    number.notWholeNumber = “{text}”, 25 veya -7 gibi bir tam sayı değil.
    number.notWrittenAsInteger = “{text}”, bir tam sayı değerinin yazıldığı gibi yazılmamış: yalnızca rakamlar, örneğin 25.
    # Editing ended
    number.reformatted = Sayı yeniden biçimlendirildi.
    number.clamped = Sayı izin verilen aralığa getirildi.
    number.rounded = Sayı izin verilen basamaklara yuvarlandı.
    number.reverted = {cause} Alan son geçerli değerine döndü: {text}.
    number.revertedCleared = {cause} Alan temizlendi.
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = Biçim, “{text}” metnini bir değer olarak okuyamıyor.
    format.notAValue = Biçim, bu metni bir değer olarak okuyamıyor.
    format.reformatted = Biçimlendirildi.
    format.reverted = Metin son geçerli değere döndü.
    format.notFiniteDecimal = Değer, en fazla {limit} basamaklı sonlu bir sayı değil.
    # Typing: what the field takes
    date.complete = {subject, select, time {Saat} other {Tarih}} tamamlandı.
    date.onlyDigits = {subject, select, time {Saate} other {Tarihe}} yalnızca rakam yazılabilir.
    date.onlyDigitsAndDayPeriod = {subject, select, time {Saate} other {Tarihe}} yalnızca rakam ile AM veya PM için A veya P yazılabilir.
    date.onlyDigitsHere = Buraya yalnızca rakam yazılabilir.
    date.digitsStored = Rakamlar 0-9 olarak saklanır.
    date.incomplete = {subject, select, time {Saati} other {Tarihi}} eksiksiz yazın: {format}.
    # A field that cannot hold what was typed
    date.yearRange = Yıl 0001 ile 9999 arasında olur.
    date.shortYearRange = Yıl 00 ile 99 arasında olur.
    date.monthRange = Ay 01 ile 12 arasında olur.
    date.dayRange = Gün 01 ile 31 arasında olur.
    date.hour24Range = Saat 00 ile 23 arasında olur.
    date.hour12Range = Saat 01 ile 12 arasında olur.
    date.minuteRange = Dakika 00 ile 59 arasında olur.
    date.secondRange = Saniye 00 ile 59 arasında olur.
    date.dayPeriod = AM için A, PM için P yazın.
    date.monthDays = {month} ayı {limit, plural, one {# gündür} other {# gündür}}.
    date.februaryInYear = {number} yılında {month} ayı {limit, plural, one {# gündür} other {# gündür}}.
    date.februaryAtMost = {month} ayı en fazla {limit, plural, one {# gündür} other {# gündür}}.
    date.noneStarts = Böyle başlayan bir {subject, select, time {saat} other {tarih}} yok.
    # The range
    date.earliest = En erken {subject, select, time {saat} other {tarih}}: {lowerBound}.
    date.latest = En geç {subject, select, time {saat} other {tarih}}: {upperBound}.
    date.noneInRange = Aralıkta böyle başlayan bir {subject, select, time {saat} other {tarih}} yok.
    # Pastes and values set by the program
    date.ambiguousPaste = “{text}” birden fazla {subject, select, time {saat} other {tarih}} olarak okunabilir; {format} biçiminde yazın.
    date.pasteReplaced = Yapıştırılan {subject, select, time {saat} other {tarih}}, yazılanın yerini aldı.
    date.pasteNoDigits = Yapıştırılan metinde rakam yok.
    date.pasteDigitsCut = Yalnızca sığan rakamlar tutuldu.
    date.pasteDigitsKept = Yalnızca rakamlar tutuldu.
    date.notCanonical = “{text}”, {format} alanlarına sahip ISO 8601 biçiminde bir {subject, select, time {saat} other {tarih}} değil.
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = {character} buraya uymuyor: bu konuma {name, select, digit {bir rakam} letter {bir harf} alphanumeric {bir harf veya rakam} other {“{symbol}” karakterlerinden biri}} girilir.
    mask.full = Alan dolu: “{format}” maskesi {limit, plural, one {# karakter} other {# karakter}} alır.
    mask.tooLong = Bu alana en fazla {limit, plural, one {# {unit, select, utf16 {UTF-16 kod birimi} utf8 {bayt} scalars {Unicode skaler değeri} other {karakter}}} other {# {unit, select, utf16 {UTF-16 kod birimi} utf8 {bayt} scalars {Unicode skaler değeri} other {karakter}}}} sığar.
    mask.noLongerFit = Artık konumlarına sığmayan karakterler kaldırıldı.
    mask.incomplete = “{format}” için daha fazla karakter gerekiyor.
    mask.notLaidOut = “{text}”, “{format}” düzeninde değil.
    # Ending an edit
    mask.cleared = Eksik bir girdi temizlendi.
    mask.reverted = Eksik bir girdi geri alındı.
    # Pastes and values set by the program
    mask.pasteFiltered = Maskenin hiçbir konumuna uymayan karakterler atlandı.
    mask.pasteCut = Yapıştırılan metin, maskenin alabileceği kadarına kısaltıldı.
    mask.pasteNothingFits = “{text}” içinde maskeye uyan hiçbir şey yok.
    mask.notFilled = “{text}”, “{format}” maskesini doldurmuyor.
    mask.notAValue = “{text}”, “{format}” maskesinin bir değeri değil.
    # Card numbers
    card.onlyDigitsTyped = Kart numarasına yalnızca rakam yazılabilir.
    card.onlyDigits = Kart numarası yalnızca rakamlardan oluşur.
    card.digitsKept = Yalnızca rakamlar tutuldu.
    card.digitsConverted = Rakamlar 0-9 olarak saklanır.
    card.incomplete = Kart numarası eksik.
    card.lengths = {name} kart numaraları {limit, plural, one {# hanelidir} other {# hanelidir}}.
    card.lengthsRange = {name} kart numaraları {number} ile {limit, plural, one {# hane} other {# hane}} arasındadır.
    card.visaLengths = {name} kart numaraları 13, 16 veya 19 hanelidir.
    card.dinersLengths = {name} kart numaraları 14 haneli ya da 16 ile 19 hane arasındadır.
    card.checkDigitMismatch = Kontrol hanesi uyuşmuyor.
    card.checkDigitNotYet = Kontrol hanesi henüz uyuşmuyor: {name} kart numaraları en fazla {limit, plural, one {# hanelidir} other {# hanelidir}}.
    card.checksum = Kontrol hanesi uyuşmuyor: bir rakam yanlış yazılmış.
    card.unknownStart = {text} ile başlayan bir kart numarası yok.
    card.brandNotAccepted = {name} kartları burada kabul edilmiyor.
    card.brandsNotAccepted = {text} ile başlayan numaralar {options} kartlarına aittir; bu kartlar burada kabul edilmiyor.
    card.brandTooLong = {name} kart numaraları en fazla {limit, plural, one {# hanelidir} other {# hanelidir}}.
    card.tooLong = Kart numarası en fazla {limit, plural, one {# hanelidir} other {# hanelidir}}.
    card.emptyValue = Boş bir dize hiçbir kart numarasını belirtmez.
    card.invalidValue = “{text}” bir kart numarası değil: {cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = IBAN'a yalnızca harf ve rakam yazılabilir.
    iban.onlyLettersAndDigits = IBAN yalnızca harf ve rakamlardan oluşur.
    iban.spacesCannotReplace = Boşluklar IBAN'daki karakterlerin yerini alamaz: alan boşlukları kendisi ekler.
    iban.lettersAndDigitsKept = Yalnızca harfler ve rakamlar tutuldu.
    iban.capitals = IBAN'daki harfler büyük harftir.
    iban.countryCodeFirst = IBAN iki harfli bir ülke koduyla başlar.
    iban.startsWithLetters = IBAN iki harfle, yani ülke koduyla başlar.
    iban.checkDigits = IBAN'ın üçüncü ve dördüncü karakterleri kontrol haneleridir.
    iban.unknownCountryStart = {text} ile başlayan bir IBAN ülke kodu yok.
    iban.unknownCountry = {name}, IBAN kullanan bir ülke değil.
    iban.length = Ülke kodu {name} olan bir IBAN {limit, plural, one {# karakterdir} other {# karakterdir}}.
    iban.checksum = Kontrol haneleri uyuşmuyor: bir karakter yanlış yazılmış.
    iban.takenFromPaste = IBAN, yapıştırılan metinden alındı.
    iban.several = Yapıştırılan metinde birden fazla IBAN var ({someOptions}); yalnızca birini yapıştırın.
    # One-time codes
    code.onlyDigitsTyped = Koda yalnızca rakam yazılabilir.
    code.onlyDigits = Kod yalnızca rakamlardan oluşur.
    code.digitsConverted = Rakamlar 0-9 olarak saklanır.
    code.digitsKept = Yalnızca rakamlar tutuldu.
    code.takenFromPaste = Kod, yapıştırılan metinden alındı.
    code.takenInPlace = Kod, daha önce yazılan rakamların yerine yapıştırılan metinden alındı.
    code.several = Yapıştırılan metinde birden fazla {limit} haneli kod var ({someOptions}); yalnızca birini yapıştırın.
    code.noDigits = Yapıştırılan metinde rakam yok.
    code.noGroup = Yapıştırılan metinde {limit, plural, one {# haneli} other {# haneli}} bir grup yok.
    code.length = Kod {limit, plural, one {# hanelidir} other {# hanelidir}}.
    code.emptyValue = Boş bir dize hiçbir kodu belirtmez.
    code.invalidValue = “{text}” bir kod değil: {cause}
    # Typing and pasting
    phone.onlyDigitsTyped = Telefon numarasına yalnızca rakam ve başına “+” yazılabilir.
    phone.plusOnlyAtStart = {character} yalnızca telefon numarasının başında ve yalnızca bir kez yer alabilir.
    phone.digitsConverted = Rakamlar 0-9 olarak saklanır.
    phone.callingCodeHere = Burada numaralar ülke koduyla yazılır: +{number}.
    phone.writtenWithCallingCode = Numara burada ülke koduyla yazılır.
    phone.numberKept = Yalnızca telefon numarası tutuldu.
    phone.pasteNotANumber = Yapıştırılan metin bir telefon numarası değil.
    phone.pasteSeveral = Yapıştırılan metinde birden fazla numara var.
    phone.pasteNone = Yapıştırılan metinde telefon numarası yok.
    # Reading the number
    phone.onlyDigits = Telefon numarası, baştaki “+” işaretinden sonra yalnızca rakamlardan oluşur.
    phone.tooLong = Telefon numarası en fazla {limit, plural, one {# hanelidir} other {# hanelidir}}.
    phone.callingCodeZero = Hiçbir ülke kodu 0 ile başlamaz: kodu “+” işaretinden sonra yazın.
    phone.callingCodeStartNotAccepted = Ülke kodu +{number} ile başlayan numaralar burada kabul edilmiyor.
    phone.unknownCallingCode = Ülke kodu +{number} olan bir ülke yok.
    phone.callingCodeNotAccepted = Ülke kodu +{number} olan numaralar burada kabul edilmiyor.
    phone.regionNotAccepted = {name} bölgesinin numaraları burada kabul edilmiyor.
    phone.tooLongAfterCallingCode = Ülke kodu +{number} olan bir numarada koddan sonra en fazla {limit, plural, one {# hane} other {# hane}} bulunur.
    phone.noSuchStart = Böyle başlayan bir telefon numarası yok.
    phone.incomplete = Telefon numarası eksik.
    phone.notLaidOut = “{text}”, bu alanın telefon numaralarını düzenleme biçimine uymuyor.
    # Values set by the program
    phone.invalidValue = “{text}” bir telefon numarası değil: {cause}
    phone.notANumberValue = “{text}” bir telefon numarası değil: telefon numarası olarak okunmuyor.
    # Forms: required fields and rules between fields
    form.required = Bu alan zorunludur.
    form.equal = Bu değer “{name}” alanıyla eşleşmiyor.
    form.after = Bu değer “{name}” alanındaki değerden sonra olmalıdır.
    form.notBefore = Bu değer “{name}” alanındaki değerden önce olmamalıdır.
    form.afterByAmount = Bu değer “{name}” alanındaki değerden en az {text} fazla olmalıdır.
    form.afterByYears = Bu değer “{name}” alanındaki değerden en az {limit, plural, one {# yıl} other {# yıl}} sonra olmalıdır.
    form.afterByMonths = Bu değer “{name}” alanındaki değerden en az {limit, plural, one {# ay} other {# ay}} sonra olmalıdır.
    form.afterByDays = Bu değer “{name}” alanındaki değerden en az {limit, plural, one {# gün} other {# gün}} sonra olmalıdır.
    form.afterByMinutes = Bu değer “{name}” alanındaki değerden en az {limit, plural, one {# dakika} other {# dakika}} sonra olmalıdır.
    form.oneOf = {choices} alanını doldurun.
    form.requiredIf = “{name}” alanı doluysa bu alan zorunludur.
    form.requiredIfEquals = “{name}” alanının değeri “{text}” ise bu alan zorunludur.
    form.securityCode = {name} kartlarının güvenlik kodu {limit, plural, one {# hanelidir} other {# hanelidir}}.
    """
}
