import InputRulesSpec
import Testing

/// Members given to a writer, as a test case writes them.
typealias WriteMembers = @Sendable (inout JSONObjectWriter<[UInt8]>) -> Void

@Suite("Writing JSON objects")
struct JSONObjectWriterTests {
  /// The object `members` writes, as text.
  static func written(_ members: WriteMembers) -> String {
    var object = JSONObjectWriter(into: [UInt8]())
    members(&object)
    return String(decoding: object.finish(), as: UTF8.self)
  }

  static let objects: [Named<WriteMembers, String>] = [
    Named("no members", { _ in }, "{}"),
    Named("one member has no comma", { $0.write("a", integer: 1) }, #"{"a":1}"#),
    Named(
      "commas between members of every type",
      {
        $0.write("s", string: "x")
        $0.write("i", integer: -7)
        $0.write("t", bool: true)
        $0.write("f", bool: false)
        $0.writeNull("n")
        $0.write("a", integers: [1, 2])
      },
      #"{"s":"x","i":-7,"t":true,"f":false,"n":null,"a":[1,2]}"#),
    Named("a nil string is null", { $0.write("value", string: nil) }, #"{"value":null}"#),
    Named("an empty string", { $0.write("text", string: "") }, #"{"text":""}"#),
    Named(
      "integers at the ends of Int",
      {
        $0.write("min", integer: Int.min)
        $0.write("max", integer: Int.max)
        $0.write("zero", integer: 0)
      },
      #"{"min":-9223372036854775808,"max":9223372036854775807,"zero":0}"#),
    Named(
      "integer arrays: empty, one, several, negative",
      {
        $0.write("empty", integers: [])
        $0.write("one", integers: [5])
        $0.write("several", integers: [0, -3, 12])
      },
      #"{"empty":[],"one":[5],"several":[0,-3,12]}"#),
    Named(
      "arrays between other members",
      {
        $0.write("text", string: "ab")
        $0.write("selection", integers: 0...1)
        $0.write("marked", integers: [1, 2])
        $0.write("state", string: "valid")
      },
      #"{"text":"ab","selection":[0,1],"marked":[1,2],"state":"valid"}"#),
    Named(
      "quotes and backslashes escaped in keys and values",
      { $0.write("a\"b\\c", string: "say \"hi\" \\ bye") },
      #"{"a\"b\\c":"say \"hi\" \\ bye"}"#),
    Named(
      "control characters (C0, DEL, C1) written as \\u escapes",
      { $0.write("text", string: "a\nb\tc\u{0}d\u{7F}e\u{85}f\u{9F}") },
      #"{"text":"a\u000Ab\u0009c\u0000d\u007Fe\u0085f\u009F"}"#),
    Named(
      "non-ASCII written as is",
      { $0.write("é", string: "🇩🇪 ü \u{A0}\u{2028}") },
      "{\"é\":\"🇩🇪 ü \u{A0}\u{2028}\"}"),
  ]

  @Test(arguments: objects)
  func writes(_ c: Named<WriteMembers, String>) {
    #expect(Self.written(c.input) == c.expected)
  }

  @Test("What is written parses back to the same members")
  func roundTrips() throws {
    let text = "line 1\nline \"2\"\\\u{1}\u{85}é🇩🇪"
    let written = Self.written {
      $0.write(text, string: text)
      $0.write("n", integers: [-1, 2])
      $0.writeNull("z")
    }
    let expected = JSONObject([
      .init(key: text, value: .string(text)),
      .init(
        key: "n", value: .array([.number(JSONNumber(text: "-1")), .number(JSONNumber(text: "2"))])),
      .init(key: "z", value: .null),
    ])
    #expect(try JSONValue(parsing: written) == .object(expected))
  }

  @Test("A long text is escaped in place: the runs between escapes reach the sink whole")
  func longText() {
    let run = String(repeating: "a", count: 100_000)
    var object = JSONObjectWriter(into: PieceSizes())
    object.write("text", string: run + "\"" + run)
    let pieces = object.finish().sizes
    #expect(pieces.filter { $0 == 100_000 }.count == 2)
    #expect(pieces.reduce(0, +) == "{\"text\":\"\"}".utf8.count + 200_002)
  }
}

/// A sink that keeps only the size of each piece it is handed.
struct PieceSizes: JSONByteSink {
  var sizes: [Int] = []
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) { sizes.append(bytes.count) }
}
