import Foundation
import InputRulesServer
import InputRulesSpec

/// The booking form of Examples/booking.json and values for it, relative to today (its
/// arrival must not be in the past, its guest at least 18), written as en_US writes dates.
public enum Booking {
  /// The repository's root, from this file (Server/Tests/InputRulesServerTestSupport).
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// Examples/booking.json.
  public static let specPath = root + "/Examples/booking.json"

  /// The spec's text.
  public static var specJSON: String {
    (try? String(contentsOfFile: specPath, encoding: .utf8)) ?? ""
  }

  /// The form, as the example server makes it (en_US, no web package).
  public static func form(maximumBodyByteCount: Int = 64 * 1024) throws -> ServerForm {
    try ServerForm(
      contentsOfFile: specPath, locale: "en_US", maximumBodyByteCount: maximumBodyByteCount,
      page: FormPage(title: "Booking", submitLabel: "Book", action: "/booking"))
  }

  /// A day `days` from today, as `format` writes it (`MM/dd/yyyy`, `yyyy-MM-dd`).
  public static func day(_ days: Int, _ format: String = "MM/dd/yyyy") -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone.current
    formatter.dateFormat = format
    return formatter.string(from: Date().addingTimeInterval(Double(days) * 86_400))
  }

  /// Valid values: arrival in 30 days, departure 3 days later, a Visa card.
  public static var valid: [(String, String)] {
    let year = Calendar(identifier: .gregorian).component(.year, from: Date()) + 3
    return [
      ("arrival", day(30)), ("departure", day(33)), ("guests", "2"), ("name", "Ada Lovelace"),
      ("birthDate", "01/15/1980"), ("card", "4111111111111111"),
      ("expiry", "12/" + String(year % 100)), ("cvc", "123"),
    ]
  }

  /// The valid values with some replaced (and others added).
  public static func values(_ changes: [(String, String)] = []) -> [(String, String)] {
    var values = valid
    for (name, value) in changes {
      if let index = values.firstIndex(where: { $0.0 == name }) {
        values[index].1 = value
      } else {
        values.append((name, value))
      }
    }
    return values
  }

  /// `values` as a JSON object of strings.
  public static func json(_ values: [(String, String)]) -> String {
    "{" + values.map { quoted($0.0) + ":" + quoted($0.1) }.joined(separator: ",") + "}"
  }

  /// `values` URL-encoded as a browser posts a form (space as `+`).
  public static func urlEncoded(_ values: [(String, String)]) -> String {
    values.map { encode($0.0) + "=" + encode($0.1) }.joined(separator: "&")
  }

  static func encode(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "*"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      case UInt8(ascii: " "): out += "+"
      default: out += "%" + String(format: "%02X", byte)
      }
    }
    return out
  }

  static func quoted(_ text: String) -> String {
    let data = try? JSONSerialization.data(withJSONObject: [text], options: [])
    let array = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
    return String(array.dropFirst().dropLast())
  }

  /// The verdict `FormChecker` gives for `json` directly, in `language`: what a 422 must carry.
  public static func verdict(json: String, language: String = "en") throws -> String {
    let form = try self.form()
    return try form.checker(language: language).check(json: json).json
  }
}

/// A request every adapter is tested with, and what it must answer.
public struct ServerCase: Sendable {
  /// The test's name.
  public var id: String
  /// `GET` or `POST`.
  public var method: String = "POST"
  /// The path.
  public var path: String = "/booking"
  /// The request's headers.
  public var headers: [(String, String)]
  /// The body.
  public var body: String
  /// The status it must answer with.
  public var status: Int
  /// The start of the `Content-Type` it must answer with.
  public var contentType: String
  /// Texts the answer's body must hold.
  public var contains: [String]

  /// A case.
  public init(
    _ id: String, method: String = "POST", path: String = "/booking",
    headers: [(String, String)], body: String, status: Int, contentType: String,
    contains: [String]
  ) {
    self.id = id
    self.method = method
    self.path = path
    self.headers = headers
    self.body = body
    self.status = status
    self.contentType = contentType
    self.contains = contains
  }

  /// The name, for test output.
  public var testDescription: String { id }
}

extension ServerCase {
  static let json = ("Content-Type", "application/json")
  static let urlEncoded = ("Content-Type", "application/x-www-form-urlencoded")
  static let html = ("Accept", "text/html,application/xhtml+xml,*/*;q=0.8")

