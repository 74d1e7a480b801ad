import InputRules

/// One thing a user, an input method or a program does to a field, in a form that can be
/// printed, stored and replayed.
public enum FieldAction: Hashable, Sendable, CustomStringConvertible {
  /// Key presses at the selection (`InputField.type(_:)`); the generator types one grapheme
  /// cluster per action.
  case type(String)
  /// A paste over the selection (`InputField.paste(_:)`).
  case paste(String)
  /// A raw edit as a platform reports it (`InputField.apply(_:)` with kind `unspecified`):
  /// any location and length, including negative, huge and cluster-splitting ones.
  case replace(location: Int, length: Int, with: String)
  /// One Backspace press.
  case backspace
  /// One forward Delete press.
  case deleteForward
  /// Moving the selection to `start..<end` (any values, any order).
  case select(Int, Int)
  /// An input method replacing the composition (or the selection) with marked text.
  case mark(String)
  /// The input method commits its composition.
  case unmark
  /// Editing ends (Return, focus lost).
  case commit
  /// The program sets the value named by a canonical string (`InputRule.value(fromCanonical:)`);
  /// nothing happens when the rule names no value for it.
  case setValue(canonical: String)

  public var description: String {
    switch self {
    case .type(let keys): return "type \(Self.quoted(keys))"
    case .paste(let text): return "paste \(Self.quoted(text))"
    case .replace(let location, let length, let text):
      return "replace [\(location), \(length)] with \(Self.quoted(text))"
    case .backspace: return "backspace"
    case .deleteForward: return "delete"
    case .select(let start, let end): return "select [\(start), \(end)]"
    case .mark(let text): return "mark \(Self.quoted(text))"
    case .unmark: return "unmark"
    case .commit: return "commit"
    case .setValue(let canonical): return "setValue \(Self.quoted(canonical))"
    }
  }

  /// Whether the action can only remove text (when nothing is being composed).
  public var isDeletion: Bool {
    switch self {
    case .backspace, .deleteForward: return true
    case .replace(_, _, let text): return text.isEmpty
    case .paste(let text), .type(let text): return text.isEmpty
    default: return false
    }
  }

  /// Performs the action on a field and returns what the field reported.
  @discardableResult
  public func perform<R: InputRule>(on field: inout InputField<R>) -> EditResult {
    switch self {
    case .type(let keys): return field.type(keys)
    case .paste(let text): return field.paste(text)
    case .replace(let location, let length, let text):
      return field.apply(Edit(location: location, length: length, replacement: text))
    case .backspace: return field.deleteBackward()
    case .deleteForward: return field.deleteForward()
    case .select(let start, let end): return field.select(start, end)
    case .mark(let text): return field.setMarkedText(text)
    case .unmark: return field.unmarkText()
    case .commit: return field.commit()
    case .setValue(let canonical):
      guard let value = field.rule.value(fromCanonical: canonical) else {
        return EditResult(state: field.state, outcome: .accepted)
      }
      return field.setValue(value)
    }
  }

  /// A Swift string literal for `text`, with invisible scalars (controls, format characters,
  /// marks, separators) spelled as `\u{...}` so that a failing case can be pasted into a test.
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
