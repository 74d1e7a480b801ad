import Foundation
import InputRulesTerminal
import Testing

/// The demo's phone field in one locale: the region it is dialled from, and a number typed.
struct PhoneDemoCase: Sendable, CustomTestStringConvertible {
  var locale: String
  /// The field's label: "Phone number" and the region's English name.
  var label: String
  /// The keys typed, one by one, then what the box shows and the value.
  var typed: String
  var shown: String
  var value: String

  var testDescription: String { "\(locale): \(typed) in \(label)" }
}

let phoneDemoCases: [PhoneDemoCase] = [
  PhoneDemoCase(
    locale: "de_DE", label: "Phone number (Germany)", typed: "015123456789",
    shown: "01512 3456789", value: "+4915123456789"),
  PhoneDemoCase(
    locale: "de_DE", label: "Phone number (Germany)", typed: "+4915123456789",
    shown: "+49 1512 3456789", value: "+4915123456789"),
  PhoneDemoCase(
    locale: "en_US", label: "Phone number (United States)", typed: "2015550123",
    shown: "(201) 555-0123", value: "+12015550123"),
  // No region in the locale: the United States.
  PhoneDemoCase(
    locale: "de", label: "Phone number (United States)", typed: "2015550123",
    shown: "(201) 555-0123", value: "+12015550123"),
  // The world (Foundation's answer on Linux) and Antarctica have no phone numbers of their
  // own in libphonenumber: the United States.
  PhoneDemoCase(
    locale: "en_001", label: "Phone number (United States)", typed: "+4915123456789",
    shown: "+49 1512 3456789", value: "+4915123456789"),
  PhoneDemoCase(
    locale: "en_AQ", label: "Phone number (United States)", typed: "2015550123",
    shown: "(201) 555-0123", value: "+12015550123"),
]

@Suite(.serialized, .timeLimit(.minutes(5)))
struct DemoPhoneTests {
  @Test(arguments: phoneDemoCases)
  func thePhoneFieldIsDialledFromTheLocalesRegionAndLaysTheNumberOut(_ phone: PhoneDemoCase)
    throws
  {
    let terminal = try startDemo(locale: phone.locale, rows: 40)
    defer { terminal.terminate() }
    try focus(phone.label, in: terminal)
    // The help says where the number is dialled from.
    let country = String(phone.label.dropFirst("Phone number (".count).dropLast())
    try terminal.wait(forText: "Dialled from \(country)")
    var screen = terminal.screen
    var line = try #require(screen.line(containing: phone.label))
    #expect(line.contains("empty"))
    let box = boxColumn(line)

    // Typed key by key, laid out as it comes; the caret after the last digit.
    terminal.send(phone.typed)
    screen = try terminal.wait(forText: "= \(phone.value)")
    line = try #require(screen.line(containing: phone.label))
    #expect(line.contains("[\(phone.shown) "), "\(line)")
    #expect(line.contains("valid"))
    #expect(screen.column == box + 1 + phone.shown.count)

    // A further digit makes no number: refused, the number stays.
    let mark = terminal.output.count
    terminal.send("9")
    try terminal.wait(forOutput: "refused:", since: mark)
    #expect(terminal.screen.line(containing: phone.label)?.contains("[\(phone.shown) ") == true)

    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
    let summary = terminal.screen.line(containing: phone.label) ?? ""
    #expect(summary.contains(phone.value), "\(summary)")
    #expect(summary.hasSuffix("(valid)"))
  }

  @Test func aNumberIsLaidOutKeyByKeyAndBackspaceOverTheSpaceDeletesTheDigitBeforeIt() throws {
    let terminal = try startDemo(locale: "de_DE", rows: 40)
    defer { terminal.terminate() }
    let label = "Phone number (Germany)"
    try focus(label, in: terminal)
    let box = boxColumn(try #require(terminal.screen.line(containing: label)))
    terminal.send("0151")
    var screen = try terminal.wait(forText: "[0151 ")
    #expect(screen.line(containing: label)?.contains("incomplete") == true)
    // The fifth digit ends the area code: the space comes with the sixth.
    terminal.send("2")
    screen = try terminal.wait(forText: "[01512 ")
    terminal.send("3")
    screen = try terminal.wait(forText: "[01512 3 ")
    #expect(screen.column == box + 1 + 7)
    // Left, then Backspace right after the space: the 2 before it goes, and the caret stays
    // where it was.
    terminal.send("\u{1B}[D\u{7F}")
    screen = try terminal.wait(forText: "[01513 ")
    #expect(screen.column == box + 1 + 4)
    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
  }
}
