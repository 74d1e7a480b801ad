import InputRules
import InputRulesForms
import InputRulesNumbers

/// A form as its JSON spec describes it (docs/cli.md, "Forms"): fields in order, each with a
/// rule spec, and the rules between them.
///
///     {"fields": [
///        {"name": "arrival", "label": "Arrival", "rule": {"kind": "date", "format": "dd.MM.yyyy"},
///         "required": true},
///        {"name": "departure", "label": {"en": "Departure", "de": "Abreise"},
///         "rule": {"kind": "date", "format": "dd.MM.yyyy"}, "required": true}],
///      "rules": [{"rule": "order", "fields": ["arrival", "departure"], "gap": "P1D"}]}
///
/// Reading checks everything that does not depend on a locale or a day; `FormChecker` builds
/// the fields' rules and the form. Every refusal is a `SpecError` naming the key at fault, as
/// `fields[1].label` or `rules[0].fields[1]`.
public struct FormSpec: Sendable {
  /// One field.
  public struct Field: Sendable {
    /// The name values are posted under.
    public var name: String
    /// The label, one for every language (`nil`: the name) or one per language tag.
    public var labels: [(language: String, label: String)]?
    /// Whether a value must be given.
    public var isRequired: Bool
    /// Whether focus moves on when the field becomes complete by typing at its end.
    public var advancesWhenComplete: Bool
    /// The field's own rule.
    public var rule: RuleSpec
  }

  /// A rule between fields, by field names, as written.
  public struct Rule: Sendable {
    /// Its position in `rules`, for errors.
    var index: Int
    /// `equal`, `order`, `oneOf`, `requiredIf` or `securityCode`.
    public var name: String
    var fields: [String]
    var strict: Bool
    var gap: JSONValue?
    var equals: String?
  }

  /// The spec's locale (`--locale` overrides it).
  public var locale: String?
  /// The fields, in the form's order.
  public var fields: [Field]
  /// The rules between fields.
  public var rules: [Rule]

  /// The form spec in `json`.
  public init(json: String) throws(SpecError) {
    try self.init(json: json, localeValues: nil)
  }

