import InputRules

/// The language to answer in, chosen from a request's `Accept-Language` header (RFC 9110,
/// section 12.5.4) among the languages a form speaks.
///
/// Ranges are taken by their `q` weight, highest first (a range with `q=0` is refused, and
/// equal weights keep the header's order). Each range is matched against the languages by its
/// whole tag (`pt-BR`), then by its base language (`de-CH` is told in `de`, `pt-PT` in
/// `pt-BR`, `zh-CN` in `zh-Hans`); `*` stands for the default language, or when a `q=0`
/// range refuses it for the first language spoken that none refuses. A range whose `q` is not
/// a weight (from 0 to 1, at most three decimals) is skipped. A header that is
/// missing, malformed or names no language spoken gives the default, so a request never fails
/// over its languages.
public struct AcceptLanguage: Sendable, Hashable {
  /// The languages that can be chosen, as BCP 47 tags (`en`, `de`, `pt-BR`).
  public let languages: [String]
  /// The language when the header names none of `languages`.
  public let defaultLanguage: String

  /// Negotiation among `languages` (by default every language InputRules has sentences for,
  /// `Language.builtIn`), falling back to `defaultLanguage`.
  public init(languages: [String] = Language.builtIn, defaultLanguage: String = "en") {
    self.languages = languages
    self.defaultLanguage = defaultLanguage
  }

  /// The language for a request whose `Accept-Language` header is `header` (`nil` when the
  /// request has none).
  public func language(for header: String?) -> String {
    guard let header else { return defaultLanguage }
    let (ranges, refused) = Self.read(header)
    let excluded = Set(refused.compactMap { $0 == "*" ? nil : match($0) })
    for range in ranges {
      if range == "*" {
        // Any language: the default, unless refused, else the first one spoken not refused.
        if !excluded.contains(defaultLanguage) { return defaultLanguage }
        if let other = languages.first(where: { !excluded.contains($0) }) { return other }
        continue
      }
      if let match = match(range) { return match }
    }
    return defaultLanguage
  }

  /// The header's language ranges with a weight above zero, highest weight first; ranges that
  /// are not shaped like a language range, or whose `q` is not a weight, are skipped.
  static func ranges(_ header: String) -> [String] {
    read(header).accepted
  }

  /// The header's ranges: those accepted (a weight above zero), highest weight first, and those
  /// refused (`q=0`). A range not shaped like a language range, or with a `q` that is not a
  /// weight from 0 to 1 with at most three decimals (`q=2`, `q=abc`), is neither.
  static func read(_ header: String) -> (accepted: [String], refused: [String]) {
    var refused: [String] = []
    var weighted: [(range: String, weight: Int, order: Int)] = []
    // A header is short; one too long to be a person's choice is read no further than this.
    for (order, item) in header.utf8.prefix(4096).split(separator: UInt8(ascii: ",")).enumerated() {
      let parts = item.split(separator: UInt8(ascii: ";"))
      guard let first = parts.first else { continue }
      let range = String(decoding: first, as: UTF8.self).trimmingSpaces()
      guard isLanguageRange(range) else { continue }
      var weight: Int? = 1000
      for parameter in parts.dropFirst() {
        let text = String(decoding: parameter, as: UTF8.self).trimmingSpaces()
        guard text.lowercased().hasPrefix("q=") else { continue }
        weight = Self.weight(String(text.dropFirst(2)))
      }
      switch weight {
      case nil: continue
      case 0: refused.append(range)
      case let weight?: weighted.append((range, weight, order))
      }
    }
    weighted.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.order < $1.order }
    return (weighted.map { $0.range }, refused)
  }

  /// A `q` value (`1`, `0.8`, `0.125`) in thousandths, or `nil` when it is not one.
  static func weight(_ text: String) -> Int? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, whole == "0" || whole == "1" else { return nil }
    var thousandths = whole == "1" ? 1000 : 0
    if parts.count == 2 {
      let fraction = parts[1]
      guard fraction.count <= 3, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return nil
      }
      let padded = fraction + String(repeating: "0", count: 3 - fraction.count)
      thousandths += Int(padded) ?? 0
    }
    return thousandths <= 1000 ? thousandths : nil
  }

  /// `*`, or subtags of 1 to 8 ASCII letters and digits joined by `-` (the first letters only).
  static func isLanguageRange(_ text: String) -> Bool {
    if text == "*" { return true }
    let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = subtags.first, (1...8).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return subtags.dropFirst().allSatisfy { subtag in
      (1...8).contains(subtag.count)
        && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }

  /// The language of `languages` that `range` names: the same tag, else the one InputRules
  /// tells the range's language in (`pt` in `pt-BR`), when it is among `languages`.
  func match(_ range: String) -> String? {
    let wanted = range.lowercased()
    if let exact = languages.first(where: { $0.lowercased() == wanted }) { return exact }
    let base = wanted.split(separator: "-").first.map(String.init) ?? wanted
    // InputRules' own choice of catalog for the range (`pt` → `pt-BR`, `zh-TW` → none): English
    // is its answer for a language it has no sentences for, so English counts only when asked.
    let told = Language(range).identifier
    if told == "en" && base != "en" { return nil }
    if let spoken = languages.first(where: { $0.lowercased() == told.lowercased() }) {
      return spoken
    }
    return languages.first { $0.lowercased().split(separator: "-").first.map(String.init) == base }
  }
}

extension String {
  /// The text without the spaces and tabs HTTP allows around header list items.
  func trimmingSpaces() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
