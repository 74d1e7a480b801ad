import Foundation
import InputRules
import InputRulesDates
import InputRulesSpec

/// A form a server checks posted values against: its spec, the locale its values are written
/// in, the languages it answers in and the limits on what it reads. Made once at startup (a
/// spec that cannot be built fails then, not at the first request) and shared by every request.
///
/// The locale is fixed: it says how people write dates and numbers in the form, which the page
/// and the server must agree on. The language of the messages follows each request's
/// `Accept-Language`. Bounds relative to today (`"min": "today"`) are taken in `timeZone`, the
/// one the form's users are in, and move on at its midnight.
public struct ServerForm: Sendable {
  /// The form spec, as read.
  public let spec: FormSpec
  /// The form spec's JSON text, as given (a page hands it to `attachForm`).
  public let specJSON: String
  /// The locale the values are written in (`en_US`: dates `MM/dd/yyyy`), for every request.
  public let localeIdentifier: String
  /// How a request's language is chosen: among the languages the form can be told in.
  public let negotiation: AcceptLanguage
  /// The most bytes a body may have; a larger one is refused with 413 (the adapters read no more
  /// than this, and nothing when `Content-Length` is over it; the framework discards the rest).
  public let maximumBodyByteCount: Int
  /// The most names a body may give (1000 by default); more is refused with 413. A name the
  /// form does not have is listed in the verdict's `ignored`: the limit keeps that list, and
  /// the answer, short.
  public let maximumNameCount: Int
  /// The most UTF-8 bytes a single value may have (reason `tooLarge`, without judging it), or
  /// `nil` for no limit but the body's.
  public let maximumValueByteCount: Int?
  /// The time zone today is taken in, for bounds relative to today.
  public let timeZone: TimeZone
  /// How the form's HTML page looks (its title, what the page adds to its head).
  public let page: FormPage
  private let checkers: CheckerCache

  /// A form from the form spec in `json` (as `Examples/booking.json`), its values written in
  /// `locale` (by default the spec's, else `en_US`), its messages in the language each request
  /// asks for among `languages` (by default all InputRules has sentences for; a language the
  /// spec's labels lack is left out) and else in `defaultLanguage`.
  ///
  /// - Throws: `SpecError` naming the key at fault when the spec cannot be read or built, or
  ///   has no labels in `defaultLanguage`.
  public init(
    json: String, locale: String? = nil, defaultLanguage: String = "en",
    languages: [String] = Language.builtIn, maximumBodyByteCount: Int = 64 * 1024,
    maximumNameCount: Int = 1000, maximumValueByteCount: Int? = nil,
    timeZone: TimeZone = .current, page: FormPage = FormPage()
  ) throws(SpecError) {
    let spec = try FormSpec(json: json)
    self.maximumNameCount = max(1, maximumNameCount)
    self.spec = spec
    specJSON = json
    localeIdentifier = locale ?? spec.locale ?? "en_US"
    self.maximumBodyByteCount = max(0, maximumBodyByteCount)
    self.maximumValueByteCount = maximumValueByteCount
    self.timeZone = timeZone
    self.page = page
    checkers = CheckerCache()
    let today = Self.today(in: timeZone)
    // Built now so that a spec this server cannot check fails at startup, naming the key.
    _ = try checkers.checker(
      spec, locale: localeIdentifier, language: defaultLanguage, today: today,
      maximumValueByteCount: maximumValueByteCount)
    var spoken: [String] = []
    for language in languages {
      do {
        _ = try checkers.checker(
          spec, locale: localeIdentifier, language: language, today: today,
          maximumValueByteCount: maximumValueByteCount)
        spoken.append(language)
      } catch {
        continue
      }
    }
    if !spoken.contains(defaultLanguage) { spoken.insert(defaultLanguage, at: 0) }
    negotiation = AcceptLanguage(languages: spoken, defaultLanguage: defaultLanguage)
  }

