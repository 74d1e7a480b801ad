import InputRulesServer
import Testing

/// The body reader without any framework: URL-encoded decoding, content types, the size limit.
@Suite struct FormBodyTests {
  struct Decoding: Sendable, CustomTestStringConvertible {
    var id: String
    var body: String
    var pairs: [FormPair]
    var testDescription: String { id }
  }

  static let decodings: [Decoding] = [
    Decoding(
      id: "plus is a space", body: "name=Ada+Lovelace",
      pairs: [.init(name: "name", value: "Ada Lovelace")]),
    Decoding(
      id: "percent escapes, UTF-8", body: "name=Jos%C3%A9%2B",
      pairs: [.init(name: "name", value: "José+")]),
    Decoding(id: "lower-case hex", body: "a=%c3%a9", pairs: [.init(name: "a", value: "é")]),
    Decoding(id: "no equals sign: empty value", body: "a", pairs: [.init(name: "a", value: "")]),
    Decoding(id: "equals in the value", body: "a=b=c", pairs: [.init(name: "a", value: "b=c")]),
    Decoding(
      id: "empty pieces skipped, order kept", body: "&b=2&&a=1&",
      pairs: [.init(name: "b", value: "2"), .init(name: "a", value: "1")]),
    Decoding(id: "empty body", body: "", pairs: []),
    Decoding(
      id: "escaped name", body: "first%20name=x", pairs: [.init(name: "first name", value: "x")]),
  ]

  @Test(arguments: decodings) func decodes(_ decoding: Decoding) throws {
    #expect(try FormBody.urlEncodedPairs(Array(decoding.body.utf8)) == decoding.pairs)
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    var id: String
    var body: [UInt8]
    var message: String
    var testDescription: String { id }
  }

  static let refusals: [Refusal] = [
    Refusal(id: "not hex", body: Array("a=%zz".utf8), message: "two hexadecimal digits"),
    Refusal(id: "one digit", body: Array("a=%4".utf8), message: "two hexadecimal digits"),
    Refusal(id: "percent at the end", body: Array("a=%".utf8), message: "two hexadecimal digits"),
    Refusal(id: "escape not UTF-8", body: Array("a=%FF".utf8), message: "not UTF-8"),
    Refusal(id: "raw byte not UTF-8", body: [0x61, 0x3D, 0xC3], message: "not UTF-8"),
    Refusal(id: "a name twice", body: Array("a=1&b=2&a=3".utf8), message: "a more than once"),
    Refusal(id: "a name twice, once empty", body: Array("a&a=".utf8), message: "a more than once"),
  ]

  @Test(arguments: refusals) func refuses(_ refusal: Refusal) {
    #expect {
      _ = try FormBody.urlEncodedPairs(refusal.body)
    } throws: { error in
      guard let error = error as? FormRefusal else { return false }
      return error.status == 400 && error.message.contains(refusal.message)
    }
  }

  struct ContentType: Sendable, CustomTestStringConvertible {
    var header: String?
    var kind: FormBody.Kind?
    var testDescription: String { header ?? "(none)" }
  }

  static let contentTypes: [ContentType] = [
    ContentType(header: "application/json", kind: .json),
    ContentType(header: "Application/JSON; charset=UTF-8", kind: .json),
    ContentType(header: "application/json;charset=\"utf-8\"", kind: .json),
    ContentType(header: "application/x-www-form-urlencoded", kind: .urlEncoded),
    ContentType(header: "application/x-www-form-urlencoded; charset=utf-8", kind: .urlEncoded),
    ContentType(header: "application/json; charset=latin1", kind: nil),
    ContentType(header: "text/plain", kind: nil),
    ContentType(header: "multipart/form-data; boundary=x", kind: nil),
    ContentType(header: "", kind: nil),
    ContentType(header: nil, kind: nil),
  ]

  @Test(arguments: contentTypes) func contentType(_ type: ContentType) {
    do {
      let kind = try FormBody.Kind(contentType: type.header)
      #expect(kind == type.kind)
    } catch {
      #expect(type.kind == nil)
      #expect(error.status == 415)
    }
  }

  @Test func sizeLimit() throws {
    #expect(
      try FormBody(bytes: Array("{}".utf8), contentType: "application/json", maximumByteCount: 2)
        == .json("{}"))
    do {
      _ = try FormBody(
        bytes: Array("{} ".utf8), contentType: "application/json", maximumByteCount: 2)
      Issue.record("a body over the limit was read")
    } catch {
      #expect(error.status == 413)
    }
  }

  struct NameCount: Sendable, CustomTestStringConvertible {
    var id: String
    var body: String
    var type: String
    var refused: Bool
    var testDescription: String { id }
  }

  static let nameCounts: [NameCount] = [
    NameCount(
      id: "JSON, 3 names", body: #"{"a":"1","b":{"x":1,"y":2},"c":"d,\"e"}"#,
      type: "application/json", refused: false),
    NameCount(
      id: "JSON, 4 names", body: #"{"a":"1","b":[1,2,3],"c":"","d":null}"#,
      type: "application/json", refused: true),
    NameCount(
      id: "JSON array of strings", body: #"["a","b","c","d"]"#, type: "application/json",
      refused: false),
    NameCount(
      id: "JSON with escaped quotes", body: #"{"a\"b":"\\","c":"\",\""}"#, type: "application/json",
      refused: false),
    NameCount(
      id: "form, 3 names", body: "a=1&b=2&c=3", type: "application/x-www-form-urlencoded",
      refused: false),
    NameCount(
      id: "form, 4 names", body: "a=1&b=2&c=3&d", type: "application/x-www-form-urlencoded",
      refused: true),
  ]

  @Test(arguments: nameCounts) func nameCount(_ test: NameCount) {
    do {
      _ = try FormBody(
        bytes: Array(test.body.utf8), contentType: test.type, maximumByteCount: 1000,
        maximumNameCount: 3)
      #expect(!test.refused)
    } catch {
      #expect(test.refused)
      #expect(error.status == 413)
      #expect(error.message == "The body has more than 3 names.")
    }
  }

  @Test func jsonMustBeUTF8() {
    do {
      _ = try FormBody(
        bytes: [0x7B, 0xFF, 0x7D], contentType: "application/json", maximumByteCount: 10)
      Issue.record("bytes that are not UTF-8 were read")
    } catch {
      #expect(error.status == 400)
    }
  }
}
