import InputRules
import InputRulesForms
import InputRulesNumbers

/// Checks a whole form's values against a form spec: each field as `EntryChecker` checks an
/// entry, then the form's rules. What a server does with a posted form, and what
/// `inputrules check --form` prints.
///
/// Built once per locale and language (the fields' rules and the labels are resolved then);
/// a check builds nothing but the form's state, so one checker serves every request.
public struct FormChecker: Sendable {
  /// The form.
  public let form: RuleForm
  private let checkers: [EntryChecker]
  /// How reasons are told.
  public let messages: ReasonMessages

  /// A checker for `spec` in `context`'s locale (and its `today`, for relative dates), telling
  /// reasons and labels in `language` (by default the locale's language).
  ///
  /// - Throws: `SpecError` naming the key when a field's rule cannot be built here, a label
  ///   has no text for the language, or the form's rules do not fit its fields (an `order`
  ///   between fields without an order, a `requiredIf` cycle).
  public init(
    _ spec: FormSpec, in context: RuleContext, language: String? = nil,
    maximumByteCount: Int? = nil
  ) throws(SpecError) {
    var context = context
    if let locale = spec.locale, context.localeIdentifier.isEmpty {
      context.localeIdentifier = locale
    }
    let language = context.messageLanguage(language)
    var fields: [FormField] = []
    var checkers: [EntryChecker] = []
    for (index, field) in spec.fields.enumerated() {
      let at = "fields[\(index)] (\(JSON.quoted(field.name)))"
      do {
        checkers.append(
          try EntryChecker(
            field.rule, in: context, language: language.identifier,
            maximumByteCount: maximumByteCount))
        fields.append(
          FormField(
            field.name, label: try Self.label(field, in: language, at: at),
            isRequired: field.isRequired, ordering: try field.rule.box.formOrdering(in: context),
            advancesWhenComplete: field.advancesWhenComplete))
      } catch {
        if error.message.hasPrefix(at) { throw error }
        throw SpecError(key: "\(at).rule", "\(at).rule: \(error.message)")
      }
    }
    let names = fields.map { $0.name }
    var rules: [FormRule] = []
    for rule in spec.rules {
      rules.append(try Self.formRule(rule, names: names, fields: fields))
    }
    do {
      form = try RuleForm(fields: fields, rules: rules)
    } catch {
      let key = error.rule.map { "rules[\($0)]" } ?? "fields"
      throw SpecError(key: key, "\(key): \(error.description)")
    }
    self.checkers = checkers
    messages = ReasonMessages(language: language)
  }

  /// The field's label in `language`: the one label, the language's own (`pt-BR`, then `pt`),
  /// or the name when none is given.
  private static func label(_ field: FormSpec.Field, in language: Language, at path: String)
    throws(SpecError) -> String
  {
    guard let labels = field.labels else { return field.name }
    if labels.count == 1, labels[0].language.isEmpty { return labels[0].label }
    let wanted = language.identifier.lowercased().replacingUnderscores()
    let base = wanted.split(separator: "-").first.map(String.init) ?? wanted
    if let exact = labels.first(where: { $0.language.lowercased().replacingUnderscores() == wanted }
    ) {
      return exact.label
    }
    if let general = labels.first(where: { $0.language.lowercased() == base }) {
      return general.label
    }
    throw SpecError(
      key: "\(path).label",
      "\(path).label has no label in \(JSON.quoted(language.identifier)) (it has "
        + choiceList(labels.map { $0.language }) + ")")
  }