  /// A form from the form spec in the file at `path`, read once (see `init(json:...)`).
  ///
  /// - Throws: `SpecError` when the file cannot be read as UTF-8 text or its spec is refused.
  public init(
    contentsOfFile path: String, locale: String? = nil, defaultLanguage: String = "en",
    languages: [String] = Language.builtIn, maximumBodyByteCount: Int = 64 * 1024,
    maximumNameCount: Int = 1000, maximumValueByteCount: Int? = nil,
    timeZone: TimeZone = .current, page: FormPage = FormPage()
  ) throws(SpecError) {
    guard let data = FileManager.default.contents(atPath: path),
      let json = String(data: data, encoding: .utf8)
    else {
      throw SpecError(key: nil, "\(path): cannot be read as UTF-8 text")
    }
    try self.init(
      json: json, locale: locale, defaultLanguage: defaultLanguage, languages: languages,
      maximumBodyByteCount: maximumBodyByteCount, maximumNameCount: maximumNameCount,
      maximumValueByteCount: maximumValueByteCount,
      timeZone: timeZone, page: page)
  }

  /// Today in `timeZone`: the day relative bounds are counted from.
  public var today: DateValue { Self.today(in: timeZone) }

  /// Today in `timeZone`, Gregorian.
  static func today(in timeZone: TimeZone) -> DateValue {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: Date())
    return DateValue(year: parts.year, month: parts.month, day: parts.day)
  }

  /// The checker for `language` on today: built at most once a day per language and kept, so
  /// a request builds no rules.
  public func checker(language: String) throws(SpecError) -> FormChecker {
    try checkers.checker(
      spec, locale: localeIdentifier, language: language, today: today,
      maximumValueByteCount: maximumValueByteCount)
  }

  /// Checks a request's body: read as its `Content-Type` says (JSON or URL-encoded, at most
  /// `maximumBodyByteCount` bytes and `maximumNameCount` names), judged in the language
  /// `Accept-Language` asks for.
  /// Never throws: a body that cannot be read is a `.refused` submission with its status.
  public func submission(
    body: some Collection<UInt8>, contentType: String?, acceptLanguage: String?
  ) -> FormSubmission {
    let language = negotiation.language(for: acceptLanguage)
    let read: FormBody
    do {
      read = try FormBody(
        bytes: body, contentType: contentType, maximumByteCount: maximumBodyByteCount,
        maximumNameCount: maximumNameCount)
    } catch {
      return .refused(error)
    }
    let checker: FormChecker
    do {
      checker = try self.checker(language: language)
    } catch {
      return .refused(FormRefusal(status: 500, "The form cannot be checked: \(error.message)"))
    }
    let check: FormCheck
    let posted: [FormPair]
    switch read {
    case .json(let text):
      let texts: [(name: String, value: String)]
      do {
        texts = try checker.texts(json: text)
      } catch {
        return .refused(FormRefusal(status: 400, error.message))
      }
      check = checker.check(texts)
      // The values as sent, for the page: strings as they are, numbers as their text.
      posted = check.isValid ? [] : texts.map { FormPair(name: $0.name, value: $0.value) }
    case .pairs(let pairs):
      check = checker.check(pairs.map { (name: $0.name, value: $0.value) })
      posted = pairs
    }
    if check.isValid {
      return .valid(FormValues(check: check, language: language))
    }
    return .invalid(FormVerdict(check: check, posted: posted, language: language))
  }
}

/// The checkers of one form by language, for the current day: building a checker resolves
/// locale data and builds every field's rule, which a request should not pay for.
final class CheckerCache: @unchecked Sendable {
  private let lock = NSLock()
  private var day: DateValue?
  private var byLanguage: [String: FormChecker] = [:]

  /// The checker for `language` on `today`, built when missing; a new day drops the old ones.
  func checker(
    _ spec: FormSpec, locale: String, language: String, today: DateValue,
    maximumValueByteCount: Int?
  ) throws(SpecError) -> FormChecker {
    lock.lock()
    if day != today {
      day = today
      byLanguage = [:]
    }
    if let found = byLanguage[language] {
      lock.unlock()
      return found
    }
    lock.unlock()
    let built = try FormChecker(
      spec, in: RuleContext(localeIdentifier: locale, today: today), language: language,
      maximumByteCount: maximumValueByteCount)
    lock.lock()
    if day == today { byLanguage[language] = built }
    lock.unlock()
    return built
  }
}
