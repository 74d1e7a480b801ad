import InputRules

/// How a field's own rule judges its text: what a front end hands the form after each edit.
public struct FieldJudgement: Hashable, Sendable {
  /// The field's own validity.
  public var validity: Validity
  /// The value as its canonical string (what the command and `EntryChecker` give), when the
  /// text is valid.
  public var value: String?
  /// Why the text is not valid, when it is not.
  public var reason: Reason?

  /// A judgement from its parts.
  public init(_ validity: Validity, value: String? = nil, reason: Reason? = nil) {
    self.validity = validity
    self.value = validity == .valid ? value : nil
    self.reason = reason
  }

  /// An empty field.
  public static let empty = FieldJudgement(.empty)
}

/// A field's verdict in its form: its own judgement, or the form's reason when the field is
/// required and empty or breaks a rule between fields.
public struct FieldVerdict: Hashable, Sendable {
  /// The validity after the form's rules: a required empty field and a field breaking a
  /// cross-field rule are `.invalid`.
  public var validity: Validity
  /// The canonical value, when the field's own text is valid (also when a cross-field rule
  /// fails: the value is there, the form does not accept it).
  public var value: String?
  /// Why the field is not valid: its own rule's reason, or the form's.
  public var reason: Reason?
  /// The form rule the field breaks (its index in `RuleForm.rules`), when that is the reason.
  public var brokenRule: Int?
  /// The other fields of that rule, by index.
  public var related: [Int]

  /// A verdict from its parts.
  public init(
    validity: Validity, value: String? = nil, reason: Reason? = nil, brokenRule: Int? = nil,
    related: [Int] = []
  ) {
    self.validity = validity
    self.value = value
    self.reason = reason
    self.brokenRule = brokenRule
    self.related = related
  }

  /// Whether the form accepts the field as it is: valid, or empty and not required.
  public var isAcceptable: Bool { validity == .valid || validity == .empty }
}

extension Reason.Code {
  /// A required field is empty.
  public static let required: Reason.Code = "required"
  /// Two fields that must be equal are not (`equal`).
  public static let equal: Reason.Code = "equal"
  /// Two fields are out of order (`order`).
  public static let order: Reason.Code = "order"
  /// None of a group of fields is filled in (`oneOf`).
  public static let oneOf: Reason.Code = "oneOf"
  /// A field another field makes required is empty (`requiredIf`).
  public static let requiredIf: Reason.Code = "requiredIf"
  /// A security code has the wrong number of digits for the card's brand (`securityCode`).
  public static let securityCode: Reason.Code = "securityCode"
}

extension FieldJudgement {
  /// How a field being typed into stands: its validity, the canonical string of its value when
  /// valid (as `EntryChecker` gives it), and why it is not valid (for unfinished text whose rule
  /// gives no reason, "The entry is not complete.", as `EntryChecker` says). What a live form (a
  /// terminal, an app, a page) hands the form after each action in that field.
  public init<Rule: InputRule>(_ field: InputField<Rule>) {
    let validity = field.validity
    let value = validity == .valid ? field.value.map(field.rule.canonicalString(for:)) : nil
    var reason = validity == .valid ? nil : field.invalidReason
    if validity == .incomplete && reason == nil {
      reason = Reason(.incomplete, Reason.Facts("entry.notComplete"))
    }
    self.init(validity, value: value, reason: reason)
  }
}
