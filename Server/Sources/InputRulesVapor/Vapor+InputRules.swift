import InputRulesServer
import Vapor

extension Request {
  /// InputRules on this request: `req.inputRules.check(form)`.
  public var inputRules: InputRulesRequest { InputRulesRequest(request: self) }
}

/// A request's posted form, checked by InputRules (`req.inputRules`).
public struct InputRulesRequest: Sendable {
  /// The request.
  public let request: Request

  /// Reads the request's body as a posted form and checks it against `form`: JSON or
  /// URL-encoded by its `Content-Type`, at most `form.maximumBodyByteCount` bytes, the messages
  /// in the language its `Accept-Language` asks for.
  ///
  /// Never throws: a body that cannot be read (too large, malformed, of another type, or cut
  /// off) is a `.refused` submission with its status. Register the route with `body: .stream`
  /// (as `post(_:checking:use:)` does) so that Vapor leaves the body to this limit.
  public func check(_ form: ServerForm) async -> FormSubmission {
    let limit = form.maximumBodyByteCount
    if let length = request.headers.first(name: .contentLength).flatMap({ Int($0) }),
      length > limit
    {
      return .refused(.tooLarge(limit))
    }
    let buffer: ByteBuffer?
    do {
      // Vapor refuses a body that reaches `max`; one more byte lets a body of exactly the limit
      // through, and the form refuses anything beyond it.
      buffer = try await request.body.collect(max: limit == .max ? limit : limit + 1).get()
    } catch let error as any AbortError where error.status == .payloadTooLarge {
      return .refused(.tooLarge(limit))
    } catch {
      return .refused(FormRefusal(status: 400, "The body could not be read."))
    }
    return form.submission(
      body: buffer.map { Array($0.readableBytesView) } ?? [],
      contentType: request.headers.first(name: .contentType),
      acceptLanguage: request.headers.first(name: .acceptLanguage))
  }

  /// Whether the request wants an HTML page back (a browser's form post) rather than JSON, by
  /// its `Accept` and `Content-Type` headers.
  public var prefersHTML: Bool {
    FormAnswer.prefersHTML(
      contentType: request.headers.first(name: .contentType),
      accept: request.headers.first(name: .accept))
  }
}

extension FormAnswer: AsyncResponseEncodable {
  /// The answer as a Vapor response: its status, its `Content-Type` and its body.
  public func encodeResponse(for request: Request) async throws -> Response {
    var headers = HTTPHeaders()
    headers.replaceOrAdd(name: .contentType, value: contentType)
    return Response(
      status: HTTPResponseStatus(statusCode: status), headers: headers, body: .init(string: body))
  }
}

extension RoutesBuilder {
  /// POST `path` checked against `form`: `handler` gets the values of a valid form; an invalid
  /// one is answered 422 with its verdict and a refused one with its status, as JSON, or as an
  /// HTML page for a browser's form post (`FormSubmission.answer(for:html:)`). The body is
  /// streamed to the form's own limit, not Vapor's default.
  ///
  /// ```swift
  /// app.post("booking", checking: booking) { values, req in
  ///   try await bookings.add(values)
  ///   return FormAnswer(status: 200, json: values.json)
  /// }
  /// ```
  @discardableResult public func post(
    _ path: PathComponent..., checking form: ServerForm,
    use handler:
      @Sendable @escaping (FormValues, Request) async throws
      -> some AsyncResponseEncodable
  ) -> Route {
    on(.POST, path, body: .stream) { request async throws -> Response in
      let submission = await request.inputRules.check(form)
      guard case .valid(let values) = submission else {
        return try await submission.answer(for: form, html: request.inputRules.prefersHTML)
          .encodeResponse(for: request)
      }
      return try await handler(values, request).encodeResponse(for: request)
    }
  }
}
