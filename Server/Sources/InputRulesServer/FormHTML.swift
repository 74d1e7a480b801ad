import InputRules
import InputRulesSpec

/// How a form's HTML page looks: what is the same on every page of it. The page is a plain
/// HTML form, which works with JavaScript off; `head` can bring the script that attaches
/// InputRules to it (`attachForm`).
public struct FormPage: Sendable, Hashable {
  /// The page's title and heading.
  public var title: String
  /// The submit button's text.
  public var submitLabel: String
  /// Where the form posts; empty posts to the page's own address.
  public var action: String
  /// HTML put into every page's `<head>` as it is (trusted: the server's own markup, such as
  /// a `<script type="module">` that loads `inputrules.js`); never anything from a request.
  public var head: String

  /// A page titled `title`, posting to `action`.
  public init(
    title: String = "Form", submitLabel: String = "Submit", action: String = "", head: String = ""
  ) {
    self.title = title
    self.submitLabel = submitLabel
    self.action = action
    self.head = head
  }
}

/// The HTML pages of a form: the form (empty, or again with the values posted and their
/// messages), the values received, an error. Everything that comes from a request or a spec is
/// escaped.
public enum FormHTML {
  /// `text` safe in HTML text and in a quoted attribute value: `&`, `<`, `>`, `"` and `'`
  /// written as character references.
  public static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(character)
      }
    }
    return out
  }

  /// The page with the form: each field a labelled text input named as in the spec, with its
  /// message element (named by `aria-describedby`, where `attachForm` writes too). With a
  /// verdict, each input keeps its posted value, an invalid one is marked `aria-invalid` with
  /// its message beside it, and the first to fix has focus.
  ///
  /// The form carries `data-inputrules-locale`, `-language` and `-today` for the page's script,
  /// and the spec is in `<script type="application/json" id="inputrules-form-spec">`.
  public static func formPage(
    _ form: ServerForm, language: String, posted: [FormPair] = [], verdict: FormVerdict? = nil
  ) -> String {
    let labels = labels(of: form, language: language)
    var body = "<form method=\"post\" action=\"\(escaped(form.page.action))\" novalidate"
    body += " data-inputrules-locale=\"\(escaped(form.localeIdentifier))\""
    body += " data-inputrules-language=\"\(escaped(language))\""
    body += " data-inputrules-today=\"\(escaped(form.today.description))\">\n"
    let firstInvalid = verdict?.check.firstInvalid
    for (index, field) in form.spec.fields.enumerated() {
      let id = "field-\(index)"
      let value =
        posted.first(where: { $0.name == field.name })?.value
        ?? verdict.flatMap { $0.check.state.form.index(of: field.name) }
        .flatMap { verdict?.check.state.verdict(of: $0).value } ?? ""
      let message = verdict?.message(for: field.name)
      body += "<p class=\"field\">"
      body += "<label for=\"\(id)\">\(escaped(labels[index]))</label>\n"
      body += "<input id=\"\(id)\" name=\"\(escaped(field.name))\" type=\"text\""
      body += " value=\"\(escaped(value))\" aria-describedby=\"\(id)-message\""
      if field.isRequired { body += " required" }
      if message != nil { body += " aria-invalid=\"true\"" }
      if firstInvalid == field.name { body += " autofocus" }
      body += ">\n<span id=\"\(id)-message\" class=\"message\" data-inputrules-message>"
      body += escaped(message ?? "") + "</span></p>\n"
    }
    body +=
      "<p><button type=\"submit\" id=\"form-submit\">\(escaped(form.page.submitLabel))</button></p>\n</form>\n"
    // `<` written as `\u003c`: the same JSON, and no `</script>` can end the element early.
    let spec = form.specJSON.replacingOccurrences(of: "<", with: "\\u003c")
    body += "<script type=\"application/json\" id=\"inputrules-form-spec\">\(spec)</script>\n"
    return document(form, language: language, body: body)
  }

  /// The page a valid post from a page gets: the values received, by label.
  public static func valuesPage(_ values: FormValues, form: ServerForm) -> String {
    let labels = labels(of: form, language: values.language)
    var body = "<dl>\n"
    for (index, field) in values.fields.enumerated() {
      body += "<dt>\(escaped(labels[index]))</dt><dd data-name=\"\(escaped(field.name))\">"
      body += escaped(field.value ?? "") + "</dd>\n"
    }
    body += "</dl>\n"
    return document(form, language: values.language, body: body, status: "received")
  }

  /// The page a refused post from a page gets: the status and why.
  public static func errorPage(_ refusal: FormRefusal, form: ServerForm) -> String {
    let body =
      "<p role=\"alert\">\(refusal.status): \(escaped(refusal.message))</p>\n"
      + "<p><a href=\"\(escaped(form.page.action))\">Back to the form</a></p>\n"
    return document(form, language: "en", body: body, status: "error")
  }

  /// The fields' labels in `language` (the names when the form cannot be told in it).
  static func labels(of form: ServerForm, language: String) -> [String] {
    if let checker = try? form.checker(language: language) {
      return checker.form.fields.map { $0.label }
    }
    return form.spec.fields.map { $0.name }
  }

  /// A whole page around `body`.
  static func document(
    _ form: ServerForm, language: String, body: String, status: String = "form"
  ) -> String {
    let direction = Language(language).isRightToLeft ? "rtl" : "ltr"
    return """
      <!doctype html>
      <html lang="\(escaped(language))" dir="\(direction)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escaped(form.page.title))</title>
      <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; }
      .field label { display: block; font-weight: 600; }
      .field input { font: inherit; padding: .25rem; width: 100%; box-sizing: border-box; }
      .message { display: block; color: #b00020; min-height: 1.5em; }
      input[aria-invalid="true"] { border-color: #b00020; }
      </style>
      \(form.page.head)
      </head>
      <body data-page="\(status)">
      <main>
      <h1>\(escaped(form.page.title))</h1>
      \(body)</main>
      </body>
      </html>

      """
  }
}
