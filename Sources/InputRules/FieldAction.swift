/// One thing a user, an input method or a program does to a field, as a value.
///
/// Every front end speaks this one vocabulary: the terminal maps its keys onto it, the
/// `inputrules replay` command its JSON events, and the law checkers generate, print and replay
/// it. `InputField.perform(_:)` is the one place that turns an action into the field's own
/// operations, so an action means the same thing wherever it comes from, and an app's tests can
/// drive a field with the actions its screens send.
public enum FieldAction: Hashable, Sendable {
  /// Key presses at the selection, one per grapheme cluster (`InputField.type(_:)`); a single
  /// key is a string of one cluster.
  case type(String)
  /// A paste over the selection, as one edit (`InputField.paste(_:)`).
  case paste(String)
  /// A raw edit as a platform reports it, of unknown origin (`InputField.apply(_:)` with kind
  /// `unspecified`): UTF-16 offsets, any values, including negative, huge and cluster-splitting
  /// ones, which the field clamps.
  case replace(location: Int, length: Int, with: String)
  /// One Backspace press (`InputField.deleteBackward()`).
  case backspace
  /// One forward Delete press (`InputField.deleteForward()`).
  case deleteForward
  /// Moves the selection to `start..<end` (`InputField.select(_:_:)`): UTF-16 offsets, any
  /// values in any order.
  case select(Int, Int)
  /// Moves the caret to a UTF-16 offset (`InputField.moveCaret(to:)`).
  case moveCaret(to: Int)
  /// The caret one grapheme cluster left, or to the start of a selection (the Left arrow).
  case moveLeft
  /// The caret one grapheme cluster right, or to the end of a selection (the Right arrow).
  case moveRight
  /// The caret to the start of the text (Home).
  case moveToStart
  /// The caret to the end of the text (End).
  case moveToEnd
  /// An input method replacing the composition (or the selection) with marked text
  /// (`InputField.setMarkedText(_:)`).
  case mark(String)
  /// The input method commits its composition (`InputField.unmarkText()`).
  case unmark
  /// Editing ends, by Return or losing focus (`InputField.commit()`): the rule may normalize,
  /// complete or revert the text.
  case commit
  /// Empties the field with one edit deleting the whole text (Ctrl-U in a terminal), judged like
  /// any deletion; an empty field stays as it is.
  case clear
  /// The program sets the value named by a canonical string
  /// (`InputRule.value(fromCanonical:)`), so that a value can be written down without its type.
  /// An empty string clears the field (an empty field has no value); a string naming no value
  /// the rule accepts is refused with the rule's reason (`refusal(ofCanonical:)`), or else
  /// `invalidValue`.
  case setValue(canonical: String)
}

extension FieldAction {
  /// Whether the action can only remove text (when nothing is being composed): a rule is
  /// expected to accept it, whatever the text becomes.
  public var isDeletion: Bool {
    switch self {
    case .backspace, .deleteForward, .clear: return true
    case .replace(_, _, let text): return text.isEmpty
    case .paste(let text), .type(let text): return text.isEmpty
    default: return false
    }
  }
}

#if !hasFeature(Embedded)
  extension FieldAction: CustomStringConvertible {
    /// The action in one line, with its text quoted as a Swift string literal (see
    /// `quoted(_:)`), so that a failing step can be read and written back as code.
    public var description: String {
      switch self {
      case .type(let keys): return "type \(Self.quoted(keys))"
      case .paste(let text): return "paste \(Self.quoted(text))"
      case .replace(let location, let length, let text):
        return "replace [\(location), \(length)] with \(Self.quoted(text))"
      case .backspace: return "backspace"
      case .deleteForward: return "delete"
      case .select(let start, let end): return "select [\(start), \(end)]"
      case .moveCaret(let offset): return "caret \(offset)"
      case .moveLeft: return "left"
      case .moveRight: return "right"
      case .moveToStart: return "home"
      case .moveToEnd: return "end"
      case .mark(let text): return "mark \(Self.quoted(text))"
      case .unmark: return "unmark"
      case .commit: return "commit"
      case .clear: return "clear"
      case .setValue(let canonical): return "setValue \(Self.quoted(canonical))"
      }
    }

    /// A Swift string literal for `text`, with invisible scalars (controls, format characters,
    /// marks, separators) spelled as `\u{...}`: text that looks the same on screen reads
    /// differently here, and a printed action can be pasted into a test.
    public static func quoted(_ text: String) -> String {
      var result = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case " "..."~": result.unicodeScalars.append(scalar)
        default:
          switch scalar.properties.generalCategory {
          case .control, .format, .nonspacingMark, .spacingMark, .enclosingMark, .lineSeparator,
            .paragraphSeparator, .spaceSeparator, .surrogate, .privateUse, .unassigned:
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
          default:
            result.unicodeScalars.append(scalar)
          }
        }
      }
      return result + "\""
    }
  }
