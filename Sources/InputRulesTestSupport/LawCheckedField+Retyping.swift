import InputRules

extension FieldLaws {
  /// The most grapheme clusters `retypeProblem(_:seed:)` selects and types back: every key is
  /// a full edit of the field, so retyping all of a long text after every action would make a
  /// random run's cost grow with the cube of the text's length.
  public static let retypedClusterLimit = 16

  /// `retypeRestores` for one valid field: selects a range of its text chosen by `seed` (on
  /// grapheme-cluster boundaries, never empty, at most `retypedClusterLimit` clusters) and types
  /// back what it holds, one cluster at a time. What is wrong, or `nil` when every key was
  /// accepted and the field shows the same text and holds the same value.
  public static func retypeProblem<R: InputRule>(_ field: InputField<R>, seed: UInt64) -> String? {
    let text = field.text
    var bounds = [0]
    for character in text { bounds.append(bounds[bounds.count - 1] + character.utf16.count) }
    guard bounds.count > 1 else { return nil }
    var random = SplitMix64(seed: seed)
    let first = Int(random.next() % UInt64(bounds.count - 1))
    let longest = Swift.min(bounds.count - 1 - first, retypedClusterLimit)
    let last = first + 1 + Int(random.next() % UInt64(longest))
    return retypeProblem(field, range: bounds[first]..<bounds[last])
  }

  /// `retypeRestores` for one range (UTF-16 offsets on cluster boundaries) of a valid field.
  public static func retypeProblem<R: InputRule>(_ field: InputField<R>, range: Range<Int>)
    -> String?
  {
    let text = field.text
    let units = text.utf16
    let lower = units.index(units.startIndex, offsetBy: range.lowerBound)
    let upper = units.index(units.startIndex, offsetBy: range.upperBound)
    let selected = text[lower..<upper]
    var copy = field
    _ = copy.select(range.lowerBound, range.upperBound)
    for character in selected {
      let result = copy.perform(.type(String(character)))
      if result.outcome == .rejected {
        return "selecting [\(range.lowerBound), \(range.upperBound)] and typing “\(selected)” "
          + "back: “\(character)” was refused (\(result.reason.map { "\($0)" } ?? "no reason")) "
          + "in \(LawViolation.describe(copy.state))"
      }
    }
    if copy.text != text || copy.value != field.value {
      return "selecting [\(range.lowerBound), \(range.upperBound)] and typing “\(selected)” "
        + "back left \(LawViolation.describe(copy.state)), \(copy.validity)"
    }
    return nil
  }

  /// `showsWhatItTakes` for one valid field: its text pasted into an empty field, and its value
  /// set on an empty one. What is wrong, or `nil`.
  public static func showsWhatItTakesProblem<R: InputRule>(_ field: InputField<R>) -> String? {
    var pasted = InputField(rule: field.rule)
    let pasteResult = pasted.paste(field.text)
    if pasteResult.outcome == .rejected || pasted.text != field.text
      || pasted.value != field.value
    {
      return "pasting “\(field.text)” into an empty field left "
        + "\(LawViolation.describe(pasted.state)), \(pasted.validity)"
        + (pasteResult.reason.map { " (\($0))" } ?? "")
    }
    guard let value = field.value else { return nil }
    var set = InputField(rule: field.rule)
    let setResult = set.setValue(value)
    if setResult.outcome == .rejected || set.value != field.value {
      return "setting the value of “\(field.text)” on an empty field left "
        + "\(LawViolation.describe(set.state)), \(set.validity)"
        + (setResult.reason.map { " (\($0))" } ?? "")
    }
    return nil
  }
}

extension LawViolation {
  /// Whether this is `insertionKeepsTextAcceptable` or `noDeadEnd` broken by a key typed before
  /// the last character of text that was not valid. A reformatting rule judges such a key on
  /// what precedes it, since the text after it is what the user is repairing (a card number
  /// whose first group was deleted, typed back), so the text may be invalid until the repair is
  /// done. Law tables of reformatting rules leave these out.
  public func isKeyBeforeUnfinishedText<R: InputRule>(under rule: R) -> Bool {
    guard law == .insertionKeepsTextAcceptable || law == .noDeadEnd else { return false }
    var end = before.selection.upperBound
    if case .replace(let location, let length, _)? = action {
      // A raw edit names its own range, clamped and widened as the field does it.
      let text = before.text
      let range = text.safeRange(location: location, length: length)
      end = text.utf16.distance(from: text.startIndex, to: range.upperBound)
    }
    // While composing, the composition is committed first; the edit's place is read in the text
    // as it was, which is what the user saw.
    guard end < before.text.utf16.count else { return false }
    return rule.evaluate(before.text).validity != .valid
  }
}
