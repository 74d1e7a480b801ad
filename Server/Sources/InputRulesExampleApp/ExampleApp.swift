import Foundation
import Hummingbird
import InputRulesHummingbird
import InputRulesServer
import InputRulesVapor
import Vapor

/// The example booking server's app, the same on Hummingbird and on Vapor: `GET /` the form
/// (in the language `Accept-Language` asks for), `POST /booking` the form checked, and
/// `/inputrules/…` the built web package's files, which make the page check as people type.
public struct ExampleApp: Sendable {
  /// The form checked and shown.
  public let form: ServerForm
  /// The built web package's folder (`.build-wasm/package`), or `nil` when it is not built: the
  /// page is then a plain HTML form, checked by the server alone.
  public let webPackage: String?

  /// Where the form posts.
  public static let postPath = "/booking"

  /// The app for the form spec at `specPath`, its values written in `locale`, serving the web
  /// package at `webPackage` when it holds `inputrules.js`.
  public init(specPath: String, locale: String? = nil, webPackage: String?) throws {
    let served = webPackage.flatMap { path in
      FileManager.default.fileExists(atPath: path + "/inputrules.js") ? path : nil
    }
    let page = FormPage(
      title: "Booking", submitLabel: "Book", action: Self.postPath,
      head: served == nil ? "" : Self.attachScript)
    form = try ServerForm(contentsOfFile: specPath, locale: locale, page: page)
    self.webPackage = served
  }

  /// The page's script: loads the engine for the spec's kinds (and the page's language) and
  /// attaches the form. When `inputrules.js` cannot be loaded the form stays a plain one.
  static let attachScript = """
    <script type="module">
    import { loadInputRules } from '/inputrules/inputrules.js';
    const form = document.querySelector('form[data-inputrules-locale]');
    const spec = JSON.parse(document.getElementById('inputrules-form-spec').textContent);
    const language = form.dataset.inputrulesLanguage;
    const kinds = [...new Set(spec.fields.map((field) => field.rule.kind))];
    const rules = await loadInputRules({ kinds, languages: language === 'en' ? [] : [language] });
    window.inputRulesForm = rules.attachForm(form, spec, {
      locale: form.dataset.inputrulesLocale.replaceAll('_', '-'), language,
      today: form.dataset.inputrulesToday });
    document.documentElement.dataset.inputrules = 'attached';
    </script>
    """

  /// The page with the empty form, in the language `acceptLanguage` asks for.
  public func formPage(acceptLanguage: String?) -> FormAnswer {
    FormAnswer(
      status: 200,
      html: FormHTML.formPage(form, language: form.negotiation.language(for: acceptLanguage)))
  }

  /// The answer to a checked post: the values received (where a real app would book), the
  /// verdict, or the refusal.
  public func answer(_ submission: FormSubmission, html: Bool) -> FormAnswer {
    submission.answer(for: form, html: html)
  }

  /// A file of the web package by its path under `/inputrules/` (`inputrules.js`,
  /// `inputrules-masks.wasm`, `messages/de.txt`), or 404. Only plain names are served: no
  /// `..`, no hidden files, nothing outside the folder.
  public func packageFile(_ path: String) -> (contentType: String, bytes: [UInt8])? {
    guard let webPackage else { return nil }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), parts.count == 1 || parts[0] == "messages",
      parts.allSatisfy({ part in
        !part.isEmpty && !part.hasPrefix(".")
          && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
      })
    else { return nil }
    let types = [
      "js": "text/javascript; charset=utf-8", "wasm": "application/wasm",
      "json": "application/json; charset=utf-8", "txt": "text/plain; charset=utf-8",
      "map": "application/json; charset=utf-8",
    ]
    guard let type = path.split(separator: ".").last.flatMap({ types[String($0)] }),
      let data = FileManager.default.contents(atPath: webPackage + "/" + path)
    else { return nil }
    return (type, Array(data))
  }
}

// MARK: - Hummingbird

extension ExampleApp {
  /// The app's routes on a Hummingbird router.
  public func hummingbirdRouter() -> Hummingbird.Router<BasicRequestContext> {
    let router = Hummingbird.Router()
    let app = self
    router.get("/") { request, _ in
      app.formPage(acceptLanguage: request.headers[.acceptLanguage])
    }
    router.post("booking", checking: form) { values, request, _ in
      // A real app books here; the example answers with what it received.
      app.answer(.valid(values), html: request.prefersHTMLAnswer)
    }
    router.get("inputrules/**") { request, context -> Hummingbird.Response in
      let path = context.parameters.getCatchAll().joined(separator: "/")
      guard let file = app.packageFile(path) else { return Hummingbird.Response(status: .notFound) }
      return Hummingbird.Response(
        status: .ok, headers: [.contentType: file.contentType],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes)))
    }
    return router
  }

  /// The app as a Hummingbird application listening on `host`:`port`.
  public func hummingbirdApplication(host: String, port: Int) -> some ApplicationProtocol {
    // A connection left idle (a body that never comes) is closed after 30 s.
    Hummingbird.Application(
      router: hummingbirdRouter(),
      server: .http1(configuration: .init(idleTimeout: .seconds(30))),
      configuration: ApplicationConfiguration(address: .hostname(host, port: port)))
  }
}

// MARK: - Vapor

/// The app's routes on Vapor: `try vapor.register(collection: BookingRoutes(app: app))`. The
/// server's own settings (host, port, idle timeout) are the executable's.
public struct BookingRoutes: Vapor.RouteCollection, Sendable {
  /// The app whose pages and form the routes serve.
  public let app: ExampleApp

  /// The routes of `app`.
  public init(app: ExampleApp) {
    self.app = app
  }

  /// Registers `GET /`, `POST /booking` and `GET /inputrules/**` on `routes`.
  public func boot(routes: any Vapor.RoutesBuilder) throws {
    routes.get(use: formPage)
    routes.post("booking", checking: app.form, use: booking)
    routes.get("inputrules", "**", use: packageFile)
  }

  /// `GET /`: the form, in the language the request asks for.
  @Sendable func formPage(_ request: Vapor.Request) async -> FormAnswer {
    app.formPage(acceptLanguage: request.headers.first(name: .acceptLanguage))
  }

  /// `POST /booking`, once the form is valid: a real app books here; the example answers with
  /// what it received.
  @Sendable func booking(_ values: FormValues, _ request: Vapor.Request) async -> FormAnswer {
    app.answer(.valid(values), html: request.inputRules.prefersHTML)
  }

  /// `GET /inputrules/**`: a file of the web package, or 404.
  @Sendable func packageFile(_ request: Vapor.Request) -> Vapor.Response {
    let path = request.parameters.getCatchall().joined(separator: "/")
    guard let file = app.packageFile(path) else { return Vapor.Response(status: .notFound) }
    var headers = HTTPHeaders()
    headers.replaceOrAdd(name: .contentType, value: file.contentType)
    return Vapor.Response(
      status: .ok, headers: headers, body: .init(buffer: ByteBuffer(bytes: file.bytes)))
  }
}