#endif

extension InputField {
  /// Performs one action through the field's own operations and returns what the field
  /// reported. This is the one place an action becomes an edit, a selection or a value, so the
  /// terminal, the command's replay and the law checkers agree on what each action does.
  @inlinable
  @discardableResult
  public mutating func perform(_ action: FieldAction) -> EditResult {
    switch action {
    case .type(let keys): return type(keys)
    case .paste(let text): return paste(text)
    case .replace(let location, let length, let text):
      return apply(Edit(location: location, length: length, replacement: text))
    case .backspace: return deleteBackward()
    case .deleteForward: return deleteForward()
    case .select(let start, let end): return select(start, end)
    case .moveCaret(let offset): return moveCaret(to: offset)
    case .moveLeft: return moveCaret(to: offsetLeftOfSelection())
    case .moveRight: return moveCaret(to: offsetRightOfSelection())
    case .moveToStart: return moveCaret(to: 0)
    case .moveToEnd: return moveCaret(to: state.text.utf16.count)
    case .mark(let text): return setMarkedText(text)
    case .unmark: return unmarkText()
    case .commit: return commit()
    case .clear:
      let count = state.text.utf16.count
      guard count > 0 else { return EditResult(state: state, outcome: .accepted) }
      return apply(Edit(location: 0, length: count, replacement: "", kind: .deleteBackward))
    case .setValue(let canonical): return setValue(canonical: canonical)
    }
  }

  /// Performs `action` `count` times as presses of one key (Backspace held down, a count of
  /// Delete presses in a replay), reported like `type(_:)`: rejected when a press was rejected
  /// with a reason (the first such reason), otherwise transformed when a press was, with the last
  /// change's reason. Presses stop once one leaves the field's state as it was, since the next
  /// would do the same; a count of zero or less does nothing and is accepted.
  @discardableResult
  public mutating func perform(_ action: FieldAction, times count: Int) -> EditResult {
    var presses = KeyPresses()
    for _ in 0..<Swift.max(0, count) {
      let before = state
      presses.add(perform(action))
      if state == before { break }
    }
    return presses.result(in: state)
  }

  /// Where the Left arrow puts the caret: the start of a selection, or one grapheme cluster
  /// before the caret.
  @usableFromInline
  func offsetLeftOfSelection() -> Int {
    let text = state.text
    let selection = state.selection
    guard selection.isEmpty else { return selection.lowerBound }
    let caret = text.utf16.index(text.utf16.startIndex, offsetBy: selection.lowerBound)
    guard caret > text.startIndex else { return 0 }
    return text.utf16.distance(from: text.utf16.startIndex, to: text.index(before: caret))
  }

  /// Where the Right arrow puts the caret: the end of a selection, or one grapheme cluster after
  /// the caret.
  @usableFromInline
  func offsetRightOfSelection() -> Int {
    let text = state.text
    let selection = state.selection
    guard selection.isEmpty else { return selection.upperBound }
    let caret = text.utf16.index(text.utf16.startIndex, offsetBy: selection.upperBound)
    guard caret < text.endIndex else { return text.utf16.count }
    return text.utf16.distance(from: text.utf16.startIndex, to: text.index(after: caret))
  }

  /// The program sets the value a canonical string names (see `FieldAction.setValue`).
  @usableFromInline
  mutating func setValue(canonical: String) -> EditResult {
    guard !canonical.isEmpty else { return setValue(nil) }
    guard let value = rule.value(fromCanonical: canonical) else {
      return EditResult(
        state: state, outcome: .rejected,
        reason: rule.refusal(ofCanonical: canonical)
          ?? Reason(.invalidValue, Reason.Facts("value.noValue", text: canonical)))
    }
    return setValue(value)
  }
}
