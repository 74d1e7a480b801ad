import InputRules
import InputRulesSpec
import Testing

@Suite("Replay events")
struct ReplayEventTests {
  static let events: [Named<String, ReplayEvent>] = [
    Named("type", #"{"type":"ab1"}"#, .type("ab1")),
    Named("paste", #"{"paste":"x\ny"}"#, .paste("x\ny")),
    Named("replace", #"{"replace":[1,2],"with":"z"}"#, .replace(location: 1, length: 2, with: "z")),
    Named(
      "replace, with first", #"{"with":"z","replace":[1,2]}"#,
      .replace(location: 1, length: 2, with: "z")),
    Named(
      "replace clamps huge numbers", #"{"replace":[-1e30,99999999999999999999],"with":""}"#,
      .replace(location: Int.min, length: Int.max, with: "")),
    Named("backspace", #"{"backspace":2}"#, .backspace(2)),
    Named("negative delete", #"{"delete":-3}"#, .delete(-3)),
    Named("select", #"{"select":[5,1]}"#, .select(start: 5, end: 1)),
    Named("caret 1e30", #"{"caret":1e30}"#, .caret(Int.max)),
    Named("caret -5", #"{"caret":-5}"#, .caret(-5)),
    Named("mark", #"{"mark":"にほ"}"#, .mark("にほ")),
    Named("unmark", #"{"unmark":true}"#, .unmark),
    Named("commit", #" { "commit" : true } "#, .commit),
    Named("setValue", #"{"setValue":"abc"}"#, .setValue("abc")),
    Named("setValue null", #"{"setValue":null}"#, .setValue(nil)),
  ]

  @Test(arguments: events)
  func decodes(_ c: Named<String, ReplayEvent>) throws {
    #expect(try ReplayEvent(jsonLine: c.input) == c.expected)
  }

  /// Each event as the field action it stands for, and the presses it counts.
  static let actions: [Named<ReplayEvent, Counted>] = [
    Named("type", .type("ab1"), Counted(.type("ab1"))),
    Named("paste", .paste("x\ny"), Counted(.paste("x\ny"))),
    Named(
      "replace", .replace(location: Int.min, length: 2, with: "z"),
      Counted(.replace(location: Int.min, length: 2, with: "z"))),
    Named("backspace", .backspace(2), Counted(.backspace, presses: 2)),
    Named("delete", .delete(-3), Counted(.deleteForward, presses: -3)),
    Named("select", .select(start: 5, end: 1), Counted(.select(5, 1))),
    Named("caret", .caret(Int.max), Counted(.moveCaret(to: Int.max))),
    Named("mark", .mark("にほ"), Counted(.mark("にほ"))),
    Named("unmark", .unmark, Counted(.unmark)),
    Named("commit", .commit, Counted(.commit)),
    Named("setValue", .setValue("abc"), Counted(.setValue(canonical: "abc"))),
    Named("setValue null clears", .setValue(nil), Counted(.setValue(canonical: ""))),
  ]

  /// A field action and how many presses of it an event makes (`nil`: performed once).
  struct Counted: Hashable, Sendable {
    var action: FieldAction
    var presses: Int?
    init(_ action: FieldAction, presses: Int? = nil) {
      self.action = action
      self.presses = presses
    }
  }

  @Test(arguments: actions)
  func standsForAFieldAction(_ c: Named<ReplayEvent, Counted>) {
    #expect(Counted(c.input.action, presses: c.input.presses) == c.expected)
  }

  static let malformed: [Named<String, String>] = [
    Named("not JSON", "type abc", "invalid JSON at column 1: expected a value, found 't'"),
    Named(
      "not an object", "[1]", #"an event must be a JSON object such as {"type":"abc"}, got [1]"#),
    Named(
      "no key", "{}",
      #"an event needs a key: one of "type", "paste", "replace", "backspace", "delete", "select", "caret", "mark", "unmark", "commit", "setValue""#
    ),
    Named(
      "unknown key", #"{"tpye":"a"}"#,
      #"unknown event "tpye" (did you mean "type"?); events are one of "type", "paste", "replace", "backspace", "delete", "select", "caret", "mark", "unmark", "commit", "setValue""#
    ),
    Named(
      "several keys", #"{"type":"a","caret":1}"#,
      #"an event has exactly one key, got "type", "caret""#),
    Named("with alone", #"{"with":"a"}"#, #""with" belongs to a "replace" event"#),
    Named(
      "with after another event", #"{"type":"a","with":"b"}"#,
      #""with" belongs to a "replace" event"#),
    Named(
      "replace without with", #"{"replace":[0,0]}"#,
      #""replace" needs "with": the replacement text"#),
    Named("type not a string", #"{"type":5}"#, #""type" must be a string, got 5"#),
    Named(
      "with not a string", #"{"replace":[0,0],"with":null}"#, #""with" must be a string, got null"#),
    Named(
      "backspace fractional", #"{"backspace":1.5}"#, #""backspace" must be an integer, got 1.5"#),
    Named("caret as a string", #"{"caret":"1"}"#, #""caret" must be an integer, got "1""#),
    Named(
      "select of one", #"{"select":[1]}"#, #""select" must be [start, end]: two integers, got [1]"#),
    Named(
      "replace of three", #"{"replace":[1,2,3],"with":""}"#,
      #""replace" must be [location, length]: two integers, got [1,2,3]"#),
    Named("unmark false", #"{"unmark":false}"#, #""unmark" must be true, got false"#),
    Named("commit 1", #"{"commit":1}"#, #""commit" must be true, got 1"#),
    Named(
      "setValue number", #"{"setValue":5}"#,
      #""setValue" must be a string (the canonical value) or null, got 5"#),
    Named(
      "lone surrogate", #"{"type":"\ud800"}"#,
      #"invalid JSON at column 10: \uD800 is a lone surrogate (text must be Unicode scalars)"#),
  ]

  @Test(arguments: malformed)
  func refuses(_ c: Named<String, String>) {
    #expect(throws: ReplayEventError(c.expected)) { try ReplayEvent(jsonLine: c.input) }
  }
}
