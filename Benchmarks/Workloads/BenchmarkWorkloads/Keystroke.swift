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
  /// Forward Delete.
  case deleteForward
  /// Text pasted at the caret as one edit.
  case paste(String)
  /// The caret moved by this many UTF-16 code units (negative: towards the start).
  case moveCaret(Int)
  /// The caret moved to this UTF-16 offset.
  case caretAt(Int)
  /// The given number of UTF-16 code units before the caret deleted as one edit (a selection
  /// deleted), which the growth workloads use to take back what they typed.
  case deleteBefore(Int)

  /// Each character of `text` typed in turn.
  public static func typing(_ text: String) -> [Keystroke] { text.map { .insert(String($0)) } }

  /// `count` Backspace presses.
  public static func backspaces(_ count: Int) -> [Keystroke] {
    Array(repeating: .backspace, count: count)
  }
}

/// Keystrokes through `FieldEngine.apply`, the call a platform adapter makes for each change the
/// text system proposes. Starts over from `initial` whenever the keys are used up, unless
/// `restarts` is false: keys that take back their own changes then go round again from where
/// they left the field, so that no copy of a long initial text is counted.
@inlinable @inline(never)
public func pressWithEngine<R: InputRule>(
  _ keys: [Keystroke], times count: Int, rule: R, initial: FieldState = .empty,
  restarts: Bool = true
) -> FieldState {
  var state = initial
  var next = 0
  for _ in 0..<count {
    if next == keys.count {
      if restarts { state = initial }
      next = 0
    }
    let edit: Edit
    let caret = state.selection.lowerBound
    switch keys[next] {
    case .insert(let key):
      edit = Edit(location: caret, length: 0, replacement: key, kind: .typing)
    case .paste(let text):
      edit = Edit(location: caret, length: 0, replacement: text, kind: .paste)
    case .deleteBefore(let units):
      edit = Edit(location: caret - units, length: units, replacement: "", kind: .deleteBackward)
    case .backspace, .deleteForward:
      let found =
        keys[next] == .backspace
        ? FieldEngine.backspaceEdit(in: state) : FieldEngine.deleteForwardEdit(in: state)
      guard let found else {
        next += 1
        continue
      }
      edit = found
    case .moveCaret(let units):
      state =
        FieldEngine.select(start: caret + units, end: caret + units, in: state, under: rule)
        .state
      next += 1
      continue
    case .caretAt(let offset):
      state = FieldEngine.select(start: offset, end: offset, in: state, under: rule).state
      next += 1
      continue
    }
    state = FieldEngine.apply(edit, to: state, under: rule).state
    next += 1
  }
  return state
}

/// Keystrokes through the field model `InputField`, which also judges the text after each one.
@inlinable @inline(never)
public func pressWithField<R: InputRule>(
  _ keys: [Keystroke], times count: Int, field initial: InputField<R>, restarts: Bool = true
) -> InputField<R> {
  var field = initial
  var next = 0
  for _ in 0..<count {
    if next == keys.count {
      if restarts { field = initial }
      next = 0
    }
    switch keys[next] {
    case .insert(let key): field.type(key)
    case .backspace: field.deleteBackward()
    case .deleteForward: field.deleteForward()
    case .paste(let text): field.paste(text)
    case .deleteBefore(let units):
      let caret = field.state.selection.lowerBound
      field.apply(
        Edit(location: caret - units, length: units, replacement: "", kind: .deleteBackward))
    case .moveCaret(let units): field.moveCaret(to: field.state.selection.lowerBound + units)
    case .caretAt(let offset): field.moveCaret(to: offset)
    }
    next += 1
  }
  return field
}
