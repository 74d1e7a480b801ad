import InputRules

/// An insertion of several characters that filled a code field (AutoFill of a one-time code),
/// and how much of it the platform has inserted again at the end since.
///
/// iOS is reported to deliver Security Code AutoFill twice under some localizations, "123456"
/// becoming "123456123456" (https://github.com/flutter/flutter/issues/176872): the code whole,
/// then the same code again at the end, whole or digit by digit (the reports do not say which,
/// so both are watched for). Judged, the second arrival would double the code where the rule has
/// room, or be refused with an announcement per digit where it has not.
struct RepeatedInsertion: Hashable, Sendable {
  /// The text inserted, as the platform inserted it (the field may show it laid out).
  var text: String
  /// The field's length in UTF-16 code units after the insertion: where the repeat is inserted.
  var count: Int
  /// Where the part of it not yet inserted again begins (an index of its UTF-16 view).
  var next: String.Index

  init(text: String, count: Int) {
    self.text = text
    self.count = count
    next = text.utf16.startIndex
  }
}

extension TextInputDriver {
  /// After an insertion the field took (accepted or changed by the rule): when it inserted at
  /// least two characters into a code field and the field now shows exactly them (laid out, for
  /// a mask: the same letters and digits), with the caret at the end, the platform inserting
  /// them again is watched for, when the rule says its field holds a one-time code or the
  /// insertion was digits only (a code AutoFill brings into a field of any rule): a QuickType
  /// suggestion of words is not watched, so the user may type on. Nothing is judged to decide. A paste the adapter saw
  /// being made is not watched either. Costs nothing for a single key.
  mutating func watchForRepeat(of replacement: String, kind: EditKind) {
    repeatedInsertion = nil
    guard kind != .paste, replacement.utf16.count > 1, !replacement.dropFirst().isEmpty
    else { return }
    let text = field.text
    let count = text.utf16.count
    guard field.state.selection == count..<count,
      text == replacement || Self.alphanumerics(of: text) == Self.alphanumerics(of: replacement)
    else { return }
    guard rule.contentHint == .oneTimeCode || replacement.allSatisfy(\.isNumber) else { return }
    repeatedInsertion = RepeatedInsertion(text: replacement, count: count)
  }

  private static func alphanumerics(of text: String) -> [Character] {
    text.filter { $0.isLetter || $0.isNumber }
  }

  /// Whether the platform is inserting the watched text again: `replacement` inserted at the end
  /// of it continues its repeat (the whole text, or its next characters). The repeat is consumed;
  /// anything else ends the watch. Compares only the inserted characters.
  mutating func isRepeatedInsertion(_ range: PlatformRange, _ replacement: String) -> Bool {
    guard var watch = repeatedInsertion else { return false }
    repeatedInsertion = nil
    guard range.location == watch.count, range.length == 0, !replacement.isEmpty else {
      return false
    }
    let units = watch.text.utf16
    for unit in replacement.utf16 {
      guard watch.next < units.endIndex, units[watch.next] == unit else { return false }
      units.formIndex(after: &watch.next)
    }
    if watch.next < units.endIndex { repeatedInsertion = watch }
    return true
  }
}
