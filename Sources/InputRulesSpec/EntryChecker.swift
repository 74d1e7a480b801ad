import InputRules

/// Checks complete values against a rule spec: what a server does with a submitted field, and
/// what `inputrules check` prints.
///
/// An entry is valid when it is acceptable exactly as written, as if a user typed it into an
/// empty field and ended editing, with nothing dropped, converted, truncated or completed; a
/// reformatting kind (card, IBAN, one-time code, date, time, mask, phone number) also takes it
/// unformatted, as a client may send it ("4111111111111111" for "4111 1111 1111 1111"). A valid
/// entry gives the canonical string of its value; an invalid one gives a reason and its message
/// in the checker's language.
///
/// ```swift
/// let spec = try RuleSpec(json: #"{"kind":"integer","min":18,"max":30}"#)
/// let checker = try EntryChecker(spec, in: RuleContext(localeIdentifier: "de_DE"))
/// checker.check("25")  // .valid(canonical: "25")
/// checker.check("17")  // .invalid(outOfRange, message: "Die Zahl muss im Bereich von 18 bis 30 liegen.")
/// ```
///
/// The rule is built once, when the checker is made; a check builds nothing but the field it
/// types into, so one checker serves every request, from many tasks at once. It is compiled
/// under Embedded Swift too: the browser's module judges a value exactly as the server does.
public struct EntryChecker: Sendable {
  /// The judge of one kind's entries, its rule built.
  private let judge: AnyEntryChecking

  /// How reasons are told.
  public let messages: ReasonMessages

  /// The longest entry checked, in UTF-8 bytes; a longer one is invalid (`tooLarge`) without
  /// being read. `nil`: no limit.
  public let maximumByteCount: Int?

  /// A checker for the rule `spec` describes, in `context`'s locale, telling reasons in
  /// `language` (a BCP 47 tag or locale identifier such as `de` or `pt-BR`; by default the
  /// locale's language, English where InputRules has no catalog for it).
  ///
  /// - Parameter maximumByteCount: entries longer than this many UTF-8 bytes are refused with
  ///   the reason `tooLarge` before any of their text is judged: a bound a server sets on what
  ///   one request may cost.
  /// - Throws: `SpecError` when the spec cannot be built in that locale (an unknown currency),
  ///   or `maximumByteCount` is below 1.
  public init(
    _ spec: RuleSpec, in context: RuleContext, language: String? = nil,
    maximumByteCount: Int? = nil
  ) throws(SpecError) {
    if let maximumByteCount, maximumByteCount < 1 {
      throw SpecError(
        key: nil, "the maximum entry size must be at least 1 byte, got \(maximumByteCount)")
    }
    judge = try spec.box.makeChecker(in: context)
    messages = context.reasonMessages(language: language)
    self.maximumByteCount = maximumByteCount
  }

  /// Judges one complete entry; a message quotes at most a short part of it. An invalid entry,
  /// or one written exactly as the field shows its value, is decided in time linear in its
  /// length; another valid or unfinished one is typed key by key, which is quadratic in its
  /// length (a number with thousands of leading zeros): `maximumByteCount` bounds it.
  public func check(_ entry: String) -> EntryVerdict {
    switch verdict(of: entry) {
    case .valid(let canonical): return .valid(canonical: canonical)
    case .invalid(let reason): return .invalid(reason, message: messages.message(for: reason))
    }
  }

  /// The judgement of `entry`, its reason untold.
  package func verdict(of entry: String) -> StrictEntry.Verdict {
    if let maximumByteCount, entry.utf8.count > maximumByteCount {
      return .invalid(
        Reason(EntryVerdict.tooLarge, Reason.Facts("entry.tooLarge", limit: maximumByteCount)))
    }
    return judge.check(entry)
  }
}

/// What `EntryChecker` says of an entry.
public enum EntryVerdict: Hashable, Sendable {
  /// Acceptable as written (or unformatted, for a reformatting kind); the canonical string of
  /// its value (`"1234.50"`, `"2024-06-13"`, `"+4915123456789"`).
  case valid(canonical: String)
  /// Not acceptable: why, and the reason told in the checker's language.
  case invalid(Reason, message: String)

  /// The reason code of an entry longer than the checker's `maximumByteCount`.
  public static let tooLarge: Reason.Code = "tooLarge"
  /// The reason code of an empty entry.
  public static let empty: Reason.Code = StrictEntry.emptyCode

  /// Whether the entry is valid.
  public var isValid: Bool {
    if case .valid = self { return true }
    return false
  }

  /// The canonical string of a valid entry's value; `nil` for an invalid one.
  public var canonical: String? {
    if case .valid(let canonical) = self { return canonical }
    return nil
  }
}

/// The judge of a kind's complete entries, its type erased. A class rather than an
/// existential, so that Embedded Swift holds it.
package class AnyEntryChecking: @unchecked Sendable {
  /// Judges `entry`.
  package func check(_ entry: String) -> StrictEntry.Verdict {
    preconditionFailure("AnyEntryChecking is abstract")
  }
}

/// The judge of entries of the kind `K`: its check rule, read by the kind (`KindSpec.received`)
/// and judged erased, so that the judging and the field it types into are compiled once for
/// every kind.
final class TypedEntryChecking<K: KindSpec>: AnyEntryChecking, @unchecked Sendable {
  let rule: K.Rule
  let erased: AnyInputRule

  init(_ rule: K.Rule) {
    self.rule = rule
    erased = AnyInputRule(rule)
  }

  override func check(_ entry: String) -> StrictEntry.Verdict {
    StrictEntry.check(entry, receivedAs: K.received(entry, under: rule), under: erased)
  }
}
