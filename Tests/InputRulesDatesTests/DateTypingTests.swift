import InputRules
import InputRulesDates
import Testing

/// Typing dates and times key by key: padding, separators shown at once, keys refused at the
/// key that makes a date impossible or out of range, Backspace over separators.
@Suite struct DateTypingTests {
  static func rule(_ pattern: String, min: String? = nil, max: String? = nil) -> DateRule {
    let format = try! DateFormat(pattern)
    return try! DateRule(
      format: format, min: min.flatMap { DateValue(iso: $0, for: format) },
      max: max.flatMap { DateValue(iso: $0, for: format) })
  }

  static let german = rule("dd.MM.yyyy")
  static let american = rule("MM/dd/yyyy")
  static let birthday = rule("dd.MM.yyyy", min: "1900-01-01", max: "2026-11-25")
  static let expiry = rule("MM/yy", min: "2026-11")
  static let clock = rule("HH:mm")
  static let twelve = rule("hh:mm a")
  static let stamp = rule("dd.MM.yyyy HH:mm")

  struct TypingCase: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: DateRule
    /// Keys typed one at a time.
    var keys: [String]
    var text: String
    /// The ISO value when the text is valid.
    var iso: String?
    var testDescription: String { name }
  }

  static let typingCases: [TypingCase] = [
    TypingCase(name: "1, 2 shows 12.", rule: german, keys: ["1", "2"], text: "12.", iso: nil),
    TypingCase(name: "4 in the day shows 04.", rule: german, keys: ["4"], text: "04.", iso: nil),
    TypingCase(name: "0 alone starts a day", rule: german, keys: ["0"], text: "0", iso: nil),
    TypingCase(name: "00 refused as a day", rule: german, keys: ["0", "0"], text: "0", iso: nil),
    TypingCase(name: "3 starts a day", rule: german, keys: ["3"], text: "3", iso: nil),
    TypingCase(name: "32 refused at the 2", rule: german, keys: ["3", "2"], text: "3", iso: nil),
    TypingCase(
      name: "2 in the month shows 02.", rule: german, keys: ["1", "2", "2"], text: "12.02.",
      iso: nil),
    TypingCase(
      name: "13 refused as a month", rule: german, keys: ["1", "2", "1", "3"], text: "12.1",
      iso: nil),
    TypingCase(
      name: "a whole date", rule: german, keys: ["2", "9", "0", "2", "2", "0", "2", "4"],
      text: "29.02.2024", iso: "2024-02-29"),
    TypingCase(
      name: "30.02 refused at the month's 2", rule: german, keys: ["3", "0", "0", "2"],
      text: "30.0", iso: nil),
    TypingCase(
      name: "31.04 refused at the month's 4", rule: german, keys: ["3", "1", "0", "4"],
      text: "31.0", iso: nil),
    TypingCase(
      name: "31.05 accepted", rule: german, keys: ["3", "1", "0", "5"], text: "31.05.", iso: nil),
    TypingCase(
      name: "29.02.2023 refused at the last key",
      rule: german, keys: ["2", "9", "0", "2", "2", "0", "2", "3"], text: "29.02.202", iso: nil),
    TypingCase(
      name: "29.02.1900 refused: 1900 is no leap year",
      rule: german, keys: ["2", "9", "0", "2", "1", "9", "0", "0"], text: "29.02.190", iso: nil),
    TypingCase(
      name: "29.02.2000 accepted: 2000 is a leap year",
      rule: german, keys: ["2", "9", "0", "2", "2", "0", "0", "0"], text: "29.02.2000",
      iso: "2000-02-29"),
    TypingCase(
      name: "year 0000 refused", rule: german, keys: ["0", "1", "0", "1", "0", "0", "0", "0"],
      text: "01.01.000", iso: nil),
    TypingCase(
      name: "the separator after a lone digit pads it", rule: german, keys: ["1", ".", "2", "."],
      text: "01.02.", iso: nil),
    TypingCase(
      name: "a slash taken as the dot", rule: german, keys: ["1", "/"], text: "01.", iso: nil),
    TypingCase(
      name: "the separator after a full field is shown already", rule: german,
      keys: ["1", "2", "."], text: "12.", iso: nil),
    TypingCase(
      name: "letters refused", rule: german, keys: ["1", "x", "2"], text: "12.", iso: nil),
    TypingCase(
      name: "Arabic-Indic digits", rule: german, keys: ["٠", "١", "٠", "٢", "٢", "٠", "٢", "٤"],
      text: "01.02.2024", iso: "2024-02-01"),
    TypingCase(
      name: "a ninth digit refused", rule: german,
      keys: ["0", "1", "0", "2", "2", "0", "2", "4", "5"], text: "01.02.2024", iso: "2024-02-01"),
    TypingCase(
      name: "US: 04/31 refused at the day's 1", rule: american, keys: ["0", "4", "3", "1"],
      text: "04/3", iso: nil),
    TypingCase(
      name: "US: 3 as February's day shows 03", rule: american, keys: ["2", "3"], text: "02/03/",
      iso: nil),
    TypingCase(
      name: "US: a whole date", rule: american, keys: ["1", "2", "3", "1", "1", "9", "9", "9"],
      text: "12/31/1999", iso: "1999-12-31"),
    TypingCase(
      name: "min 1900: a year starting with 0 refused", rule: birthday,
      keys: ["0", "1", "0", "1", "0"], text: "01.01.", iso: nil),
    TypingCase(
      name: "max 2026-11-25: a year starting with 3 refused", rule: birthday,
      keys: ["0", "1", "0", "1", "3"], text: "01.01.", iso: nil),
    TypingCase(
      name: "max 2026-11-25: 26.11.2026 refused at the last 6", rule: birthday,
      keys: ["2", "6", "1", "1", "2", "0", "2", "6"], text: "26.11.202", iso: nil),
    TypingCase(
      name: "max 2026-11-25: 25.11.2026 accepted", rule: birthday,
      keys: ["2", "5", "1", "1", "2", "0", "2", "6"], text: "25.11.2026", iso: "2026-11-25"),
    TypingCase(
      name: "min 1900: 1899 refused at the first 8", rule: birthday,
      keys: ["0", "1", "0", "1", "1", "8"], text: "01.01.1", iso: nil),
    TypingCase(
      name: "min 1900: 01.01.1900 accepted", rule: birthday,
      keys: ["0", "1", "0", "1", "1", "9", "0", "0"], text: "01.01.1900", iso: "1900-01-01"),
    TypingCase(
      name: "max 2026-11-25: 2027 refused at the 7", rule: birthday,
      keys: ["0", "1", "0", "1", "2", "0", "2", "7"], text: "01.01.202", iso: nil),
    TypingCase(
      name: "MM/yy 12/26 accepted after min 11/26", rule: expiry, keys: ["1", "2", "2", "6"],
      text: "12/26", iso: "2026-12"),
    TypingCase(
      name: "MM/yy 10/26 refused at the 6", rule: expiry, keys: ["1", "0", "2", "6"],
      text: "10/2", iso: nil),
    TypingCase(
      name: "MM/yy 10/27 accepted", rule: expiry, keys: ["1", "0", "2", "7"], text: "10/27",
      iso: "2027-10"),
    TypingCase(
      name: "MM/yy 1 refused as a year's first digit", rule: expiry, keys: ["0", "3", "1"],
      text: "03/", iso: nil),
    TypingCase(
      name: "HH:mm 14:30", rule: clock, keys: ["1", "4", "3", "0"], text: "14:30", iso: "14:30"),
    TypingCase(name: "HH:mm 3 pads to 03:", rule: clock, keys: ["3"], text: "03:", iso: nil),
    TypingCase(name: "HH:mm 24 refused", rule: clock, keys: ["2", "4"], text: "2", iso: nil),
    TypingCase(
      name: "HH:mm 7 in the minutes pads to 07", rule: clock, keys: ["2", "3", "7"],
      text: "23:07", iso: "23:07"),
    TypingCase(
      name: "hh:mm a, p gives PM", rule: twelve, keys: ["0", "2", "3", "0", "p"],
      text: "02:30 PM", iso: "14:30"),
    TypingCase(
      name: "hh:mm a, A gives AM and 12 AM is midnight", rule: twelve,
      keys: ["1", "2", "0", "0", "A"], text: "12:00 AM", iso: "00:00"),
    TypingCase(
      name: "hh:mm a, the M typed after the period", rule: twelve,
      keys: ["1", "2", "0", "0", "p", "m"], text: "12:00 PM", iso: "12:00"),
    TypingCase(name: "hh:mm a, 13 refused", rule: twelve, keys: ["1", "3"], text: "1", iso: nil),
    TypingCase(name: "hh:mm a, 00 refused", rule: twelve, keys: ["0", "0"], text: "0", iso: nil),
    TypingCase(name: "hh:mm a, 2 pads to 02", rule: twelve, keys: ["2"], text: "02:", iso: nil),
    TypingCase(
      name: "hh:mm a, a digit refused in the period", rule: twelve,
      keys: ["0", "2", "3", "0", "5"], text: "02:30 ", iso: nil),
    TypingCase(
      name: "date and time", rule: stamp,
      keys: ["2", "9", "0", "2", "2", "0", "2", "4", "1", "4", "3", "0"],
      text: "29.02.2024 14:30", iso: "2024-02-29T14:30"),
  ]

  /// Separators outside ASCII: the caret is counted in UTF-16 past them.
  @Test func japaneseLiterals() {
    var field = InputField(rule: Self.rule("yyyy年MM月dd日"))
    for key in ["2", "0", "2", "4", "2", "2", "9"] { field.type(key) }
    #expect(field.text == "2024年02月29日")
    #expect(field.state.selection == 11..<11)
    #expect(field.value?.iso == "2024-02-29")
    field.deleteBackward()
    #expect(field.text == "2024年02月2")
    #expect(field.state.selection == 9..<9)
  }

  @Test(arguments: typingCases)
  func typing(_ c: TypingCase) {
    var field = InputField(rule: c.rule)
    for key in c.keys { field.type(key) }
    #expect(field.text == c.text)
    #expect(field.value?.iso == c.iso)
    if c.iso != nil { #expect(field.validity == .valid) }
    if !c.text.isEmpty && c.iso == nil { #expect(field.validity == .incomplete) }
  }

  struct RefusalCase: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: DateRule
    var before: [String]
    var key: String
    var code: Reason.Code
    var message: String?
    var testDescription: String { name }
  }

  static let refusalCases: [RefusalCase] = [
    RefusalCase(
      name: "32", rule: german, before: ["3"], key: "2", code: DateRule.impossibleDateCode,
      message: "A day is 01 to 31."),
    RefusalCase(
      name: "13 as a month", rule: german, before: ["1", "2", "1"], key: "3",
      code: DateRule.impossibleDateCode, message: "A month is 01 to 12."),
    RefusalCase(
      name: "30.02", rule: german, before: ["3", "0", "0"], key: "2",
      code: DateRule.impossibleDateCode, message: "February has at most 29 days."),
    RefusalCase(
      name: "31.04", rule: german, before: ["3", "1", "0"], key: "4",
      code: DateRule.impossibleDateCode, message: "April has 30 days."),
    RefusalCase(
      name: "29.02.2023", rule: german, before: ["2", "9", "0", "2", "2", "0", "2"], key: "3",
      code: DateRule.impossibleDateCode, message: "February 2023 has 28 days."),
    RefusalCase(
      name: "29.02.1900", rule: german, before: ["2", "9", "0", "2", "1", "9", "0"], key: "0",
      code: DateRule.impossibleDateCode, message: "February 1900 has 28 days."),
    RefusalCase(
      name: "a year before min", rule: birthday, before: ["0", "1", "0", "1"], key: "0",
      code: .outOfRange, message: "The earliest date is 01.01.1900."),
    RefusalCase(
      name: "a year after max", rule: birthday, before: ["0", "1", "0", "1"], key: "3",
      code: .outOfRange, message: "The latest date is 25.11.2026."),
    RefusalCase(
      name: "an expiry before min", rule: expiry, before: ["1", "0", "2"], key: "6",
      code: .outOfRange, message: "The earliest date is 11/26."),
    RefusalCase(
      name: "a letter", rule: german, before: [], key: "x", code: .disallowedCharacter,
      message: nil),
    RefusalCase(
      name: "a digit past the end", rule: german,
      before: ["0", "1", "0", "1", "2", "0", "0", "0"], key: "1", code: .tooLong, message: nil),
    RefusalCase(
      name: "a digit in the day period", rule: twelve, before: ["0", "1", "0", "0"], key: "1",
      code: .disallowedCharacter, message: "Type A for AM or P for PM."),
  ]

  @Test(arguments: refusalCases)
  func refusal(_ c: RefusalCase) {
    var field = InputField(rule: c.rule)
    for key in c.before { field.type(key) }
    let before = field.text
    let result = field.type(c.key)
    #expect(result.outcome == .rejected)
    #expect(result.reason?.code == c.code)
    if let message = c.message { #expect(result.reason?.message == message) }
    #expect(field.text == before)
  }

  /// A separator typed over a selection removes the selected digits: what is left must still
  /// be able to become a date (`31.|01|.2024` would leave `31.20.24`).
  @Test func separatorOverASelectionIsCheckedLikeAnyEdit() {
    var field = InputField(rule: Self.german)
    field.paste("31.01.2024")
    field.select(3, 5)
    let result = field.type(".")
    #expect(result.outcome == .rejected)
    #expect(field.text == "31.01.2024")
  }

  /// `M` typed right after `A` or `P` is the `M` shown already: only the caret moves.
  @Test func theMOfAMMovesTheCaret() {
    var field = InputField(rule: Self.twelve)
    for key in ["0", "9", "1", "5", "p"] { field.type(key) }
    field.moveCaret(to: 7)
    let result = field.type("M")
    #expect(result.isAccepted)
    #expect(field.text == "09:15 PM")
    #expect(field.state.selection == 8..<8)
  }

  struct BackspaceCase: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: DateRule
    var keys: [String]
    var backspaces: Int
    var text: String
    var testDescription: String { name }
  }

  static let backspaceCases: [BackspaceCase] = [
    BackspaceCase(name: "over the dot", rule: german, keys: ["1", "2"], backspaces: 1, text: "1"),
    BackspaceCase(
      name: "over a padded day", rule: german, keys: ["4"], backspaces: 1, text: "0"),
    BackspaceCase(
      name: "twice from a month", rule: german, keys: ["1", "2", "0", "3"], backspaces: 2,
      text: "12."),
    BackspaceCase(
      name: "the last year digit", rule: german, keys: ["0", "1", "0", "2", "2", "0", "2", "4"],
      backspaces: 1, text: "01.02.202"),
    BackspaceCase(
      name: "over the AM", rule: twelve, keys: ["0", "1", "0", "0", "a"], backspaces: 1,
      text: "01:00 "),
    BackspaceCase(
      name: "over the space before the hour", rule: stamp,
      keys: ["0", "1", "0", "2", "2", "0", "2", "4"], backspaces: 1, text: "01.02.202"),
  ]

  @Test(arguments: backspaceCases)
  func backspace(_ c: BackspaceCase) {
    var field = InputField(rule: c.rule)
    for key in c.keys { field.type(key) }
    for _ in 0..<c.backspaces {
      let result = field.deleteBackward()
      #expect(result.isAccepted)
    }
    #expect(field.text == c.text)
    #expect(field.state.selection == c.text.utf16.count..<c.text.utf16.count)
  }
}