  private static func formRule(_ rule: FormSpec.Rule, names: [String], fields: [FormField])
    throws(SpecError) -> FormRule
  {
    let path = "rules[\(rule.index)]"
    let index = rule.fields.map { name in names.firstIndex(of: name) ?? 0 }
    switch rule.name {
    case "equal": return .equal(index[0], index[1])
    case "oneOf": return .oneOf(index)
    case "requiredIf": return .requiredIf(index[0], when: index[1], equals: rule.equals)
    case "securityCode": return .securityCode(index[0], card: index[1])
    default:
      var gap: FormGap?
      switch rule.gap {
      case nil: gap = nil
      case .string(let text)?:
        guard let duration = FormDuration(iso: text) else {
          throw SpecError(
            key: "\(path).gap",
            "\(path).gap \(JSON.quoted(text)) is not an ISO 8601 duration such as \"P1D\" or \"PT30M\""
          )
        }
        gap = .duration(duration)
      case .number(let number)?:
        guard let amount = ExactDecimal(number.text) else {
          throw SpecError(
            key: "\(path).gap", "\(path).gap \(number.text) is not a number InputRules can hold")
        }
        gap = .number(amount)
      case let other?:
        throw .invalid("\(path).gap", mustBe: "an ISO 8601 duration or a number", got: other)
      }
      return .order(index[0], index[1], strict: rule.strict, gap: gap)
    }
  }

  /// Checks the values of a posted form, by field name. A value is the field's text; a field
  /// missing from `values` is empty. Names the form does not have are ignored and listed in the
  /// result (a submit button's name, a token a framework adds).
  public func check(_ values: [(name: String, value: String)]) -> FormCheck {
    var state = FormState(form)
    var ignored: [String] = []
    var seen: Set<String> = []  // linear in a posted body of many unknown names
    for (name, value) in values {
      guard let index = form.index(of: name) else {
        if seen.insert(name).inserted { ignored.append(name) }
        continue
      }
      state.setJudgement(judgement(of: value, field: index), forField: index)
    }
    return FormCheck(state: state, ignored: ignored, messages: messages)
  }

  /// Checks the values in a JSON object, field name to value: a string, or a JSON number for a
  /// field whose values are numbers (taken as its exact text: `12.50`, never rounded); `null` is
  /// an empty field. Names the form does not have are ignored and listed in the result.
  ///
  /// - Throws: `SpecError` when `json` is not a JSON object (malformed, or with a key twice), or
  ///   a field's value is of another type (a boolean, an array, an object, a number for a field
  ///   that is not a number), naming the field.
  public func check(json: String) throws(SpecError) -> FormCheck {
    check(try texts(json: json))
  }

  /// The text `check(json:)` takes for each member of a JSON object of values, in order: a
  /// string as it is, a number for a number field as its exact text, `null` (and a name the
  /// form does not have) as empty. A server shows a refused form again with these.
  ///
  /// - Throws: `SpecError`, as `check(json:)` does.
  public func texts(json: String) throws(SpecError) -> [(name: String, value: String)] {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: json)
    } catch {
      throw SpecError(key: nil, "values: \(error.description)")
    }
    guard case .object(let object) = value else {
      throw SpecError(
        key: nil,
        "values must be a JSON object of field names to values, got \(value.shortDescription)")
    }
    var texts: [(name: String, value: String)] = []
    for member in object.members {
      guard let index = form.index(of: member.key) else {
        texts.append((member.key, ""))
        continue
      }
      switch member.value {
      case .string(let text): texts.append((member.key, text))
      case .null: texts.append((member.key, ""))
      case .number(let number) where form.fields[index].ordering == .number:
        texts.append((member.key, number.text))
      default:
        let expected =
          form.fields[index].ordering == .number ? "a string or a number" : "a string"
        throw SpecError(
          key: member.key,
          "values.\(member.key) must be \(expected), got \(member.value.shortDescription)")
      }
    }
    return texts
  }

  /// How field `index`'s rule judges `text` as a complete entry.
  private func judgement(of text: String, field index: Int) -> FieldJudgement {
    if text.isEmpty { return .empty }
    switch checkers[index].check(text) {
    case .valid(let canonical):
      return FieldJudgement(.valid, value: canonical)
    case .invalid(let reason, _):
      return FieldJudgement(reason.code == .incomplete ? .incomplete : .invalid, reason: reason)
    }
  }
}

extension String {
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}
