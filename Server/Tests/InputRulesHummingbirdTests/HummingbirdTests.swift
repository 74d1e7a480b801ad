import Foundation
import Hummingbird
import HummingbirdTesting
import InputRulesExampleApp
import InputRulesHummingbird
import InputRulesServer
import InputRulesServerTestSupport
import Testing

extension ServerCase: CustomTestStringConvertible {}

/// The example app on Hummingbird, in process (`app.test(.router)`): each request, then a
/// valid one, which must still be answered.
@Suite struct HummingbirdTests {
  static func application() throws -> some ApplicationProtocol {
    let app = try ExampleApp(specPath: Booking.specPath, locale: "en_US", webPackage: nil)
    return app.hummingbirdApplication(host: "127.0.0.1", port: 0)
  }

  static func send(_ test: ServerCase, _ client: some TestClientProtocol) async throws -> (
    Int, String, String
  ) {
    var headers = HTTPFields()
    for (name, value) in test.headers {
      switch name {
      case "Content-Type": headers[.contentType] = value
      case "Accept": headers[.accept] = value
      case "Accept-Language": headers[.acceptLanguage] = value
      default: Issue.record("no header \(name) in the Hummingbird tests")
      }
    }
    return try await client.execute(
      uri: test.path, method: test.method == "GET" ? .get : .post, headers: headers,
      body: test.method == "GET" ? nil : ByteBuffer(string: test.body)
    ) { response in
      (
        response.status.code, response.headers[.contentType] ?? "",
        String(buffer: response.body)
      )
    }
  }

  @Test(arguments: ServerCase.all) func answers(_ test: ServerCase) async throws {
    try await Self.application().test(.router) { client in
      let (status, type, body) = try await Self.send(test, client)
      #expect(status == test.status, "\(body.prefix(300))")
      #expect(type.hasPrefix(test.contentType))
      for text in test.contains { #expect(body.contains(text), "\(text) in \(body.prefix(300))") }
      let (next, _, _) = try await Self.send(ServerCase.followUp, client)
      #expect(next == 200)
    }
  }

  @Test func theVerdictIsTheCheckersOwn() async throws {
    let body = Booking.json(Booking.values([("guests", "0"), ("expiry", "01/20")]))
    let expected = try Booking.verdict(json: body)
    try await Self.application().test(.router) { client in
      let test = ServerCase(
        "verdict", headers: [("Content-Type", "application/json")], body: body, status: 422,
        contentType: "application/json", contains: [])
      let (status, _, answer) = try await Self.send(test, client)
      #expect(status == 422)
      #expect(answer == expected)
    }
  }

  @Test func aHandlerOfItsOwn() async throws {
    let form = try Booking.form()
    let router = Router()
    router.post("book", checking: form) { values, _, _ in
      "booked \(values["guests"] ?? "")"
    }
    // As docs/server.md writes a route by hand.
    router.post("draft") { request, _ -> FormAnswer in
      switch await request.checkForm(form) {
      case .valid(let values):
        return FormAnswer(status: 201, json: values.json)
      case let other:
        return other.answer(for: form, html: request.prefersHTMLAnswer)
      }
    }
    try await Application(router: router).test(.router) { client in
      try await client.execute(
        uri: "/book", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: Booking.json(Booking.valid))
      ) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body) == "booked 2")
      }
      try await client.execute(
        uri: "/book", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: "{}")
      ) { response in
        #expect(response.status == .unprocessableContent)
      }
      try await client.execute(
        uri: "/draft", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: Booking.json(Booking.valid))
      ) { response in
        #expect(response.status == .created)
      }
      try await client.execute(
        uri: "/draft", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "guests=0")
      ) { response in
        #expect(response.status == .unprocessableContent)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
      }
    }
  }

  @Test func overTheLimitOnARealConnection() async throws {
    let form = try Booking.form(maximumBodyByteCount: 1000)
    let router = Router()
    router.post("book") { request, _ in
      await request.checkForm(form).answer(for: form, html: false)
    }
    try await Application(router: router).test(.live) { client in
      try await client.execute(
        uri: "/book", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: String(repeating: " ", count: 5000))
      ) { response in
        #expect(response.status == .contentTooLarge)
      }
      try await client.execute(
        uri: "/book", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: "{}")
      ) { response in
        #expect(response.status == .unprocessableContent)
      }
    }
  }

  @Test func exactlyTheLimitOnARealConnection() async throws {
    // Large enough to arrive in several reads, so that it is streamed.
    let form = try Booking.form(maximumBodyByteCount: 65_536)
    let json = Booking.json(Booking.valid)
    let router = Router()
    router.post("book", checking: form) { _, _, _ in "booked" }
    try await Application(router: router).test(.live) { client in
      for (size, status) in [(65_536, HTTPResponse.Status.ok), (65_537, .contentTooLarge)] {
        let body = json + String(repeating: " ", count: size - json.utf8.count)
        try await client.execute(
          uri: "/book", method: .post, headers: [.contentType: "application/json"],
          body: ByteBuffer(string: body)
        ) { response in
          #expect(response.status == status, "\(size) bytes")
        }
      }
    }
  }
}

/// The example app's web package files: plain names in the folder only.
@Suite struct PackageFileTests {
  @Test func servesThePackageAndNothingElse() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inputrules-package-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("messages"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "export {};".write(
      to: folder.appendingPathComponent("inputrules.js"), atomically: true, encoding: .utf8)
    try "x = y".write(
      to: folder.appendingPathComponent("messages/de.txt"), atomically: true, encoding: .utf8)
    try "secret".write(
      to: folder.appendingPathComponent(".hidden.js"), atomically: true, encoding: .utf8)
    let app = try ExampleApp(specPath: Booking.specPath, locale: "en_US", webPackage: folder.path)
    #expect(app.webPackage == folder.path)
    try await app.hummingbirdApplication(host: "127.0.0.1", port: 0).test(.router) { client in
      for (path, status, type) in [
        ("/inputrules/inputrules.js", 200, "text/javascript"),
        ("/inputrules/messages/de.txt", 200, "text/plain"),
        ("/inputrules/.hidden.js", 404, ""), ("/inputrules/messages/../inputrules.js", 404, ""),
        ("/inputrules/%2e%2e/Package.swift", 404, ""), ("/inputrules/nothing.js", 404, ""),
        ("/inputrules/a/b/c.js", 404, ""),
      ] {
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status.code == status, "\(path)")
          #expect((response.headers[.contentType] ?? "").hasPrefix(type), "\(path)")
        }
      }
      try await client.execute(uri: "/", method: .get) { response in
        #expect(String(buffer: response.body).contains("import { loadInputRules }"))
      }
    }
  }
}
