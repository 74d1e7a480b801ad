import Hummingbird
import InputRulesServer

extension Request {
  /// Reads this request's body as a posted form and checks it against `form`: JSON or
  /// URL-encoded by its `Content-Type`, at most `form.maximumBodyByteCount` bytes (read no
  /// further), the messages in the language its `Accept-Language` asks for.
  ///
  /// Never throws: a body that cannot be read (too large, malformed, of another type, or cut
  /// off) is a `.refused` submission with its status, so a handler answers every request.
  public func checkForm(_ form: ServerForm) async -> FormSubmission {
    let limit = form.maximumBodyByteCount
    if let length = headers[.contentLength].flatMap({ Int($0) }), length > limit {
      return .refused(.tooLarge(limit))
    }
    var bytes: [UInt8] = []
    do {
      for try await buffer in body {
        guard bytes.count + buffer.readableBytes <= limit else {
          return .refused(.tooLarge(limit))
        }
        bytes.append(contentsOf: buffer.readableBytesView)
      }
    } catch {
      return .refused(FormRefusal(status: 400, "The body could not be read."))
    }
    return form.submission(
      body: bytes, contentType: headers[.contentType],
      acceptLanguage: headers[.acceptLanguage])
  }

  /// Whether this request wants an HTML page back (a browser's form post) rather than JSON,
  /// by its `Accept` and `Content-Type` headers.
  public var prefersHTMLAnswer: Bool {
    FormAnswer.prefersHTML(contentType: headers[.contentType], accept: headers[.accept])
  }
}

extension FormAnswer: ResponseGenerator {
  /// The answer as a Hummingbird response: its status, its `Content-Type` and its body.
  public func response(from request: Request, context: some RequestContext) -> Response {
    Response(
      status: HTTPResponse.Status(code: status),
      headers: [.contentType: contentType],
      body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
  }
}

extension RouterMethods {
  /// POST `path` checked against `form`: `handler` gets the values of a valid form; an invalid
  /// one is answered 422 with its verdict and a refused one with its status, as JSON, or as an
  /// HTML page for a browser's form post (`FormSubmission.answer(for:html:)`).
  ///
  /// ```swift
  /// router.post("booking", checking: booking) { values, request, context in
  ///   try await bookings.add(values)
  ///   return FormAnswer(status: 200, json: values.json)
  /// }
  /// ```
  @discardableResult public func post(
    _ path: RouterPath = "", checking form: ServerForm,
    use handler:
      @Sendable @escaping (FormValues, Request, Context) async throws
      -> some ResponseGenerator
  ) -> Self {
    on(path, method: .post) { request, context -> Response in
      let submission = await request.checkForm(form)
      guard case .valid(let values) = submission else {
        return submission.answer(for: form, html: request.prefersHTMLAnswer)
          .response(from: request, context: context)
      }
      return try await handler(values, request, context).response(from: request, context: context)
    }
  }
}
