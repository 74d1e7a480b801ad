import Foundation
import Testing

/// Text and choice rules through the command: values set by the program, messages that name
/// what is wrong.
@Suite("inputrules: text and choice")
struct TextCommandTests {
  /// A value set by the program is converted to the field's case as typing converts it (it was
  /// refused, and the field stayed empty); `check` still refuses text typing would convert, and
  /// takes what the field then shows.
  @Test func setValueIsConvertedToTheRulesCase() throws {
    let (result, lines) = try InputRulesCommand.replay(
      #"{"kind":"text","case":"upper"}"#,
      [#"{"setValue":"abc"}"#, #"{"setValue":"ABC"}"#, #"{"setValue":"aBç"}"#])
    #expect(
      lines == [
        #"{"text":"ABC","selection":[3,3],"state":"valid","value":"ABC","accepted":true}"#,
        #"{"text":"ABC","selection":[3,3],"state":"valid","value":"ABC","accepted":true}"#,
        #"{"text":"ABÇ","selection":[3,3],"state":"valid","value":"ABÇ","accepted":true}"#,
      ])
    #expect(result.status == 0)
    let check = try InputRulesCommand.run(
      ["check", "--rule", #"{"kind":"text","case":"upper"}"#, "abc", "ABC"])
    #expect(check.lines.first?.hasPrefix("invalid\tcaseConverted\t") == true)
    #expect(check.lines.last == "valid\tABC")
  }

  @Test func aFolderGivenAsTheRuleSaysSo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "inputrules-folder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try InputRulesCommand.run(["check", "--rule", "@" + folder.path, "a"])
    #expect(
      result.stderr
        == "error: rule spec \(folder.path): cannot read the file: it is a folder (give the path "
        + "of a JSON file)\n")
    #expect(result.status == 2)
  }

  struct ChoiceMessage: CustomTestStringConvertible, Sendable {
    var name: String
    var spec: String
    var entry: String
    var message: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    ChoiceMessage(
      name: "three options, no bounds", spec: #"{"kind":"choice","options":["ab","a","b"]}"#,
      entry: "x", message: "No option starts with \"x\"; choose ab, a or b."),
    ChoiceMessage(
      name: "two options", spec: #"{"kind":"choice","options":["yes","no"]}"#, entry: "x",
      message: "No option starts with \"x\"; choose yes or no."),
    ChoiceMessage(
      name: "many options, no bounds",
      spec: #"{"kind":"choice","options":["XS","S","M","L","XL","XXL","XXXL"]}"#, entry: "q",
      message: "No option starts with \"q\"; choose one of the 7 options (XS, S, M, …)."),
    ChoiceMessage(
      name: "many options, bounded",
      spec: #"{"kind":"choice","options":["1","2","3","4","5","6","7","8"],"min":"2","max":"8"}"#,
      entry: "1", message: "1 is not allowed here; choose an option from 2 to 8."),
    ChoiceMessage(
      name: "a few options, bounded",
      spec: #"{"kind":"choice","options":["S","M","L","XL","XXL"],"min":"M","max":"XL"}"#,
      entry: "X", message: "Keep typing: choose M, L or XL."),
  ])
  func choiceMessagesNameTheOptions(_ c: ChoiceMessage) throws {
    let result = try InputRulesCommand.run(["check", "--rule", c.spec, c.entry])
    #expect(result.lines.first?.split(separator: "\t").last.map(String.init) == c.message)
  }

  @Test(arguments: [
    (#"{"kind":"choice","options":["abc","b"],"maxLength":1}"#, "which has 3 characters"),
    (#"{"kind":"choice","options":["b","abc"],"maxLength":0}"#, "which has 1 character"),
    (
      #"{"kind":"choice","options":["b","é"],"maxLength":1,"lengthUnit":"utf8"}"#,
      "which has 2 bytes"
    ),
  ])
  func countsAreSingularOrPlural(_ spec: String, _ ending: String) throws {
    let result = try InputRulesCommand.run(["check", "--rule", spec, "b"])
    #expect(result.stderr.hasSuffix(ending + "\n"))
    #expect(result.status == 2)
  }

  @Test func aLimitOfOneCharacterIsSingular() throws {
    let (result, _) = try InputRulesCommand.replay(
      #"{"kind":"text","maxLength":1}"#, [#"{"paste":"cd"}"#, #"{"type":"ab"}"#])
    #expect(result.lines.first?.contains("Only what fits in 1 character was kept.") == true)
    #expect(result.lines.last?.contains("At most 1 character fits in this field.") == true)
  }

  /// A paste far longer than the reader's and writer's blocks, with characters to escape, then
  /// more lines (the last without a line feed): each output line is whole and exact.
  @Test func aLongPasteIsReplayedExactly() throws {
    let piece = "Grüße \"quoted\" back\\slash\ttab\u{85}C1 東京 👍🏽 "
    let long = String(repeating: piece, count: 8_000)
    let events = [
      #"{"paste":"# + jsonQuoted(long) + "}", #"{"type":"!"}"#, #"{"backspace":1}"#,
    ]
    let result = try InputRulesCommand.run(
      ["replay", "--rule", #"{"kind":"text"}"#], input: events.joined(separator: "\n"))
    #expect(result.status == 0)
    #expect(result.lines.count == 3)
    let expected = long.filter { $0 != "\t" && $0 != "\u{85}" }
    for (line, text) in zip(result.lines, [expected, expected + "!", expected]) {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["text"] as? String == text)
      #expect(object?["value"] as? String == text)
    }
  }

  /// A string as JSON, by Foundation (not the code under test).
  private func jsonQuoted(_ text: String) -> String {
    let data = try! JSONSerialization.data(withJSONObject: [text], options: [])
    return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
  }
}
