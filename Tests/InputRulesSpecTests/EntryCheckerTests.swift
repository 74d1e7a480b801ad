import InputRules
import InputRulesSpec
import Testing

@Suite("EntryChecker: complete values checked against a spec")
struct EntryCheckerTests {
  static let germany = RuleContext(localeIdentifier: "de_DE")
  static let unitedStates = RuleContext(localeIdentifier: "en_US")

  /// The README's server example, as written.
  @Test func readmeServerExample() throws {
    let phone = try EntryChecker(
      RuleSpec(json: #"{"kind":"phone","region":"DE"}"#),
      in: RuleContext(localeIdentifier: "de_DE"), language: "en", maximumByteCount: 64)

    #expect(phone.check("01512 3456789") == .valid(canonical: "+4915123456789"))
    guard case .invalid(let reason, let message) = phone.check("+49 1512") else {
      Issue.record("an incomplete number was valid")
      return
    }
    #expect(reason.code == .incomplete)
    #expect(message == "The phone number is incomplete.")
  }

  /// The checker says what `inputrules check` says: a kind's unformatted value is read, a
  /// cash-register field reads amounts as written, and reasons are told in the language asked.
  static let verdicts: [Named<(spec: String, entry: String, language: String), String>] = [
    Named(
      "integer in range", (#"{"kind":"integer","min":18,"max":30}"#, "25", "en"), "valid 25"),
    Named(
      "integer out of range, in German", (#"{"kind":"integer","min":18,"max":30}"#, "17", "de"),
      "invalid outOfRange Die Zahl muss im Bereich von 18 bis 30 liegen."),
    Named(
      "card number unformatted", (#"{"kind":"card"}"#, "4111111111111111", "en"),
      "valid 4111111111111111"),
    Named(
      "cash register reads an amount as written",
      (#"{"kind":"money","currency":"USD","entry":"cashRegister"}"#, "$12.50", "en"),
      "valid 12.50"),
    Named(
      "empty entry", (#"{"kind":"text"}"#, "", "en"), "invalid empty The entry is empty."),
  ]

  @Test(arguments: verdicts)
  func checks(_ c: Named<(spec: String, entry: String, language: String), String>) throws {
    let checker = try EntryChecker(
      RuleSpec(json: c.input.spec), in: Self.unitedStates, language: c.input.language)
    #expect(Self.described(checker.check(c.input.entry)) == c.expected)
  }

  /// An entry longer than the maximum size is refused with its own reason before it is read;
  /// one exactly as long is judged.
  @Test func maximumByteCount() throws {
    let checker = try EntryChecker(
      RuleSpec(json: #"{"kind":"text"}"#), in: Self.germany, maximumByteCount: 4)
    #expect(checker.check("abcd") == .valid(canonical: "abcd"))
    #expect(checker.check("äbc") == .valid(canonical: "äbc"))  // 4 bytes
    #expect(
      Self.described(checker.check("äbcd"))
        == "invalid tooLarge Die Eingabe ist zu lang für die Prüfung: höchstens 4 Byte.")
    #expect(EntryVerdict.tooLarge.rawValue == "tooLarge")
  }

  @Test func maximumByteCountBelowOneIsASpecError() throws {
    #expect(throws: SpecError.self) {
      try EntryChecker(RuleSpec(json: #"{"kind":"text"}"#), in: Self.germany, maximumByteCount: 0)
    }
  }

  /// A message quotes at most 32 characters of what was typed, never a cut cluster, however
  /// long the entry (a megabyte posted as a phone number or a choice).
  @Test(arguments: [
    SpecAndEntry("phone number", #"{"kind":"phone","region":"US"}"#, "1"),
    SpecAndEntry("card number", #"{"kind":"card"}"#, "4"),
    SpecAndEntry("choice", #"{"kind":"choice","options":["S","M","L"]}"#, "x"),
    SpecAndEntry("IBAN", #"{"kind":"iban"}"#, "G"),
    SpecAndEntry("choice, flags", #"{"kind":"choice","options":["S","M","L"]}"#, "🇩🇪"),
  ])
  func messagesQuoteAShortPart(_ c: SpecAndEntry) throws {
    let checker = try EntryChecker(RuleSpec(json: c.spec), in: Self.unitedStates)
    let entry = String(repeating: c.entry, count: 1 << 20)
    guard case .invalid(_, let message) = checker.check(entry) else {
      Issue.record("a megabyte entry was valid")
      return
    }
    #expect(message.count < 200, "\(message.prefix(300))")
    #expect(!message.contains(String(repeating: c.entry, count: 33)))
  }

  /// One checker used from many tasks at once answers each as it answers alone.
  @Test func concurrentChecksAgree() async throws {
    let checker = try EntryChecker(
      RuleSpec(json: #"{"kind":"date","format":"dd.MM.yyyy"}"#), in: Self.germany)
    let entries = (1...200).map { day in
      "\(day % 31 + 1).\(day % 12 + 1).20\(10 + day % 20)"
    }
    let alone = entries.map { checker.check($0) }
    let together = await withTaskGroup(of: (Int, EntryVerdict).self) { group in
      for (index, entry) in entries.enumerated() {
        group.addTask { (index, checker.check(entry)) }
      }
      var verdicts = [EntryVerdict?](repeating: nil, count: entries.count)
      for await (index, verdict) in group { verdicts[index] = verdict }
      return verdicts
    }
    #expect(together == alone.map { $0 })
    #expect(alone.contains(where: \.isValid) && alone.contains(where: { !$0.isValid }))
  }

  /// Long entries of every kind are checked without typing them key by key (which costs each
  /// key about the text before it: 4,000 digits into `[0…]` took 84 s in a debug build). Not a
  /// timing: the limit only turns a check that would not end into a failure.
  @Test(.timeLimit(.minutes(1)), arguments: Self.longEntries)
  func longEntriesAreChecked(_ c: SpecAndEntry) throws {
    let checker = try EntryChecker(RuleSpec(json: c.spec), in: Self.unitedStates)
    let verdict = checker.check(c.entry)
    if case .invalid(_, let message) = verdict { #expect(message.count < 300) }
  }

  /// Every kind's example spec with 100,000 digits, letters and its own example keys repeated,
  /// each also ending in a character it refuses; and the unbounded kinds with valid text.
  static var longEntries: [SpecAndEntry] {
    let length = 100_000
    var entries: [SpecAndEntry] = [
      SpecAndEntry("mask [0…], digits", #"{"kind":"mask","format":"[0…]"}"#, digits(length)),
      SpecAndEntry(
        "mask [0…], digits then x", #"{"kind":"mask","format":"[0…]"}"#, digits(length) + "x"),
      SpecAndEntry(
        "mask [00]-[0…], unformatted", #"{"kind":"mask","format":"[00]-[0…]"}"#, digits(length)),
      SpecAndEntry("text", #"{"kind":"text"}"#, String(repeating: "a", count: length)),
      SpecAndEntry(
        "text, upper case, one lower at the end", #"{"kind":"text","case":"upper"}"#,
        String(repeating: "A", count: length) + "a"),
      SpecAndEntry(
        "text, decomposed", #"{"kind":"text"}"#, String(repeating: "e\u{301}", count: length)),
    ]
    for kind in RuleSpec.kinds {
      let keys = String(repeating: kind.exampleKeys, count: length / kind.exampleKeys.count + 1)
      for (name, entry) in [
        ("digits", digits(length)), ("letters", String(repeating: "a", count: length)),
        ("its example keys", keys), ("its example keys then !", keys + "!"),
      ] {
        entries.append(SpecAndEntry("\(kind.kind), \(name)", kind.exampleSpec, entry))
      }
    }
    return entries
  }

  static func digits(_ count: Int) -> String {
    String(repeating: "1234567890", count: count / 10)
  }

  static func described(_ verdict: EntryVerdict) -> String {
    switch verdict {
    case .valid(let canonical): "valid " + canonical
    case .invalid(let reason, let message): "invalid \(reason.code.rawValue) \(message)"
    }
  }
}

/// A spec and an entry, named for the test's output.
struct SpecAndEntry: Sendable, CustomTestStringConvertible {
  var name: String
  var spec: String
  var entry: String
  init(_ name: String, _ spec: String, _ entry: String) {
    self.name = name
    self.spec = spec
    self.entry = entry
  }
  var testDescription: String { name }
}
