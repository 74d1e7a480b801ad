/// The pseudo-language `en-XA`, for finding text a front end shows that is not told from the
/// catalog.
///
/// `Language("en-XA")` (the conventional pseudo-locale tag: CLDR keeps the region `XA` for
/// pseudo-locales) tells every built-in sentence from its English template with the template's
/// own words accented and lengthened, and the whole sentence in brackets, so a cut-off sentence
/// shows too:
///
///     At most 3 characters fit in this field.
///     [ÅÅţ ɱööšţ ⁨3⁩ çĥååŕååçţééŕš ƒîîţ îîñ ţĥîîš ƒîîééļð.]
///
/// Each fact put in (a number, a character, a bound, a format) is told as it is, between
/// first-strong isolates (U+2068 … U+2069, which show nothing), so a check can tell the facts
/// from the sentence; a month is named in pseudo-text, and a nested reason (`{cause}`) is told
/// in the pseudo-language too. A screen run in it shows at once the words that do not come from
/// the catalog: they are still plain English. Apps' own (`literal`) sentences are shown as they
/// are, as in every language. Its digits are ASCII unless set with `writingDigits`.
enum PseudoLanguage {
  /// The pseudo-language's tag, as `Language.identifier` gives it.
  static let tag = "en-XA"

  /// Whether a locale identifier names the pseudo-language (`en-XA`, `en_XA`).
  static func isPseudo(_ parts: LocaleIdentifierParts) -> Bool {
    parts.language == "en" && parts.region == "XA"
  }

  /// The reason's sentence in pseudo-text when `language` is the pseudo-language and English
  /// has the sentence; else `nil`, and the sentence is told as in any language.
  static func render(_ reason: Reason, in language: Language) -> String? {
    guard language.identifier == tag, reason.facts.sentence != .literal,
      let english = ReasonCatalog.template(reason.facts.sentence.rawValue, catalog: 0)
    else { return nil }
    return MessageTemplate(template(english), facts: reason.facts, language: language).rendered()
  }

  /// An English template in pseudo-text: its literal words accented and lengthened, the facts
  /// isolated, the syntax (argument names, `plural`, `select`, branch keys) as it is.
  static func template(_ english: String) -> String {
    let scalars = Array(english.unicodeScalars)
    var out = "["
    // Literal text at the top and in branch bodies; syntax inside an argument's braces. In
    // literal text `{` opens an argument and `}` closes the branch body; in syntax `{` opens a
    // branch body and `}` closes the argument.
    var literal = true
    var at = 0
    while at < scalars.count {
      let scalar = scalars[at]
      at += 1
      if !literal {
        out.unicodeScalars.append(scalar)
        if scalar == "{" || scalar == "}" { literal = true }
      } else if scalar == "{" {
        if let (name, end) = simpleArgument(scalars, from: at) {
          out += fact(name)
          at = end
        } else {
          out += "{"
          literal = false
        }
      } else if scalar == "}" {
        out += "}"
        literal = false
      } else if scalar == "#" {
        out += "\u{2068}#\u{2069}"
      } else {
        out += accented(scalar)
      }
    }
    return out + "]"
  }

  /// `name` and the offset after its `}` when the argument at `at` (after its `{`) is a plain
  /// `{name}`; `nil` for a plural or select.
  private static func simpleArgument(_ scalars: [Unicode.Scalar], from at: Int) -> (String, Int)? {
    var name = ""
    var index = at
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "}" { return (name, index) }
      if scalar == "," || scalar == "{" { return nil }
      if scalar != " " { name.unicodeScalars.append(scalar) }
    }
    return nil
  }

  /// A plain argument in pseudo-text: a fact isolated; a nested reason as it is (it is told in
  /// pseudo-text itself); a month chosen by its English name and named in pseudo-text.
  private static func fact(_ name: String) -> String {
    switch name.spelling {
    case "cause": return "{cause}"
    case "month":
      let months = ReasonCatalog.template("@months", catalog: 0)?.split(separator: "|") ?? []
      guard !months.isEmpty else { return "\u{2068}{month}\u{2069}" }
      var select = "{month, select,"
      for month in months { select += " \(month) {\(accentedWords(String(month)))}" }
      return select + " other {\u{2068}{month}\u{2069}}}"
    default: return "\u{2068}{\(name)}\u{2069}"
    }
  }

  private static func accentedWords(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars { out += accented(scalar) }
    return out
  }

  private static let plain = Array(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
  private static let accents = Array(
    "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)

  /// An ASCII letter with an accent, a vowel doubled (the text grows by about a third, as
  /// translations do); anything else as it is.
  private static func accented(_ scalar: Unicode.Scalar) -> String {
    guard let index = plain.firstIndex(of: scalar) else { return String(Character(scalar)) }
    let letter = String(Character(accents[index]))
    return "aeiouAEIOU".unicodeScalars.contains(scalar) ? letter + letter : letter
  }
}
