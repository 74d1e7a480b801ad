import InputRules

/// Descriptions of the values a rule allows, written apart from the rule, for the
/// `valueMeetsSpecification` law: each says what is wrong with a value, or `nil`.
///
/// They read a value through `Comparable` and its `description` only, so a rule whose own range
/// or digit checks are wrong cannot vouch for itself:
///
///     FieldLaws.check(ageRule, seed: 1, valueProblem: ValueSpecification.between(18, 30))
public enum ValueSpecification {
  /// Values in `min...max`; a missing bound is open.
  public static func between<V: Comparable>(_ min: V?, _ max: V?) -> @Sendable (V) -> String?
  where V: Sendable {
    { value in
      if let min, value < min { return "below the minimum \(min)" }
      if let max, value > max { return "above the maximum \(max)" }
      return nil
    }
  }

  /// Values whose description (`"-12.5"`) has at most `count` digits after its `.`.
  public static func fractionDigits<V: CustomStringConvertible>(atMost count: Int)
    -> @Sendable (V) -> String?
  {
    { value in
      let text = value.description
      guard let point = text.firstIndex(of: ".") else { return nil }
      let digits = text[text.index(after: point)...].count
      return digits > count ? "\(digits) fraction digits, more than \(count)" : nil
    }
  }

  /// Values whose description has at most `count` digits before its `.` (a lone `0` counts
  /// none).
  public static func integerDigits<V: CustomStringConvertible>(atMost count: Int)
    -> @Sendable (V) -> String?
  {
    { value in
      let whole = value.description.prefix { $0 != "." }.filter(\.isNumber)
      let digits = whole == "0" ? 0 : whole.count
      return digits > count ? "\(digits) integer digits, more than \(count)" : nil
    }
  }

  /// A number's usual limits at once: in `min...max` (a missing bound is open), at most
  /// `fractionDigits` digits after its `.` and `integerDigits` before it.
  public static func number<V: Comparable & CustomStringConvertible & Sendable>(
    _ min: V? = nil, _ max: V? = nil, fractionDigits: Int, integerDigits: Int = Int.max
  ) -> @Sendable (V) -> String? {
    all(
      between(min, max), self.fractionDigits(atMost: fractionDigits),
      self.integerDigits(atMost: integerDigits))
  }

  /// One of `options`.
  public static func oneOf<V: Equatable & Sendable>(_ options: [V]) -> @Sendable (V) -> String? {
    { value in options.contains(value) ? nil : "not one of the allowed options" }
  }

  /// Every check: the first problem found, or `nil`.
  public static func all<V>(_ checks: (@Sendable (V) -> String?)...) -> @Sendable (V) -> String? {
    { value in
      for check in checks { if let problem = check(value) { return problem } }
      return nil
    }
  }
}

/// A rule, its name and its value specification, ready to run the laws: a table of rules with
/// different value types can hold these side by side.
public struct FieldLawCase: Sendable, CustomStringConvertible {
  /// The case's name in test output.
  public let name: String
  private let runLaws: @Sendable (UInt64, FieldLawOptions) -> [LawViolation]

  public init<R: InputRule>(
    _ name: String, _ rule: R, values: (@Sendable (R.Value) -> String?)? = nil
  ) {
    self.name = name
    self.runLaws = { seed, options in
      FieldLaws.check(rule, seed: seed, options: options, valueProblem: values)
    }
  }

  /// `FieldLaws.check` for this rule and seed.
  public func check(seed: UInt64, options: FieldLawOptions) -> [LawViolation] {
    runLaws(seed, options)
  }

  public var description: String { name }
}