  /// The form spec in `json`, with locale data resolved ahead where Foundation cannot resolve
  /// it.
  package init(json: String, localeValues: LocaleValues?) throws(SpecError) {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: json)
    } catch {
      throw SpecError(key: nil, error.description)
    }
    guard case .object(let object) = value else {
      throw SpecError(
        key: nil, "a form spec must be a JSON object with \"fields\", got \(value.shortDescription)"
      )
    }
    for key in object.keys where !["locale", "fields", "rules"].contains(key) {
      throw SpecError(
        key: key,
        "unknown key \(JSON.quoted(key)): a form spec has \"locale\", \"fields\", \"rules\"")
    }
    let reader = SpecReader(object, localeValues: localeValues)
    locale = try reader.string("locale")
    guard case .array(let fieldValues)? = object["fields"], !fieldValues.isEmpty else {
      throw SpecError(key: "fields", "\"fields\" must be a non-empty array of fields")
    }
    var fields: [Field] = []
    for (index, fieldValue) in fieldValues.enumerated() {
      let field = try Self.field(fieldValue, at: "fields[\(index)]", localeValues: localeValues)
      if fields.contains(where: { $0.name == field.name }) {
        throw SpecError(
          key: "fields[\(index)].name", "field \(JSON.quoted(field.name)) appears twice")
      }
      fields.append(field)
    }
    self.fields = fields
    var rules: [Rule] = []
    if let rulesValue = object["rules"] {
      guard case .array(let ruleValues) = rulesValue else {
        throw .invalid("rules", mustBe: "an array of rules", got: rulesValue)
      }
      for (index, ruleValue) in ruleValues.enumerated() {
        rules.append(try Self.rule(ruleValue, at: index, fields: fields))
      }
    }
    self.rules = rules
  }

  private static func field(_ value: JSONValue, at path: String, localeValues: LocaleValues?)
    throws(SpecError) -> Field
  {
    guard case .object(let object) = value else {
      throw .invalid(path, mustBe: "a field object with \"name\" and \"rule\"", got: value)
    }
    let known = ["name", "label", "required", "rule", "advance"]
    for key in object.keys where !known.contains(key) {
      throw SpecError(
        key: "\(path).\(key)",
        "unknown key \(JSON.quoted(key)): a field has \(choiceList(known))")
    }
    guard case .string(let name)? = object["name"], !name.isEmpty else {
      throw SpecError(key: "\(path).name", "\"name\" is required: a non-empty string")
    }
    let at = "\(path) (\(JSON.quoted(name)))"
    var labels: [(language: String, label: String)]?
    switch object["label"] {
    case nil: labels = nil
    case .string(let label)?: labels = [("", label)]
    case .object(let perLanguage)?:
      var list: [(language: String, label: String)] = []
      for member in perLanguage.members {
        guard case .string(let label) = member.value else {
          throw .invalid("\(at).label.\(member.key)", mustBe: "a string", got: member.value)
        }
        list.append((member.key, label))
      }
      guard !list.isEmpty else {
        throw SpecError(key: "\(at).label", "\"label\" names no language")
      }
      labels = list
    case let other?:
      throw .invalid(
        "\(at).label", mustBe: "a string, or an object of labels by language", got: other)
    }
    func flag(_ key: String) throws(SpecError) -> Bool {
      switch object[key] {
      case nil: return false
      case .bool(let flag)?: return flag
      case let other?: throw .invalid("\(at).\(key)", mustBe: "true or false", got: other)
      }
    }
    guard let ruleValue = object["rule"] else {
      throw SpecError(key: "\(at).rule", "\"rule\" is required: the field's rule spec")
    }
    let rule: RuleSpec
    do {
      rule = try RuleSpec(ruleValue, localeValues: localeValues)
    } catch {
      let key = "\(at).rule" + (error.key.map { ".\($0)" } ?? "")
      throw SpecError(key: key, "\(key): \(error.message)")
    }
    if rule.common.locale != nil {
      throw SpecError(
        key: "\(at).rule.locale",
        "\(at).rule.locale: a form's fields share the form's \"locale\"")
    }
    return Field(
      name: name, labels: labels, isRequired: try flag("required"),
      advancesWhenComplete: try flag("advance"), rule: rule)
  }

  private static func rule(_ value: JSONValue, at index: Int, fields: [Field]) throws(SpecError)
    -> Rule
  {
    let path = "rules[\(index)]"
    guard case .object(let object) = value else {
      throw .invalid(path, mustBe: "a rule object such as {\"rule\": \"equal\", …}", got: value)
    }
    let names = ["equal", "order", "oneOf", "requiredIf", "securityCode"]
    guard case .string(let name)? = object["rule"], names.contains(name) else {
      throw .invalid(
        "\(path).rule", mustBe: choiceList(names),
        got: object["rule"] ?? .null)
    }
    let known: [String] =
      switch name {
      case "equal", "oneOf": ["rule", "fields"]
      case "order": ["rule", "fields", "strict", "gap"]
      case "requiredIf": ["rule", "field", "when", "equals"]
      default: ["rule", "field", "card"]
      }
    for key in object.keys where !known.contains(key) {
      throw SpecError(
        key: "\(path).\(key)",
        "unknown key \(JSON.quoted(key)): \(JSON.quoted(name)) has "
          + choiceList(known))
    }
    func fieldName(_ key: String, _ value: JSONValue?) throws(SpecError) -> String {
      guard case .string(let field)? = value else {
        throw .invalid(key, mustBe: "the name of a field", got: value ?? .null)
      }
      guard fields.contains(where: { $0.name == field }) else {
        throw SpecError(key: key, "names field \(JSON.quoted(field)), which the form does not have")
      }
      return field
    }
    var rule = Rule(index: index, name: name, fields: [], strict: false, gap: nil, equals: nil)
    switch name {
    case "requiredIf":
      rule.fields = [
        try fieldName("\(path).field", object["field"]),
        try fieldName("\(path).when", object["when"]),
      ]
      if let equals = object["equals"] {
        switch equals {
        case .string(let text): rule.equals = text
        case .number(let number): rule.equals = number.text
        default: throw .invalid("\(path).equals", mustBe: "a string or a number", got: equals)
        }
      }
    case "securityCode":
      rule.fields = [
        try fieldName("\(path).field", object["field"]),
        try fieldName("\(path).card", object["card"]),
      ]
    default:
      guard case .array(let list)? = object["fields"] else {
        throw .invalid(
          "\(path).fields", mustBe: "an array of field names", got: object["fields"] ?? .null)
      }
      for (position, entry) in list.enumerated() {
        rule.fields.append(try fieldName("\(path).fields[\(position)]", entry))
      }
      let count = name == "oneOf" ? 2...Int.max : 2...2
      guard count.contains(rule.fields.count) else {
        throw SpecError(
          key: "\(path).fields",
          name == "oneOf"
            ? "\"oneOf\" names at least two fields"
            : "\(JSON.quoted(name)) names exactly two fields")
      }
      if name == "order" {
        switch object["strict"] {
        case nil: break
        case .bool(let strict)?: rule.strict = strict
        case let other?: throw .invalid("\(path).strict", mustBe: "true or false", got: other)
        }
        rule.gap = object["gap"]
      }
    }
    return rule
  }
}

extension SpecError {
  /// A form spec's refusal as `inputrules check --form` words it after `error: `: `form spec`
  /// (and the file, for a spec read from one), then the message, led by the key at fault
  /// (`form spec: rules[0].fields[1]: names field "x", which the form does not have`).
  package var formSpecDescription: String {
    var message = message
    if let key, !message.hasPrefix(key), !message.hasPrefix("\"\(key)\"") {
      message = "\(key): " + message
    }
    return "form spec\(source.map { " \($0)" } ?? ""): \(message)"
  }
}
