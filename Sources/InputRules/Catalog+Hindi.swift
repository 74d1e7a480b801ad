// swift-format-ignore-file
// The Hindi sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let hindi: StaticString = """
    @quotes = “ ”
    @months = जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर
    @list.middle = {0}, {1}
    @list.or = {0} या {1}
    # Text fields: characters and lengths
    text.controlCharacter = कंट्रोल वर्ण ({character}) स्वीकार नहीं किए जाते।
    text.lineBreakInSingleLine = एक पंक्ति वाले फ़ील्ड में लाइन ब्रेक, टैब और कंट्रोल वर्ण ({character}) स्वीकार नहीं किए जाते।
    text.notAccepted = {character} यहाँ स्वीकार नहीं किया जाता।
    text.nothingAccepted = ऐसा कुछ भी दर्ज नहीं किया गया जो यहाँ स्वीकार किया जाता हो।
    text.lineBreakDropped = चिपकाए गए टेक्स्ट के अंत का लाइन ब्रेक हटा दिया गया।
    text.joinedRemoved = ऐसे वर्ण हटा दिए गए जो जुड़कर एक ऐसा वर्ण बन गए थे जो यहाँ स्वीकार नहीं किया जाता।
    text.droppedAndCut = अस्वीकार्य वर्ण हटा दिए गए और बाकी टेक्स्ट को {limit, plural, one {# {unit, select, utf16 {UTF-16 कोड इकाई} utf8 {बाइट} scalars {Unicode स्केलर} other {वर्ण}}} other {# {unit, select, utf16 {UTF-16 कोड इकाइयों} utf8 {बाइट} scalars {Unicode स्केलरों} other {वर्णों}}}} तक छोटा कर दिया गया।
    text.cut = केवल उतना रखा गया जितना {limit, plural, one {# {unit, select, utf16 {UTF-16 कोड इकाई} utf8 {बाइट} scalars {Unicode स्केलर} other {वर्ण}}} other {# {unit, select, utf16 {UTF-16 कोड इकाइयों} utf8 {बाइट} scalars {Unicode स्केलरों} other {वर्णों}}}} में आ सका।
    text.dropped = यहाँ अस्वीकार्य वर्ण हटा दिए गए।
    text.tooLong = {limit, plural, one {इस फ़ील्ड में अधिकतम # {unit, select, utf16 {UTF-16 कोड इकाई आ सकती है} utf8 {बाइट आ सकता है} scalars {Unicode स्केलर आ सकता है} other {वर्ण आ सकता है}}।} other {इस फ़ील्ड में अधिकतम # {unit, select, utf16 {UTF-16 कोड इकाइयाँ आ सकती हैं} utf8 {बाइट आ सकते हैं} scalars {Unicode स्केलर आ सकते हैं} other {वर्ण आ सकते हैं}}।}}
    text.notUpperCase = {character} बड़ा अक्षर नहीं है; इस फ़ील्ड में अक्षर बड़े होते हैं।
    text.notLowerCase = {character} छोटा अक्षर नहीं है; इस फ़ील्ड में अक्षर छोटे होते हैं।
    text.convertedToUpperCase = अक्षरों को बड़े अक्षरों में बदल दिया गया।
    text.convertedToLowerCase = अक्षरों को छोटे अक्षरों में बदल दिया गया।
    text.adjusted = फ़ील्ड के नियम के अनुसार प्रविष्टि को समायोजित किया गया।
    # Choices: {choices} lists the options, or is told by choice.range or choice.many
    choice.keepTyping = टाइप करते रहें: {choices} चुनें।
    choice.spacesDropped = चिपकाए गए टेक्स्ट के आसपास की स्पेस और लाइन ब्रेक हटा दिए गए।
    choice.notAllowed = {text} की यहाँ अनुमति नहीं है; {choices} चुनें।
    choice.completed = {text} तक पूरा किया गया।
    choice.cleared = “{text}” कोई विकल्प नहीं है; फ़ील्ड खाली कर दिया गया।
    choice.wentBack = “{text}” कोई विकल्प नहीं है; फ़ील्ड {name} पर वापस चला गया।
    choice.noAllowedOption = कोई भी अनुमत विकल्प “{text}” से शुरू नहीं होता; {choices} चुनें।
    choice.noOption = कोई भी विकल्प “{text}” से शुरू नहीं होता; {choices} चुनें।
    choice.notAnOption = “{text}” कोई विकल्प नहीं है; {choices} चुनें।
    choice.range = {lowerBound} से {upperBound} तक का कोई विकल्प
    choice.many = {number} विकल्पों में से कोई एक ({someOptions}, …)
    # Any field
    field.notLaidOut = “{text}” उस क्रम में नहीं है जिसमें यह फ़ील्ड अपने वर्ण रखता है।
    field.nothingTypable = यहाँ कुछ भी टाइप नहीं किया जा सकता।
    field.typeOver = वर्णों को बदलने के लिए उनके ऊपर टाइप करें; बाकी वर्ण अपनी जगह पर रहेंगे।
    value.rounded = मान को उतने अंकों तक पूर्णांकित किया गया जितने यह फ़ील्ड अनुमति देता है।
    value.noValue = “{text}” ऐसा कोई मान नहीं बताता जिसे यह फ़ील्ड स्वीकार करता हो।
    value.notAcceptable = इस फ़ील्ड के नियम के अनुसार मान स्वीकार्य नहीं है।
    # Checking an entry (inputrules check)
    entry.empty = प्रविष्टि खाली है।
    entry.cannotBeTyped = प्रविष्टि को इस फ़ील्ड में टाइप नहीं किया जा सकता।
    entry.noValue = प्रविष्टि में कोई मान नहीं है।
    entry.typedDifferently = प्रविष्टि टाइप करने पर इसके बजाय “{text}” बनता है।
    entry.notComplete = प्रविष्टि पूरी नहीं है।
    entry.commitChanges = संपादन समाप्त करने से प्रविष्टि बदल जाती है।
    entry.invalidEncoding = {name, select, line {पंक्ति} other {प्रविष्टि}} मान्य UTF-8 नहीं है।
    entry.required = कोई मान दर्ज करें।
    entry.tooLarge = प्रविष्टि जाँचने के लिए बहुत लंबी है: अधिकतम {limit} बाइट।
    field.notAccepted = स्वीकार नहीं किया गया।
    # Number rules (integer, decimal, money): range and sign
    number.range = संख्या {lowerBound} से {upperBound} तक होनी चाहिए।
    number.atLeast = संख्या कम से कम {lowerBound} होनी चाहिए।
    number.atMost = संख्या अधिकतम {upperBound} होनी चाहिए।
    number.outsideRange = संख्या अनुमत सीमा से बाहर है।
    number.negative = ऋणात्मक संख्याओं की अनुमति नहीं है।
    number.minusAtZero = यहाँ ऋण चिह्न टाइप नहीं किया जा सकता: संख्या कम से कम {number} है।
    number.beyondIntegers = “{text}” उन पूर्णांकों की सीमा से बाहर है जिन्हें यह फ़ील्ड रख सकता है ({number}-बिट)।
    # Digits
    number.wholeNumbersOnly = केवल पूर्ण संख्याएँ।
    number.fractionDigits = {limit, plural, one {दशमलव विभाजक के बाद अधिकतम # अंक।} other {दशमलव विभाजक के बाद अधिकतम # अंक।}}
    number.integerDigits = {limit, plural, one {दशमलव विभाजक से पहले अधिकतम # अंक।} other {दशमलव विभाजक से पहले अधिकतम # अंक।}}
    number.totalDigits = अधिकतम {limit} अंक।
    number.significantDigits = {limit, plural, one {अधिकतम # सार्थक अंक।} other {अधिकतम # सार्थक अंक।}}
    number.exponentTooSmallWhole = घातांक के कारण संख्या बहुत छोटी हो जाती है: केवल पूर्ण संख्याएँ।
    number.exponentTooSmall = {limit, plural, one {घातांक के कारण संख्या बहुत छोटी हो जाती है: दशमलव विभाजक के बाद अधिकतम # अंक।} other {घातांक के कारण संख्या बहुत छोटी हो जाती है: दशमलव विभाजक के बाद अधिकतम # अंक।}}
    number.exponentTooLarge = {limit, plural, one {घातांक के कारण संख्या बहुत बड़ी हो जाती है: दशमलव विभाजक से पहले अधिकतम # अंक।} other {घातांक के कारण संख्या बहुत बड़ी हो जाती है: दशमलव विभाजक से पहले अधिकतम # अंक।}}
    # Keys a field takes
    number.onlyDigits = यहाँ केवल अंक टाइप किए जा सकते हैं।
    number.onlyDigitsAndMinus = यहाँ केवल अंक और ऋण चिह्न टाइप किए जा सकते हैं।
    number.onlyDigitsAndSeparator = यहाँ केवल अंक और दशमलव विभाजक टाइप किए जा सकते हैं।
    number.onlyDigitsMinusAndSeparator = यहाँ केवल अंक, ऋण चिह्न और दशमलव विभाजक टाइप किए जा सकते हैं।
    number.onlyScientificKeys = यहाँ केवल अंक, ऋण चिह्न, दशमलव विभाजक और घातांक टाइप किए जा सकते हैं।
    number.registerNoSeparator = अंक सबसे छोटी इकाई से भरे जाते हैं: कोई विभाजक टाइप नहीं किया जाता।
    number.currencySymbol = {character} एक मुद्रा चिह्न है; यह फ़ील्ड बिना मुद्रा चिह्न के संख्या लेता है।
    number.otherCurrency = {character} इस फ़ील्ड की मुद्रा नहीं है: यह फ़ील्ड {name} (“{symbol}”) लेता है।
    # Separators
    number.groupingShown = समूहन विभाजक फ़ील्ड खुद दिखाता है; इसे टाइप करने से कुछ नहीं होता।
    number.groupingNotShown = इस फ़ील्ड में समूहन विभाजक (“{symbol}”) नहीं दिखाए जाते; इसे टाइप करने से कुछ नहीं होता।
    number.ambiguousComma = टाइप किया गया {character} यहाँ दशमलव विभाजक भी हो सकता है और समूहन विभाजक भी, इसलिए इसे नहीं लिया गया: दशमलव विभाजक “{symbol}” (या “.”) है।
    number.ambiguousCommaWhole = टाइप किया गया {character} यहाँ दशमलव विभाजक भी हो सकता है और समूहन विभाजक भी, इसलिए इसे नहीं लिया गया: यह फ़ील्ड पूर्ण संख्याएँ लेता है।
    number.takenFromPaste = राशि चिपकाए गए टेक्स्ट से ली गई।
    number.severalAmounts = चिपकाए गए टेक्स्ट में कई राशियाँ हैं ({someOptions}); केवल एक चिपकाएँ।
    number.misplacedGrouping = जैसा लिखा है, यह एक संख्या नहीं है: कोई स्पेस, चिह्न या समूहन विभाजक (“{symbol}”) ऐसी जगह है जहाँ लोकेल इन्हें नहीं रखता; दशमलव विभाजक “{format}” है।
    # The text as a whole
    number.notANumber = यह कोई संख्या नहीं है।
    number.tooLong = {unit, select, utf8 {अधिकतम {limit} बाइट।} utf16 {अधिकतम {limit} UTF-16 कोड इकाइयाँ।} scalars {अधिकतम {limit} Unicode स्केलर।} other {अधिकतम {limit} वर्ण।}}
    number.textTooLong = टेक्स्ट बहुत लंबा है।
    number.incomplete = संख्या अभी पूरी नहीं है।
    number.notComplete = संख्या पूरी नहीं थी।
    number.changesNothing = इससे संख्या में कुछ नहीं बदलता।
    number.notPlainNumber = “{text}” 1234.5 या -7 जैसी सामान्य संख्या नहीं है (अधिकतम {limit} अंक)।
    number.notWholeNumber = “{text}” 25 या -7 जैसी पूर्ण संख्या नहीं है।
    number.notWrittenAsInteger = “{text}” उस तरह नहीं लिखा गया है जैसे पूर्णांक मान लिखा जाता है: अंकों में, जैसे 25।
    # Editing ended
    number.reformatted = संख्या को फिर से फ़ॉर्मैट किया गया।
    number.clamped = संख्या को अनुमत सीमा में लाया गया।
    number.rounded = संख्या को अनुमत अंकों तक पूर्णांकित किया गया।
    number.reverted = {cause} फ़ील्ड अपने पिछले मान्य मान, {text}, पर वापस चला गया।
    number.revertedCleared = {cause} फ़ील्ड खाली कर दिया गया।
    # Foundation format styles and decimals (InputRulesLocale)
    format.notRead = फ़ॉर्मैट “{text}” को मान के रूप में नहीं पढ़ता।
    format.notAValue = फ़ॉर्मैट इस टेक्स्ट को मान के रूप में नहीं पढ़ता।
    format.reformatted = फ़ॉर्मैट किया गया।
    format.reverted = टेक्स्ट पिछले मान्य मान पर वापस चला गया।
    format.notFiniteDecimal = मान अधिकतम {limit} अंकों वाली परिमित संख्या नहीं है।
    # Typing: what the field takes
    date.complete = {subject, select, time {समय पूरा हो गया है।} other {तारीख़ पूरी हो गई है।}}
    date.onlyDigits = {subject, select, time {समय} other {तारीख़}} में केवल अंक टाइप किए जा सकते हैं।
    date.onlyDigitsAndDayPeriod = {subject, select, time {समय} other {तारीख़}} में केवल अंक, और AM के लिए A या PM के लिए P, टाइप किए जा सकते हैं।
    date.onlyDigitsHere = यहाँ केवल अंक टाइप किए जा सकते हैं।
    date.digitsStored = अंक 0-9 के रूप में सहेजे जाते हैं।
    date.incomplete = {subject, select, time {पूरा समय टाइप करें: {format}।} other {पूरी तारीख़ टाइप करें: {format}।}}
    # A field that cannot hold what was typed
    date.yearRange = वर्ष 0001 से 9999 तक होता है।
    date.shortYearRange = वर्ष 00 से 99 तक होता है।
    date.monthRange = महीना 01 से 12 तक होता है।
    date.dayRange = दिन 01 से 31 तक होता है।
    date.hour24Range = घंटा 00 से 23 तक होता है।
    date.hour12Range = घंटा 01 से 12 तक होता है।
    date.minuteRange = मिनट 00 से 59 तक होते हैं।
    date.secondRange = सेकंड 00 से 59 तक होते हैं।
    date.dayPeriod = AM के लिए A या PM के लिए P टाइप करें।
    date.monthDays = {month} में {limit, plural, one {# दिन होता है} other {# दिन होते हैं}}।
    date.februaryInYear = {month} {number} में {limit, plural, one {# दिन होता है} other {# दिन होते हैं}}।
    date.februaryAtMost = {month} में अधिकतम {limit, plural, one {# दिन होता है} other {# दिन होते हैं}}।
    date.noneStarts = {subject, select, time {कोई भी समय इस तरह शुरू नहीं होता।} other {कोई भी तारीख़ इस तरह शुरू नहीं होती।}}
    # The range
    date.earliest = {subject, select, time {सबसे पहला समय {lowerBound} है।} other {सबसे पहली तारीख़ {lowerBound} है।}}
    date.latest = {subject, select, time {अंतिम समय {upperBound} है।} other {अंतिम तारीख़ {upperBound} है।}}
    date.noneInRange = {subject, select, time {सीमा में कोई भी समय इस तरह शुरू नहीं होता।} other {सीमा में कोई भी तारीख़ इस तरह शुरू नहीं होती।}}
    # Pastes and values set by the program
    date.ambiguousPaste = “{text}” को एक से अधिक {subject, select, time {समय} other {तारीख़ों}} के रूप में पढ़ा जा सकता है; इसे {format} के रूप में टाइप करें।
    date.pasteReplaced = {subject, select, time {चिपकाए गए समय ने टाइप किए गए समय की जगह ले ली।} other {चिपकाई गई तारीख़ ने टाइप की गई तारीख़ की जगह ले ली।}}
    date.pasteNoDigits = चिपकाए गए टेक्स्ट में कोई अंक नहीं है।
    date.pasteDigitsCut = केवल उतने अंक रखे गए जितने आ सके।
    date.pasteDigitsKept = केवल अंक रखे गए।
    date.notCanonical = {subject, select, time {“{text}” ISO 8601 में {format} के फ़ील्ड वाला समय नहीं है।} other {“{text}” ISO 8601 में {format} के फ़ील्ड वाली तारीख़ नहीं है।}}
    # Typing: `name` is the kind of place (digit, letter, alphanumeric, custom: one of the characters of the notation `symbol`)
    mask.doesNotFit = {character} यहाँ फ़िट नहीं होता: इस स्थान पर {name, select, digit {एक अंक} letter {एक अक्षर} alphanumeric {एक अक्षर या अंक} other {“{symbol}” के वर्णों में से एक}} आता है।
    mask.full = फ़ील्ड भर गया है: “{format}” में {limit, plural, one {# वर्ण आता है} other {# वर्ण आते हैं}}।
    mask.tooLong = {limit, plural, one {इस फ़ील्ड में अधिकतम # {unit, select, utf16 {UTF-16 कोड इकाई आ सकती है} utf8 {बाइट आ सकता है} scalars {Unicode स्केलर आ सकता है} other {वर्ण आ सकता है}}।} other {इस फ़ील्ड में अधिकतम # {unit, select, utf16 {UTF-16 कोड इकाइयाँ आ सकती हैं} utf8 {बाइट आ सकते हैं} scalars {Unicode स्केलर आ सकते हैं} other {वर्ण आ सकते हैं}}।}}
    mask.noLongerFit = जो वर्ण अब अपनी जगह में फ़िट नहीं होते थे, उन्हें हटा दिया गया।
    mask.incomplete = “{format}” के लिए और वर्ण चाहिए।
    mask.notLaidOut = “{text}” का ढाँचा “{format}” जैसा नहीं है।
    # Ending an edit
    mask.cleared = अधूरी प्रविष्टि खाली कर दी गई।
    mask.reverted = अधूरी प्रविष्टि को पहले जैसा कर दिया गया।
    # Pastes and values set by the program
    mask.pasteFiltered = जिन वर्णों को मास्क का कोई भी स्थान नहीं लेता, उन्हें छोड़ दिया गया।
    mask.pasteCut = चिपकाए गए टेक्स्ट को उतना छोटा कर दिया गया जितना मास्क में आता है।
    mask.pasteNothingFits = “{text}” में कुछ भी मास्क में फ़िट नहीं होता।
    mask.notFilled = “{text}” “{format}” को पूरा नहीं भरता।
    mask.notAValue = “{text}”, “{format}” का मान नहीं है।
    
    # Card numbers
    card.onlyDigitsTyped = कार्ड नंबर में केवल अंक टाइप किए जा सकते हैं।
    card.onlyDigits = कार्ड नंबर में केवल अंक होते हैं।
    card.digitsKept = केवल अंक रखे गए।
    card.digitsConverted = अंक 0-9 के रूप में सहेजे जाते हैं।
    card.incomplete = कार्ड नंबर अधूरा है।
    card.lengths = {name} नंबरों में {limit, plural, one {# अंक होता है} other {# अंक होते हैं}}।
    card.lengthsRange = {name} नंबरों में {number} से {limit, plural, one {# अंक} other {# अंक}} तक होते हैं।
    card.visaLengths = {name} नंबरों में 13, 16 या 19 अंक होते हैं।
    card.dinersLengths = {name} नंबरों में 14 या 16 से 19 तक अंक होते हैं।
    card.checkDigitMismatch = चेक अंक मेल नहीं खाता।
    card.checkDigitNotYet = चेक अंक अभी मेल नहीं खाता: {name} नंबरों में अधिकतम {limit, plural, one {# अंक होता है} other {# अंक होते हैं}}।
    card.checksum = चेक अंक मेल नहीं खाता: कोई अंक गलत टाइप हुआ है।
    card.unknownStart = कोई भी कार्ड नंबर {text} से शुरू नहीं होता।
    card.brandNotAccepted = {name} कार्ड यहाँ स्वीकार नहीं किए जाते।
    card.brandsNotAccepted = {text} से शुरू होने वाले नंबर {options} कार्ड के हैं, जो यहाँ स्वीकार नहीं किए जाते।
    card.brandTooLong = {name} नंबरों में अधिकतम {limit, plural, one {# अंक होता है} other {# अंक होते हैं}}।
    card.tooLong = कार्ड नंबर में अधिकतम {limit, plural, one {# अंक होता है} other {# अंक होते हैं}}।
    card.emptyValue = खाली स्ट्रिंग किसी कार्ड नंबर को नहीं दर्शाती।
    card.invalidValue = “{text}” कार्ड नंबर नहीं है: {cause}
    # IBANs
    iban.onlyLettersAndDigitsTyped = IBAN में केवल अक्षर और अंक टाइप किए जा सकते हैं।
    iban.onlyLettersAndDigits = IBAN में केवल अक्षर और अंक होते हैं।
    iban.spacesCannotReplace = स्पेस IBAN के वर्णों की जगह नहीं ले सकते: फ़ील्ड अपनी स्पेस खुद जोड़ता है।
    iban.lettersAndDigitsKept = केवल अक्षर और अंक रखे गए।
    iban.capitals = IBAN में अक्षर बड़े (कैपिटल) होते हैं।
    iban.countryCodeFirst = IBAN दो अक्षरों वाले देश कोड से शुरू होता है।
    iban.startsWithLetters = IBAN दो अक्षरों से शुरू होता है, जो देश कोड होते हैं।
    iban.checkDigits = IBAN के तीसरे और चौथे वर्ण चेक अंक होते हैं।
    iban.unknownCountryStart = कोई भी IBAN देश कोड {text} से शुरू नहीं होता।
    iban.unknownCountry = {name} ऐसा देश नहीं है जहाँ IBAN इस्तेमाल होते हैं।
    iban.length = {name} के IBAN में {limit, plural, one {# वर्ण होता है} other {# वर्ण होते हैं}}।
    iban.checksum = चेक अंक मेल नहीं खाते: कोई वर्ण गलत टाइप हुआ है।
    iban.takenFromPaste = IBAN चिपकाए गए टेक्स्ट से लिया गया।
    iban.several = चिपकाए गए टेक्स्ट में कई IBAN हैं ({someOptions}); केवल एक चिपकाएँ।
    # One-time codes
    code.onlyDigitsTyped = कोड में केवल अंक टाइप किए जा सकते हैं।
    code.onlyDigits = कोड में केवल अंक होते हैं।
    code.digitsConverted = अंक 0-9 के रूप में सहेजे जाते हैं।
    code.digitsKept = केवल अंक रखे गए।
    code.takenFromPaste = कोड चिपकाए गए टेक्स्ट से लिया गया।
    code.takenInPlace = कोड चिपकाए गए टेक्स्ट से लिया गया, पहले टाइप किए गए अंकों की जगह।
    code.several = चिपकाए गए टेक्स्ट में {limit} अंकों वाले कई कोड हैं ({someOptions}); केवल एक चिपकाएँ।
    code.noDigits = चिपकाए गए टेक्स्ट में कोई अंक नहीं है।
    code.noGroup = चिपकाए गए टेक्स्ट में {limit, plural, one {# अंक} other {# अंकों}} का कोई समूह नहीं है।
    code.length = कोड में {limit, plural, one {# अंक होता है} other {# अंक होते हैं}}।
    code.emptyValue = खाली स्ट्रिंग किसी कोड को नहीं दर्शाती।
    code.invalidValue = “{text}” कोड नहीं है: {cause}
    # Typing and pasting
    phone.onlyDigitsTyped = फ़ोन नंबर में केवल अंक टाइप किए जा सकते हैं, और उसकी शुरुआत में “+”।
    phone.plusOnlyAtStart = {character} केवल फ़ोन नंबर की शुरुआत में, एक ही बार आ सकता है।
    phone.digitsConverted = अंक 0-9 के रूप में सहेजे जाते हैं।
    phone.callingCodeHere = यहाँ नंबर अपने कॉलिंग कोड के साथ लिखे जाते हैं: +{number}।
    phone.writtenWithCallingCode = यहाँ नंबर अपने कॉलिंग कोड के साथ लिखा जाता है।
    phone.numberKept = केवल फ़ोन नंबर रखा गया।
    phone.pasteNotANumber = चिपकाया गया टेक्स्ट फ़ोन नंबर नहीं है।
    phone.pasteSeveral = चिपकाए गए टेक्स्ट में एक से अधिक नंबर हैं।
    phone.pasteNone = चिपकाए गए टेक्स्ट में कोई फ़ोन नंबर नहीं है।
    # Reading the number
    phone.onlyDigits = फ़ोन नंबर में शुरुआत के “+” के बाद केवल अंक होते हैं।
    phone.tooLong = फ़ोन नंबर में अधिकतम {limit, plural, one {# अंक होता है} other {# अंक होते हैं}}।
    phone.callingCodeZero = कोई भी कॉलिंग कोड 0 से शुरू नहीं होता: इसे “+” के बाद टाइप करें।
    phone.callingCodeStartNotAccepted = +{number} से शुरू होने वाले कॉलिंग कोड वाले नंबर यहाँ स्वीकार नहीं किए जाते।
    phone.unknownCallingCode = किसी भी देश का कॉलिंग कोड +{number} नहीं है।
    phone.callingCodeNotAccepted = कॉलिंग कोड +{number} वाले नंबर यहाँ स्वीकार नहीं किए जाते।
    phone.regionNotAccepted = {name} के नंबर यहाँ स्वीकार नहीं किए जाते।
    phone.tooLongAfterCallingCode = कॉलिंग कोड +{number} वाले नंबर में कोड के बाद अधिकतम {limit, plural, one {# अंक होता है} other {# अंक होते हैं}}।
    phone.noSuchStart = कोई भी फ़ोन नंबर इस तरह शुरू नहीं होता।
    phone.incomplete = फ़ोन नंबर अधूरा है।
    phone.notLaidOut = “{text}” उस क्रम में नहीं है जिसमें यह फ़ील्ड फ़ोन नंबर रखता है।
    # Values set by the program
    phone.invalidValue = “{text}” फ़ोन नंबर नहीं है: {cause}
    phone.notANumberValue = “{text}” फ़ोन नंबर नहीं है: यह फ़ोन नंबर नहीं है।
    # Forms: required fields and rules between fields
    form.required = यह फ़ील्ड आवश्यक है।
    form.equal = यह मान “{name}” से मेल नहीं खाता।
    form.after = यह मान “{name}” के बाद का होना चाहिए।
    form.notBefore = यह मान “{name}” से पहले का नहीं होना चाहिए।
    form.afterByAmount = यह मान “{name}” से कम से कम {text} अधिक होना चाहिए।
    form.afterByYears = यह मान “{name}” के कम से कम {limit, plural, one {# वर्ष} other {# वर्ष}} बाद का होना चाहिए।
    form.afterByMonths = यह मान “{name}” के कम से कम {limit, plural, one {# महीने} other {# महीने}} बाद का होना चाहिए।
    form.afterByDays = यह मान “{name}” के कम से कम {limit, plural, one {# दिन} other {# दिन}} बाद का होना चाहिए।
    form.afterByMinutes = यह मान “{name}” के कम से कम {limit, plural, one {# मिनट} other {# मिनट}} बाद का होना चाहिए।
    form.oneOf = {choices} फ़ील्ड भरें।
    form.requiredIf = जब “{name}” भरा गया हो, तब यह फ़ील्ड आवश्यक है।
    form.requiredIfEquals = जब “{name}” का मान “{text}” हो, तब यह फ़ील्ड आवश्यक है।
    form.securityCode = {name} कार्ड के सुरक्षा कोड में {limit, plural, one {# अंक होता है} other {# अंक होते हैं}}।
    """
}
