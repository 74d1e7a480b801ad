import InputRules
import InputRulesNumbers
import Testing

/// One thing done to a field in a table test.
enum Step: CustomStringConvertible, Sendable {
  case type(String)
  case paste(String)
  case backspace
  case delete
  case caret(Int)
  case select(Int, Int)
  case commit
  case set(String)

  var description: String {
    switch self {
    case .type(let s): return "type \(s)"
    case .paste(let s): return "paste \(s)"
    case .backspace: return "⌫"
    case .delete: return "⌦"
    case .caret(let c): return "caret \(c)"
    case .select(let a, let b): return "select \(a)...\(b)"
    case .commit: return "commit"
    case .set(let v): return "set \(v)"
    }
  }
}

/// Runs steps on a fresh field and returns it with the last result.
@discardableResult
func run<R: InputRule>(_ rule: R, _ steps: [Step]) -> (InputField<R>, EditResult?) {
  var field = InputField(rule: rule)
  var last: EditResult?
  for step in steps {
    switch step {
    case .type(let keys): last = field.type(keys)
    case .paste(let text): last = field.paste(text)
    case .backspace: last = field.deleteBackward()
    case .delete: last = field.deleteForward()
    case .caret(let offset): last = field.moveCaret(to: offset)
    case .select(let a, let b): last = field.select(a, b)
    case .commit: last = field.commit()
    case .set(let canonical):
      last = field.setValue(rule.value(fromCanonical: canonical))
    }
  }
  return (field, last)
}

/// Symbols written by hand, as an app may construct them (the locale tests resolve the same
/// from Foundation).
enum HandSymbols {
  static let german = NumberSymbols(decimalSeparator: ",", groupingSeparator: ".")
  static let french = NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{202F}")
  static let indian = NumberSymbols(secondaryGroupingSize: 2)
  static let arabic = NumberSymbols(
    decimalSeparator: "\u{66B}", groupingSeparator: "\u{66C}", minusSign: "\u{61C}-",
    digits: "٠١٢٣٤٥٦٧٨٩")
  static let swiss = NumberSymbols(groupingSeparator: "\u{2019}")
}

/// The escaped form of a text, for failure messages.
func visible(_ s: String) -> String {
  s.unicodeScalars.map {
    $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}"
  }.joined()
}

/// A table row: steps on an empty field and what the field shows afterwards.
struct Case: Sendable, CustomStringConvertible {
  var name: String
  var steps: [Step]
  var text: String
  var caret: Int? = nil
  var validity: Validity
  var value: String?
  var outcome: EditResult.Outcome? = nil
  var reason: Reason.Code? = nil

  init(
    _ name: String, _ steps: [Step], _ text: String, caret: Int? = nil, _ validity: Validity,
    _ value: String?, outcome: EditResult.Outcome? = nil, reason: Reason.Code? = nil
  ) {
    self.name = name
    self.steps = steps
    self.text = text
    self.caret = caret
    self.validity = validity
    self.value = value
    self.outcome = outcome
    self.reason = reason
  }

  var description: String { name }
}

/// Runs a case and checks every expectation it states.
func check<R: InputRule>(_ rule: R, _ c: Case, sourceLocation: SourceLocation = #_sourceLocation) {
  let (field, last) = run(rule, c.steps)
  #expect(
    field.text == c.text, "\(c.name): text \(visible(field.text)) ≠ \(visible(c.text))",
    sourceLocation: sourceLocation)
  if let caret = c.caret {
    #expect(
      field.state.selection == caret..<caret, "\(c.name): selection \(field.state.selection)",
      sourceLocation: sourceLocation)
  }
  #expect(field.validity == c.validity, "\(c.name): validity", sourceLocation: sourceLocation)
  #expect(
    field.value.map { rule.canonicalString(for: $0) } == c.value, "\(c.name): value",
    sourceLocation: sourceLocation)
  if let outcome = c.outcome {
    #expect(last?.outcome == outcome, "\(c.name): outcome", sourceLocation: sourceLocation)
  }
  if let reason = c.reason {
    #expect(
      last?.reason?.code == reason, "\(c.name): reason \(String(describing: last?.reason))",
      sourceLocation: sourceLocation)
  }
}
