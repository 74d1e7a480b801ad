import InputRules

/// A form: its fields in order and the rules between them (named so beside SwiftUI's `Form`). A
/// description only, checked when it is made (every rule names fields of the form, `order`
/// compares fields that have an order, `requiredIf` has no cycle); `FormState` judges values
/// against it.
///
/// The form does not hold the fields' own rules: each front end judges a field's text its own
/// way (an `InputField` while the user types, an `EntryChecker` on a server) and hands the
/// judgement over (`FieldJudgement`). The form adds what is between fields: a required field
/// left empty, and the cross-field rules.
public struct RuleForm: Sendable {
  /// The fields, in the form's order.
  public let fields: [FormField]
  /// The rules between fields.
  public let rules: [FormRule]
  /// For each field, the rules that read it: a key in that field is judged against these only.
  let rulesReading: [[Int]]
  /// For each field, the rules whose failures it reports.
  let rulesReported: [[Int]]

  /// A form of `fields` with `rules` between them.
  ///
  /// - Throws: `FormError` naming the rule (its index in `rules`) and the field when a rule names
  ///   a field the form does not have, `order` names a field without an order or two fields
  ///   ordered differently, `requiredIf` makes a cycle, or two fields have the same name.
  public init(fields: [FormField], rules: [FormRule] = []) throws(FormError) {
    for (index, field) in fields.enumerated()
    where fields[..<index].contains(where: { $0.name == field.name }) {
      throw FormError(.duplicateField, field: field.name, rule: nil)
    }
    var reading = [[Int]](repeating: [], count: fields.count)
    var reported = [[Int]](repeating: [], count: fields.count)
    for (index, rule) in rules.enumerated() {
      for field in rule.fieldsRead {
        guard fields.indices.contains(field) else {
          throw FormError(.unknownField, field: "#\(field)", rule: index)
        }
        if !reading[field].contains(index) { reading[field].append(index) }
      }
      try Self.check(rule, at: index, in: fields)
      for field in rule.fieldsReported where !reported[field].contains(index) {
        reported[field].append(index)
      }
    }
    try Self.checkNoRequiredCycle(rules, fields: fields)
    self.fields = fields
    self.rules = rules
    self.rulesReading = reading
    self.rulesReported = reported
  }

  /// The index of the field named `name`.
  public func index(of name: String) -> Int? {
    fields.firstIndex { $0.name == name }
  }

  private static func check(_ rule: FormRule, at index: Int, in fields: [FormField])
    throws(FormError)
  {
    switch rule {
    case .order(let first, let second, _, let gap):
      for field in [first, second] where fields[field].ordering == nil {
        throw FormError(.notOrdered, field: fields[field].name, rule: index)
      }
      guard let a = fields[first].ordering, let b = fields[second].ordering, a.isComparable(with: b)
      else { throw FormError(.notComparable, field: fields[second].name, rule: index) }
      if let gap, !a.accepts(gap) {
        throw FormError(.gapNotInOrder, field: fields[second].name, rule: index)
      }
    case .equal(let first, let second):
      if first == second { throw FormError(.sameField, field: fields[first].name, rule: index) }
    case .oneOf(let group):
      if group.isEmpty { throw FormError(.noFields, field: nil, rule: index) }
    case .requiredIf(let field, let when, _):
      if field == when { throw FormError(.sameField, field: fields[field].name, rule: index) }
    case .securityCode(let code, let card):
      if code == card { throw FormError(.sameField, field: fields[code].name, rule: index) }
    }
  }

  /// `requiredIf` rules make a graph (field → the field that makes it required); a cycle makes
  /// every field in it required exactly when another is, which no one means.
  private static func checkNoRequiredCycle(_ rules: [FormRule], fields: [FormField])
    throws(FormError)
  {
    var edges = [[Int]](repeating: [], count: fields.count)
    var ruleOf = [Int?](repeating: nil, count: fields.count)
    for (index, rule) in rules.enumerated() {
      if case .requiredIf(let field, let when, _) = rule {
        edges[field].append(when)
        if ruleOf[field] == nil { ruleOf[field] = index }
      }
    }
    // 0: not visited, 1: on the path, 2: done.
    var mark = [UInt8](repeating: 0, count: fields.count)
    for start in fields.indices where mark[start] == 0 {
      var stack: [(node: Int, next: Int)] = [(start, 0)]
      mark[start] = 1
      while let top = stack.last {
        if top.next < edges[top.node].count {
          stack[stack.count - 1].next += 1
          let target = edges[top.node][top.next]
          if mark[target] == 1 {
            throw FormError(.requiredCycle, field: fields[target].name, rule: ruleOf[target])
          }
          if mark[target] == 0 {
            mark[target] = 1
            stack.append((target, 0))
          }
        } else {
          mark[top.node] = 2
          stack.removeLast()
        }
      }
    }
  }
}

