import InputRulesExampleApp
import InputRulesServer
import InputRulesServerTestSupport
import InputRulesVapor
import Testing
import Vapor
import VaporTesting

extension ServerCase: CustomTestStringConvertible {}

/// The example app on Vapor, in process (VaporTesting): each request, then a valid one, which
/// must still be answered.
@Suite struct VaporTests {
  static func configure(_ vapor: Application) throws {
    let app = try ExampleApp(specPath: Booking.specPath, locale: "en_US", webPackage: nil)
    try vapor.register(collection: BookingRoutes(app: app))
  }

  static func send(_ test: ServerCase, _ vapor: Application) async throws -> (Int, String, String) {
    var headers = HTTPHeaders()
    for (name, value) in test.headers { headers.add(name: name, value: value) }
    let response = try await vapor.testing().sendRequest(
      test.method == "GET" ? .GET : .POST, test.path, headers: headers,
      body: test.method == "GET" ? nil : ByteBuffer(string: test.body))
    return (
      Int(response.status.code), response.headers.first(name: .contentType) ?? "",
      response.body.string
    )
  }

  @Test(arguments: ServerCase.all) func answers(_ test: ServerCase) async throws {
    try await withApp(configure: Self.configure) { vapor in
      let (status, type, body) = try await Self.send(test, vapor)
      #expect(status == test.status, "\(body.prefix(300))")
      #expect(type.hasPrefix(test.contentType))
      for text in test.contains { #expect(body.contains(text), "\(text) in \(body.prefix(300))") }
      let (next, _, _) = try await Self.send(ServerCase.followUp, vapor)
      #expect(next == 200)
    }
  }

  @Test func theVerdictIsTheCheckersOwn() async throws {
    let body = Booking.json(Booking.values([("guests", "0"), ("expiry", "01/20")]))
    let expected = try Booking.verdict(json: body)
    try await withApp(configure: Self.configure) { vapor in
      let test = ServerCase(
        "verdict", headers: [("Content-Type", "application/json")], body: body, status: 422,
        contentType: "application/json", contains: [])
      let (status, _, answer) = try await Self.send(test, vapor)
      #expect(status == 422)
      #expect(answer == expected)
    }
  }

  @Test func aHandlerOfItsOwn() async throws {
    let form = try Booking.form()
    try await withApp { vapor in
      vapor.post("book", checking: form) { values, _ in "booked \(values["guests"] ?? "")" }
      vapor.on(.POST, "manual", body: .stream) { req async -> FormAnswer in
        switch await req.inputRules.check(form) {
        case .valid: FormAnswer(status: 201, json: "{}")
        case let other: other.answer(for: form, html: false)
        }
      }
      var headers = HTTPHeaders()
      headers.add(name: .contentType, value: "application/json")
      let valid = try await vapor.testing().sendRequest(
        .POST, "book", headers: headers, body: ByteBuffer(string: Booking.json(Booking.valid)))
      #expect(valid.status == .ok)
      #expect(valid.body.string == "booked 2")
      let manual = try await vapor.testing().sendRequest(
        .POST, "manual", headers: headers, body: ByteBuffer(string: Booking.json(Booking.valid)))
      #expect(manual.status == .created)
      let invalid = try await vapor.testing().sendRequest(
        .POST, "manual", headers: headers, body: ByteBuffer(string: "{}"))
      #expect(invalid.status == .unprocessableEntity)
    }
  }

  @Test func overTheLimitOnARealConnection() async throws {
    let form = try Booking.form(maximumBodyByteCount: 1000)
    try await withApp { vapor in
      vapor.post("book", checking: form) { _, _ in "booked" }
      var headers = HTTPHeaders()
      headers.add(name: .contentType, value: "application/json")
      let tester = try vapor.testing(method: .running(port: 0))
      let large = try await tester.sendRequest(
        .POST, "book", headers: headers,
        body: ByteBuffer(string: String(repeating: " ", count: 5000)))
      #expect(large.status == .payloadTooLarge)
      let next = try await tester.sendRequest(
        .POST, "book", headers: headers, body: ByteBuffer(string: Booking.json(Booking.valid)))
      #expect(next.status == .ok)
    }
  }

  @Test func exactlyTheLimitOnARealConnection() async throws {
    // Large enough to arrive in several reads, so that it is streamed.
    let form = try Booking.form(maximumBodyByteCount: 65_536)
    let json = Booking.json(Booking.valid)
    try await withApp { vapor in
      vapor.post("book", checking: form) { _, _ in "booked" }
      var headers = HTTPHeaders()
      headers.add(name: .contentType, value: "application/json")
      let tester = try vapor.testing(method: .running(port: 0))
      for (size, status) in [(65_536, HTTPStatus.ok), (65_537, .payloadTooLarge)] {
        let body = json + String(repeating: " ", count: size - json.utf8.count)
        let response = try await tester.sendRequest(
          .POST, "book", headers: headers, body: ByteBuffer(string: body))
        #expect(response.status == status, "\(size) bytes")
      }
    }
  }
}
