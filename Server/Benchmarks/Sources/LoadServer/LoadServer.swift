// One Vapor 4 application, three POST routes taking the same JSON body (a 10-field booking):
//
//   /inputrules   checked by InputRules' `FormChecker`, made once at startup: 200
//                 `{"valid":true,"values":{…}}` with each field's typed value, 422 with the
//                 verdict `inputrules check --form` prints, 400 for a body that is not a JSON
//                 object of values
//   /validatable  decoded into `Booking`, checked by its `Validatable` conformance and the rules
//                 between fields written by hand: 200 with the booking, 400 as Vapor answers a
//                 failed validation
//   /decode       decoded into `Booking` and sent back, no validation: the floor
//   /parts/…      the floor and one part of /validatable's work, to tell where its time goes:
//                 `decode-twice` (Vapor's validation decoding too), `dates` (the four dates
//                 read with Foundation), `phone-pattern` (the phone number's regular
//                 expression), `between-fields` (the rules between fields, by hand)
//
//   load-server [--port 8080] [--form ten-field-form.json]
//
// Listens on 127.0.0.1 only. `--form` is a file whose `form` is the form spec and whose `today`
// (YYYY-MM-DD) fixes the day both checks count from, so that a run's verdicts do not change with
// the date. Logs warnings only, so that logging a request costs nothing.

import Foundation
import InputRules
import InputRulesDates
import InputRulesForms
import InputRulesSpec
import Vapor

@main
enum LoadServer {
  static func main() async throws {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    let setup = try Setup(contentsOf: options.formPath)

    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = .warning
      return handler
    }
    let environment = Environment(name: "production", arguments: ["load-server", "serve"])
    let app = try await Application.make(environment)
    app.http.server.configuration.hostname = "127.0.0.1"
    app.http.server.configuration.port = options.port
    // Only the error middleware, the same for every route: no route logging.
    app.middleware = Middlewares()
    app.middleware.use(ErrorMiddleware.default(environment: environment))

    BookingDates.today = setup.today
    routes(app, checker: setup.checker)
    print("listening on http://127.0.0.1:\(options.port)/")
    do {
      try await app.execute()
    } catch {
      try? await app.asyncShutdown()
      throw error
    }
    try await app.asyncShutdown()
  }

  static func routes(_ app: Application, checker: FormChecker) {
    app.post("inputrules") { request -> Response in
      guard let buffer = request.body.data else {
        return json(.badRequest, #"{"error":"post the form's values as a JSON object"}"#)
      }
      let check: FormCheck
      do throws(SpecError) {
        check = try checker.check(json: String(buffer: buffer))
      } catch {
        return json(.badRequest, "{\"error\":" + quoted(error.message) + "}")
      }
      guard check.isValid else { return json(.unprocessableEntity, check.json) }
      return json(.ok, typedValues(of: check))
    }

    app.post("validatable") { request -> Booking in
      try Booking.validate(content: request)
      let booking = try request.content.decode(Booking.self)
      try booking.checkBetweenFields()
      return booking
    }

    app.post("decode") { request -> Booking in
      try request.content.decode(Booking.self)
    }

    // The floor and one part of /validatable's work each.
    let parts = app.grouped("parts")
    parts.post("decode-twice") { request -> Booking in
      var one = Validations()
      one.add("name", as: String.self, is: .count(0...), required: false)
      try one.validate(request: request).assert()
      return try request.content.decode(Booking.self)
    }
    parts.post("dates") { request -> Booking in
      let booking = try request.content.decode(Booking.self)
      guard BookingDates.day(booking.arrival) != nil, BookingDates.day(booking.departure) != nil,
        BookingDates.day(booking.birthDate ?? "") != nil, BookingDates.month(booking.expiry) != nil
      else { throw Abort(.badRequest) }
      return booking
    }
    let phonePattern = Validator<String>.pattern(Booking.northAmericanNumber)
    parts.post("phone-pattern") { request -> Booking in
      let booking = try request.content.decode(Booking.self)
      guard !phonePattern.validate(booking.phone ?? "").isFailure else { throw Abort(.badRequest) }
      return booking
    }
    parts.post("between-fields") { request -> Booking in
      let booking = try request.content.decode(Booking.self)
      try booking.checkBetweenFields()
      return booking
    }
  }

  /// `{"valid":true,"values":{…}}`: each field's canonical value, or `null` when it is empty.
  static func typedValues(of check: FormCheck) -> String {
    var out = #"{"valid":true,"values":{"#
    for (index, field) in check.state.form.fields.enumerated() {
      if index > 0 { out += "," }
      out += quoted(field.name) + ":"
      out += check.state.verdict(of: index).value.map(quoted) ?? "null"
    }
    return out + "}}"
  }

  static func json(_ status: HTTPResponseStatus, _ body: String) -> Response {
    Response(
      status: status, headers: ["Content-Type": "application/json; charset=utf-8"],
      body: .init(string: body))
  }

  /// `text` as a JSON string.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        out += "\\u00" + String(scalar.value, radix: 16).leftPadded(to: 2)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}

/// The command line: `--port N`, `--form PATH`.
struct Options {
  var port = 8080
  var formPath = "ten-field-form.json"

  init(arguments: [String]) throws {
    var rest = arguments[...]
    while let option = rest.popFirst() {
      guard let value = rest.popFirst() else { throw usage("\(option) needs a value") }
      switch option {
      case "--port":
        guard let port = Int(value), (0...65_535).contains(port) else {
          throw usage("--port \(value) is not a port")
        }
        self.port = port
      case "--form": formPath = value
      default: throw usage("unknown option \(option)")
      }
    }
  }

  private func usage(_ problem: String) -> some Error {
    Abort(.internalServerError, reason: "\(problem); usage: load-server [--port N] [--form PATH]")
  }
}

/// What the routes share, read once from the `--form` file: the form's checker and its day.
struct Setup {
  let checker: FormChecker
  let today: Day

  init(contentsOf path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let file = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let form = file["form"], let todayText = file["today"] as? String,
      let today = Day(iso: todayText)
    else {
      throw Abort(.internalServerError, reason: "\(path) needs `form` and `today` (YYYY-MM-DD)")
    }
    let specText = String(decoding: try JSONSerialization.data(withJSONObject: form), as: UTF8.self)
    let context = RuleContext(
      localeIdentifier: "en_US",
      today: DateValue(year: today.year, month: today.month, day: today.day))
    checker = try FormChecker(try FormSpec(json: specText), in: context)
    self.today = today
  }
}
