import InputRules
import InputRulesForms

/// A checked form: the verdict of each field and of the whole, and the names that were ignored.
public struct FormCheck: Sendable {
  /// The form's state after every value was judged.
  public let state: FormState
  /// Names in the values that the form does not have, in the order given.
  public let ignored: [String]
  /// How reasons are told.
  public let messages: ReasonMessages

  /// Whether the form can be submitted.
  public var isValid: Bool { state.isValid }

  /// The first field to fix, by name.
  public var firstInvalid: String? { state.firstToFix.map { state.form.fields[$0].name } }

  /// The verdict as JSON, as `inputrules check --form` prints it (docs/cli.md, "Forms"): every
  /// field of the form in order with its `state`, canonical `value` (or `null`), and when it is
  /// not valid its `reason` code, `message` and the `related` fields of a broken form rule;
  /// `valid`, `firstInvalid`, and the `ignored` names.
  public var json: String { json(told: messages) }

  /// The verdict as JSON (`json`), its messages told by `messages`.
  package func json(told messages: ReasonMessages) -> String {
    let fields = state.form.fields
    var out = "{\"valid\":\(isValid ? "true" : "false"),\"fields\":{"
    for index in fields.indices {
      if index > 0 { out += "," }
      out += JSON.quoted(fields[index].name) + ":"
      out += Self.json(of: state.verdict(of: index), in: state.form, told: messages)
    }
    out += "},\"firstInvalid\":" + (firstInvalid.map(JSON.quoted) ?? "null")
    out += ",\"ignored\":[" + ignored.map(JSON.quoted).joined(separator: ",") + "]}"
    return out
  }

  /// One field's verdict as a JSON object, as `json` writes each field: `state`, `value`, and
  /// when it is not valid `reason`, `message` and the `related` fields by name.
  package static func json(
    of verdict: FieldVerdict, in form: RuleForm, told messages: ReasonMessages
  ) -> String {
    var out = "{\"state\":\"\(verdict.validity.rawValue)\""
    out += ",\"value\":" + (verdict.value.map(JSON.quoted) ?? "null")
    if let reason = verdict.reason, !verdict.isAcceptable || verdict.validity == .incomplete {
      out += ",\"reason\":" + JSON.quoted(reason.code.rawValue)
      out += ",\"message\":" + JSON.quoted(messages.message(for: reason))
    }
    if !verdict.related.isEmpty {
      out +=
        ",\"related\":["
        + verdict.related.map { JSON.quoted(form.fields[$0].name) }.joined(separator: ",") + "]"
    }
    return out + "}"
  }
}
