import Foundation

/// The process's current locale, as a command-line tool understands it.
///
/// On Linux, Foundation's `Locale.current` does not follow the POSIX environment (it answers
/// `en_001` whatever `LANG` says), so a German user running `LANG=de_DE.UTF-8 inputrules check`
/// would get English separators. The command therefore reads the environment first, the way
/// POSIX tools choose their number formatting: `LC_ALL`, then `LC_NUMERIC` (or `LC_MONETARY`
/// for money), then `LANG`; `C` and `POSIX` mean "no preference". Only then does it ask
/// Foundation.
enum ProcessLocale {
  /// The locale identifier to use when neither `--locale` nor the spec names one.
  static func identifier(forMoney: Bool = false) -> String {
    identifier(
      environment: ProcessInfo.processInfo.environment, forMoney: forMoney,
      fallback: Locale.current.identifier)
  }

  /// The identifier the environment names, or `fallback`.
  static func identifier(environment: [String: String], forMoney: Bool, fallback: String)
    -> String
  {
    let category = forMoney ? "LC_MONETARY" : "LC_NUMERIC"
    for name in ["LC_ALL", category, "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      // The first variable that is set decides, as in POSIX.
      return localeIdentifier(fromPOSIX: value) ?? fallback
    }
    return fallback
  }

  /// `de_DE.UTF-8` → `de_DE`, `sr_RS@latin` → `sr_RS`; `nil` for `C`, `POSIX` and anything
  /// that is not a locale name.
  static func localeIdentifier(fromPOSIX value: String) -> String? {
    var name = Substring(value)
    if let at = name.firstIndex(of: "@") { name = name[..<at] }
    if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
    guard !name.isEmpty, name != "C", name != "POSIX",
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }),
      name.first?.isLetter == true
    else { return nil }
    return String(name)
  }

  /// The warning the command gives for a locale Foundation has no data for, or `nil` when it
  /// knows the locale.
  ///
  /// Foundation takes any well-formed identifier: for a language it has no data for (`zz_ZZ`)
  /// it answers with its root locale, English, and for a region it does not know (`de_ZZ`)
  /// with the language's data and no region. A user who mistyped a locale would then get other
  /// separators, dates and messages without knowing why, so the command says so on standard
  /// error, the way a compiler warns, and goes on with what Foundation gives: standard output
  /// is the same with or without the warning.
  static func warning(forLocale identifier: String) -> String? {
    let locale = Locale(identifier: identifier)
    guard let language = locale.language.languageCode?.identifier else { return nil }
    let known = Locale.availableIdentifiers
    guard known.contains(language) else {
      return "inputrules: warning: unknown locale \(quoted(identifier)) (no locale data for the "
        + "language \(quoted(language))); using Foundation's root locale, in English, instead"
    }
    if let region = locale.region, !Locale.Region.isoRegions.contains(region) {
      return "inputrules: warning: unknown region \(quoted(region.identifier)) in the locale "
        + "\(quoted(identifier)); using \(quoted(language)) without a region instead"
    }
    return nil
  }

  /// `identifier`, after writing `warning(forLocale:)` to standard error when there is one: the
  /// locale the command then uses, unchanged.
  static func checked(_ identifier: String) -> String {
    if let warning = warning(forLocale: identifier) { StandardStreams.writeError(warning) }
    return identifier
  }

  /// A name in double quotes, as the command's other messages quote values.
  private static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
