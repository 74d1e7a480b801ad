import InputRules

/// What a key asks a field to do. Each action becomes a call on the field model, which lets the
/// engine and the rule decide.
public enum FieldAction: Hashable, Sendable {
  /// A key press inserting one grapheme cluster at the selection.
  case type(Character)
  /// A paste over the selection, as one edit.
  case paste(String)
  case deleteBackward
  case deleteForward
  /// Caret one cluster left (or to the start of the selection).
  case moveLeft
  /// Caret one cluster right (or to the end of the selection).
  case moveRight
  case moveToStart
  case moveToEnd
  /// Empties the field with one deletion edit.
  case clear
  /// Editing ends: the rule may normalize, complete or revert the text.
  case commit
}

/// A field of any rule with a label: a type-erased box over `InputField<R>`, so a form can hold
/// fields of different rules in one list.
public struct TerminalField: Sendable {
  /// The field's name on screen.
  public var label: String
  /// A sentence shown on the hint line while the field has nothing else to say.
  public var help: String
  /// What is still to type after a text, drawn dimmed after the text in the field's box (a
  /// mask's remaining slots: `+1 (___) ___-____`) and never part of the text; `nil` for none.
  public var placeholder: (@Sendable (String) -> String)?
  private var box: any FieldBox

  /// A field under `rule`, empty or showing `value`. `placeholder` gives the hint drawn after
  /// the text (see `placeholder`).
  public init<R: InputRule>(
    _ label: String, rule: R, value: R.Value? = nil, help: String = "",
    placeholder: (@Sendable (String) -> String)? = nil
  ) {
    self.label = label
    self.help = help
    self.placeholder = placeholder
    self.box = Box(field: InputField(rule: rule, value: value))
  }

  public var state: FieldState { box.state }
  public var text: String { box.state.text }
  public var validity: Validity { box.validity }
  /// Why the text is not valid, when it is not.
  public var invalidReason: Reason? { box.invalidReason }
  /// The typed value's canonical string (the last valid value while the text is not valid), or
  /// `nil` when there is none.
  public var valueDescription: String? { box.valueDescription }
  /// Whether the value is text, so it can be shown in quotes.
  public var valueIsText: Bool { box.valueIsText }
  /// The placeholder hint for the text now; empty when there is none.
  public var placeholderText: String { placeholder?(text) ?? "" }

  /// The typed value, when it is of type `V`.
  public func value<V>(as type: V.Type = V.self) -> V? { box.anyValue as? V }

  /// Performs one action through the field model and returns the engine's result.
  @discardableResult
  public mutating func perform(_ action: FieldAction) -> EditResult {
    box.perform(action)
  }
}

private protocol FieldBox: Sendable {
  var state: FieldState { get }
  var validity: Validity { get }
  var invalidReason: Reason? { get }
  var valueDescription: String? { get }
  var valueIsText: Bool { get }
  var anyValue: Any? { get }
  mutating func perform(_ action: FieldAction) -> EditResult
}

private struct Box<R: InputRule>: FieldBox {
  var field: InputField<R>

  var state: FieldState { field.state }
  var validity: Validity { field.validity }
  var invalidReason: Reason? { field.invalidReason }
  var valueDescription: String? { field.value.map { field.rule.canonicalString(for: $0) } }
  var valueIsText: Bool { R.Value.self == String.self }
  var anyValue: Any? { field.value }

  mutating func perform(_ action: FieldAction) -> EditResult {
    let text = field.state.text
    let selection = field.state.selection
    switch action {
    case .type(let character): return field.type(String(character))
    case .paste(let pasted): return field.paste(pasted)
    case .deleteBackward: return field.deleteBackward()
    case .deleteForward: return field.deleteForward()
    case .moveLeft:
      guard selection.isEmpty else { return field.moveCaret(to: selection.lowerBound) }
      let caret = text.utf16.index(text.utf16.startIndex, offsetBy: selection.lowerBound)
      guard caret > text.startIndex else { return field.moveCaret(to: 0) }
      let before = text.index(before: caret)
      return field.moveCaret(to: text.utf16.distance(from: text.utf16.startIndex, to: before))
    case .moveRight:
      guard selection.isEmpty else { return field.moveCaret(to: selection.upperBound) }
      let caret = text.utf16.index(text.utf16.startIndex, offsetBy: selection.upperBound)
      guard caret < text.endIndex else { return field.moveCaret(to: text.utf16.count) }
      let after = text.index(after: caret)
      return field.moveCaret(to: text.utf16.distance(from: text.utf16.startIndex, to: after))
    case .moveToStart: return field.moveCaret(to: 0)
    case .moveToEnd: return field.moveCaret(to: text.utf16.count)
    case .clear:
      guard !text.isEmpty else { return EditResult(state: field.state, outcome: .accepted) }
      return field.apply(
        Edit(location: 0, length: text.utf16.count, replacement: "", kind: .deleteBackward))
    case .commit: return field.commit()
    }
  }
}