/// One field of a form.
public struct FormField: Sendable {
  /// The name values are posted under (an HTML input's `name`, a JSON key).
  public var name: String
  /// What messages call the field, in the language they are told in.
  public var label: String
  /// Whether a value must be given.
  public var isRequired: Bool
  /// How the field's values are ordered, for `order` rules; `nil` for a field without an order
  /// (text, a phone number).
  public var ordering: FormOrdering?
  /// Whether focus moves on to the next field when this one becomes complete by typing at its
  /// end (see `FormState.shouldAdvance(from:typedAtEnd:complete:)`). Off by default: moving focus without
  /// being asked surprises people (WCAG 3.2.2).
  public var advancesWhenComplete: Bool

  /// A field named `name`, labelled `label` (the name when not given).
  public init(
    _ name: String, label: String? = nil, isRequired: Bool = false,
    ordering: FormOrdering? = nil, advancesWhenComplete: Bool = false
  ) {
    self.name = name
    self.label = label ?? name
    self.isRequired = isRequired
    self.ordering = ordering
    self.advancesWhenComplete = advancesWhenComplete
  }
}

/// A rule between fields, by their indices in the form.
public enum FormRule: Sendable, Equatable {
  /// The second field's value equals the first's (a password typed twice); reported on the
  /// second.
  case equal(Int, Int)
  /// The first field's value comes before the second's (`strict`: never the same); with a
  /// `gap`, the first plus the gap is not after the second (a departure at least a day after
  /// the arrival: reaching the gap is enough, strict or not). Reported on the second.
  case order(Int, Int, strict: Bool, gap: FormGap?)
  /// At least one of the fields has a value (a phone number or an e-mail address); reported on
  /// the first.
  case oneOf([Int])
  /// The field is required when `when` has a value, or, with `equals`, that value (canonical);
  /// reported on the field.
  case requiredIf(Int, when: Int, equals: String?)
  /// The field (a security code) has as many digits as the card number in `card` calls for
  /// (4 for American Express, 3 otherwise); reported on the security code.
  case securityCode(Int, card: Int)

  /// The fields whose values the rule reads.
  var fieldsRead: [Int] {
    switch self {
    case .equal(let a, let b), .order(let a, let b, _, _): [a, b]
    case .oneOf(let group): group
    case .requiredIf(let field, let when, _): [field, when]
    case .securityCode(let code, let card): [code, card]
    }
  }

  /// The fields a failure is reported on: the one the user should change.
  var fieldsReported: [Int] {
    switch self {
    case .equal(_, let b), .order(_, let b, _, _): [b]
    case .oneOf(let group): group.isEmpty ? [] : [group[0]]
    case .requiredIf(let field, _, _): [field]
    case .securityCode(let code, _): [code]
    }
  }

  /// The rule's name, as form specs and verdicts spell it.
  public var name: String {
    switch self {
    case .equal: "equal"
    case .order: "order"
    case .oneOf: "oneOf"
    case .requiredIf: "requiredIf"
    case .securityCode: "securityCode"
    }
  }
}

/// Why a form cannot be made, naming the field and the rule.
public struct FormError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: String, Hashable, Sendable {
    case duplicateField, unknownField, notOrdered, notComparable, gapNotInOrder, sameField
    case noFields, requiredCycle
  }

  /// What is wrong.
  public var problem: Problem
  /// The field concerned, by name.
  public var field: String?
  /// The rule concerned, by its index in the form's rules.
  public var rule: Int?

  /// An error of `problem` about `field` in `rule`.
  public init(_ problem: Problem, field: String?, rule: Int?) {
    self.problem = problem
    self.field = field
    self.rule = rule
  }

  /// The problem in English, naming the field.
  public var description: String {
    let name = field.map { "\"\($0)\"" } ?? "?"
    switch problem {
    case .duplicateField: return "field \(name) appears twice"
    case .unknownField: return "names field \(name), which the form does not have"
    case .notOrdered:
      return "field \(name) has no order (only numbers, money, dates, times and choices do)"
    case .notComparable:
      return "field \(name) cannot be compared with the other field (their kinds or formats differ)"
    case .gapNotInOrder:
      return
        "the gap does not fit the fields' order (days for dates, a number for numbers, minutes for times)"
    case .sameField: return "names field \(name) twice"
    case .noFields: return "names no fields"
    case .requiredCycle: return "field \(name) is required through a cycle of requiredIf rules"
    }
  }
}
