import InputRulesSpec
import Testing

/// A named case for table-driven tests: the name is what the test report shows.
struct Named<Input: Sendable, Expected: Sendable>: Sendable, CustomTestStringConvertible {
  var name: String
  var input: Input
  var expected: Expected
  init(_ name: String, _ input: Input, _ expected: Expected) {
    self.name = name
    self.input = input
    self.expected = expected
  }
  var testDescription: String { name }
}

@Suite("JSON parsing and writing")
struct JSONTests {
  static let documents: [Named<String, String>] = [
    Named(
      "object keeps member order", #" {"b": 1, "a": [true, false, null]} "#,
      #"{"b":1,"a":[true,false,null]}"#),
    Named("numbers kept as written", "[-0, 1.50, 1e30, -2E-3]", "[-0,1.50,1e30,-2E-3]"),
    Named(
      "escapes decoded", #""\"\\\/\b\f\n\r\tA""#,
      #""\"\\/\u0008\u000C\u000A\u000D\u0009A""#),
    Named("surrogate pair", #""\ud83d\udc4d""#, #""👍""#),
    Named("non-ASCII kept", #""🇩🇪 é""#, #""🇩🇪 é""#),
    Named("byte order mark skipped", "\u{FEFF}{}", "{}"),
    Named("empty array", "[ ]", "[]"),
  ]

  @Test(arguments: documents)
  func parses(_ c: Named<String, String>) throws {
    #expect(try JSONValue(parsing: c.input).jsonText == c.expected)
  }

  static let syntaxErrors: [Named<String, String>] = [
    Named(
      "empty text", "", "invalid JSON at line 1, column 1: expected a JSON value, found nothing"),
    Named(
      "missing value", #"{"a":}"#, "invalid JSON at line 1, column 6: expected a value, found '}'"
    ),
    Named(
      "trailing comma", "[1,]", "invalid JSON at line 1, column 4: expected a value, found ']'"),
    Named(
      "missing comma on line 2", "{\"a\": 1\n \"b\": 2}",
      "invalid JSON at line 2, column 2: expected ',' or '}' after an object member, found '\"'"),
    Named(
      "unquoted key", "{kind: 1}",
      "invalid JSON at line 1, column 2: expected a string key in double quotes, found 'k'"),
    Named(
      "duplicate key", #"{"a":1,"a":2}"#, #"invalid JSON at line 1, column 8: duplicate key "a""#),
    Named(
      "unterminated string", #"["abc"#,
      #"invalid JSON at line 1, column 2: unterminated string (no closing '"')"#),
    Named(
      "raw tab in string", "\"a\tb\"",
      "invalid JSON at line 1, column 3: control character U+0009 in a string must be written as an escape"
    ),
    Named(
      "lone high surrogate", #""\ud800x""#,
      #"invalid JSON at line 1, column 2: \uD800 is a lone surrogate (text must be Unicode scalars)"#
    ),
    Named(
      "lone low surrogate", #""\udc00""#,
      #"invalid JSON at line 1, column 2: \uDC00 is a lone surrogate (text must be Unicode scalars)"#
    ),
    Named(
      "bad escape", #""\x""#,
      #"invalid JSON at line 1, column 2: invalid escape '\'x'' in a string"#),
    Named(
      "leading zero", "012",
      "invalid JSON at line 1, column 1: numbers must not have leading zeros"),
    Named("bare minus", "-", "invalid JSON at line 1, column 1: expected a digit after '-'"),
    Named(
      "text after value", "{} x",
      "invalid JSON at line 1, column 4: unexpected 'x' after the JSON value"),
    Named("NaN", "NaN", "invalid JSON at line 1, column 1: expected a value, found 'N'"),
    Named(
      "column counts characters", "[\"é\", ?]",
      "invalid JSON at line 1, column 7: expected a value, found '?'"),
    Named(
      "deep nesting", String(repeating: "[", count: 300),
      "invalid JSON at line 1, column 257: arrays and objects are nested more than 256 levels deep"
    ),
  ]

  @Test(arguments: syntaxErrors)
  func refuses(_ c: Named<String, String>) {
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: c.input) }
    do {
      _ = try JSONValue(parsing: c.input)
    } catch {
      #expect(error.description == c.expected)
    }
  }

  static let integers: [Named<String, JSONNumber.IntegerValue>] = [
    Named("zero", "0", .exact(0)),
    Named("negative zero", "-0", .exact(0)),
    Named("plain", "42", .exact(42)),
    Named("negative", "-5", .exact(-5)),
    Named("integral fraction", "6.0", .exact(6)),
    Named("exponent", "1e3", .exact(1000)),
    Named("fraction and exponent", "1.5e1", .exact(15)),
    Named("fractional", "1.5", .fractional),
    Named("negative exponent", "1e-3", .fractional),
    Named("Int.max", "9223372036854775807", .exact(Int.max)),
    Named("Int.max + 1", "9223372036854775808", .tooLarge(negative: false)),
    Named("Int.min", "-9223372036854775808", .exact(Int.min)),
    Named("below Int.min", "-9223372036854775809", .tooLarge(negative: true)),
    Named("1e30", "1e30", .tooLarge(negative: false)),
    Named("huge exponent", "1e999999999999999999999", .tooLarge(negative: false)),
    Named("tiny exponent", "1e-999999999999999999999", .fractional),
    Named("zero with huge exponent", "0e999999", .exact(0)),
  ]

  @Test(arguments: integers)
  func integerValue(_ c: Named<String, JSONNumber.IntegerValue>) {
    #expect(JSONNumber(text: c.input).integerValue == c.expected)
  }

  static let quoting: [Named<String, String>] = [
    Named("plain", "abc", #""abc""#),
    Named("quote and backslash", #"a"b\c"#, #""a\"b\\c""#),
    Named("C0 controls", "\n\t\u{0}\u{1B}", #""\u000A\u0009\u0000\u001B""#),
    Named("DEL and C1", "\u{7F}\u{9B}", #""\u007F\u009B""#),
    Named("non-ASCII not escaped", "é👍🏽🇩🇪\u{2028}", "\"é👍🏽🇩🇪\u{2028}\""),
  ]

  @Test(arguments: quoting)
  func quoted(_ c: Named<String, String>) {
    #expect(JSON.quoted(c.input) == c.expected)
  }
}
