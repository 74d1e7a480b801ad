// swift-format-ignore-file
// The Hebrew sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let hebrew: StaticString = """
    @quotes = ” ”
    @months = ינואר|פברואר|מרץ|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר
    @list.middle = {0}, {1}
    @list.or = {0} או {1}
    # Text fields: characters and lengths
    text.controlCharacter = לא ניתן להזין תווי בקרה ({character}).
    text.lineBreakInSingleLine = לא ניתן להזין מעברי שורה, טאבים ותווי בקרה ({character}) בשדה של שורה אחת.
    text.notAccepted = התו {character} אינו מתקבל כאן.
    text.nothingAccepted = לא הוזן שום דבר שמתקבל כאן.
    text.lineBreakDropped = מעבר השורה בסוף הטקסט המודבק הושמט.
    text.joinedRemoved = הוסרו תווים שהתחברו לתו אחד שאינו מתקבל כאן.
    text.droppedAndCut = תווים שאינם מתקבלים הושמטו, והשאר קוצר {limit, plural, one {ל{unit, select, utf16 {יחידת קוד UTF-16 אחת} utf8 {בייט אחד} scalars {סקלר Unicode אחד} other {תו אחד}}} two {ל{unit, select, utf16 {שתי יחידות קוד UTF-16} utf8 {שני בתים} scalars {שני סקלרי Unicode} other {שני תווים}}} other {ל-{unit, select, utf16 {# יחידות קוד UTF-16} utf8 {# בתים} scalars {# סקלרי Unicode} other {# תווים}}}}.
    text.cut = נשמר רק מה שנכנס {limit, plural, one {ב{unit, select, utf16 {יחידת קוד UTF-16 אחת} utf8 {בייט אחד} scalars {סקלר Unicode אחד} other {תו אחד}}} two {ב{unit, select, utf16 {שתי יחידות קוד UTF-16} utf8 {שני בתים} scalars {שני סקלרי Unicode} other {שני תווים}}} other {ב-{unit, select, utf16 {# יחידות קוד UTF-16} utf8 {# בתים} scalars {# סקלרי Unicode} other {# תווים}}}}.
    text.dropped = תווים שאינם מתקבלים כאן הושמטו.
    text.tooLong = בשדה זה ניתן להזין לכל היותר {limit, plural, one {{unit, select, utf16 {יחידת קוד UTF-16 אחת} utf8 {בייט אחד} scalars {סקלר Unicode אחד} other {תו אחד}}} two {{unit, select, utf16 {שתי יחידות קוד UTF-16} utf8 {שני בתים} scalars {שני סקלרי Unicode} other {שני תווים}}} other {{unit, select, utf16 {# יחידות קוד UTF-16} utf8 {# בתים} scalars {# סקלרי Unicode} other {# תווים}}}}.
    text.notUpperCase = התו {character} אינו אות רישית; האותיות בשדה זה הן רישיות.
    text.notLowerCase = התו {character} אינו אות קטנה; האותיות בשדה זה הן קטנות.
    text.convertedToUpperCase = האותיות הומרו לאותיות רישיות.
    text.convertedToLowerCase = האותיות הומרו לאותיות קטנות.
    text.adjusted = הקלט הותאם לפי הכלל של השדה.
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = המשיכו להקליד: בחרו {choices}.
    choice.spacesDropped = רווחים ומעברי שורה סביב הטקסט המודבק הושמטו.
    choice.notAllowed = {text} אינו מותר כאן; בחרו {choices}.
    choice.completed = הושלם ל-{text}.
    choice.cleared = ”{text}” אינו אחת מהאפשרויות; השדה נוקה.
    choice.wentBack = ”{text}” אינו אחת מהאפשרויות; השדה חזר ל-{name}.
    choice.noAllowedOption = אין אפשרות מותרת שמתחילה ב-”{text}”; בחרו {choices}.
    choice.noOption = אין אפשרות שמתחילה ב-”{text}”; בחרו {choices}.
    choice.notAnOption = ”{text}” אינו אחת מהאפשרויות; בחרו {choices}.
    choice.range = אפשרות מ-{lowerBound} עד {upperBound}
    choice.many = אחת מ-{number} האפשרויות ({someOptions}, …)
    # Any field
    field.notLaidOut = ”{text}” אינו תואם את סידור התווים בשדה זה.
    field.nothingTypable = לא ניתן להקליד כאן דבר.
    field.typeOver = הקלידו מעל התווים כדי לשנות אותם; שאר התווים יישארו במקומם.
    value.rounded = הערך עוגל למספר הספרות ששדה זה מאפשר.
    value.noValue = ”{text}” אינו מציין ערך ששדה זה מקבל.
    value.notAcceptable = הערך אינו מתקבל לפי הכלל של שדה זה.
    # Checking an entry (inputrules check)
    entry.empty = הקלט ריק.
    entry.cannotBeTyped = לא ניתן להקליד את הקלט בשדה זה.
    entry.noValue = הקלט אינו מכיל ערך.
    entry.typedDifferently = הקלדת הקלט מניבה ”{text}” במקום זאת.
    entry.notComplete = הקלט אינו שלם.
    entry.commitChanges = סיום העריכה משנה את הקלט.
    entry.invalidEncoding = {name, select, line {השורה אינה בקידוד UTF-8 תקין.} other {הקלט אינו בקידוד UTF-8 תקין.}}
    entry.required = הזינו ערך.
    entry.tooLarge = הקלט ארוך מכדי לבדוק אותו: לכל היותר {limit, plural, one {בייט אחד} two {# בייטים} other {# בייטים}}.
    field.notAccepted = לא מתקבל.
    # Number rules (integer, decimal, money): range and sign
    number.range = המספר צריך להיות מ-{lowerBound} עד {upperBound}.
    number.atLeast = המספר צריך להיות {lowerBound} לפחות.
    number.atMost = המספר צריך להיות {upperBound} לכל היותר.
    number.outsideRange = המספר מחוץ לטווח המותר.
    number.negative = מספרים שליליים אינם מותרים.
    number.minusAtZero = לא ניתן להקליד כאן סימן מינוס: המספר הוא {number} לפחות.
    number.beyondIntegers = ”{text}” חורג מטווח המספרים השלמים ששדה זה מכיל ({number} ביט).
    # Digits
    number.wholeNumbersOnly = מספרים שלמים בלבד.
    number.fractionDigits = {limit, plural, one {ספרה אחת לכל היותר אחרי המפריד העשרוני.} two {שתי ספרות לכל היותר אחרי המפריד העשרוני.} other {# ספרות לכל היותר אחרי המפריד העשרוני.}}
    number.integerDigits = {limit, plural, one {ספרה אחת לכל היותר לפני המפריד העשרוני.} two {שתי ספרות לכל היותר לפני המפריד העשרוני.} other {# ספרות לכל היותר לפני המפריד העשרוני.}}
    number.totalDigits = מספר הספרות המרבי: {limit}.
    number.significantDigits = {limit, plural, one {ספרה משמעותית אחת לכל היותר.} two {שתי ספרות משמעותיות לכל היותר.} other {# ספרות משמעותיות לכל היותר.}}
    number.exponentTooSmallWhole = המעריך הופך את המספר לקטן מדי: מספרים שלמים בלבד.
    number.exponentTooSmall = המעריך הופך את המספר לקטן מדי: {limit, plural, one {ספרה אחת לכל היותר אחרי המפריד העשרוני} two {שתי ספרות לכל היותר אחרי המפריד העשרוני} other {# ספרות לכל היותר אחרי המפריד העשרוני}}.
    number.exponentTooLarge = המעריך הופך את המספר לגדול מדי: {limit, plural, one {ספרה אחת לכל היותר לפני המפריד העשרוני} two {שתי ספרות לכל היותר לפני המפריד העשרוני} other {# ספרות לכל היותר לפני המפריד העשרוני}}.
    # Keys a field takes
    number.onlyDigits = ניתן להקליד כאן ספרות בלבד.
    number.onlyDigitsAndMinus = ניתן להקליד כאן רק ספרות וסימן מינוס.
    number.onlyDigitsAndSeparator = ניתן להקליד כאן רק ספרות ואת המפריד העשרוני.
    number.onlyDigitsMinusAndSeparator = ניתן להקליד כאן רק ספרות, סימן מינוס ואת המפריד העשרוני.
    number.onlyScientificKeys = ניתן להקליד כאן רק ספרות, סימן מינוס, את המפריד העשרוני ומעריך.
    number.registerNoSeparator = הספרות ממלאות את השדה החל מהיחידה הקטנה ביותר: אין צורך להקליד מפריד.
    number.currencySymbol = {character} הוא סמל מטבע; שדה זה מקבל מספר בלי סמל מטבע.
    number.otherCurrency = {character} אינו המטבע של שדה זה: השדה מקבל {name} (”{symbol}”).
    # Separators
    number.groupingShown = השדה מציג את מפרידי האלפים בעצמו; הקלדת מפריד כזה אינה עושה דבר.
    number.groupingNotShown = מפרידי אלפים (”{symbol}”) אינם מוצגים בשדה זה; הקלדת מפריד כזה אינה עושה דבר.
    number.ambiguousComma = {character} שהוקלד כאן יכול להתפרש כמפריד עשרוני או כמפריד אלפים, ולכן הוא לא נקלט: המפריד העשרוני הוא ”{symbol}” (או ”.”).
    number.ambiguousCommaWhole = {character} שהוקלד כאן יכול להתפרש כמפריד עשרוני או כמפריד אלפים, ולכן הוא לא נקלט: שדה זה מקבל מספרים שלמים.
    number.takenFromPaste = הסכום נלקח מהטקסט שהודבק.
    number.severalAmounts = הטקסט שהודבק מכיל כמה סכומים ({someOptions}); הדביקו רק אחד.
    number.misplacedGrouping = מה שנכתב אינו מספר אחד: רווח, סמל או מפריד אלפים (”{symbol}”) מופיע במקום שבו ההגדרות האזוריות אינן מציבות אותם; המפריד העשרוני הוא ”{format}”.
    # The text as a whole
    number.notANumber = זה אינו מספר.
    number.tooLong = {unit, select, utf8 {מספר הבתים המרבי: {limit}.} utf16 {מספר יחידות הקוד של UTF-16 המרבי: {limit}.} scalars {מספר סקלרי Unicode המרבי: {limit}.} other {מספר התווים המרבי: {limit}.}}
    number.textTooLong = הטקסט ארוך מדי.
    number.incomplete = המספר עדיין אינו שלם.
    number.notComplete = המספר לא היה שלם.
    number.changesNothing = זה לא משנה דבר במספר.
    number.notPlainNumber = ”{text}” אינו מספר פשוט כמו 1234.5 או -7 (מספר הספרות המרבי: {limit}).
    number.notWholeNumber = ”{text}” אינו מספר שלם כמו 25 או -7.
    number.notWrittenAsInteger = ”{text}” אינו כתוב כמו שכותבים ערך שלם: בספרות, כמו 25.
    # Editing ended
    number.reformatted = המספר עוצב מחדש.
    number.clamped = המספר הותאם לטווח המותר.
    number.rounded = המספר עוגל למספר הספרות המותר.
    number.reverted = {cause} השדה חזר לערך התקין האחרון שלו, {text}.
    number.revertedCleared = {cause} השדה נוקה.
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = הפורמט אינו מזהה את ”{text}” כערך.
    format.notAValue = הפורמט אינו מזהה את הטקסט הזה כערך.
    format.reformatted = עוצב.
    format.reverted = הטקסט חזר לערך התקין האחרון.
    format.notFiniteDecimal = הערך אינו מספר סופי שמספר ספרותיו {limit} לכל היותר.
    # Typing: what the field takes
    date.complete = {subject, select, time {השעה הושלמה.} other {התאריך הושלם.}}
    date.onlyDigits = ניתן להקליד רק ספרות ב{subject, select, time {שעה} other {תאריך}}.
    date.onlyDigitsAndDayPeriod = ניתן להקליד ב{subject, select, time {שעה} other {תאריך}} רק ספרות, ו-A או P עבור AM או PM.
    date.onlyDigitsHere = ניתן להקליד כאן ספרות בלבד.
    date.digitsStored = הספרות נשמרות כ-0-9.
    date.incomplete = הקלידו את {subject, select, time {השעה המלאה} other {התאריך המלא}}: {format}.
    # A field that cannot hold what was typed
    date.yearRange = שנה היא מ-0001 עד 9999.
    date.shortYearRange = שנה היא מ-00 עד 99.
    date.monthRange = חודש הוא מ-01 עד 12.
    date.dayRange = יום הוא מ-01 עד 31.
    date.hour24Range = שעה היא מ-00 עד 23.
    date.hour12Range = שעה היא מ-01 עד 12.
    date.minuteRange = דקות הן מ-00 עד 59.
    date.secondRange = שניות הן מ-00 עד 59.
    date.dayPeriod = הקלידו A עבור AM או P עבור PM.
    date.monthDays = ב{month} יש {limit, plural, one {יום אחד} two {יומיים} other {# ימים}}.
    date.februaryInYear = ב{month} {number} יש {limit, plural, one {יום אחד} two {יומיים} other {# ימים}}.
    date.februaryAtMost = ב{month} יש לכל היותר {limit, plural, one {יום אחד} two {יומיים} other {# ימים}}.
    date.noneStarts = {subject, select, time {אין שעה שמתחילה כך.} other {אין תאריך שמתחיל כך.}}
    # The range
    date.earliest = {subject, select, time {השעה המוקדמת ביותר היא {lowerBound}.} other {התאריך המוקדם ביותר הוא {lowerBound}.}}
    date.latest = {subject, select, time {השעה המאוחרת ביותר היא {upperBound}.} other {התאריך המאוחר ביותר הוא {upperBound}.}}
    date.noneInRange = {subject, select, time {אין בטווח שעה שמתחילה כך.} other {אין בטווח תאריך שמתחיל כך.}}
    # Pastes and values set by the program
    date.ambiguousPaste = אפשר לקרוא את ”{text}” כיותר {subject, select, time {משעה אחת} other {מתאריך אחד}}; הקלידו בתבנית {format}.
    date.pasteReplaced = {subject, select, time {השעה שהודבקה החליפה את זו שהוקלדה.} other {התאריך שהודבק החליף את זה שהוקלד.}}
    date.pasteNoDigits = הטקסט שהודבק אינו מכיל ספרות.
    date.pasteDigitsCut = נשמרו רק הספרות שנכנסו.
    date.pasteDigitsKept = נשמרו רק הספרות.
    date.notCanonical = ”{text}” אינו {subject, select, time {שעה} other {תאריך}} בתקן ISO 8601 עם השדות של {format}.
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = התו {character} אינו מתאים כאן: המקום הזה מקבל {name, select, digit {ספרה} letter {אות} alphanumeric {אות או ספרה} other {אחד מהתווים של ”{symbol}”}}.
    mask.full = השדה מלא: ”{format}” מכיל {limit, plural, one {תו אחד} two {שני תווים} other {# תווים}}.
    mask.tooLong = בשדה זה ניתן להזין לכל היותר {limit, plural, one {{unit, select, utf16 {יחידת קוד UTF-16 אחת} utf8 {בייט אחד} scalars {סקלר Unicode אחד} other {תו אחד}}} two {{unit, select, utf16 {שתי יחידות קוד UTF-16} utf8 {שני בתים} scalars {שני סקלרי Unicode} other {שני תווים}}} other {{unit, select, utf16 {# יחידות קוד UTF-16} utf8 {# בתים} scalars {# סקלרי Unicode} other {# תווים}}}}.
    mask.noLongerFit = הוסרו תווים שכבר אינם מתאימים למקומם.
    mask.incomplete = ”{format}” דורש תווים נוספים.
    mask.notLaidOut = ”{text}” אינו בנוי לפי ”{format}”.
    # Ending an edit
    mask.cleared = קלט חלקי נוקה.
    mask.reverted = קלט חלקי הוחזר לקדמותו.
    # Pastes and values set by the program
    mask.pasteFiltered = תווים שאף מקום במסכה אינו מקבל הושמטו.
    mask.pasteCut = הטקסט המודבק קוצר למה שהמסכה מכילה.
    mask.pasteNothingFits = שום דבר ב-”{text}” אינו מתאים למסכה.
    mask.notFilled = ”{text}” אינו ממלא את ”{format}”.
    mask.notAValue = ”{text}” אינו ערך של ”{format}”.
    
    # Card numbers
    card.onlyDigitsTyped = ניתן להקליד במספר כרטיס רק ספרות.
    card.onlyDigits = מספר כרטיס מכיל ספרות בלבד.
    card.digitsKept = נשמרו רק הספרות.
    card.digitsConverted = הספרות נשמרות כ-0-9.
    card.incomplete = מספר הכרטיס אינו שלם.
    card.lengths = במספרי {name} יש {limit, plural, one {ספרה אחת} two {שתי ספרות} other {# ספרות}}.
    card.lengthsRange = במספרי {name} יש {number} עד {limit, plural, one {# ספרה} two {# ספרות} other {# ספרות}}.
    card.visaLengths = במספרי {name} יש 13, 16 או 19 ספרות.
    card.dinersLengths = במספרי {name} יש 14 ספרות או 16 עד 19 ספרות.
    card.checkDigitMismatch = ספרת הביקורת אינה תואמת.
    card.checkDigitNotYet = ספרת הביקורת עדיין אינה תואמת: במספרי {name} יש לכל היותר {limit, plural, one {ספרה אחת} two {שתי ספרות} other {# ספרות}}.
    card.checksum = ספרת הביקורת אינה תואמת: אחת הספרות הוקלדה בטעות.
    card.unknownStart = אין מספר כרטיס שמתחיל ב-{text}.
    card.brandNotAccepted = כרטיסי {name} אינם מתקבלים כאן.
    card.brandsNotAccepted = מספרים שמתחילים ב-{text} הם של כרטיסי {options}, שאינם מתקבלים כאן.
    card.brandTooLong = במספרי {name} יש לכל היותר {limit, plural, one {ספרה אחת} two {שתי ספרות} other {# ספרות}}.
    card.tooLong = במספר כרטיס יש לכל היותר {limit, plural, one {ספרה אחת} two {שתי ספרות} other {# ספרות}}.
    card.emptyValue = מחרוזת ריקה אינה מציינת מספר כרטיס.
    card.invalidValue = ”{text}” אינו מספר כרטיס: {cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = ניתן להקליד ב-IBAN רק אותיות וספרות.
    iban.onlyLettersAndDigits = IBAN מכיל אותיות וספרות בלבד.
    iban.spacesCannotReplace = רווחים אינם יכולים להחליף תווים של IBAN: השדה מוסיף את הרווחים בעצמו.
    iban.lettersAndDigitsKept = נשמרו רק האותיות והספרות.
    iban.capitals = האותיות ב-IBAN הן אותיות רישיות.
    iban.countryCodeFirst = IBAN מתחיל בקוד מדינה בן שתי אותיות.
    iban.startsWithLetters = IBAN מתחיל בשתי אותיות, קוד המדינה.
    iban.checkDigits = התו השלישי והתו הרביעי ב-IBAN הם ספרות ביקורת.
    iban.unknownCountryStart = אין קוד מדינה של IBAN שמתחיל ב-{text}.
    iban.unknownCountry = {name} אינה מדינה שמשתמשת ב-IBAN.
    iban.length = ב-IBAN של {name} יש {limit, plural, one {תו אחד} two {שני תווים} other {# תווים}}.
    iban.checksum = ספרות הביקורת אינן תואמות: אחד התווים הוקלד בטעות.
    iban.takenFromPaste = מספר ה-IBAN נלקח מהטקסט שהודבק.
    iban.several = הטקסט שהודבק מכיל כמה מספרי IBAN ({someOptions}); הדביקו רק אחד.
    # One-time codes
    code.onlyDigitsTyped = ניתן להקליד בקוד רק ספרות.
    code.onlyDigits = קוד מכיל ספרות בלבד.
    code.digitsConverted = הספרות נשמרות כ-0-9.
    code.digitsKept = נשמרו רק הספרות.
    code.takenFromPaste = הקוד נלקח מהטקסט שהודבק.
    code.takenInPlace = הקוד נלקח מהטקסט שהודבק, במקום הספרות שהוקלדו קודם.
    code.several = הטקסט שהודבק מכיל כמה קודים בני {limit, plural, one {ספרה אחת} two {שתי ספרות} other {# ספרות}} ({someOptions}); הדביקו רק אחד.
    code.noDigits = הטקסט שהודבק אינו מכיל ספרות.
    code.noGroup = הטקסט שהודבק אינו מכיל קבוצה של {limit, plural, one {ספרה אחת} two {שתי ספרות} other {# ספרות}}.
    code.length = בקוד יש {limit, plural, one {ספרה אחת} two {שתי ספרות} other {# ספרות}}.
    code.emptyValue = מחרוזת ריקה אינה מציינת קוד.
    code.invalidValue = ”{text}” אינו קוד: {cause}
    # Typing and pasting
    phone.onlyDigitsTyped = ניתן להקליד במספר טלפון רק ספרות, ו-”+” בתחילתו.
    phone.plusOnlyAtStart = {character} יכול להופיע רק בתחילת מספר טלפון, ורק פעם אחת.
    phone.digitsConverted = הספרות נשמרות כ-0-9.
    phone.callingCodeHere = כאן כותבים מספרים עם קידומת המדינה שלהם: +{number}.
    phone.writtenWithCallingCode = כאן המספר נכתב עם קידומת המדינה שלו.
    phone.numberKept = נשמר רק מספר הטלפון.
    phone.pasteNotANumber = הטקסט שהודבק אינו מספר טלפון.
    phone.pasteSeveral = הטקסט שהודבק מכיל יותר ממספר אחד.
    phone.pasteNone = הטקסט שהודבק אינו מכיל מספר טלפון.
    # Reading the number
    phone.onlyDigits = מספר טלפון מכיל ספרות בלבד, אחרי ”+” בהתחלה.
    phone.tooLong = במספר טלפון יש לכל היותר {limit, plural, one {ספרה אחת} two {שתי ספרות} other {# ספרות}}.
    phone.callingCodeZero = אין קידומת מדינה שמתחילה ב-0: הקלידו אותה אחרי ”+”.
    phone.callingCodeStartNotAccepted = מספרים עם קידומת מדינה שמתחילה ב-+{number} אינם מתקבלים כאן.
    phone.unknownCallingCode = אין מדינה עם קידומת +{number}.
    phone.callingCodeNotAccepted = מספרים עם קידומת המדינה +{number} אינם מתקבלים כאן.
    phone.regionNotAccepted = מספרים של {name} אינם מתקבלים כאן.
    phone.tooLongAfterCallingCode = במספר עם קידומת המדינה +{number} יש לכל היותר {limit, plural, one {ספרה אחת} two {שתי ספרות} other {# ספרות}} אחרי הקידומת.
    phone.noSuchStart = אין מספר טלפון שמתחיל כך.
    phone.incomplete = מספר הטלפון אינו שלם.
    phone.notLaidOut = ”{text}” אינו תואם את האופן שבו שדה זה מסדר מספרי טלפון.
    # Values set by the program
    phone.invalidValue = ”{text}” אינו מספר טלפון: {cause}
    phone.notANumberValue = ”{text}” אינו מספר טלפון: זה אינו מספר טלפון.
    # Forms: required fields and rules between fields
    form.required = זהו שדה חובה.
    form.equal = הערך אינו תואם את ”{name}”.
    form.after = הערך צריך להיות אחרי ”{name}”.
    form.notBefore = הערך לא יכול להיות לפני ”{name}”.
    form.afterByAmount = הערך צריך להיות גדול מ-”{name}” לפחות ב-{text}.
    form.afterByYears = הערך צריך להיות לפחות {limit, plural, one {שנה אחת} two {שנתיים} other {# שנים}} אחרי ”{name}”.
    form.afterByMonths = הערך צריך להיות לפחות {limit, plural, one {חודש אחד} two {חודשיים} other {# חודשים}} אחרי ”{name}”.
    form.afterByDays = הערך צריך להיות לפחות {limit, plural, one {יום אחד} two {יומיים} other {# ימים}} אחרי ”{name}”.
    form.afterByMinutes = הערך צריך להיות לפחות {limit, plural, one {דקה אחת} two {שתי דקות} other {# דקות}} אחרי ”{name}”.
    form.oneOf = מלאו את השדה {choices}.
    form.requiredIf = זהו שדה חובה כאשר השדה ”{name}” מולא.
    form.requiredIfEquals = זהו שדה חובה כאשר הערך של ”{name}” הוא ”{text}”.
    form.securityCode = בקוד האבטחה של כרטיסי {name} יש {limit, plural, one {ספרה אחת} two {שתי ספרות} other {# ספרות}}.
    """
}
