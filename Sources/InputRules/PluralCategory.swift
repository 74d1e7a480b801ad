/// A CLDR plural category: which form of a word a count takes in a language.
enum PluralCategory: String, Hashable, Sendable, CaseIterable {
  case zero, one, two, few, many, other

  /// The category of a whole number in a language, by CLDR's cardinal plural rules (CLDR 46,
  /// `plurals.xml`), for the rule set named (`en`, `fr`, `ru`, `ar`, …); `other` for languages
  /// without plural forms (`ja`, `ko`, `zh`). A negative number takes its absolute value's
  /// category. Counts in reasons are whole, so the rules' fraction operands (`v`, `f`, `t`) are
  /// 0 and the compact exponent `e` is 0.
  static func of(_ number: Int, rules: PluralRules) -> PluralCategory {
    let n = number.magnitude
    let mod10 = n % 10
    let mod100 = n % 100
    switch rules {
    case .none:
      return .other
    case .oneForOne:
      // en, de, nl, it (and es, pt-PT for `one`): i = 1 and v = 0.
      return n == 1 ? .one : .other
    case .oneForOneManyForMillions:
      // es, it, pt-PT: one for 1; many for e = 0 and i != 0 and i % 1000000 = 0 (1000000).
      if n == 1 { return .one }
      return n != 0 && n % 1_000_000 == 0 ? .many : .other
    case .oneForZeroAndOneManyForMillions:
      // fr, pt (Brazil): one for i = 0,1; many for e = 0 and i != 0 and i % 1000000 = 0.
      if n <= 1 { return .one }
      return n % 1_000_000 == 0 ? .many : .other
    case .oneForZeroAndOne:
      // hi, fa: one for i = 0 or n = 1.
      return n <= 1 ? .one : .other
    case .slavicEast:
      // ru (and uk): one for i % 10 = 1 and i % 100 != 11; few for i % 10 = 2..4 and
      // i % 100 != 12..14; many for the rest of the whole numbers.
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case .polish:
      // pl: one for i = 1; few for i % 10 = 2..4 and i % 100 != 12..14; many for the rest.
      if n == 1 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case .arabic:
      // ar: zero for 0, one for 1, two for 2, few for n % 100 = 3..10, many for
      // n % 100 = 11..99.
      if n == 0 { return .zero }
      if n == 1 { return .one }
      if n == 2 { return .two }
      if (3...10).contains(mod100) { return .few }
      if (11...99).contains(mod100) { return .many }
      return .other
    case .hebrew:
      // he: one for i = 1 and v = 0; two for i = 2 and v = 0.
      if n == 1 { return .one }
      return n == 2 ? .two : .other
    }
  }
}

/// The plural rule sets of the built-in languages, as CLDR groups them for whole numbers.
enum PluralRules: Sendable {
  /// ja, ko, zh: one form.
  case none
  /// en, de, nl, tr: `one` for 1.
  case oneForOne
  /// es, it: `one` for 1, `many` for whole millions.
  case oneForOneManyForMillions
  /// fr, pt (Brazil): `one` for 0 and 1, `many` for whole millions.
  case oneForZeroAndOneManyForMillions
  /// hi, fa: `one` for 0 and 1.
  case oneForZeroAndOne
  /// ru: `one`, `few`, `many`.
  case slavicEast
  /// pl: `one`, `few`, `many`.
  case polish
  /// ar: `zero`, `one`, `two`, `few`, `many`.
  case arabic
  /// he: `one`, `two`.
  case hebrew
}
