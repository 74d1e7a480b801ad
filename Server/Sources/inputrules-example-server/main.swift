import Foundation
import Hummingbird
import InputRulesExampleApp
import Vapor

/// `inputrules-example-server [--host 127.0.0.1] [--port 8080] [--vapor] [--spec path]
/// [--web folder] [--locale id]`: the booking form of Examples/booking.json, served by
/// Hummingbird (or by Vapor with `--vapor`).
struct Options {
  var host = "127.0.0.1"
  var port = 8080
  var vapor = false
  var locale: String?
  /// The repository's root, found from this file: Server/Sources/inputrules-example-server.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
  var spec = root + "/Examples/booking.json"
  var web = root + "/.build-wasm/package"

  static let usage = """
    usage: inputrules-example-server [--host 127.0.0.1] [--port 8080] [--vapor]
                                     [--spec Examples/booking.json] [--web .build-wasm/package]
                                     [--locale en_US]
    """

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    func value(_ option: String) throws -> String {
      guard let value = rest.popFirst() else { throw OptionError("\(option) needs a value") }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--host": host = try value(argument)
      case "--port":
        let text = try value(argument)
        guard let number = Int(text), (0...65535).contains(number) else {
          throw OptionError("--port must be a number from 0 to 65535, got \(text)")
        }
        port = number
      case "--vapor": vapor = true
      case "--spec": spec = try value(argument)
      case "--web": web = try value(argument)
      case "--locale": locale = try value(argument)
      case "--help", "-h":
        print(Self.usage)
        exit(0)
      default: throw OptionError("unknown option \(argument)")
      }
    }
  }
}

struct OptionError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

do {
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  let app = try ExampleApp(specPath: options.spec, locale: options.locale, webPackage: options.web)
  let framework = options.vapor ? "Vapor" : "Hummingbird"
  let engine = app.webPackage.map { "web package \($0)" } ?? "no web package (plain HTML form)"
  // Written at once (print's buffer would hold it while the server runs).
  FileHandle.standardOutput.write(
    Data(
      "inputrules-example-server: \(framework) on http://\(options.host):\(options.port)/, \(engine)\n"
        .utf8))
  if options.vapor {
    let vapor = try await Vapor.Application.make(
      Environment(name: "production", arguments: ["inputrules-example-server"]))
    vapor.http.server.configuration.hostname = options.host
    vapor.http.server.configuration.port = options.port
    // A connection left idle (a body that never comes) is closed after 30 s.
    vapor.http.server.configuration.idleTimeout = .seconds(30)
    try vapor.register(collection: BookingRoutes(app: app))
    do {
      try await vapor.execute()
    } catch {
      try? await vapor.asyncShutdown()
      throw error
    }
    try await vapor.asyncShutdown()
  } else {
    try await app.hummingbirdApplication(host: options.host, port: options.port).runService()
  }
} catch {
  FileHandle.standardError.write(
    Data("inputrules-example-server: \(error)\n\(Options.usage)\n".utf8))
  exit(2)
}