  /// The requests both frameworks are tested with: each is followed by a valid one, which
  /// must still be answered 200.
  public static var all: [ServerCase] {
    let arrival = Booking.day(30, "yyyy-MM-dd")
    return [
      ServerCase(
        "valid JSON", headers: [json], body: Booking.json(Booking.valid), status: 200,
        contentType: "application/json",
        contains: ["\"valid\":true", "\"arrival\":\"\(arrival)\"", "\"card\":\"4111111111111111\""]),
      ServerCase(
        "invalid JSON: departure not after arrival, guests over 8",
        headers: [json],
        body: Booking.json(Booking.values([("departure", Booking.day(30)), ("guests", "9")])),
        status: 422, contentType: "application/json",
        contains: ["\"valid\":false", "\"firstInvalid\":\"departure\"", "\"reason\":\"order\""]),
      ServerCase(
        "German Accept-Language: German messages",
        headers: [json, ("Accept-Language", "de-CH, en;q=0.5")],
        body: Booking.json(Booking.values([("name", "")])), status: 422,
        contentType: "application/json", contains: ["Dies ist ein Pflichtfeld."]),
      ServerCase(
        "URL-encoded valid: the values page", headers: [urlEncoded, html],
        body: Booking.urlEncoded(Booking.values([("name", "Ada <Lovelace> & Co")])), status: 200,
        contentType: "text/html",
        contains: ["data-page=\"received\"", "Ada &lt;Lovelace&gt; &amp; Co"]),
      ServerCase(
        "URL-encoded invalid: the form again, values kept, messages beside them",
        headers: [urlEncoded, html],
        body: Booking.urlEncoded(Booking.values([("guests", "9"), ("name", "\"><i>x")]))
          + "&name2=",
        status: 422, contentType: "text/html",
        contains: [
          "aria-invalid=\"true\"", "value=\"9\"", "aria-describedby=\"field-2-message\"",
          "value=\"&quot;&gt;&lt;i&gt;x\"",
        ]),
      ServerCase(
        "URL-encoded in German", headers: [urlEncoded, ("Accept-Language", "de")],
        body: Booking.urlEncoded(Booking.values([("cvc", "")])), status: 422,
        contentType: "text/html", contains: ["lang=\"de\"", "Dies ist ein Pflichtfeld."]),
      ServerCase(
        "unknown fields: ignored and listed", headers: [json],
        body: Booking.json(Booking.values([("coupon", "X"), ("submit", "Book")])), status: 200,
        contentType: "application/json", contains: ["\"ignored\":[\"coupon\",\"submit\"]"]),
      ServerCase(
        "too large body: 413", headers: [json],
        body: "{\"name\":\"" + String(repeating: "a", count: 70_000) + "\"}", status: 413,
        contentType: "application/json", contains: ["{\"error\":", "larger than 65536 bytes"]),
      ServerCase(
        "more than 1000 names: 413", headers: [urlEncoded],
        body: (0...1000).map { "n\($0)=" }.joined(separator: "&"), status: 413,
        contentType: "text/html", contains: ["more than 1000 names"]),
      ServerCase(
        "malformed JSON: 400", headers: [json], body: "{\"arrival\": ", status: 400,
        contentType: "application/json", contains: ["{\"error\":\"values: "]),
      ServerCase(
        "JSON nested 10,000 deep: 400, no crash", headers: [json],
        body: String(repeating: "[", count: 10_000), status: 400,
        contentType: "application/json", contains: ["nested more than 256 levels"]),
      ServerCase(
        "JSON that is not an object: 400", headers: [json], body: "[1, 2]", status: 400,
        contentType: "application/json", contains: ["must be a JSON object"]),
      ServerCase(
        "wrong content type: 415", headers: [("Content-Type", "text/plain")], body: "hello",
        status: 415, contentType: "application/json", contains: ["text/plain is not read here"]),
      ServerCase(
        "no content type: 415", headers: [], body: "hello", status: 415,
        contentType: "application/json", contains: ["no Content-Type"]),
      ServerCase(
        "duplicate JSON key: 400", headers: [json],
        body: "{\"guests\":\"2\",\"guests\":\"3\"}", status: 400,
        contentType: "application/json", contains: ["guests"]),
      ServerCase(
        "duplicate URL-encoded name: 400 page", headers: [urlEncoded],
        body: "guests=2&guests=3", status: 400, contentType: "text/html",
        contains: ["guests more than once"]),
      ServerCase(
        "bad percent escape: 400", headers: [urlEncoded, ("Accept", "application/json")],
        body: "name=%zz", status: 400, contentType: "application/json",
        contains: ["two hexadecimal digits"]),
      ServerCase(
        "value of the wrong type: 400 naming it", headers: [json],
        body: "{\"guests\": true}", status: 400, contentType: "application/json",
        contains: ["values.guests must be a string or a number"]),
      ServerCase(
        "JSON number for a number field", headers: [json],
        body: String(Booking.json(Booking.values().filter { $0.0 != "guests" }).dropLast())
          + ",\"guests\":2}",
        status: 200, contentType: "application/json", contains: ["\"guests\":\"2\""]),
      ServerCase(
        "the empty form page", method: "GET", path: "/", headers: [], body: "", status: 200,
        contentType: "text/html",
        contains: [
          "<form method=\"post\" action=\"/booking\"", "name=\"arrival\"", "inputrules-form-spec",
        ]),
      ServerCase(
        "the form page in German", method: "GET", path: "/", headers: [("Accept-Language", "de")],
        body: "", status: 200, contentType: "text/html",
        contains: ["lang=\"de\"", "data-inputrules-language=\"de\""]),
      ServerCase(
        "JSON null is an empty field: required", headers: [json],
        body: String(Booking.json(Booking.values().filter { $0.0 != "departure" }).dropLast())
          + ",\"departure\":null}",
        status: 422, contentType: "application/json", contains: ["\"reason\":\"required\""]),
    ]
  }

  /// The valid request each case is followed by.
  public static let followUp = ServerCase(
    "follow-up", headers: [json], body: Booking.json(Booking.valid), status: 200,
    contentType: "application/json", contains: ["\"valid\":true"])
}
