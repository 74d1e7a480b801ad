import InputRulesSpec

/// What became of a posted form: its values when the form is valid, the verdict when it is not,
/// or why the request was refused before judging. What a route handler switches on.
public enum FormSubmission: Sendable {
  /// Every field is acceptable: the values to act on.
  case valid(FormValues)
  /// Some field is not: the verdict to send back (422), each field's message in the request's
  /// language.
  case invalid(FormVerdict)
  /// The body could not be read as a form (400 malformed, 413 too large, 415 another type).
  case refused(FormRefusal)

  /// The HTTP status this outcome is answered with: 200, 422, or the refusal's.
  public var status: Int {
    switch self {
    case .valid: 200
    case .invalid: 422
    case .refused(let refusal): refusal.status
    }
  }

  /// The answer an API or a page gives when it does nothing else with the outcome: the values
  /// (200), the verdict (422) or the error (its status), as JSON, or as an HTML page for a
  /// request from a page (`html`): the values listed, the form again with each field's value
  /// kept and its message beside it, or the error.
  public func answer(for form: ServerForm, html: Bool) -> FormAnswer {
    switch (self, html) {
    case (.valid(let values), false):
      return FormAnswer(status: 200, json: values.json)
    case (.invalid(let verdict), false):
      return FormAnswer(status: 422, json: verdict.json)
    case (.refused(let refusal), false):
      return FormAnswer(status: refusal.status, json: JSONText.error(refusal.message))
    case (.valid(let values), true):
      return FormAnswer(status: 200, html: FormHTML.valuesPage(values, form: form))
    case (.invalid(let verdict), true):
      return FormAnswer(
        status: 422,
        html: FormHTML.formPage(
          form, language: verdict.language, posted: verdict.posted, verdict: verdict))
    case (.refused(let refusal), true):
      return FormAnswer(status: refusal.status, html: FormHTML.errorPage(refusal, form: form))
    }
  }
}

/// A valid form's values: each field's canonical value (a date as `2026-12-10`, a card number's
/// digits), by name, in the form's order.
public struct FormValues: Sendable {
  /// The check that found them valid (its `json` is the verdict `inputrules check --form`
  /// prints for them).
  public let check: FormCheck
  /// The language the request asked for, as a BCP 47 tag.
  public let language: String

  /// Values from a valid check.
  public init(check: FormCheck, language: String) {
    self.check = check
    self.language = language
  }

  /// The fields' names and canonical values (`nil` for an empty optional field), in order.
  public var fields: [(name: String, value: String?)] {
    check.state.form.fields.indices.map { index in
      (check.state.form.fields[index].name, check.state.verdict(of: index).value)
    }
  }

  /// The canonical value of the field named `name`; `nil` when it is empty or not a field.
  public subscript(name: String) -> String? {
    guard let index = check.state.form.index(of: name) else { return nil }
    return check.state.verdict(of: index).value
  }

  /// `{"valid":true,"values":{name: value or null, ...},"ignored":[names]}`: the answer to a
  /// valid JSON post.
  public var json: String {
    let members = fields.map {
      JSONText.quoted($0.name) + ":" + ($0.value.map(JSONText.quoted) ?? "null")
    }
    return "{\"valid\":true,\"values\":{" + members.joined(separator: ",") + "},\"ignored\":["
      + check.ignored.map(JSONText.quoted).joined(separator: ",") + "]}"
  }
}

/// An invalid form's verdict: every field's state and message, in the request's language.
public struct FormVerdict: Sendable {
  /// The check (`check.json` is the verdict).
  public let check: FormCheck
  /// The values as posted, for a page that shows the form again (a JSON post's strings, and numbers as their text).
  public let posted: [FormPair]
  /// The language the messages are in, as a BCP 47 tag.
  public let language: String

  /// A verdict from a check of `posted` values.
  public init(check: FormCheck, posted: [FormPair], language: String) {
    self.check = check
    self.posted = posted
    self.language = language
  }

  /// The verdict as JSON, exactly as `inputrules check --form` prints it for the same values.
  public var json: String { check.json }

  /// The message to show beside the field named `name`: why its value is not accepted, or
  /// `nil` when it is (or the form has no such field).
  public func message(for name: String) -> String? {
    guard let index = check.state.form.index(of: name) else { return nil }
    let verdict = check.state.verdict(of: index)
    guard let reason = verdict.reason, !verdict.isAcceptable || verdict.validity == .incomplete
    else { return nil }
    return check.messages.message(for: reason)
  }
}

/// An answer ready to send: a status, a content type and a body. Each framework adapter turns
/// it into its own response.
public struct FormAnswer: Sendable, Hashable {
  /// The HTTP status.
  public var status: Int
  /// The `Content-Type`, with its charset.
  public var contentType: String
  /// The body's text (sent as UTF-8).
  public var body: String

  /// An answer of any type.
  public init(status: Int, contentType: String, body: String) {
    self.status = status
    self.contentType = contentType
    self.body = body
  }

  /// A JSON answer.
  public init(status: Int, json: String) {
    self.init(status: status, contentType: "application/json; charset=utf-8", body: json)
  }

  /// An HTML answer.
  public init(status: Int, html: String) {
    self.init(status: status, contentType: "text/html; charset=utf-8", body: html)
  }

  /// Whether a request wants an HTML page back rather than JSON: it accepts `text/html` and not
  /// `application/json`, or it is a form post (URL-encoded, multipart) that does not ask for
  /// JSON. A page's `fetch` of JSON asks for JSON; a browser's form post gets a page.
  public static func prefersHTML(contentType: String?, accept: String?) -> Bool {
    let accept = accept?.lowercased() ?? ""
    if accept.contains("application/json") { return false }
    if accept.contains("text/html") { return true }
    let type = contentType?.lowercased() ?? ""
    return type.hasPrefix("application/x-www-form-urlencoded")
      || type.hasPrefix("multipart/form-data")
  }
}
