import InputRules
import InputRulesDates

/// The keys every kind accepts: `locale`, `maxLength` and `lengthUnit` (besides `kind`).
public struct CommonSpec: Hashable, Sendable {
  /// The keys every kind accepts, `kind` included.
  public static let keys = ["kind", "locale", "maxLength", "lengthUnit"]

  /// The spec's locale identifier (`--locale` overrides it; the process's locale is the default).
  public var locale: String?
  /// The maximum length, counted in `lengthUnit`.
  public var maxLength: Int?
  /// The unit `maxLength` is counted in; grapheme clusters by default.
  public var lengthUnit: LengthUnit

  public init(locale: String? = nil, maxLength: Int? = nil, lengthUnit: LengthUnit = .characters) {
    self.locale = locale
    self.maxLength = maxLength
    self.lengthUnit = lengthUnit
  }

  /// Reads and checks the common keys.
  package init(_ reader: SpecReader) throws(SpecError) {
    locale = try reader.string("locale")
    if let locale, !LocaleIdentifier.isWellFormed(locale) {
      throw .invalid(
        "locale", mustBe: "a locale identifier such as \"de_DE\" or \"en-US\"",
        got: .string(locale))
    }
    maxLength = try reader.nonNegativeInteger("maxLength")
    lengthUnit =
      try reader.choice(
        "lengthUnit",
        from: [
          ("characters", .characters), ("utf16", .utf16), ("utf8", .utf8), ("scalars", .scalars),
        ]) ?? .characters
    if maxLength == nil && reader.value("lengthUnit") != nil {
      throw SpecError(
        key: "lengthUnit", "\"lengthUnit\" counts \"maxLength\", which is missing")
    }
  }
}

/// What a rule is built with besides its spec: the resolved locale.
public struct RuleContext: Hashable, Sendable {
  /// The locale identifier in effect: `--locale`, else the spec's `locale`, else the process's
  /// current locale.
  public var localeIdentifier: String
  /// The locale's data resolved ahead (in a browser, from `Intl`); `nil` to resolve it from
  /// Foundation when a rule is built.
  package var values: LocaleValues?
  /// Today, for date bounds relative to it (`"min": "today"`, `"max": "today-P18Y"`): a year,
  /// month and day. `nil` when not set; a spec with a relative bound then cannot be built. The
  /// command sets it from `--today` or the current date; a server sets it per request, or per
  /// day, in the time zone its users are in.
  public var today: DateValue?

  /// A context in `localeIdentifier`, with `today` for relative date bounds.
  public init(localeIdentifier: String, today: DateValue? = nil) {
    self.localeIdentifier = localeIdentifier
    self.today = today
  }

  /// A context whose locale data was resolved ahead, for builds without Foundation.
  package init(localeIdentifier: String, values: LocaleValues) {
    self.localeIdentifier = localeIdentifier
    self.values = values
  }
}

/// Checks on locale identifiers, done before any locale data is looked up.
package enum LocaleIdentifier {
  /// Whether `identifier` has the shape of an ICU or BCP-47 identifier: a language subtag of 2
  /// to 8 letters, then subtags of 1 to 8 letters or digits separated by `_` or `-`, then
  /// optionally ICU keywords after `@` (`de_DE`, `en-US`, `sr_Latn_RS`, `en_US_POSIX`,
  /// `de_DE@currency=EUR`).
  package static func isWellFormed(_ identifier: String) -> Bool {
    let parts = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    let subtags = parts[0].split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "_" || $0 == "-" })
    guard let language = subtags.first, (2...8).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    for subtag in subtags.dropFirst() {
      guard (1...8).contains(subtag.count),
        subtag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
      else { return false }
    }
    if parts.count == 2 {
      let keywords = parts[1]
      guard !keywords.isEmpty,
        keywords.allSatisfy({
          $0.isASCII && ($0.isLetter || $0.isNumber || "=;-_".contains($0))
        })
      else { return false }
    }
    return true
  }
}
