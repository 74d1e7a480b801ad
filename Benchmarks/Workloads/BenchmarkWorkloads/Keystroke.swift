// Key presses and the two ways the benchmarks press them: through the engine and through the
// field model. Shared by the benchmarks and the instruction-counting driver, so both measure
// exactly the same loop.

import InputRules

/// One key press.
public enum Keystroke: Sendable, Equatable {
  /// A key inserting text at the caret.
  case insert(String)
  /// Backspace.
  case backspace

  /// Each character of `text` typed in turn.
  public static func typing(_ text: String) -> [Keystroke] { text.map { .insert(String($0)) } }

  /// `count` Backspace presses.
  public static func backspaces(_ count: Int) -> [Keystroke] {
    Array(repeating: .backspace, count: count)
  }
}

/// Keystrokes through `FieldEngine.apply`, the call a platform adapter makes for each change the
/// text system proposes. Starts over from `initial` whenever the keys are used up.
@inlinable @inline(never)
public func pressWithEngine<R: InputRule>(
  _ keys: [Keystroke], times count: Int, rule: R, initial: FieldState = .empty
) -> FieldState {
  var state = initial
  var next = 0
  for _ in 0..<count {
    if next == keys.count {
      state = initial
      next = 0
    }
    let edit: Edit
    switch keys[next] {
    case .insert(let key):
      let caret = state.selection.lowerBound
      edit = Edit(location: caret, length: 0, replacement: key, kind: .typing)
    case .backspace:
      guard let backspace = FieldEngine.backspaceEdit(in: state) else {
        next += 1
        continue
      }
      edit = backspace
    }
    state = FieldEngine.apply(edit, to: state, under: rule).state
    next += 1
  }
  return state
}

/// Keystrokes through the field model `InputField`, which also judges the text after each one.
@inlinable @inline(never)
public func pressWithField<R: InputRule>(
  _ keys: [Keystroke], times count: Int, field initial: InputField<R>
) -> InputField<R> {
  var field = initial
  var next = 0
  for _ in 0..<count {
    if next == keys.count {
      field = initial
      next = 0
    }
    switch keys[next] {
    case .insert(let key): field.type(key)
    case .backspace: field.deleteBackward()
    }
    next += 1
  }
  return field
}
